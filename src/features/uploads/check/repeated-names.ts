/**
 * "Names repeat", as the plots checked now say it. Reading a dropped file finds the names it repeats, but
 * the file checked and sent changes after that: a fix removes exact duplicates, "Leave out the plots already
 * uploaded" removes plots. The option form kept saying "Names repeat" after the repeats were gone. Once a
 * check has finished and its preview holds every plot, the repeats are counted on the plots checked (over all
 * files, as matching on name refuses a name repeated in another file too); while no check is done, or when the
 * preview leaves plots out (a very large file), what reading found is kept, since repeats may hide there.
 */
import { topRepeats, type NameRepeat } from '../model/field-mapping.ts';
import type { CheckResult } from './check-protocol.ts';

export { REPEATS_LISTED, type NameRepeat } from '../model/field-mapping.ts';

export function currentRepeats(
  found: readonly NameRepeat[],
  result: Pick<CheckResult, 'preview' | 'previewShown' | 'previewTotal'> | null,
): NameRepeat[] {
  if (!result || result.previewShown < result.previewTotal) return [...found];
  // A broken plot is drawn twice (its outline too): count each plot once, by its uid.
  const seen = new Set<number>();
  const counts = new Map<string, number>();
  for (const { properties } of result.preview.features) {
    if (seen.has(properties.uid)) continue;
    seen.add(properties.uid);
    // Names are compared as the service compares them (exactly); a plot without one has ''.
    const { name } = properties;
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return topRepeats(counts);
}
