/**
 * An overwrite upload whose file holds a boundary the supplier already has under another name (issue 52):
 * what the preview says, what it offers, and what stands before the Upload button when the plot was left out
 * as already uploaded and overwrite is chosen after (the overwrite would then remove it).
 */
import { describe, expect, it } from 'vitest';
import { loadClipper } from '@core/geo/clip-overlap.ts';
import { diffUpload, existingPlotsOf, type UploadMode } from '@core/upload-diff/index.ts';
import { leftOutFix } from '../check/applied-fixes.ts';
import { DEFAULT_UPLOAD_OPTIONS } from '../shared/start-options.ts';
import { leftOutCount } from './leave-out.ts';
import { uploadBlockers, type UploadReadiness } from './upload-blockers.ts';

const square = (x: number, y: number, s = 0.002): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + s, y],
      [x + s, y + s],
      [x, y + s],
      [x, y],
    ],
  ],
});

const APPEND: UploadMode = { overwrite: false, matchOnName: false };
const OVERWRITE: UploadMode = { overwrite: true, matchOnName: false };
const clip = await loadClipper();

// The supplier has "North" and "South"; the file holds North's boundary named "Parcel 7", and a new plot.
const existing = existingPlotsOf([
  { id: 'e1', name: 'North', geometry: square(-6, 8) },
  { id: 'e2', name: 'South', geometry: square(-6, 8.01) },
]);
const renamed = { name: 'Parcel 7', geometry: square(-6, 8) };
const fresh = { name: 'Parcel 8', geometry: square(-6.02, 8) };

describe('overwrite, with a boundary already there under another name', () => {
  it('the preview says the boundary stays (as the file names it) and offers nothing to leave out', () => {
    const diff = diffUpload([renamed, fresh], existing, OVERWRITE, clip);
    expect(diff.plots.map((p) => [p.name, p.kind, p.existing?.name ?? null])).toEqual([
      ['Parcel 7', 'identical', 'North'],
      ['Parcel 8', 'new', null],
    ]);
    // Left out of an overwrite, North would be removed: it is never offered.
    expect(diff.leaveOut).toEqual([]);
    expect(diff.removed.map((r) => r.name)).toEqual(['South']);
  });

  it('appending, the same plot is offered to leave out; once left out, overwrite would remove it and is refused', () => {
    expect(diffUpload([renamed, fresh], existing, APPEND, clip).leaveOut).toEqual([0]);
    // The file written again without it: an overwrite now removes North as well.
    const after = diffUpload([fresh], existing, OVERWRITE, clip);
    expect(after.removed.map((r) => r.name)).toEqual(['North', 'South']);

    const readiness: UploadReadiness = {
      projectId: 'p1',
      supplier: 'Coop A',
      match: undefined,
      fileCount: 1,
      result: null,
      options: { ...DEFAULT_UPLOAD_OPTIONS, overwrite: true },
      confirmText: '',
      prepared: { entries: 1, mapping: false, pending: false, unreadable: [] },
      leftOut: leftOutCount([{ fixes: [leftOutFix([0])] }]),
    };
    // (result null: the check of the rewritten file still runs; the refusal does not wait for it.)
    expect(uploadBlockers(readiness)).toEqual([
      'Wait for the check to finish.',
      '1 plot was left out of the files as already uploaded: overwrite would remove it from Coop A. Turn overwrite off to keep it as it is, or remove the file and add it again to send every plot.',
    ]);
    // Overwrite off: the plot left out stays as it is, and the upload can go.
    expect(uploadBlockers({ ...readiness, options: DEFAULT_UPLOAD_OPTIONS })).toEqual([
      'Wait for the check to finish.',
    ]);
  });
});
