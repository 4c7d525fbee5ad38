/** When the Jurisdictions page lets the person's plots load: once the map has what it draws first. */
import { describe, expect, it } from 'vitest';
import { mapDataSettled } from './first-view.ts';

const done = { complete: true, failed: false };
const loading = { complete: false, failed: false };
const failed = { complete: false, failed: true };

describe('mapDataSettled', () => {
  it('waits for the whole country list, or its failure, when no country is open', () => {
    const settled = (list: typeof done) =>
      mapDataSettled({ list, regionParent: null, regions: loading, boundariesDone: true });
    expect(settled(loading)).toBe(false);
    expect(settled(done)).toBe(true);
    expect(settled(failed)).toBe(true);
  });

  it('waits for an open country’s regions and every boundary, or their failure', () => {
    const settled = (regions: typeof done, boundariesDone: boolean, list = done) =>
      mapDataSettled({ list, regionParent: 'jur-UGA', regions, boundariesDone });
    // Boundaries are "done" while no region is listed yet: the list of regions must be complete as well.
    expect(settled(loading, true)).toBe(false);
    expect(settled(done, false)).toBe(false);
    expect(settled(done, true)).toBe(true);
    expect(settled(failed, false)).toBe(true);
    // The country list still counts.
    expect(settled(done, true, loading)).toBe(false);
    expect(settled(failed, false, failed)).toBe(true);
  });
});
