/**
 * The EU's geolocation rules (Operator API Reference v1.0 §9 file description, §10.3 validation rules; codes
 * of CF4 v1.3) on one producer's decoded GeoJSON, as core/eudr/rules.ts calls checkGeolocation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkGeolocation, featureViolations, producerKey } from './geolocation-rules.ts';
import { prepareTracesExport } from './traces-export.ts';

const square = [
  [-5.5, 7.5],
  [-5.499, 7.5],
  [-5.499, 7.501],
  [-5.5, 7.501],
  [-5.5, 7.5],
];
const fc = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const feature = (geometry: unknown, properties: Record<string, unknown> = {}) => ({
  type: 'Feature',
  properties,
  geometry,
});
const point = (area?: unknown) =>
  feature({ type: 'Point', coordinates: [-5.5, 7.5] }, area === undefined ? {} : { Area: area });
const codes = (text: string, o = {}) => checkGeolocation(text, o).map((v) => v.code);

describe('checkGeolocation', () => {
  it('takes the EU’s own Type I example shape: a FeatureCollection, a Feature or a bare geometry', () => {
    expect(checkGeolocation(fc(feature({ type: 'Polygon', coordinates: [square] })))).toEqual([]);
    expect(checkGeolocation(JSON.stringify(feature({ type: 'Polygon', coordinates: [square] })))).toEqual([]);
    expect(checkGeolocation(JSON.stringify({ type: 'Polygon', coordinates: [square] }))).toEqual([]);
  });

  it('§10.3 "Geolocation area for point": at least 0.0001 ha; over 4 ha only for cattle; a number', () => {
    expect(codes(fc(point(0)), { cattle: false })).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID']);
    expect(codes(fc(point(0.00005)), { cattle: false })).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID',
    ]);
    expect(codes(fc(point(0.0001)), { cattle: false })).toEqual([]);
    expect(codes(fc(point(4)), { cattle: false })).toEqual([]);
    expect(codes(fc(point(4.0001)), { cattle: false })).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID',
    ]);
    expect(codes(fc(point(6.4)), { cattle: true })).toEqual([]);
    // §9.5 error 14: "Area": "3" is read as 0.
    expect(codes(fc(point('3')), { cattle: false })).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID']);
    // No Area: the Information System takes 4 ha.
    expect(codes(fc(point()), { cattle: false })).toEqual([]);
    const v = checkGeolocation(fc(point(0.00005)), { cattle: false })[0]!;
    expect(v).toMatchObject({
      featureIndex: 0,
      check: 'area-under-minimum',
      rule: expect.stringMatching(/§10.3, Geolocation area for point/),
    });
  });

  it('§10.3 "Geolocation invalid coordinates": latitude and longitude each in range, numbers only', () => {
    expect(codes(fc(feature({ type: 'Point', coordinates: [-180.000001, 7.5] })))).toContain(
      'EUDR_COMMODITIES_PRODUCER_GEO_LONGITUDE_INVALID',
    );
    expect(codes(fc(feature({ type: 'Point', coordinates: [-5.5, 90.5] })))).toContain(
      'EUDR_COMMODITIES_PRODUCER_GEO_LATITUDE_INVALID',
    );
    expect(codes(fc(feature({ type: 'Point', coordinates: [180, -90] })))).toEqual([]);
    expect(codes(fc(feature({ type: 'Point', coordinates: [null, null] })))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
    ]);
    expect(codes(fc(feature(null)))).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_INVALID']);
  });

  it('§9.5 error 7 and §10.3 "Geolocation invalid geometry": repeats, crossings, holes, lines', () => {
    const repeated = [square[0], ...square];
    expect(codes(fc(feature({ type: 'Polygon', coordinates: [repeated] })))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID',
    ]);
    // Distinct as given, equal once cut to 6 decimals.
    const cutTogether = [square[0], [-5.5000001, 7.5000009], ...square.slice(1)];
    expect(codes(fc(feature({ type: 'Polygon', coordinates: [cutTogether] })))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID',
    ]);
    const bowTie = [
      [-5.5, 7.5],
      [-5.499, 7.501],
      [-5.499, 7.5],
      [-5.5, 7.501],
      [-5.5, 7.5],
    ];
    expect(codes(fc(feature({ type: 'Polygon', coordinates: [bowTie] })))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID',
    ]);
    const hole = [
      [-5.4998, 7.5002],
      [-5.4998, 7.5004],
      [-5.4996, 7.5004],
      [-5.4996, 7.5002],
      [-5.4998, 7.5002],
    ];
    expect(codes(fc(feature({ type: 'Polygon', coordinates: [square, hole] })))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID',
    ]);
    expect(codes(fc(feature({ type: 'LineString', coordinates: square })))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
    ]);
  });

  it('§9.5 errors 8 and 12, §10.3 "Geolocation data size": syntax, country code, 25,000,000 bytes', () => {
    expect(codes('{"type":"FeatureCollection","features":[')).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
    ]);
    expect(
      codes(fc(feature({ type: 'Polygon', coordinates: [square] }, { ProducerCountry: 'CIV' }))),
    ).toEqual(['EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID']);
    // Type I (the producer's country is the statement's): none needed; Type II: required.
    expect(codes(fc(feature({ type: 'Polygon', coordinates: [square] })), { requireCountry: true })).toEqual([
      'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
    ]);
    const padded = (n: number) => {
      const base = fc(feature({ type: 'Polygon', coordinates: [square] }, { ProductionPlace: '' }));
      return base.replace('"ProductionPlace":""', `"ProductionPlace":"${'x'.repeat(n - base.length)}"`);
    };
    expect(codes(padded(25_000_000))).toEqual([]);
    expect(codes(padded(25_000_001))).toEqual(['EUDR_MAXIMUM_GEO_SIZE_REACHED']);
  });

  it('§4.1.3 DdsProducerType name: 500 characters at most', () => {
    const named = (n: number) =>
      fc(feature({ type: 'Polygon', coordinates: [square] }, { ProducerName: 'é'.repeat(n) }));
    expect(codes(named(500))).toEqual([]);
    expect(checkGeolocation(named(501))).toMatchObject([{ code: 'XSD', check: 'producer-name-too-long' }]);
  });
});

describe('producerKey: the one definition of a producer (§9.3.2, §10.3)', () => {
  it('one per ProducerName and ProducerCountry; a plot without a name is a producer of its own', () => {
    expect(producerKey({ ProducerName: 'Ama', ProducerCountry: 'GH' }, 0)).toBe(
      producerKey({ ProducerName: 'Ama', ProducerCountry: 'GH' }, 7),
    );
    expect(producerKey({ ProducerName: 'Ama', ProducerCountry: 'GH' }, 0)).not.toBe(
      producerKey({ ProducerName: 'Ama', ProducerCountry: 'CI' }, 0),
    );
    expect(producerKey({ ProducerCountry: 'GH' }, 1)).not.toBe(producerKey({ ProducerCountry: 'GH' }, 2));
    expect(producerKey({ ProducerName: '', ProducerCountry: 'GH' }, 1)).not.toBe(producerKey({}, 2));
  });

  it('featureViolations names the plot as the rule messages do, from 1', () => {
    expect(featureViolations(point(0), 4, { cattle: false })[0]!.message).toMatch(/^feature 5: /);
  });
});

describe('real plot files (../shared/real-plot-files)', () => {
  const dir = fileURLToPath(new URL('../../../shared/real-plot-files/geojson/', import.meta.url));
  const present = existsSync(dir);
  if (!present) console.warn(`${dir} is absent: the real-file cases are skipped.`);

  it.skipIf(!present)(
    'the Kalimantan and Nicaraguan plots export without a repeated position, and each file passes checkGeolocation',
    async () => {
      for (const [file, country, nameOf] of [
        ['whisp_test_IDN_kalimantan.geojson', 'ID', (p: Record<string, unknown>) => `KAL ${String(p['id'])}`],
        ['whisp_nicaragua_coffee_efico.geojson', 'NI', (p: Record<string, unknown>) => String(p['Plot ID'])],
      ] as const) {
        const fcIn = JSON.parse(readFileSync(dir + file, 'utf8')) as GeoJSON.FeatureCollection;
        const out = await prepareTracesExport(
          fcIn.features.map((f) => ({
            name: nameOf(f.properties ?? {}),
            geometry: f.geometry,
            producerName: 'Producer',
            country,
            area: undefined,
          })),
        );
        const text = `{"type":"FeatureCollection","features":[${out.features.join(',')}]}`;
        expect(checkGeolocation(text, { cattle: false, requireCountry: true }), file).toEqual([]);
        expect(text).toContain(
          file.includes('IDN')
            ? '[109.981673,-0.808713],[109.98268,-0.80393]'
            : '[-85.750937,13.300452],[-85.75089,13.300491]',
        );
      }
    },
  );
});
