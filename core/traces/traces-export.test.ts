/** The TRACES export: the EU file description's feature, the re-check after the cut, repeats, the 4 ha rule. */
import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { checkFileStream, createUploadCheckState, DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { SPIKE_TO_EDGE } from '@core/plot-rules/test-helpers.ts';
import { asByteChunks, exportBaseName, fileNamePart, geoJsonChunks } from './geojson-file.ts';
import { plotSource, polygonAreaHa, toTracesFeature, type TracesSource } from './traces-feature.ts';
import { ExportCheckFailed, exportParts, prepareTracesExport, verifyTracesFile } from './traces-export.ts';

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
    expect(toTracesFeature(source({ country: ' gh ', area: 0 })).properties).toEqual({
      ProducerName: 'Kouassi Koné',
      ProducerCountry: 'GH',
      ProductionPlace: 'Plot A',
    });
    // A point's Area is what the Information System reads (§9.2): even 0 is written, for the rules to refuse.
    const point = { type: 'Point' as const, coordinates: [-5.5, 7.5] };
    expect(toTracesFeature(source({ geometry: point, area: 0 })).properties.Area).toBe(0);
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
    expect(out.refused[0]!.problems[0]!.message).toMatch(/Area 4.01 ha; a point may stand for at most 4 ha/);
  });

  it('counts what it does not fill in: producers, points TRACES takes as 4 ha', async () => {
    const out = await prepareTracesExport([
      source({ producerName: null }),
      source({
        name: 'B',
        producerName: undefined,
        geometry: { type: 'Point', coordinates: [-5.6, 7.5] },
        area: undefined,
      }),
      source({ name: 'C', geometry: { type: 'Polygon', coordinates: [precise(-5.7, 7.5)] } }),
    ]);
    expect(out.indices).toEqual([0, 1, 2]);
    expect(out.withoutProducer).toBe(2);
    expect(out.withoutCountry).toBe(0);
    expect(out.pointsAssumed4Ha).toBe(1);
    expect(out.warnings['point-area']).toBe(1);
  });

  it('refuses a plot without a country (§10.3 "Production country", §9.3.2 Type II), saying why', async () => {
    const out = await prepareTracesExport([
      source(),
      source({ name: 'B', country: null, geometry: { type: 'Polygon', coordinates: [precise(-5.6, 7.5)] } }),
    ]);
    expect(out.indices).toEqual([0]);
    expect(out.withoutCountry).toBe(0);
    expect(out.refused.map((r) => [r.index, r.problems.map((p) => p.code)])).toEqual([[1, ['no-country']]]);
    expect(out.refused[0]!.problems[0]!.message).toMatch(/feature 2 \("B"\): it has no ProducerCountry/);
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

describe('the EU geolocation rules in the export (Operator API Reference §9, §10.3)', () => {
  const square = (lng: number, lat: number, d = 0.001): number[][] => [
    [lng, lat],
    [lng + d, lat],
    [lng + d, lat + d],
    [lng, lat + d],
    [lng, lat],
  ];
  const ringOf = (text: string): number[][] =>
    (JSON.parse(text) as GeoJSON.Feature<GeoJSON.Polygon>).geometry.coordinates[0]!;
  const repeatsIn = (ring: number[][]) =>
    ring.filter((p, i) => i > 0 && p[0] === ring[i - 1]![0] && p[1] === ring[i - 1]![1]).length;

  it('§9.5 error 7: positions equal once cut to 6 decimals are merged, not written twice (Kalimantan)', async () => {
    // The Kalimantan plot's corner written twice with 15 decimals, and two more that differ only beyond the
    // 6th decimal: TRACES would store [109.981673, -0.808713] three times in a row.
    const ring = [
      [109.98268080926556, -0.803930364825402],
      [109.992248962140508, -0.803678596106507],
      [109.992248962140508, -0.813245796470126],
      [109.983939776749125, -0.812994028328857],
      [109.981673635278725, -0.808713967529307],
      [109.981673635278725, -0.808713967529307],
      [109.9816731, -0.8087131],
      [109.98268080926556, -0.803930364825402],
    ];
    const out = await prepareTracesExport([
      source({ name: 'KAL 1', country: 'ID', geometry: { type: 'Polygon', coordinates: [ring] }, area: 77 }),
    ]);
    expect(out.refused).toEqual([]);
    const written = ringOf(out.features[0]!);
    expect(repeatsIn(written)).toBe(0);
    expect(written.filter((p) => p[0] === 109.981673 && p[1] === -0.808713)).toHaveLength(1);
    expect(written).toHaveLength(6);
    // The preview's "loses corners" is then what the file does.
    expect(out.outlineChanged.map((c) => c.message)).toEqual([
      'the outline loses corners that fall on the same position once truncated',
    ]);
  });

  it('§9.5 error 7: a ring that falls under 4 positions once merged is refused with the reason, never written', async () => {
    // A triangle whose third corner is 0.0000004° from the first: cut, it is the closing position again.
    const ring = [
      [5.5, 7.5],
      [5.501, 7.5],
      [5.5000004, 7.5000004],
      [5.5, 7.5],
    ];
    const out = await prepareTracesExport([
      source(),
      source({ name: 'Sliver', country: 'NG', geometry: { type: 'Polygon', coordinates: [ring] } }),
    ]);
    expect(out.indices).toEqual([0]);
    const problems = out.refused[0]!.problems;
    expect(problems[0]!.code).toBe('collapses-at-6-decimals');
    expect(problems[0]!.message).toMatch(
      /feature 2 \("Sliver"\): once cut to 6 decimals.*1 position falls on the one before and is merged \(§9.5, common error 7\)/,
    );
    expect(problems.map((p) => p.code)).toContain('too-few-vertices');
  });

  it('says the cut merged positions only when the outline is what breaks', async () => {
    const ring = [[-5.5, 7.5], [-5.5000001, 7.5000001], ...square(-5.5, 7.5).slice(1)];
    const out = await prepareTracesExport([
      source({ name: null, geometry: { type: 'Polygon', coordinates: [ring] } }),
    ]);
    expect(out.refused.map((r) => r.problems.map((p) => p.code))).toEqual([['missing-name']]);
  });

  it('§10.3 "Geolocation area for point": 0.0001 ha to 4 ha; 0 and 0.00005 are refused, not exported', async () => {
    const pt = (i: number, area: number | undefined, cattle = false): TracesSource =>
      source({
        name: `P${i}`,
        geometry: { type: 'Point', coordinates: [-5.5 - i / 100, 7.5] },
        area,
        cattle,
      });
    const out = await prepareTracesExport([
      pt(0, 0),
      pt(1, 0.00005),
      pt(2, 0.0001),
      pt(3, 4),
      pt(4, 6.4),
      pt(5, 6.4, true),
      pt(6, undefined),
    ]);
    expect(out.indices).toEqual([2, 3, 5, 6]);
    expect(out.refused.map((r) => [r.index, r.problems.map((p) => p.code)])).toEqual([
      [0, ['point-area-too-small']],
      [1, ['point-area-too-small']],
      [4, ['point-over-4-ha']],
    ]);
    expect(out.refused[1]!.problems[0]!.message).toMatch(
      /feature 2 \("P1"\): it is a point with Area 0.00005 ha; a point's area must be at least 0.0001 ha/,
    );
    const areas = out.features.map((f) => (JSON.parse(f) as GeoJSON.Feature).properties!['Area']);
    expect(areas).toEqual([0.0001, 4, 6.4, undefined]);
  });

  it('a polygon under 0.00005 ha is written with its area, never "Area": 0', async () => {
    expect(polygonAreaHa(0.00003142)).toBe(0.00003142);
    expect(polygonAreaHa(0.00004999)).toBe(0.00004999);
    expect(polygonAreaHa(0.0001)).toBe(0.0001);
    expect(polygonAreaHa(1.234567)).toBe(1.2346);
    expect(polygonAreaHa(0)).toBe(0);
    // A 0.5 m × 0.6 m polygon (0.00003 ha) of a stored plot: its Area is written, not rounded to 0.
    const plot: Plot = {
      id: 'p',
      name: 'Tiny',
      supplier: 's',
      projectId: 'x',
      country: 'CI',
      areaHa: 0.0000300004,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [square(-5.5, 7.5, 0.000005)] },
      riskAssessment: null,
    };
    expect(toTracesFeature(plotSource(plot)).properties.Area).toBe(0.00003);
    expect(toTracesFeature(plotSource({ ...plot, areaHa: 0 })).properties.Area).toBeUndefined();
  });

  it('DdsProducerType name is at most 500 characters: a longer ProducerName is refused, never cut', async () => {
    const out = await prepareTracesExport([
      source({ producerName: 'a'.repeat(500) }),
      source({
        name: 'B',
        producerName: 'b'.repeat(501),
        geometry: { type: 'Polygon', coordinates: [precise(-5.6, 7.5)] },
      }),
      source({
        name: 'C',
        producerName: 'c'.repeat(612),
        geometry: { type: 'Polygon', coordinates: [precise(-5.7, 7.5)] },
      }),
    ]);
    expect(out.indices).toEqual([0]);
    expect(out.refused.map((r) => [r.index, r.problems.map((p) => p.code)])).toEqual([
      [1, ['producer-name-too-long']],
      [2, ['producer-name-too-long']],
    ]);
    expect(out.refused[1]!.problems[0]!.message).toMatch(/ProducerName has 612 characters; .* at most 500/);
  });

  it('§10.3 "Production country": a plot in the open sea gets no country and is refused; a coast and São Tomé keep theirs', async () => {
    const plot = (name: string, lng: number, lat: number, country: string): Plot => ({
      id: name,
      name,
      supplier: 's',
      projectId: 'x',
      country,
      areaHa: 1.2,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [square(lng, lat, 0.01)] },
      riskAssessment: null,
    });
    const out = await prepareTracesExport([
      // 300 km off Côte d'Ivoire: the service named its nearest country.
      plotSource(plot('Sea', -5.5, 2.5, 'CI')),
      // On the lagoon shore at Grand-Bassam, outside the coarse 1:110m coast.
      plotSource(plot('Coast', -3.74, 5.2, 'CI')),
      // São Tomé: no 1:110m shape at all.
      plotSource(plot('Sao Tome', 6.6, 0.25, 'ST')),
      plotSource(plot('Inland', -5.5, 7.5, 'CI')),
    ]);
    expect(out.indices).toEqual([1, 2, 3]);
    expect(out.refused.map((r) => [r.name, r.problems.map((p) => p.code)])).toEqual([
      ['Sea', ['outside-every-country']],
    ]);
    expect(out.refused[0]!.problems[0]!.message).toMatch(
      /feature 1 \("Sea"\) lies at \[-5.495000, 2.505000\], outside every country .*, and CI is only the nearest country the service named/,
    );
  });

  it('§10.3 "Geolocation Producers information": files split within 1,000 producers, not 10,000 plots', () => {
    // 12,000 producers of one commodity, one plot each, then one producer with 3 plots and plots without a
    // producer name (each its own producer).
    const producers = [
      ...Array.from({ length: 12_000 }, (_, i) => `CI\u0000P${i}`),
      'CI\u0000Many',
      'CI\u0000Many',
      'CI\u0000Many',
    ];
    const sizes = producers.map(() => 300);
    const parts = exportParts({ sizes, producers });
    expect(parts).toHaveLength(13);
    for (const [a, b] of parts) expect(new Set(producers.slice(a, b)).size).toBeLessThanOrEqual(1_000);
    expect(parts[0]).toEqual([0, 1_000]);
    // The last part: the 12,000th producer's neighbours... and "Many" once though it has three plots.
    expect(parts[12]).toEqual([12_000, 12_003]);
    expect(parts.slice(0, 12).every(([a, b]) => b - a === 1_000)).toBe(true);
  });

  it('an export of 1,001 producers (1,002 plots) is offered as two files, each within 1,000 producers', async () => {
    const plots = Array.from({ length: 1_002 }, (_, i) =>
      source({
        name: `P${i}`,
        // Producer 0 has two plots, the first and the last: written together, counted once.
        producerName: `Producer ${i === 1_001 ? 0 : i}`,
        geometry: { type: 'Point', coordinates: [-6 + (i % 40) * 0.01, 7 + Math.floor(i / 40) * 0.01] },
        area: 1,
      }),
    );
    const out = await prepareTracesExport(plots);
    expect(out.refused).toEqual([]);
    expect(out.producerCount).toBe(1_001);
    expect(out.indices.slice(0, 3)).toEqual([0, 1_001, 1]);
    expect(exportParts(out)).toEqual([
      [0, 1_001],
      [1_001, 1_002],
    ]);
  }, 60_000);

  it('keeps a producer’s plots together, producers in the order they first appear', async () => {
    const out = await prepareTracesExport([
      source({ name: 'A1', producerName: 'Ama' }),
      source({
        name: 'B1',
        producerName: 'Kofi',
        geometry: { type: 'Polygon', coordinates: [precise(-5.6, 7.5)] },
      }),
      source({
        name: 'A2',
        producerName: 'Ama',
        geometry: { type: 'Polygon', coordinates: [precise(-5.7, 7.5)] },
      }),
      source({
        name: 'N',
        producerName: null,
        geometry: { type: 'Polygon', coordinates: [precise(-5.8, 7.5)] },
      }),
    ]);
    expect(out.indices).toEqual([0, 2, 1, 3]);
    expect(out.producerCount).toBe(3);
    expect(out.producers).toEqual(['CI\u0000Ama', 'CI\u0000Ama', 'CI\u0000Kofi', '\u00013']);
  });
});

describe('verifyTracesFile: the file as written passes the EU rules too', () => {
  const feature = (props: Record<string, unknown>, geometry: unknown) =>
    JSON.stringify({
      type: 'Feature',
      properties: { ProductionPlace: 'X', ProducerCountry: 'CI', ...props },
      geometry,
    });
  const square = [
    [-5.5, 7.5],
    [-5.499, 7.5],
    [-5.499, 7.501],
    [-5.5, 7.501],
    [-5.5, 7.5],
  ];

  it('refuses consecutive repeated positions (§9.5 error 7), which the rule module only warns about', async () => {
    await expect(
      verifyTracesFile([feature({}, { type: 'Polygon', coordinates: [square] })]),
    ).resolves.toBeUndefined();
    const repeated = [square[0], ...square];
    await expect(
      verifyTracesFile([feature({}, { type: 'Polygon', coordinates: [repeated] })]),
    ).rejects.toThrow(ExportCheckFailed);
  });

  it('refuses a point with Area 0, and one over 4 ha only when the commodity is known not to be cattle', async () => {
    const point = { type: 'Point', coordinates: [-5.5, 7.5] };
    await expect(verifyTracesFile([feature({ Area: 0 }, point)])).rejects.toThrow(/at least 0.0001 ha/);
    await expect(verifyTracesFile([feature({ Area: 6.4 }, point)])).resolves.toBeUndefined();
    await expect(verifyTracesFile([feature({ Area: 6.4 }, point)], 0, 1, { cattle: false })).rejects.toThrow(
      /at most 4 ha/,
    );
    await expect(
      verifyTracesFile([feature({ Area: 6.4 }, point)], 0, 1, { cattle: true }),
    ).resolves.toBeUndefined();
  });
});
