/**
 * The sentence under the check's totals that says what blocks: "Errors 16" next to "Plots the service will
 * refuse 0" must explain itself (an error can block the upload, block only TRACES, or nothing at all under
 * the chosen options). Pure, from the check's grouped results (core/plot-rules/result-groups.ts).
 */
import type { ResultGroup, ResultGroupName } from '@core/plot-rules/index.ts';

const n = (v: number) => v.toLocaleString('en');
const plots = (v: number) => `${n(v)} plot${v === 1 ? '' : 's'}`;
const errors = (v: number) => `${n(v)} error${v === 1 ? '' : 's'}`;
const warnings = (v: number) => `${n(v)} warning${v === 1 ? '' : 's'}`;

export const NO_PROBLEMS = 'No problems found: the files are ready to upload.';

/** Group titles as the page shows them, in the order of core's RESULT_GROUPS. */
export const GROUP_TITLES: Record<Exclude<ResultGroupName, 'silentChanges'>, string> = {
  blocksUpload: 'Blocks the upload',
  blocksTraces: 'Errors the upload accepts, TRACES would reject',
  warnings: 'Warnings that block nothing',
};

/** What each group means for the person, and what to do. */
export function groupExplanation(name: ResultGroupName, validateForTraces: boolean): string {
  switch (name) {
    case 'blocksUpload':
      return 'The service refuses these plots (or whole files) with the options chosen under “Upload”. Fix them, or upload and then proceed without them.';
    case 'blocksTraces':
      return validateForTraces
        ? 'These do not stop the upload, but TRACES would reject these plots: fix them before they go into a due diligence statement.'
        : 'These do not stop the upload (“Validate for TRACES” is off), but TRACES would reject these plots: fix them before they go into a due diligence statement.';
    case 'warnings':
      return 'The service accepts these plots as they are. Check them: they may not be what you meant.';
    case 'silentChanges':
      return 'TRACES makes these changes without telling you.';
  }
}

const groupOf = (groups: readonly ResultGroup[], name: ResultGroupName) =>
  groups.find((g) => g.name === name) ?? { name, title: '', plots: 0, count: 0, lines: [] };

/**
 * One or two sentences: what blocks the upload (and how many plots the service refuses), which errors do
 * not, and that warnings never do. NO_PROBLEMS when nothing was found.
 */
export function whatBlocks(groups: readonly ResultGroup[]): string {
  const upload = groupOf(groups, 'blocksUpload');
  const traces = groupOf(groups, 'blocksTraces');
  const warned = groupOf(groups, 'warnings');
  if (upload.count + traces.count + warned.count === 0) return NO_PROBLEMS;
  const parts: string[] = [];
  if (upload.count > 0) {
    const uploadErrors = `${errors(upload.count)} under “${GROUP_TITLES.blocksUpload}”`;
    parts.push(
      upload.plots > 0
        ? `${uploadErrors}: the service will refuse ${plots(upload.plots)} with these options.`
        : `${uploadErrors}: the upload cannot go as it is.`,
    );
  }
  if (traces.count > 0) {
    const c = traces.count;
    const subject =
      upload.count > 0
        ? `The other ${errors(c)} ${c === 1 ? 'does' : 'do'} not stop the upload`
        : c === 1
          ? 'The error does not stop the upload'
          : `None of the ${errors(c)} stops the upload`;
    const accepted =
      traces.plots === 0
        ? 'the service accepts the files, but TRACES would reject them'
        : traces.plots === 1
          ? 'the service accepts that plot, but TRACES would reject it'
          : `the service accepts those ${plots(traces.plots)}, but TRACES would reject them`;
    parts.push(`${subject}: ${accepted}.`);
  }
  if (upload.count + traces.count === 0) parts.push(`No errors: nothing blocks the upload.`);
  if (warned.count === 1) parts.push('The warning blocks nothing.');
  else if (warned.count > 1) parts.push(`The ${warnings(warned.count)} block nothing.`);
  return parts.join(' ');
}
