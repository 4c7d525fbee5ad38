import { utf8Length } from '@/lib/format/utf8-length.ts';
import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import {
  csvField,
  geoJsonChunks,
  partFileName,
  planGeoJsonExport,
  plotsToCsv,
  splitRanges,
  toTracesFeature,
} from './export-plots.ts';

const plot = (i: number, over: Partial<Plot> = {}): Plot => ({
  id: `plt-${i}`,
  name: `Plot ${i}`,
  supplier: 'Coopérative de Soubré',
  projectId: 'p',
  country: 'CI',
  areaHa: 1.234567,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  properties: { ProducerName: 'Kouassi Koné' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0.001, 0],
        [0.001, 0.001],
        [0, 0],
      ],
    ],
  },
  riskAssessment: {
    riskLevel: 'high',
    assessedAt: '2025-02-01T00:00:00Z',
    framework: 'EUDR',
    deforestation: { areaHa: 0.5, hasDeforestation: true },
    remainingForestHa: 0.2,
    protectedAreasHa: 0,
    indigenousTerritoriesHa: 0,
  },
  ...over,
});

describe('toTracesFeature', () => {
  it('carries the four TRACES properties and the geometry untouched', () => {
    const f = toTracesFeature(plot(1));
    expect(f.properties).toEqual({
      ProducerName: 'Kouassi Koné',
      ProducerCountry: 'CI',
      ProductionPlace: 'Plot 1',
      Area: 1.2346,
    });
    expect(f.geometry).toEqual(plot(1).geometry);
  });
  it('falls back to the supplier when the file had no producer', () => {
    expect(toTracesFeature(plot(1, { properties: { ProducerName: '  ' } })).properties.ProducerName).toBe(
      'Coopérative de Soubré',
    );
  });
});

describe('GeoJSON plan and split', () => {
  it('one file within the limits is valid GeoJSON of every plot', () => {
    const plan = planGeoJsonExport([plot(1), plot(2)]);
    expect(plan.overLimits).toEqual([]);
    const text = geoJsonChunks(plan.features).join('');
    expect(utf8Length(text)).toBe(plan.totalBytes);
    const fc = JSON.parse(text);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features).toEqual([toTracesFeature(plot(1)), toTracesFeature(plot(2))]);
    expect(fc.features[1].properties).toEqual({
      ProducerName: 'Kouassi Koné',
      ProducerCountry: 'CI',
      ProductionPlace: 'Plot 2',
      Area: 1.2346,
    });
  });

  it('flags too many plots and splits into parts of at most maxPlots', () => {
    const plots = Array.from({ length: 25 }, (_, i) => plot(i));
    const limits = { maxBytes: 1e9, maxPlots: 10 };
    const plan = planGeoJsonExport(plots, limits);
    expect(plan.overLimits).toEqual(['plots']);
    const ranges = splitRanges(plan.sizes, limits);
    expect(ranges).toEqual([
      [0, 10],
      [10, 20],
      [20, 25],
    ]);
    // Each part holds its own plots, in the table's order, none twice and none lost.
    const names = ranges.map(([start, end]) =>
      (
        JSON.parse(geoJsonChunks(plan.features, start, end).join('')) as GeoJSON.FeatureCollection
      ).features.map((f) => f.properties!['ProductionPlace'] as string),
    );
    expect(names).toEqual([
      Array.from({ length: 10 }, (_, i) => `Plot ${i}`),
      Array.from({ length: 10 }, (_, i) => `Plot ${i + 10}`),
      Array.from({ length: 5 }, (_, i) => `Plot ${i + 20}`),
    ]);
  });

  it('splits by bytes so that every part, as written, stays within maxBytes', () => {
    const plots = Array.from({ length: 40 }, (_, i) => plot(i));
    const plan = planGeoJsonExport(plots);
    const maxBytes = Math.floor(plan.totalBytes / 3);
    const ranges = splitRanges(plan.sizes, { maxBytes, maxPlots: 10_000 });
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    let covered = 0;
    for (const [start, end] of ranges) {
      expect(start).toBe(covered);
      covered = end;
      const text = geoJsonChunks(plan.features, start, end).join('');
      expect(utf8Length(text)).toBeLessThanOrEqual(maxBytes);
      expect(JSON.parse(text).features).toHaveLength(end - start);
    }
    expect(covered).toBe(40);
  });

  it('an empty selection is one empty collection', () => {
    expect(splitRanges([])).toEqual([[0, 0]]);
    expect(JSON.parse(geoJsonChunks([]).join('')).features).toEqual([]);
  });

  it('names parts only when there are several', () => {
    expect(partFileName('plots', 1, 1, 'geojson')).toBe('plots.geojson');
    expect(partFileName('plots', 2, 3, 'geojson')).toBe('plots-part-2-of-3.geojson');
  });
});

describe('CSV', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('yes');
  });
  it("writes a header and one row per plot, each cell the plot's value in its column", () => {
    const csv = plotsToCsv([
      plot(1),
      plot(2, { riskAssessment: null, name: '=2+2', properties: {}, country: 'GH', areaHa: 0 }),
    ]);
    // A BOM so spreadsheets read the accents as UTF-8; CRLF line ends (RFC 4180).
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'plot_id,name,supplier,producer_name,country,area_ha,risk_level,deforestation_since_cutoff,' +
        'deforestation_area_ha,remaining_forest_ha,protected_areas_ha,indigenous_territories_ha,framework,' +
        'assessed_at,centroid_lon,centroid_lat',
      'plt-1,Plot 1,Coopérative de Soubré,Kouassi Koné,CI,1.234567,High risk,yes,0.5,0.2,0,0,EUDR,' +
        '2025-02-01T00:00:00Z,0.000667,0.000333',
      "plt-2,'=2+2,Coopérative de Soubré,,GH,0,Not assessed,,,,,,,,0.000667,0.000333",
    ]);
  });

  it('writes "no" for an assessment without deforestation, and the area to the full precision', () => {
    const clean = plot(3, {
      areaHa: 12.3456789,
      riskAssessment: {
        ...plot(3).riskAssessment!,
        riskLevel: 'low',
        deforestation: { areaHa: 0, hasDeforestation: false },
      },
    });
    const row = plotsToCsv([clean]).slice(1).split('\r\n')[1]!.split(',');
    expect(row[5]).toBe('12.3456789');
    expect(row[6]).toBe('Low risk');
    expect(row[7]).toBe('no');
    expect(row[8]).toBe('0');
  });
});
