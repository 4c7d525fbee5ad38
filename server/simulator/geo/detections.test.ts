import shp from 'shpjs';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { countryAt } from './country-index.ts';
import { buildDetectionsZip, detectionsOf, isQuietMonth } from './detections.ts';
import { isInsideMonitoredRegions } from './monitored-regions.ts';
import { generateSeedPlots, SEED_PROJECTS, SEED_SUPPLIERS } from './seed.ts';

const plots = generateSeedPlots({
  projects: [...SEED_PROJECTS],
  suppliers: [...SEED_SUPPLIERS],
  count: 200,
  seed: 5,
});
const geometries = plots.map((p) => p.geometry);

type Fc = GeoJSON.FeatureCollection & { fileName?: string };
const read = async (zip: Uint8Array) => (await shp(zip.slice().buffer)) as Fc;

function quietMonth(kind: 'deforestation' | 'fire'): [number, number] {
  for (let y = 2016; y <= 2025; y++)
    for (let m = 1; m <= 12; m++) if (isQuietMonth(kind, y, m)) return [y, m];
  throw new Error('no quiet month');
}

describe('buildDetectionsZip', () => {
  it('holds a .shp/.shx/.dbf/.prj set of polygons with attributes (deforestation)', async () => {
    const zip = buildDetectionsZip('deforestation', 2024, 3, geometries);
    expect(Object.keys(unzipSync(zip)).sort()).toEqual([
      'deforestation-2024-03.dbf',
      'deforestation-2024-03.prj',
      'deforestation-2024-03.shp',
      'deforestation-2024-03.shx',
    ]);
    const fc = await read(zip);
    expect(fc.features.length).toBeGreaterThan(5);
    for (const f of fc.features) {
      expect(f.geometry.type).toBe('Polygon');
      expect(f.properties).toMatchObject({
        id: expect.stringMatching(/^DEF-202403-/),
        date: expect.stringMatching(/^2024-03-\d\d$/),
      });
      expect(f.properties!.areaHa).toBeGreaterThan(0);
      expect(isInsideMonitoredRegions(f.geometry as GeoJSON.Polygon)).toBe(true);
    }
  });

  it('holds points with date and confidence (fire)', async () => {
    const fc = await read(buildDetectionsZip('fire', 2024, 3, geometries));
    expect(fc.features.length).toBeGreaterThan(5);
    for (const f of fc.features) {
      expect(f.geometry.type).toBe('Point');
      expect(f.properties).toMatchObject({
        date: expect.stringMatching(/^2024-03-/),
        confidence: expect.any(String),
      });
      const [lng, lat] = (f.geometry as GeoJSON.Point).coordinates;
      expect(countryAt(lng!, lat!)).not.toBeNull();
    }
  });

  it('is byte-identical for the same month and plots', () => {
    expect(buildDetectionsZip('fire', 2023, 7, geometries)).toEqual(
      buildDetectionsZip('fire', 2023, 7, geometries),
    );
    expect(buildDetectionsZip('fire', 2023, 8, geometries)).not.toEqual(
      buildDetectionsZip('fire', 2023, 7, geometries),
    );
  });

  it('touches some of the given plots', () => {
    let touchedMonths = 0;
    for (let m = 1; m <= 12; m++) {
      const records = detectionsOf('deforestation', 2024, m, geometries);
      const touched = plots.filter((p) =>
        records.some(
          (r) =>
            r.geometry.type === 'Polygon' &&
            r.geometry.coordinates[0]!.some((pos) =>
              booleanPointInPolygon(pos, p.geometry as GeoJSON.Polygon),
            ),
        ),
      );
      if (touched.length > 0) touchedMonths += 1;
      expect(touched.length).toBeLessThanOrEqual(10);
    }
    expect(touchedMonths).toBeGreaterThan(6);
  });

  it('writes an empty but valid layer for a month without detections', async () => {
    for (const kind of ['deforestation', 'fire'] as const) {
      const [y, m] = quietMonth(kind);
      const zip = buildDetectionsZip(kind, y, m, geometries);
      const files = unzipSync(zip);
      expect(Object.keys(files)).toHaveLength(4);
      const shpFile = Object.entries(files).find(([n]) => n.endsWith('.shp'))![1];
      const view = new DataView(shpFile.buffer, shpFile.byteOffset);
      expect(view.getInt32(0)).toBe(9994);
      expect(view.getInt32(24) * 2).toBe(shpFile.byteLength);
      expect(view.getInt32(32, true)).toBe(kind === 'fire' ? 1 : 5);
      expect((await read(zip)).features).toEqual([]);
    }
  });
});
