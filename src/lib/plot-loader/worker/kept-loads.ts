/**
 * Which of the worker's loads to let go: the oldest past `max`, but never one still loading. Stopping a
 * load midway ends its walk as if it were whole (its pages simply stop), so a page that started more loads
 * than `max` at once (one supplier's page after another, each loading its supplier's plots) would show a
 * part of a supplier's plots as all of them.
 */
export function loadsToDrop(loads: ReadonlyMap<number, { loading: boolean }>, max: number): number[] {
  const over = loads.size - max;
  if (over <= 0) return [];
  const done = [...loads].filter(([, load]) => !load.loading).map(([id]) => id);
  return done.slice(0, over);
}
