/**
 * What sending again the plots already there would do, under the chosen match option: the panel offered to
 * leave them out saying they "become second copies" even with match on name, where a plot named like the
 * supplier's plot of the same boundary updates that plot (only its other fields can change) and no copy is
 * made. A plot already there under another name is added next to it in every mode but overwrite (which
 * offers nothing to leave out: there a plot left out is removed). Pure, from the upload preview.
 */
import type { UploadDiff } from '@core/upload-diff/index.ts';

export interface AlreadyThere {
  /** Plots that, sent again, are added beside the same boundary: second copies. */
  copies: number;
  /** Plots that, sent again, update the plot of the same name and boundary (match on name). */
  updates: number;
}

export function alreadyThereOf(diff: Pick<UploadDiff, 'mode' | 'plots' | 'leaveOut'>): AlreadyThere {
  const byFeature = new Map(diff.plots.map((p) => [p.feature, p]));
  let updates = 0;
  for (const feature of diff.leaveOut) {
    const p = byFeature.get(feature);
    if (diff.mode.matchOnName && p?.name != null && p.existing?.name === p.name) updates++;
  }
  return { copies: diff.leaveOut.length - updates, updates };
}
