/**
 * The buyer's preset name field against the supplier's own choice (issue 52: "3 plots checked, 0 accepted"):
 * a supplier who matched their columns and chose the name field is checked on that choice, the buyer's field
 * is a suggestion the mapping step starts from, and a file that needed no mapping is read by the buyer's field.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_PRESET, type CheckPreset } from '@/lib/self-check/check-link.ts';
import type { CheckInputFile } from '../check/file-chunks.ts';
import { runCheck } from '../check/run-check.ts';
import { EMPTY_MAPPING, withSuggestedName, type FieldStats } from '../model/field-mapping.ts';
import { convertFeatures } from '../prepare/prepare-file.ts';
import { checkOptionsOf } from '../shared/start-options.ts';
import { selfCheckOptions } from './self-check-options.ts';

const PRESET: CheckPreset = { ...EMPTY_PRESET, buyer: 'Cocoa Buyer', nameField: 'Nom' };

const square = (x: number): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, 7.123456],
      [x + 0.001234, 7.123456],
      [x + 0.001234, 7.124689],
      [x, 7.124689],
      [x, 7.123456],
    ],
  ],
});
// The supplier's file: its plot names under "Parcelle", no "Nom" column.
const FEATURES: GeoJSON.Feature[] = [0, 1, 2].map((i) => ({
  type: 'Feature',
  properties: { Parcelle: `P-${i + 1}`, Pays: 'CI' },
  geometry: square(-5.5 + i * 0.01),
}));
const fileOf = (text: string): CheckInputFile => {
  const blob = new Blob([text]);
  return { name: 'parcelles.geojson', size: blob.size, stream: () => blob.stream() };
};

describe('the supplier’s name field against the buyer’s preset', () => {
  it('checks a mapped file on the name field the supplier chose: 3 plots checked, 3 accepted', async () => {
    const mapping = { ...EMPTY_MAPPING, nameField: 'Parcelle', countryField: 'Pays' };
    const converted = await convertFeatures(FEATURES, mapping);
    const r = await runCheck(
      [fileOf(converted.parts.join(''))],
      checkOptionsOf(selfCheckOptions(PRESET, true)),
    );
    expect(r.totals.featureCount).toBe(3);
    expect(r.totals.byRule['missing-name']).toBeUndefined();
    expect(r.totals.notAccepted).toBe(0);
  });

  it('reads a file that needed no mapping by the buyer’s field', () => {
    expect(selfCheckOptions(PRESET, false).designatedNameField).toBe('Nom');
    expect(selfCheckOptions(EMPTY_PRESET, false).designatedNameField).toBe('');
  });

  it('starts the mapping step from the buyer’s field when the file has it, as a suggestion only', () => {
    const field = (key: string) => ({ key, filled: 3 }) as FieldStats;
    const proposal = { ...EMPTY_MAPPING, nameField: 'Parcelle' };
    expect(withSuggestedName(proposal, [field('Parcelle'), field('Nom')], 'Nom').nameField).toBe('Nom');
    // Not in the file, or not set: the proposal as it was.
    expect(withSuggestedName(proposal, [field('Parcelle')], 'Nom')).toBe(proposal);
    expect(withSuggestedName(proposal, [field('Nom')], null)).toBe(proposal);
  });
});
