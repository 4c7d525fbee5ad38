import { describe, expect, it } from 'vitest';
import shp from 'shpjs';
import {
  buildDetectionsZip,
  detectionsOf,
  PlacedDetections,
  type DeforestationRecord,
} from './detections.ts';

const clearing = (id: string, date: string): DeforestationRecord => ({
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-5.5, 6.5],
        [-5.499, 6.5],
        [-5.499, 6.501],
        [-5.5, 6.5],
      ],
    ],
  },
  properties: { id, date, areaHa: 1, confidence: 'high' },
});

describe('PlacedDetections', () => {
  it('gives each project the clearings placed in a month, from its first day to its last, and no other', () => {
    const placed = new PlacedDetections();
    placed.add('p-cocoa', clearing('A', '2026-11-01'));
    placed.add('p-cocoa', clearing('B', '2026-11-30'));
    placed.add('p-cocoa', clearing('C', '2026-12-01'));
    placed.add('p-palm', clearing('D', '2026-11-15'));
    expect(placed.of('p-cocoa', 2026, 11).map((r) => r.properties.id)).toEqual(['A', 'B']);
    expect(placed.of('p-cocoa', 2026, 12).map((r) => r.properties.id)).toEqual(['C']);
    expect(placed.of('p-palm', 2026, 11).map((r) => r.properties.id)).toEqual(['D']);
    expect(placed.of('p-other', 2026, 11)).toEqual([]);
  });

  it('changes its version with each placement and clearing, so a built month is built again', () => {
    const placed = new PlacedDetections();
    const v0 = placed.version;
    placed.add('p', clearing('A', '2026-11-01'));
    const v1 = placed.version;
    placed.clear();
    expect(new Set([v0, v1, placed.version]).size).toBe(3);
    expect(placed.of('p', 2026, 11)).toEqual([]);
  });

  it('puts a placed clearing into its month’s zip after the month’s own detections', async () => {
    const own = detectionsOf('deforestation', 2026, 11, []).map((r) => r.properties.id);
    const zip = buildDetectionsZip('deforestation', 2026, 11, [], [clearing('E2E-DEF-1', '2026-11-05')]);
    const fc = (await shp(zip.slice().buffer)) as GeoJSON.FeatureCollection;
    const ids = fc.features.map((f) => (f.properties as { id: string }).id);
    expect(ids).toEqual([...own, 'E2E-DEF-1']);
    expect(fc.features.at(-1)!.properties).toMatchObject({ date: '2026-11-05', areaHa: 1 });
  });
});
