/**
 * The EU's geolocation rules, pinned down to what each violation says (mutation testing, README "Mutation
 * testing"): geolocation-rules.test.ts checks which EU code each rule gives; this file checks the rest a
 * person or the EU stand-in reads (the finer check, where the rule is written, the plot it names, the
 * sentence) and both sides of each bound, so that a changed word, bound or branch fails a test.
 */
import { describe, expect, it } from 'vitest';
import type { Problem, RuleCode } from '@core/plot-rules/index.ts';
import {
  checkGeolocation,
  featureViolations,
  GEO_RULE,
  producerKey,
  shapeViolations,
} from './geolocation-rules.ts';

const square = [
  [-5.5, 7.5],
  [-5.499, 7.5],
  [-5.499, 7.501],
  [-5.5, 7.501],
  [-5.5, 7.5],
];
const polygon = { type: 'Polygon', coordinates: [square] };
const feature = (geometry: unknown, properties: Record<string, unknown> = {}) => ({
  type: 'Feature',
  properties,
  geometry,
});
const pointAt = (x: unknown, y: unknown) => ({ type: 'Point', coordinates: [x, y] });
const fc = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

describe('featureViolations: what each violation says', () => {
  it('a ProducerName over 500 characters: the XSD refuses it, and the name is not cut', () => {
    expect(featureViolations(feature(polygon, { ProducerName: 'a'.repeat(500) }), 0)).toEqual([]);
    expect(featureViolations(feature(polygon, { ProducerName: 'a'.repeat(501) }), 0)).toEqual([
      {
        code: 'XSD',
        rule: GEO_RULE.producerName,
        featureIndex: 0,
        check: 'producer-name-too-long',
        message:
          "feature 1: its ProducerName has 501 characters; the Information System takes at most 500. Shorten the producer's name in the supplier's file (it is not cut here: a name is the supplier's data).",
      },
    ]);
    // A name that is not text is not measured.
    expect(featureViolations(feature(polygon, { ProducerName: 10 ** 600 }), 0)).toEqual([]);
  });

  it('a missing ProducerCountry only where one is required, and as missing whether absent, null or empty', () => {
    const missing = {
      code: 'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
      rule: GEO_RULE.country,
      featureIndex: 2,
      check: 'country-missing',
      message:
        'feature 3: it has no ProducerCountry; every production place must have its country (ISO alpha-2 code). Add the country in the supplier’s file.',
    };
    for (const props of [{}, { ProducerCountry: null }, { ProducerCountry: '' }]) {
      expect(featureViolations(feature(polygon, props), 2, { requireCountry: true })).toEqual([missing]);
      expect(featureViolations(feature(polygon, props), 2)).toEqual([]);
      expect(featureViolations(feature(polygon, props), 2, { requireCountry: false })).toEqual([]);
    }
    expect(
      featureViolations(feature(polygon, { ProducerCountry: 'CI' }), 2, { requireCountry: true }),
    ).toEqual([]);
  });

  it('a ProducerCountry that is no alpha-2 code, text or not, says what it holds', () => {
    expect(featureViolations(feature(polygon, { ProducerCountry: 'CIV' }), 0)).toEqual([
      {
        code: 'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
        rule: GEO_RULE.country,
        featureIndex: 0,
        check: 'country-invalid',
        message: 'feature 1: its ProducerCountry "CIV" is not an ISO 3166-1 alpha-2 code (such as "CI").',
      },
    ]);
    expect(featureViolations(feature(polygon, { ProducerCountry: 42 }), 0)[0]).toMatchObject({
      check: 'country-invalid',
      message: 'feature 1: its ProducerCountry 42 is not an ISO 3166-1 alpha-2 code (such as "CI").',
    });
  });

  it('names the plot by its ProductionPlace when it has one that is not blank', () => {
    const at = (props: Record<string, unknown>) => featureViolations(feature(null, props), 0)[0]!.message;
    expect(at({ ProductionPlace: 'North field' })).toBe('feature 1 ("North field"): it has no geometry.');
    expect(at({ ProductionPlace: '  ' })).toBe('feature 1: it has no geometry.');
    expect(at({ ProductionPlace: 7 })).toBe('feature 1: it has no geometry.');
  });

  it('no geometry: not a feature at all, properties that are not an object, or a geometry that is not one', () => {
    const none = {
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
      rule: GEO_RULE.file,
      featureIndex: 0,
      check: 'no-geometry',
      message: 'feature 1: it has no geometry.',
    };
    for (const f of [null, 'Feature', [polygon], feature(null), feature('Polygon'), { type: 'Feature' }])
      expect(featureViolations(f, 0), JSON.stringify(f)).toEqual([none]);
    // Properties that are an array or null are read as none (no name, no country): the shape is still judged.
    expect(
      featureViolations({ ...feature(polygon), properties: ['x'] }, 0, { requireCountry: true }),
    ).toEqual([
      expect.objectContaining({ check: 'country-missing', message: expect.stringMatching(/^feature 1: /) }),
    ]);
    expect(
      featureViolations({ ...feature(polygon), properties: null }, 0, { requireCountry: true }),
    ).toMatchObject([{ check: 'country-missing' }]);
  });

  it('a geometry the EU does not take, and each it takes', () => {
    expect(featureViolations(feature({ type: 'LineString', coordinates: square }), 0)).toEqual([
      {
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: GEO_RULE.file,
        featureIndex: 0,
        check: 'geometry-type',
        message:
          'feature 1: its geometry is a LineString; the Information System takes Point, MultiPoint, Polygon and MultiPolygon.',
      },
    ]);
    expect(featureViolations(feature({ type: 'Point', coordinates: [-5.5, 7.5] }), 0)).toEqual([]);
    expect(featureViolations(feature({ type: 'MultiPoint', coordinates: [[-5.5, 7.5]] }), 0)).toEqual([]);
    expect(featureViolations(feature({ type: 'MultiPolygon', coordinates: [[square]] }), 0)).toEqual([]);
  });

  it('a position that is not two numbers: the first one found, once; a third value is not judged', () => {
    const notNumber = (p: unknown[]) => ({
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
      rule: GEO_RULE.file,
      featureIndex: 0,
      check: 'position-not-number',
      message: `feature 1: a position (${JSON.stringify(p)}) holds a value that is not a number.`,
    });
    expect(featureViolations(feature(pointAt(null, 7.5)), 0)).toEqual([notNumber([null, 7.5])]);
    expect(featureViolations(feature(pointAt(-5.5, '7.5')), 0)).toEqual([notNumber([-5.5, '7.5'])]);
    expect(featureViolations(feature(pointAt(Infinity, 7.5)), 0)).toEqual([notNumber([Infinity, 7.5])]);
    expect(featureViolations(feature(pointAt(-5.5, NaN)), 0)).toEqual([notNumber([-5.5, NaN])]);
    const twoBad = {
      type: 'MultiPoint',
      coordinates: [
        [null, 1],
        [2, null],
      ],
    };
    expect(featureViolations(feature(twoBad), 0)).toEqual([notNumber([null, 1])]);
    expect(featureViolations(feature({ type: 'Point', coordinates: [-5.5, 7.5, null] }), 0)).toEqual([]);
    // No coordinates at all: no position to judge here (the shape rules say what is missing).
    expect(featureViolations(feature({ type: 'Polygon' }), 0)).toEqual([]);
    expect(featureViolations(feature({ type: 'Polygon', coordinates: [] }), 0)).toEqual([]);
  });

  it('a longitude outside -180..180 and a latitude outside -90..90, each said once with its value', () => {
    const lng = (x: number) => ({
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_LONGITUDE_INVALID',
      rule: GEO_RULE.coordinates,
      featureIndex: 0,
      check: 'longitude',
      message: `feature 1: the longitude ${x} is not between -180 and 180.`,
    });
    const lat = (y: number) => ({
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_LATITUDE_INVALID',
      rule: GEO_RULE.coordinates,
      featureIndex: 0,
      check: 'latitude',
      message: `feature 1: the latitude ${y} is not between -90 and 90.`,
    });
    for (const [x, y] of [
      [-180, -90],
      [180, 90],
    ])
      expect(featureViolations(feature(pointAt(x, y)), 0)).toEqual([]);
    expect(featureViolations(feature(pointAt(180.5, 0)), 0)).toEqual([lng(180.5)]);
    expect(featureViolations(feature(pointAt(-180.5, 0)), 0)).toEqual([lng(-180.5)]);
    expect(featureViolations(feature(pointAt(0, 90.5)), 0)).toEqual([lat(90.5)]);
    expect(featureViolations(feature(pointAt(0, -90.5)), 0)).toEqual([lat(-90.5)]);
    const manyBad = {
      type: 'MultiPoint',
      coordinates: [
        [200, 100],
        [300, -100],
        [0, 0],
      ],
    };
    expect(featureViolations(feature(manyBad), 0)).toEqual([lng(200), lat(100)]);
    // One bad latitude after a good position still counts; the longitude found bad first is the one said.
    const later = {
      type: 'MultiPoint',
      coordinates: [
        [0, 0],
        [0, 95],
        [190, 0],
      ],
    };
    expect(featureViolations(feature(later), 0)).toEqual([lat(95), lng(190)]);
  });

  it('a point’s Area: a number, at least 0.0001 ha, at most 4 ha when the commodity is known not to be cattle', () => {
    const area = (check: string, message: string) => ({
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID',
      rule: GEO_RULE.pointArea,
      featureIndex: 0,
      check,
      message: `feature 1: ${message}`,
    });
    const point = (a: unknown) => feature(pointAt(-5.5, 7.5), { Area: a });
    expect(featureViolations(point('3'), 0, { cattle: false })).toEqual([
      area('area-not-number', 'its Area "3" is not a number; write the hectares as a number (3, not "3").'),
    ]);
    expect(featureViolations(point(Infinity), 0)).toMatchObject([{ check: 'area-not-number' }]);
    expect(featureViolations(point(0.00009), 0)).toEqual([
      area(
        'area-under-minimum',
        "it is a point with Area 0.00009 ha; a point's area must be at least 0.0001 ha. Correct the area in the supplier’s file (or leave it out: the Information System then takes 4 ha).",
      ),
    ]);
    expect(featureViolations(point(0.0001), 0, { cattle: false })).toEqual([]);
    expect(featureViolations(point(4), 0, { cattle: false })).toEqual([]);
    expect(featureViolations(point(4.5), 0, { cattle: false })).toEqual([
      area(
        'area-over-4-ha',
        "it is a point with Area 4.5 ha; a point may stand for at most 4 ha (cattle excepted). Draw the plot's boundary as a Polygon.",
      ),
    ]);
    // Cattle, or a commodity not known here: the upper bound is not this module's to apply.
    expect(featureViolations(point(4.5), 0, { cattle: true })).toEqual([]);
    expect(featureViolations(point(4.5), 0)).toEqual([]);
    // A MultiPoint is a point too; a polygon's Area is not the EU's point rule.
    expect(
      featureViolations(feature({ type: 'MultiPoint', coordinates: [[-5.5, 7.5]] }, { Area: 9 }), 0, {
        cattle: false,
      }),
    ).toMatchObject([{ check: 'area-over-4-ha' }]);
    expect(featureViolations(feature(polygon, { Area: 'lots' }), 0, { cattle: false })).toEqual([]);
  });
});

describe('shapeViolations: the rule module’s problems in the EU’s codes', () => {
  const problem = (code: RuleCode, featureIndex?: number): Problem => ({
    code,
    severity: 'error',
    fileName: 'geolocation.geojson',
    featureIndex,
    message: `message of ${code}`,
  });

  it.each([
    'unclosed-ring',
    'too-few-vertices',
    'self-intersection',
    'overlapping-parts',
    'hole',
    'collinear',
    'collapses-at-6-decimals',
    'duplicate-vertex',
  ] as RuleCode[])('%s is an invalid polygon, with the rule module’s message', (code) => {
    expect(shapeViolations([problem(code, 3)])).toEqual([
      {
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID',
        rule: GEO_RULE.geometry,
        featureIndex: 3,
        check: 'polygon',
        message: `message of ${code}`,
      },
    ]);
  });

  it('a MultiPolygon’s nesting in a Polygon is an invalid geometry; a problem of the file is at no feature', () => {
    expect(shapeViolations([problem('multipolygon-nesting')])).toEqual([
      {
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: GEO_RULE.file,
        featureIndex: null,
        check: 'nesting',
        message: 'message of multipolygon-nesting',
      },
    ]);
  });

  it('leaves out what is not the EU’s: duplicates, names, areas far from the usual', () => {
    expect(
      shapeViolations([problem('duplicate-geometry', 1), problem('missing-name', 2), problem('hole', 4)]),
    ).toMatchObject([{ featureIndex: 4, check: 'polygon' }]);
  });
});

describe('checkGeolocation: the file as a whole', () => {
  it('says the size in bytes with the limit when over 25,000,000', () => {
    const base = fc(feature(polygon, { ProductionPlace: '' }));
    const text = base.replace(
      '"ProductionPlace":""',
      `"ProductionPlace":"${'x'.repeat(25_000_001 - base.length)}"`,
    );
    expect(checkGeolocation(text)).toEqual([
      {
        code: 'EUDR_MAXIMUM_GEO_SIZE_REACHED',
        rule: GEO_RULE.size,
        featureIndex: null,
        check: 'size',
        message:
          'The geolocation holds 25,000,001 bytes; a statement takes at most 25,000,000 (25 MB). Split the plots over several statements.',
      },
    ]);
  });

  it('says why a text is not JSON', () => {
    expect(checkGeolocation('{"type":')).toEqual([
      {
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: GEO_RULE.file,
        featureIndex: null,
        check: 'syntax',
        message: expect.stringMatching(/^The geolocation is not JSON \(.*JSON.*\)\.$/),
      },
    ]);
  });

  it('refuses JSON that is no FeatureCollection, Feature or geometry', () => {
    const notGeoJson = [
      {
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: GEO_RULE.file,
        featureIndex: null,
        check: 'not-geojson',
        message: 'The geolocation is not a GeoJSON FeatureCollection, Feature or geometry.',
      },
    ];
    for (const text of [
      'null',
      '42',
      '[]',
      '{}',
      '{"type":"FeatureCollection"}',
      // Features without the type that says they are a collection.
      '{"features":[]}',
      '{"type":"Polygon","features":[]}',
      '{"type":"FeatureCollection","features":{}}',
      '{"type":"Polygon","coordinates":[[1,2]]}',
      '{"type":7,"coordinates":[1,2]}',
    ])
      expect(checkGeolocation(text), text).toEqual(notGeoJson);
  });

  it('judges each feature by its position: a bare geometry and a Feature are feature 1', () => {
    expect(checkGeolocation(JSON.stringify(pointAt(200, 0)))).toMatchObject([
      { featureIndex: 0, check: 'longitude', message: expect.stringMatching(/^feature 1: /) },
    ]);
    expect(checkGeolocation(JSON.stringify(feature(pointAt(0, 100))))).toMatchObject([
      { featureIndex: 0, check: 'latitude' },
    ]);
    expect(
      checkGeolocation(fc(feature(polygon), feature(pointAt(0, 100))), { requireCountry: false }),
    ).toMatchObject([{ featureIndex: 1, check: 'latitude', message: expect.stringMatching(/^feature 2: /) }]);
  });

  it('judges a shape the EU could read, and leaves it alone when the feature is already refused as invalid', () => {
    const bowTie = [
      [-5.5, 7.5],
      [-5.499, 7.501],
      [-5.499, 7.5],
      [-5.5, 7.501],
      [-5.5, 7.5],
    ];
    const crossed = { type: 'Polygon', coordinates: [bowTie] };
    // A bad country does not stop the shape being judged.
    expect(checkGeolocation(fc(feature(crossed, { ProducerCountry: 'XX' }))).map((v) => v.check)).toEqual([
      'country-invalid',
      'polygon',
    ]);
    // A position that is not a number does: the shape rules would only repeat it.
    const broken = {
      type: 'Polygon',
      coordinates: [[...bowTie.slice(0, 2), [null, 7.5], ...bowTie.slice(2)]],
    };
    expect(checkGeolocation(fc(feature(broken))).map((v) => v.check)).toEqual(['position-not-number']);
  });
});

describe('producerKey', () => {
  it('keys by country and name, or by position when there is no name', () => {
    expect(producerKey({ ProducerName: 'Ama', ProducerCountry: 'GH' }, 0)).toBe('GH\u0000Ama');
    expect(producerKey({ ProducerName: 'Ama', ProducerCountry: 5 }, 0)).toBe('\u0000Ama');
    expect(producerKey({ ProducerName: 'Ama' }, 0)).toBe('\u0000Ama');
    expect(producerKey({ ProducerName: '' }, 3)).toBe('\u00013');
    expect(producerKey({ ProducerName: 7 }, 3)).toBe('\u00013');
    expect(producerKey(null, 4)).toBe('\u00014');
    expect(producerKey('Ama', 5)).toBe('\u00015');
  });
});
