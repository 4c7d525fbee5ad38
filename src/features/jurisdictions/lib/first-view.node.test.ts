/**
 * When the Jurisdictions page lets the person's plots and the country shapes load: once the map has what it
 * draws first, or (the shapes) when what is shown needs them.
 */
import { describe, expect, it } from 'vitest';
import { countryShapesWanted, mapDataSettled } from './first-view.ts';

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

describe('countryShapesWanted', () => {
  it('waits for the first view, unless the benchmark layer or a chosen country needs the shapes now', () => {
    const wanted = (
      firstViewSettled: boolean,
      layer: 'risk' | 'benchmark' | undefined,
      chosenCountries = 0,
    ) => countryShapesWanted({ firstViewSettled, layer, chosenCountries });
    expect(wanted(false, undefined)).toBe(false);
    expect(wanted(false, 'risk')).toBe(false);
    expect(wanted(true, undefined)).toBe(true);
    expect(wanted(false, 'benchmark')).toBe(true);
    expect(wanted(false, 'risk', 1)).toBe(true);
  });
});
