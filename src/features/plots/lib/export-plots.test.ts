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
    expect(fc.features).toHaveLength(2);
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
  it('writes a header and one row per plot', () => {
    const csv = plotsToCsv([plot(1), plot(2, { riskAssessment: null })]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^plot_id,name,supplier/);
    expect(lines[1]).toContain('High risk');
    expect(lines[2]).toContain('Not assessed');
  });
});
