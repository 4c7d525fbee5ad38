/** The TRACES export: the EU file description's feature, the re-check after the cut, repeats, the 4 ha rule. */
import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { checkFileStream, createUploadCheckState, DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { SPIKE_TO_EDGE } from '@core/plot-rules/test-helpers.ts';
import { asByteChunks, exportBaseName, fileNamePart, geoJsonChunks } from './geojson-file.ts';
import { plotSource, toTracesFeature, type TracesSource } from './traces-feature.ts';
import { prepareTracesExport } from './traces-export.ts';

/** A ~1.2 ha square at (lng, lat) whose corners carry 15 decimals and a z of 0, as some GPS tools write. */
function precise(lng: number, lat: number): number[][] {
  const d = 0.001;
  const c = (x: number, y: number) => [x + 0.123456789012345e-3, y + 0.987654321098765e-4, 0];
  const a = c(lng, lat);
  return [a, c(lng + d, lat), c(lng + d, lat + d), c(lng, lat + d), a];
}

const source = (over: Partial<TracesSource> = {}): TracesSource => ({
  name: 'Plot A',
  geometry: { type: 'Polygon', coordinates: [precise(-5.5, 7.5)] },
  producerName: 'Kouassi Koné',
  country: 'CI',
  area: 1.2,
  ...over,
});

const decimals = (v: number) => (String(v).split('.')[1] ?? '').length;
const positions = (g: GeoJSON.Geometry): number[][] =>
  g.type === 'Point'
    ? [g.coordinates]
    : g.type === 'Polygon'
      ? g.coordinates.flat()
      : g.type === 'MultiPolygon'
        ? g.coordinates.flat(2)
        : [];

describe('toTracesFeature', () => {
  it('writes 2-D positions cut (not rounded) to 6 decimals and only the four properties', () => {
    const f = toTracesFeature(source());
    expect(Object.keys(f.properties).sort()).toEqual([
      'Area',
      'ProducerCountry',
      'ProducerName',
      'ProductionPlace',
    ]);
    const ps = positions(f.geometry!);
    expect(ps.every((p) => p.length === 2)).toBe(true);
    expect(ps.every((p) => decimals(p[0]!) <= 6 && decimals(p[1]!) <= 6)).toBe(true);
    // -5.5 + 0.000123456789… is cut to -5.499876 (rounding would give the same here) and 7.5 + 0.0000987654… to 7.500098 (rounding: 7.500099).
    expect(ps[0]).toEqual([-5.499876, 7.500098]);
  });

  it('invents nothing: no producer, no usable country, no usable area stay absent', () => {
    const f = toTracesFeature(source({ producerName: '  ', country: 'Ivory Coast', area: -1 }));
    expect(f.properties).toEqual({ ProductionPlace: 'Plot A' });
    expect(toTracesFeature(source({ producerName: 42, area: 'n/a' })).properties).toEqual({
      ProducerCountry: 'CI',
      ProductionPlace: 'Plot A',
    });
  });

  it('writes codes and numbers as TRACES reads them', () => {
    expect(toTracesFeature(source({ country: 'civ', area: '4.5' })).properties).toMatchObject({
      ProducerCountry: 'CI',
      Area: 4.5,
    });
    expect(toTracesFeature(source({ country: ' gh ', area: 0 })).properties).toMatchObject({
      ProducerCountry: 'GH',
      Area: 0,
    });
  });
});

describe('plotSource', () => {
  const plot = (over: Partial<Plot> = {}): Plot => ({
    id: 'plt-1',
    name: 'Plot 1',
    supplier: 'Coopérative de Soubré',
    projectId: 'p',
    country: 'CI',
    areaHa: 1.234567,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [precise(-5.5, 7.5)] },
    riskAssessment: null,
    ...over,
  });

  it('never puts the supplier in ProducerName; the service country stands in only for no usable one', () => {
    const f = toTracesFeature(plotSource(plot()));
    expect(f.properties).toEqual({ ProducerCountry: 'CI', ProductionPlace: 'Plot 1', Area: 1.2346 });
    const declared = toTracesFeature(
      plotSource(plot({ properties: { ProducerName: 'Ama', ProducerCountry: 'GH' } })),
    );
    expect(declared.properties).toMatchObject({ ProducerName: 'Ama', ProducerCountry: 'GH' });
  });

  it("a point's Area is the declared one, never the service's nominal 4 ha", () => {
    const point = { type: 'Point' as const, coordinates: [-5.5, 7.5] };
    expect(toTracesFeature(plotSource(plot({ geometry: point, areaHa: 4 }))).properties.Area).toBeUndefined();
    expect(
      toTracesFeature(plotSource(plot({ geometry: point, areaHa: 4, properties: { Area: 2.5 } }))).properties
        .Area,
    ).toBe(2.5);
  });
});

describe('prepareTracesExport', () => {
  it('plots with 15 decimals and z values export 2-D, cut, and the file passes the rules with TRACES validation', async () => {
    const sources = [
      source(),
      source({ name: 'Plot B', geometry: { type: 'Polygon', coordinates: [precise(-5.51, 7.5)] } }),
    ];
    const out = await prepareTracesExport(sources);
    expect(out.indices).toEqual([0, 1]);
    expect(out.cutPlots).toBe(2);
    expect(out.refused).toEqual([]);
    const text = geoJsonChunks(out.features).join('');
    expect(new TextEncoder().encode(text).length).toBe(out.totalBytes);
    const fc = JSON.parse(text) as GeoJSON.FeatureCollection;
    for (const f of fc.features)
      expect(
        positions(f.geometry).every((p) => p.length === 2 && decimals(p[0]!) <= 6 && decimals(p[1]!) <= 6),
      ).toBe(true);
    const check = await checkFileStream(
      'x.geojson',
      asByteChunks([text]),
      { ...DEFAULT_CHECK_OPTIONS, validateForTraces: true },
      createUploadCheckState(),
    );
    expect(check.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(check.acceptedCount).toBe(2);
  });

  it('a cut that breaks a shape is reported with the rule, and the plot left out', async () => {
    const out = await prepareTracesExport([
      source(),
      source({ name: 'Spike', geometry: { type: 'Polygon', coordinates: [SPIKE_TO_EDGE] }, area: 12 }),
    ]);
    expect(out.indices).toEqual([0]);
    expect(out.refused).toHaveLength(1);
    expect(out.refused[0]).toMatchObject({ index: 1, name: 'Spike' });
    expect(out.refused[0]!.problems.map((p) => p.code)).toEqual(['self-intersection']);
    expect(out.refused[0]!.problems[0]!.message).toMatch(/feature 2 \("Spike"\)/);
  });

  it('leaves out exact repeats; the same boundary with other properties is refused as a duplicate', async () => {
    const out = await prepareTracesExport([
      source(),
      // Differs only beyond the 6th decimal and in z: TRACES would store the same plot.
      source({
        geometry: { type: 'Polygon', coordinates: [precise(-5.5, 7.5).map((p) => [p[0]! + 1e-9, p[1]!, 5])] },
      }),
      source({ producerName: 'Somebody else' }),
    ]);
    expect(out.indices).toEqual([0]);
    expect(out.repeats).toEqual([1]);
    expect(out.refused.map((r) => [r.index, r.problems.map((p) => p.code)])).toEqual([
      [2, ['duplicate-geometry']],
    ]);
  });

  it('refuses a point over 4 ha unless the plots are cattle; exactly 4 ha passes', async () => {
    const pt = (lng: number, area: number, cattle = false): TracesSource =>
      source({ name: `P${lng}`, geometry: { type: 'Point', coordinates: [lng, 7.5] }, area, cattle });
    const out = await prepareTracesExport([pt(-5.5, 4), pt(-5.6, 4.01), pt(-5.7, 4.01, true)]);
    expect(out.indices).toEqual([0, 2]);
    expect(out.refused.map((r) => [r.index, r.problems.map((p) => p.code)])).toEqual([
      [1, ['point-over-4-ha']],
    ]);
  });

  it('counts what it does not fill in: producers, countries, points TRACES takes as 4 ha', async () => {
    const out = await prepareTracesExport([
      source({ producerName: null }),
      source({
        name: 'B',
        producerName: undefined,
        country: null,
        geometry: { type: 'Point', coordinates: [-5.6, 7.5] },
        area: undefined,
      }),
      source({ name: 'C', geometry: { type: 'Polygon', coordinates: [precise(-5.7, 7.5)] } }),
    ]);
    expect(out.indices).toEqual([0, 1, 2]);
    expect(out.withoutProducer).toBe(2);
    expect(out.withoutCountry).toBe(1);
    expect(out.pointsAssumed4Ha).toBe(1);
    expect(out.warnings['bad-country']).toBe(1);
    expect(out.warnings['point-area']).toBe(1);
  });

  it('a plot without a name is refused with the rule message', async () => {
    const out = await prepareTracesExport([source({ name: null })]);
    expect(out.features).toEqual([]);
    expect(out.refused[0]!.problems.map((p) => p.code)).toEqual(['missing-name']);
  });
});

describe('file names', () => {
  it('project, supplier and date in safe characters', () => {
    const d = new Date('2026-11-26T10:00:00Z');
    expect(exportBaseName('Cocoa 2026 / Q4', ['Coopérative de Soubré'], d)).toBe(
      'Cocoa-2026-Q4_Cooperative-de-Soubre_2026-11-26',
    );
    expect(exportBaseName('P', ['a', 'b', 'c'], d)).toBe('P_3-suppliers_2026-11-26');
    expect(exportBaseName(null, [], d)).toBe('project_no-supplier_2026-11-26');
    expect(fileNamePart('../../etc/passwd')).toBe('etc-passwd');
    expect(fileNamePart('"<>|:*?')).toBe('unnamed');
    expect(fileNamePart('x'.repeat(100))).toHaveLength(60);
  });
});
