/**
 * The file-crs rule (file-rules.ts) on codes that end in 4326 without being it: a bare 4326 is WGS84 only
 * when it is the whole name (evaluation.test.ts has the names taken and refused).
 */
import { describe, expect, it } from 'vitest';
import { checkCrsMember } from './file-rules.ts';

describe('checkCrsMember: a code that only ends in 4326', () => {
  it.each([14326, '14326', 'X4326'])('refuses %s, naming it', (code) => {
    const crs = typeof code === 'number' ? code : { type: 'name', properties: { name: code } };
    const problem = checkCrsMember('plots.geojson', crs);
    expect(problem).toMatchObject({ code: 'file-crs', severity: 'error', fileName: 'plots.geojson' });
    expect(problem!.message).toContain(`"${code}"`);
  });

  it('refuses an EPSG code member that only ends in 4326', () => {
    const problem = checkCrsMember('plots.geojson', { type: 'EPSG', properties: { code: 14326 } });
    expect(problem!.message).toContain('"EPSG:14326"');
  });
});
