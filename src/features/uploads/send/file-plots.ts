/**
 * The checked plots as the upload preview compares them: one per plot of the check's preview (a broken
 * plot's outline is drawn as a second feature of the same uid), with where each is in the checked files
 * (for leaving plots out of them).
 */
import type { FilePlot } from '@core/upload-diff/index.ts';
import type { PreviewCollection } from '../check/check-protocol.ts';

/** Where a compared plot is in the checked files. */
export interface PlotPlace {
  fileIndex: number;
  index: number;
}

/** The preview's plots, once each (a broken plot's outline is a second feature of the same uid). */
export function filePlotsOf(preview: PreviewCollection): { plots: FilePlot[]; places: PlotPlace[] } {
  const seen = new Set<number>();
  const plots: FilePlot[] = [];
  const places: PlotPlace[] = [];
  for (const f of preview.features) {
    const { uid, fileIndex, index, name } = f.properties;
    if (seen.has(uid)) continue;
    seen.add(uid);
    plots.push({ name: name === '' ? null : name, geometry: f.geometry });
    places.push({ fileIndex, index });
  }
  return { plots, places };
}
