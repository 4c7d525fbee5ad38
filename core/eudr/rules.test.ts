/**
 * The rule module, rule by rule: each case names the rule it tests (Operator API Reference §10.3, the XSD of
 * §4.1.3–4.1.4, the SD of §4.2, CF4's error codes) and checks both sides of its boundary.
 */
import { describe, expect, it } from 'vitest';
import { commoditiesOf } from './annex-i.ts';
import type { SubmitDdsRequest, SubmitSdRequest } from './dds-v3.ts';
import {
  checkDdsRequest,
  checkDdsRequestFully,
  checkSdRequest,
  checkSdRequestFully,
  decodeGeolocation,
  type RuleViolation,
} from './rules.ts';

function b64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}
/** A ~1.2 ha square near Soubré (Côte d'Ivoire). */
const square = (x = -6.6, y = 5.8): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + 0.001, y],
      [x + 0.001, y + 0.001],
      [x, y + 0.001],
      [x, y],
    ],
  ],
});
const fc = (...features: { geometry: GeoJSON.Geometry; properties?: Record<string, unknown> }[]) =>
  b64(
    JSON.stringify({
      type: 'FeatureCollection',
      features: features.map((f, i) => ({
        type: 'Feature',
        properties: {
          ProducerName: 'Kouassi',
          ProducerCountry: 'CI',
          ProductionPlace: `P${i}`,
          ...f.properties,
        },
        geometry: f.geometry,
      })),
    }),
  );
const point = (area?: unknown, x = -6.6, y = 5.8) => ({
  geometry: { type: 'Point', coordinates: [x, y] } as GeoJSON.Point,
  properties: area === undefined ? {} : { Area: area },
});

function dds(patch: (r: SubmitDdsRequest) => void = () => {}): SubmitDdsRequest {
  const r: SubmitDdsRequest = {
    operatorRole: 'OPERATOR',
    statement: {
      internalReferenceNumber: 'PO-2026-0001',
      activityType: 'DOMESTIC',
      commodities: [
        {
          position: 1,
          descriptors: { descriptionOfGoods: 'Cocoa beans', goodsMeasure: { netWeight: 1000 } },
          hsHeading: '1801',
          producers: [
            { position: 1, country: 'CI', name: 'Kouassi', geometryGeojson: fc({ geometry: square() }) },
          ],
        },
      ],
      geoLocationConfidential: false,
    },
  };
  patch(r);
  return r;
}
const c0 = (r: SubmitDdsRequest) => r.statement.commodities[0]!;
const codes = (v: RuleViolation[]) => v.map((x) => x.code);

const representative = {
  operatorName: 'Cacao Import BV',
  operatorAddress: { country: 'NL', street: 'Kade 1', postalCode: '1011 AB', city: 'Amsterdam' },
  operatorReferenceNumber: [{ identifierType: 'eori' as const, identifierValue: 'NL123456789' }],
};

describe('checkDdsRequest: a valid statement', () => {
  it('passes every rule, geometry included', async () => {
    expect(checkDdsRequest(dds())).toEqual([]);
    expect(await checkDdsRequestFully(dds())).toEqual([]);
  });
});

describe('XSD constraints (§4.1.4)', () => {
  it('internal reference: 35 characters pass, 36 do not (InternalReferenceNumberType)', () => {
    expect(checkDdsRequest(dds((r) => (r.statement.internalReferenceNumber = 'x'.repeat(35))))).toEqual([]);
    const v = checkDdsRequest(dds((r) => (r.statement.internalReferenceNumber = 'x'.repeat(36))));
    expect(v).toEqual([expect.objectContaining({ code: 'XSD', path: 'statement.internalReferenceNumber' })]);
  });
  it.each([
    ['18', true],
    ['180100', true],
    ['1', false],
    ['1801000', false],
    ['18010000', false],
  ])('HS heading %s: valid %s (HSHeadingType, 2 to 6 digits)', (hs, ok) => {
    const v = checkDdsRequest(dds((r) => (c0(r).hsHeading = hs)));
    expect(v.length === 0).toBe(ok);
    if (!ok) expect(v[0]).toMatchObject({ code: 'XSD', path: 'statement.commodities.0.hsHeading' });
  });
  it('net mass: 6 decimals pass, 7 do not (DecimalSixteenTotalSixPrecType)', () => {
    expect(checkDdsRequest(dds((r) => (c0(r).descriptors.goodsMeasure.netWeight = 1.123456)))).toEqual([]);
    expect(
      codes(checkDdsRequest(dds((r) => (c0(r).descriptors.goodsMeasure.netWeight = 1.1234567)))),
    ).toEqual(['XSD']);
  });
  it('description of goods: 150 characters pass, 151 do not', () => {
    expect(checkDdsRequest(dds((r) => (c0(r).descriptors.descriptionOfGoods = 'd'.repeat(150))))).toEqual([]);
    expect(
      codes(checkDdsRequest(dds((r) => (c0(r).descriptors.descriptionOfGoods = 'd'.repeat(151))))),
    ).toEqual(['XSD']);
  });
  it('a common name: 200 characters pass, 201 do not (ScientificNameType)', () => {
    const wood = (n: number) =>
      dds((r) => {
        c0(r).hsHeading = '4407';
        c0(r).speciesInfo = [{ scientificName: 'Fagus sylvatica', commonName: 'b'.repeat(n) }];
      });
    expect(checkDdsRequest(wood(200))).toEqual([]);
    expect(codes(checkDdsRequest(wood(201)))).toEqual(['XSD']);
  });
  it('mandatory activity (§10.3 "Mandatory activity type", via the XSD)', () => {
    const r = dds() as { statement: Partial<SubmitDdsRequest['statement']> };
    delete r.statement.activityType;
    expect(checkDdsRequest(r)).toEqual([
      expect.objectContaining({ code: 'XSD', path: 'statement.activityType' }),
    ]);
  });
  it('mandatory commodity: at least one (§10.3, via the XSD)', () => {
    expect(codes(checkDdsRequest(dds((r) => (r.statement.commodities = []))))).toEqual(['XSD']);
  });
});

describe('§10.3 operator rules', () => {
  it('REPRESENTATIVE_OPERATOR without the represented operator: EUDR_BEHALF_OPERATOR_NOT_PROVIDED', () => {
    expect(codes(checkDdsRequest(dds((r) => (r.operatorRole = 'REPRESENTATIVE_OPERATOR'))))).toEqual([
      'EUDR_BEHALF_OPERATOR_NOT_PROVIDED',
    ]);
    const ok = dds((r) => {
      r.operatorRole = 'REPRESENTATIVE_OPERATOR';
      r.statement.representedOperator = representative;
    });
    expect(checkDdsRequest(ok)).toEqual([]);
  });
  it('the represented operator needs an address and at least one identifier', () => {
    const v = checkDdsRequest(
      dds((r) => {
        r.operatorRole = 'REPRESENTATIVE_OPERATOR';
        r.statement.representedOperator = { operatorName: 'Cacao Import BV' };
      }),
    );
    expect(v.map((x) => [x.code, x.path])).toEqual([
      ['EUDR_BEHALF_OPERATOR_NOT_PROVIDED', 'statement.representedOperator.operatorAddress'],
      ['EUDR_BEHALF_OPERATOR_NOT_PROVIDED', 'statement.representedOperator.operatorReferenceNumber'],
    ]);
  });
  it('IMPORT/EXPORT need an EORI identifier; DOMESTIC does not (Activity type and identifier)', () => {
    const vat = {
      ...representative,
      operatorReferenceNumber: [{ identifierType: 'vat' as const, identifierValue: 'NL1' }],
    };
    const withActivity = (a: 'IMPORT' | 'EXPORT' | 'DOMESTIC') =>
      dds((r) => {
        r.operatorRole = 'REPRESENTATIVE_OPERATOR';
        r.statement.activityType = a;
        r.statement.representedOperator = vat;
      });
    expect(codes(checkDdsRequest(withActivity('IMPORT')))).toEqual([
      'EUDR_OPERATOR_EORI_FOR_ACTIVITY_MISSING',
    ]);
    expect(codes(checkDdsRequest(withActivity('EXPORT')))).toEqual([
      'EUDR_OPERATOR_EORI_FOR_ACTIVITY_MISSING',
    ]);
    expect(checkDdsRequest(withActivity('DOMESTIC'))).toEqual([]);
  });
  it('the EORI number must be a valid number: a country code and 1 to 15 letters or digits', () => {
    const eori = (value: string) =>
      dds((r) => {
        r.operatorRole = 'REPRESENTATIVE_OPERATOR';
        r.statement.representedOperator = {
          ...representative,
          operatorReferenceNumber: [{ identifierType: 'eori', identifierValue: value }],
        };
      });
    expect(checkDdsRequest(eori(`NL${'1'.repeat(15)}`))).toEqual([]);
    expect(codes(checkDdsRequest(eori(`NL${'1'.repeat(16)}`)))).toEqual(['eori-invalid']);
    expect(codes(checkDdsRequest(eori('123456')))).toEqual(['eori-invalid']);
  });
  it('an operator outside the EU may only IMPORT (Mandatory activity type)', () => {
    const abroad = (a: 'IMPORT' | 'DOMESTIC') =>
      dds((r) => {
        r.operatorRole = 'REPRESENTATIVE_OPERATOR';
        r.statement.activityType = a;
        r.statement.representedOperator = {
          ...representative,
          operatorAddress: { ...representative.operatorAddress, country: 'CH' },
        };
        c0(r).descriptors.goodsMeasure = { netWeight: 5 };
      });
    expect(checkDdsRequest(abroad('IMPORT'))).toEqual([]);
    expect(codes(checkDdsRequest(abroad('DOMESTIC')))).toEqual([
      'EUDR_ACTIVITY_TYPE_NOT_ALLOWED_FOR_NON_EU_OPERATOR',
    ]);
  });
});

describe('§10.3 commodity rules', () => {
  it('at most 100 commodities (Maximum of commodities): 100 pass, 101 do not', () => {
    const many = (n: number) =>
      dds(
        (r) =>
          (r.statement.commodities = Array.from({ length: n }, (_, i) => ({ ...c0(r), position: i + 1 }))),
      );
    expect(checkDdsRequest(many(100))).toEqual([]);
    expect(checkDdsRequest(many(101))).toEqual([
      expect.objectContaining({ code: 'XSD', rule: expect.stringMatching(/Maximum of commodities/) }),
    ]);
  });
  it('an HS heading outside Annex I: EUDR_COMMODITIES_HS_CODE_INVALID', () => {
    expect(codes(checkDdsRequest(dds((r) => (c0(r).hsHeading = '8517'))))).toEqual([
      'EUDR_COMMODITIES_HS_CODE_INVALID',
    ]);
    expect(commoditiesOf('18')).toEqual(['cocoa']);
    expect(commoditiesOf('4011')).toEqual(['rubber']);
    expect(commoditiesOf('0103')).toEqual([]);
  });
  it('at least one quantity (Quantities of a commodity): EUDR_COMMODITIES_DESCRIPTOR_QUANTITY_MISSING', () => {
    expect(codes(checkDdsRequest(dds((r) => (c0(r).descriptors.goodsMeasure = {}))))).toEqual([
      'EUDR_COMMODITIES_DESCRIPTOR_QUANTITY_MISSING',
    ]);
    // A percentage is not a quantity; a supplementary unit alone is, for DOMESTIC.
    expect(
      codes(
        checkDdsRequest(
          dds((r) => (c0(r).descriptors.goodsMeasure = { percentageEstimationOrDeviation: 5 })),
        ),
      ),
    ).toEqual(['EUDR_COMMODITIES_DESCRIPTOR_QUANTITY_MISSING']);
    const units = { supplementaryUnit: 3, supplementaryUnitQualifier: 'MTQ' };
    expect(checkDdsRequest(dds((r) => (c0(r).descriptors.goodsMeasure = units)))).toEqual([]);
  });
  it('IMPORT and EXPORT need the net mass; DOMESTIC does not (EUDR_COMMODITIES_DESCRIPTOR_NET_MASS_EMPTY)', () => {
    const units = { supplementaryUnit: 3, supplementaryUnitQualifier: 'MTQ' };
    for (const a of ['IMPORT', 'EXPORT'] as const)
      expect(
        codes(
          checkDdsRequest(
            dds((r) => {
              r.statement.activityType = a;
              c0(r).descriptors.goodsMeasure = units;
            }),
          ),
        ),
      ).toEqual(['EUDR_COMMODITIES_DESCRIPTOR_NET_MASS_EMPTY']);
  });
  it('DOMESTIC with a net mass and a percentage of estimation or deviation passes (CF2 v1.4)', () => {
    const g = { netWeight: 1000, percentageEstimationOrDeviation: 12.5 };
    expect(checkDdsRequest(dds((r) => (c0(r).descriptors.goodsMeasure = g)))).toEqual([]);
  });
  it.each([
    ['netWeight', 0],
    ['netWeight', -1],
    ['supplementaryUnit', 0],
    ['percentageEstimationOrDeviation', -0.5],
  ])('%s %s: values must all be positive', (k, v) => {
    const g = { netWeight: 1, supplementaryUnitQualifier: 'MTQ', supplementaryUnit: 1, [k]: v };
    expect(checkDdsRequest(dds((r) => (c0(r).descriptors.goodsMeasure = g)))).toEqual([
      expect.objectContaining({
        code: 'quantity-not-positive',
        path: `statement.commodities.0.descriptors.goodsMeasure.${k}`,
      }),
    ]);
  });
  it('a supplementary unit needs its qualifier, and a qualifier its unit (Supplementary unit type)', () => {
    expect(
      codes(
        checkDdsRequest(
          dds((r) => (c0(r).descriptors.goodsMeasure = { netWeight: 1, supplementaryUnit: 2 })),
        ),
      ),
    ).toEqual(['EUDR_COMMODITIES_DESCRIPTOR_SUPPLEMENTARY_UNIT_MISSING']);
    expect(
      codes(
        checkDdsRequest(
          dds((r) => (c0(r).descriptors.goodsMeasure = { netWeight: 1, supplementaryUnitQualifier: 'MTQ' })),
        ),
      ),
    ).toEqual(['EUDR_COMMODITIES_DESCRIPTOR_NUMBER_OF_UNITS_MISSING']);
  });
  it('wood needs a scientific and a common name (Scientific and Common names)', () => {
    const wood = (species?: { scientificName?: string; commonName?: string }[]) =>
      dds((r) => {
        c0(r).hsHeading = '4403';
        if (species) c0(r).speciesInfo = species;
      });
    expect(codes(checkDdsRequest(wood()))).toEqual([
      'EUDR_COMMODITIES_SPECIES_INFORMATION_SCIENTIFIC_NAME_EMPTY',
      'EUDR_COMMODITIES_SPECIES_INFORMATION_COMMON_NAME_EMPTY',
    ]);
    expect(codes(checkDdsRequest(wood([{ scientificName: 'Fagus sylvatica' }])))).toEqual([
      'EUDR_COMMODITIES_SPECIES_INFORMATION_COMMON_NAME_EMPTY',
    ]);
    expect(checkDdsRequest(wood([{ scientificName: 'Fagus sylvatica' }, { commonName: 'Beech' }]))).toEqual(
      [],
    );
  });
  // Annex I's wood is not only chapter 44: pulp (47), paper (48), printed matter (49) and furniture and
  // prefabricated buildings (94) are made of wood and name their species too; other commodities do not.
  it.each(['4703', '4802', '4901', '9403', '9406'])(
    'HS %s is wood: a species is needed, then it passes',
    (hs) => {
      const wood = (species?: { scientificName: string; commonName: string }[]) =>
        dds((r) => {
          c0(r).hsHeading = hs;
          if (species) c0(r).speciesInfo = species;
        });
      expect(codes(checkDdsRequest(wood()))).toEqual([
        'EUDR_COMMODITIES_SPECIES_INFORMATION_SCIENTIFIC_NAME_EMPTY',
        'EUDR_COMMODITIES_SPECIES_INFORMATION_COMMON_NAME_EMPTY',
      ]);
      expect(checkDdsRequest(wood([{ scientificName: 'Fagus sylvatica', commonName: 'Beech' }]))).toEqual([]);
    },
  );
  it.each(['1801', '4001', '0901'])('HS %s is not wood: no species asked', (hs) => {
    expect(checkDdsRequest(dds((r) => (c0(r).hsHeading = hs)))).toEqual([]);
  });
  it('at most 500 species pairs per commodity: 500 pass, 501 do not', () => {
    const pairs = (n: number) =>
      dds((r) => {
        c0(r).hsHeading = '4403';
        c0(r).speciesInfo = Array.from({ length: n }, (_, i) => ({
          scientificName: `S${i}`,
          commonName: `C${i}`,
        }));
      });
    expect(checkDdsRequest(pairs(500))).toEqual([]);
    expect(codes(checkDdsRequest(pairs(501)))).toEqual(['species-per-commodity']);
  });
  it('every producer a valid country (Production country)', () => {
    expect(codes(checkDdsRequest(dds((r) => (c0(r).producers![0]!.country = 'XX'))))).toEqual([
      'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
    ]);
  });
  it('no producer needs a grouped declaration (Mandatory geolocation: EUDR_COMMODITIES_PRODUCER_GEO_EMPTY)', () => {
    expect(codes(checkDdsRequest(dds((r) => delete c0(r).producers)))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_EMPTY',
    ]);
    expect(
      checkDdsRequest(
        dds((r) => {
          delete c0(r).producers;
          r.statement.groupedDeclarations = ['26FRYUI34JTQKB'];
        }),
      ),
    ).toEqual([]);
  });
});

describe('§10.3 producers and geolocation', () => {
  const producers = (n: number, country = 'CI') =>
    Array.from({ length: n }, (_, i) => ({
      position: i + 1,
      country,
      geometryGeojson: fc(point(1, -6.6 + i * 1e-4)),
    }));
  it('1,000 producers per commodity pass, 1,001 do not', () => {
    expect(checkDdsRequest(dds((r) => (c0(r).producers = producers(1000))))).toEqual([]);
    expect(codes(checkDdsRequest(dds((r) => (c0(r).producers = producers(1001)))))).toEqual([
      'producers-per-commodity',
    ]);
  });
  it('10,000 producers per statement pass, 10,001 do not', () => {
    const spread = (total: number) =>
      dds((r) => {
        const all = producers(total);
        r.statement.commodities = Array.from({ length: Math.ceil(total / 1000) }, (_, i) => ({
          ...c0(r),
          producers: all.slice(i * 1000, (i + 1) * 1000),
        }));
      });
    expect(checkDdsRequest(spread(10_000))).toEqual([]);
    expect(codes(checkDdsRequest(spread(10_001)))).toEqual(['producers-per-statement']);
  });
  it.each([
    [0.0001, true],
    [0.00009, false],
    [4, true],
    [4.0001, false],
    ['1', false],
  ])('a non-cattle point of Area %s: accepted %s (Geolocation area for point)', (area, ok) => {
    const v = checkDdsRequest(dds((r) => (c0(r).producers![0]!.geometryGeojson = fc(point(area)))));
    expect(codes(v)).toEqual(ok ? [] : ['EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID']);
  });
  it('a point without Area is taken as 4 ha; a cattle point may be over 4 ha', () => {
    expect(checkDdsRequest(dds((r) => (c0(r).producers![0]!.geometryGeojson = fc(point()))))).toEqual([]);
    const cattle = dds((r) => {
      c0(r).hsHeading = '0102';
      c0(r).producers![0]!.geometryGeojson = fc(point(40));
    });
    expect(checkDdsRequest(cattle)).toEqual([]);
  });
  it('coordinates in range (Geolocation invalid coordinates): latitude 90 passes, 90.000001 does not', () => {
    expect(
      checkDdsRequest(dds((r) => (c0(r).producers![0]!.geometryGeojson = fc(point(1, 10, 90))))),
    ).toEqual([]);
    expect(
      codes(
        checkDdsRequest(dds((r) => (c0(r).producers![0]!.geometryGeojson = fc(point(1, 10, 90.000001))))),
      ),
    ).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_LATITUDE_INVALID']);
    expect(
      codes(checkDdsRequest(dds((r) => (c0(r).producers![0]!.geometryGeojson = fc(point(1, -180.5, 5)))))),
    ).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_LONGITUDE_INVALID']);
  });
  it('geolocation that is not a base64 GeoJSON FeatureCollection: EUDR_COMMODITIES_PRODUCER_GEO_INVALID', () => {
    expect(codes(checkDdsRequest(dds((r) => (c0(r).producers![0]!.geometryGeojson = '!!'))))).toEqual([
      'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
    ]);
    expect(
      codes(checkDdsRequest(dds((r) => (c0(r).producers![0]!.geometryGeojson = b64('{"type":"Point"}'))))),
    ).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_INVALID']);
    expect(decodeGeolocation(fc(point(1)))).toMatchObject({
      text: expect.stringMatching(/^{"type":"FeatureCollection"/),
    });
  });
  it(
    'at most 25,000,000 bytes of geolocation per statement (Geolocation data size)',
    { timeout: 60_000 },
    () => {
      const text = (bytes: number) => {
        const base = JSON.stringify({ type: 'FeatureCollection', features: [], pad: '' });
        return JSON.stringify({
          type: 'FeatureCollection',
          features: [],
          pad: 'x'.repeat(bytes - base.length),
        });
      };
      const sized = (total: number) =>
        dds((r) => {
          c0(r).producers = [
            { country: 'CI', geometryGeojson: fc(point(1)) },
            { country: 'CI', geometryGeojson: b64(text(total - decodeGeolocation(fc(point(1))).bytes)) },
          ];
        });
      // The padded producer holds no plot (GEO_EMPTY), which says nothing of the size rule.
      expect(codes(checkDdsRequest(sized(25_000_000)))).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_EMPTY']);
      expect(codes(checkDdsRequest(sized(25_000_001)))).toEqual([
        'EUDR_COMMODITIES_PRODUCER_GEO_EMPTY',
        'EUDR_MAXIMUM_GEO_SIZE_REACHED',
      ]);
    },
  );
  it('an invalid polygon is refused through the GeoJSON rules (§9; EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID)', async () => {
    const bowtie: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-6.6, 5.8],
          [-6.599, 5.801],
          [-6.599, 5.8],
          [-6.6, 5.801],
          [-6.6, 5.8],
        ],
      ],
    };
    const r = dds((x) => (c0(x).producers![0]!.geometryGeojson = fc({ geometry: bowtie })));
    expect(checkDdsRequest(r)).toEqual([]);
    const v = await checkDdsRequestFully(r);
    expect(v).toEqual([
      expect.objectContaining({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID',
        path: 'statement.commodities.0.producers.0.geometryGeojson (plot 1)',
        message: expect.stringMatching(/self-intersection/),
      }),
    ]);
  });
});

describe('§10.3 Referenced DDS', () => {
  const refs = (n: number) => Array.from({ length: n }, (_, i) => `26FR${String(i).padStart(10, '0')}`);
  it('2,000 grouped declarations pass, 2,001 do not', () => {
    expect(checkDdsRequest(dds((r) => (r.statement.groupedDeclarations = refs(2000))))).toEqual([]);
    expect(codes(checkDdsRequest(dds((r) => (r.statement.groupedDeclarations = refs(2001)))))).toEqual([
      'EUDR_MAXIMUM_REFERENCED_DDS_REACHED',
    ]);
  });
  it('known statements: AVAILABLE and ARCHIVED may be grouped; others and unknown ones not; never itself', () => {
    const known = new Map([
      ['26FRAVAILABLE1', 'AVAILABLE'],
      ['26FRARCHIVED01', 'ARCHIVED'],
      ['26FRWITHDRAWN1', 'WITHDRAWN'],
    ]);
    const r = dds((x) => (x.statement.groupedDeclarations = ['26FRAVAILABLE1', '26FRARCHIVED01']));
    expect(checkDdsRequest(r, { knownStatements: known })).toEqual([]);
    const bad = dds((x) => (x.statement.groupedDeclarations = ['26FRWITHDRAWN1', '26FRUNKNOWN001']));
    expect(checkDdsRequest(bad, { knownStatements: known }).map((v) => [v.code, v.path])).toEqual([
      ['EUDR_REFERENCED_STATEMENT_NOT_FOUND', 'statement.groupedDeclarations.0'],
      ['EUDR_REFERENCED_STATEMENT_NOT_FOUND', 'statement.groupedDeclarations.1'],
    ]);
    expect(
      codes(checkDdsRequest(r, { knownStatements: known, ownReferenceNumber: '26FRARCHIVED01' })),
    ).toEqual(['referenced-self']);
  });
});

describe('simplified declaration (§4.2)', () => {
  function sd(patch: (r: SubmitSdRequest) => void = () => {}): SubmitSdRequest {
    const r: SubmitSdRequest = {
      operatorRole: 'MICRO_OPERATOR',
      statement: {
        internalReferenceNumber: 'SD-2026-1',
        activityType: 'DOMESTIC',
        countryOfActivity: 'BE',
        commodities: [
          {
            position: 1,
            descriptors: { descriptionOfGoods: 'Beech logs', goodsMeasure: { netWeight: 2000 } },
            hsHeading: '4403',
            producers: [
              {
                producerPosition: 1,
                producerCountry: 'BE',
                producerLocation: {
                  geometryGeojson: fc({ geometry: square(4.5, 50.5), properties: { ProducerCountry: 'BE' } }),
                },
              },
              {
                producerPosition: 2,
                producerCountry: 'BE',
                producerLocation: {
                  postalAddress: [{ producerPostalCode: '1140', producerCity: 'Brussels' }],
                },
              },
              {
                producerPosition: 3,
                producerCountry: 'BE',
                producerLocation: { cadastralIdentifier: ['21004A0123/00'] },
              },
            ],
          },
        ],
        geoLocationConfidential: false,
      },
    };
    patch(r);
    return r;
  }
  it('GeoJSON, postal address and cadastral identifier producers pass', async () => {
    expect(checkSdRequest(sd())).toEqual([]);
    expect(await checkSdRequestFully(sd())).toEqual([]);
  });
  it('REPRESENTATIVE_MSPO needs the represented operator', () => {
    expect(codes(checkSdRequest(sd((r) => (r.operatorRole = 'REPRESENTATIVE_MSPO'))))).toEqual([
      'EUDR_BEHALF_OPERATOR_NOT_PROVIDED',
    ]);
    expect(
      checkSdRequest(
        sd((r) => {
          r.operatorRole = 'REPRESENTATIVE_MSPO';
          r.statement.representedOperator = representative;
        }),
      ),
    ).toEqual([]);
  });
  it('a DDS role is not an SD role', () => {
    expect(codes(checkSdRequest({ ...sd(), operatorRole: 'OPERATOR' }))).toEqual(['XSD']);
  });
  it('eligibility: low-risk country of production (EU benchmark) — BE passes, BR (standard) does not', () => {
    const v = checkSdRequest(sd((r) => (r.statement.commodities[0]!.producers![2]!.producerCountry = 'BR')));
    expect(v.map((x) => [x.code, x.path])).toEqual([
      ['sd-not-low-risk', 'statement.commodities.0.producers.2.producerCountry'],
    ]);
  });
  it('groups only simplified declarations', () => {
    const r = sd(
      (x) =>
        (x.statement.groupedDeclarations = [
          { referenceNumber: '26BEDDS0000001', verificationNumber: 'ABCDEFGH' },
        ]),
    );
    expect(checkSdRequest(r)).toEqual([]);
    expect(codes(checkSdRequest(r, { knownKinds: new Map([['26BEDDS0000001', 'dds']]) }))).toEqual([
      'sd-groups-dds',
    ]);
  });
  it('the point area rule applies to an SD producer given by GeoJSON', () => {
    const v = checkSdRequest(
      sd(
        (r) =>
          (r.statement.commodities[0]!.producers![0]!.producerLocation = {
            geometryGeojson: fc(point(0.00009, 4.5, 50.5)),
          }),
      ),
    );
    expect(codes(v)).toEqual(['EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID']);
  });

  it('eligibility: every EU member state, and Northern Ireland (XI), is a low-risk country of activity', () => {
    const eu = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(
      ' ',
    ) as NonNullable<SubmitSdRequest['statement']['countryOfActivity']>[];
    for (const country of eu)
      expect(checkSdRequest(sd((r) => (r.statement.countryOfActivity = country))), country).toEqual([]);
  });

  it('an SD that groups nothing has no grouped statement to look up', () => {
    expect(checkSdRequest(sd(), { knownStatements: new Map() })).toEqual([]);
  });

  it("says which producer's country is not low risk, in capitals, and of which tier", () => {
    const v = checkSdRequest(sd((r) => (r.statement.commodities[0]!.producers![1]!.producerCountry = 'BR')));
    expect(v.map((x) => x.message)).toEqual([
      'BR is of standard risk in the EU benchmark: a simplified declaration covers only what its operator produced in a low-risk country; file a due diligence statement.',
    ]);
  });

  it('names where each SD rule is broken: HS heading, quantity, producer country, plot', () => {
    const v = checkSdRequest(
      sd((r) => {
        const c = r.statement.commodities[0]!;
        c.hsHeading = '9999';
        r.statement.activityType = 'IMPORT';
        c.descriptors.goodsMeasure = { percentageEstimationOrDeviation: 5 };
        c.producers![1]!.producerCountry = 'XX';
        c.producers![0]!.producerLocation = { geometryGeojson: fc(point(0.00009, 4.5, 50.5)) };
      }),
    );
    expect(v.filter((x) => x.code === 'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID')).toEqual([
      expect.objectContaining({
        path: 'statement.commodities.0.producers.1.producerCountry',
        message:
          '"XX" is not an ISO 3166-1 alpha-2 country code: give the country where the commodity was produced.',
      }),
    ]);
    expect(v.map((x) => x.path)).toEqual(
      expect.arrayContaining([
        'statement.commodities.0.hsHeading',
        'statement.commodities.0.descriptors.goodsMeasure',
        'statement.commodities.0.producers.1.producerCountry',
        'statement.commodities.0.producers.0.producerLocation.geometryGeojson (plot 1)',
      ]),
    );
  });

  it('a REPRESENTATIVE_MSPO statement without the represented operator is named as such', () => {
    const [v] = checkSdRequest(sd((r) => (r.operatorRole = 'REPRESENTATIVE_MSPO')));
    expect(v!.message).toBe(
      'A REPRESENTATIVE_MSPO statement needs the represented operator: give its name, address and at least one identifier.',
    );
  });

  it('a commodity without producers is read, and 1,001 producers in one SD commodity are too many', () => {
    const many = (n: number) =>
      sd((r) => {
        const c = r.statement.commodities[0]!;
        c.producers = Array.from({ length: n }, (_, i) => ({
          producerPosition: i + 1,
          producerCountry: 'BE',
          producerLocation: { cadastralIdentifier: [`21004A${i}/00`] },
        }));
        r.statement.commodities.push({ ...c, position: 2, producers: undefined });
      });
    expect(checkSdRequest(many(1000))).toEqual([]);
    expect(codes(checkSdRequest(many(1001)))).toEqual(['producers-per-commodity']);
  });

  it('checkSdRequestFully adds the shapes of the plots to the request rules', async () => {
    const bowtie: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [4.5, 50.5],
          [4.501, 50.501],
          [4.501, 50.5],
          [4.5, 50.501],
          [4.5, 50.5],
        ],
      ],
    };
    const r = sd(
      (x) =>
        (x.statement.commodities[0]!.producers![0]!.producerLocation = {
          geometryGeojson: fc({ geometry: bowtie, properties: { ProducerCountry: 'BE' } }),
        }),
    );
    expect(checkSdRequest(r)).toEqual([]);
    const v = await checkSdRequestFully(r);
    expect(v.length).toBeGreaterThan(0);
    expect(v[0]!.path).toBe('statement.commodities.0.producers.0.producerLocation.geometryGeojson (plot 1)');
  });
});

describe('where and what: each DDS rule names its field and says what to do', () => {
  const only = (v: RuleViolation[]) => v.map(({ code, path, message }) => ({ code, path, message }));

  it('an XSD violation names its field, or "request" for the whole request', () => {
    const long = checkDdsRequest(dds((r) => (r.statement.internalReferenceNumber = 'x'.repeat(36))));
    expect(long).toEqual([
      {
        code: 'XSD',
        rule: 'Operator API Reference §4.1.3–4.1.4 (XSD constraints)',
        path: 'statement.internalReferenceNumber',
        message: expect.stringMatching(/^statement\.internalReferenceNumber: .+\.$/),
      },
    ]);
    const [whole] = checkDdsRequest(null);
    expect(whole!.path).toBe('');
    expect(whole!.message).toMatch(/^request: .+\.$/);
  });

  it('too many commodities, producers in a commodity, producers in the statement', () => {
    const commodities = checkDdsRequest(
      dds(
        (r) =>
          (r.statement.commodities = Array.from({ length: 101 }, (_, i) => ({ ...c0(r), position: i + 1 }))),
      ),
    );
    expect(only(commodities).filter((v) => v.code === 'XSD')).toEqual([
      {
        code: 'XSD',
        path: 'statement.commodities',
        message: '101 commodities; a statement holds at most 100: split them over several statements.',
      },
    ]);
    const producers = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        position: i + 1,
        country: 'CI',
        geometryGeojson: fc(point(1, -6.6 + i * 1e-4)),
      }));
    expect(only(checkDdsRequest(dds((r) => (c0(r).producers = producers(1001)))))).toEqual([
      {
        code: 'producers-per-commodity',
        path: 'statement.commodities.0.producers',
        message: '1,001 producers in one commodity; at most 1,000: split them over several statements.',
      },
    ]);
    const all = producers(10_001);
    const spread = dds((r) => {
      r.statement.commodities = Array.from({ length: 11 }, (_, i) => ({
        ...c0(r),
        position: i + 1,
        producers: all.slice(i * 1000, (i + 1) * 1000),
      }));
    });
    expect(only(checkDdsRequest(spread))).toEqual([
      {
        code: 'producers-per-statement',
        path: 'statement.commodities',
        message: '10,001 producers in the statement; at most 10,000: split them over several statements.',
      },
    ]);
  });

  it('wood without species names, too many species, no producer, a bad HS heading or country', () => {
    const wood = only(
      checkDdsRequest(
        dds((r) => {
          c0(r).hsHeading = '4403';
          delete c0(r).speciesInfo;
        }),
      ),
    );
    expect(wood).toEqual([
      {
        code: 'EUDR_COMMODITIES_SPECIES_INFORMATION_SCIENTIFIC_NAME_EMPTY',
        path: 'statement.commodities.0.speciesInfo',
        message: 'HS 4403 is wood: give at least one scientific name of the species (e.g. Fagus sylvatica).',
      },
      {
        code: 'EUDR_COMMODITIES_SPECIES_INFORMATION_COMMON_NAME_EMPTY',
        path: 'statement.commodities.0.speciesInfo',
        message: 'HS 4403 is wood: give at least one common name of the species (e.g. Beech).',
      },
    ]);
    const species = only(
      checkDdsRequest(
        dds((r) => {
          c0(r).hsHeading = '4403';
          c0(r).speciesInfo = Array.from({ length: 501 }, () => ({
            scientificName: 'Fagus sylvatica',
            commonName: 'Beech',
          }));
        }),
      ),
    );
    expect(species).toEqual([
      {
        code: 'species-per-commodity',
        path: 'statement.commodities.0.speciesInfo',
        message: '501 species; at most 500 pairs of scientific and common names per commodity.',
      },
    ]);
    expect(only(checkDdsRequest(dds((r) => delete c0(r).producers)))).toEqual([
      {
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_EMPTY',
        path: 'statement.commodities.0.producers',
        message:
          'The commodity has no producer and the statement groups no declaration: give its producers and their geolocation.',
      },
    ]);
    const paths = checkDdsRequest(
      dds((r) => {
        c0(r).hsHeading = '9999';
        c0(r).producers![0]!.country = 'XX';
      }),
    ).map((v) => v.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'statement.commodities.0.hsHeading',
        'statement.commodities.0.producers.0.country',
      ]),
    );
  });

  it('a REPRESENTATIVE_OPERATOR statement without the represented operator is named as such', () => {
    const [v] = checkDdsRequest(dds((r) => (r.operatorRole = 'REPRESENTATIVE_OPERATOR')));
    expect(v!.message).toBe(
      'A REPRESENTATIVE_OPERATOR statement needs the represented operator: give its name, address and at least one identifier.',
    );
  });

  it('a DDS may group due diligence statements (only a simplified declaration may not)', () => {
    const r = dds((x) => (x.statement.groupedDeclarations = ['26BEDDS0000001']));
    expect(checkDdsRequest(r, { knownKinds: new Map([['26BEDDS0000001', 'dds']]) })).toEqual([]);
  });
});
