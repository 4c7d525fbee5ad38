/** Statement packages: 25,000 plots split within every limit of the Information System, each file re-checked. */
import { describe, expect, it } from 'vitest';
import { checkFileStream, createUploadCheckState, DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { asByteChunks, utf8Bytes } from './geojson-file.ts';
import {
  buildStatementPackage,
  isWoodHeading,
  STATEMENT_LIMITS,
  statementDraftSchema,
  statementInputSchema,
  StatementRulesFailed,
  type PackagedStatement,
  type StatementInput,
} from './statement.ts';
import type { SubmitDdsRequest } from '@core/eudr/dds-v3.ts';
import { checkDdsRequestFully, checkSdRequestFully } from '@core/eudr/rules.ts';
import { producerKey } from './geolocation-rules.ts';
import { ExportCheckFailed, prepareTracesExport } from './traces-export.ts';
import type { TracesSource } from './traces-feature.ts';

/** Plot i: a ~4.9 ha square on a grid in Côte d'Ivoire; producers shared by several plots, every 10th without one. */
function feature(i: number, producers = 3_000, country = 'CI', [x0, y0] = [-7, 5.5]): string {
  const x = x0 + (i % 500) * 0.004;
  const y = y0 + Math.floor(i / 500) * 0.004;
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  const ring = [
    [r(x + 0.000001), r(y + 0.000001)],
    [r(x + 0.002001), r(y + 0.000001)],
    [r(x + 0.002001), r(y + 0.002001)],
    [r(x + 0.000001), r(y + 0.002001)],
    [r(x + 0.000001), r(y + 0.000001)],
  ];
  return JSON.stringify({
    type: 'Feature',
    properties: {
      ...(i % 10 === 9 ? {} : { ProducerName: `Producer ${i % producers}` }),
      ProducerCountry: country,
      ProductionPlace: `Plot ${i}`,
    },
    geometry: { type: 'Polygon', coordinates: [ring] },
  });
}

const cocoa: StatementInput = {
  activityType: 'IMPORT',
  hsHeading: '1801',
  descriptionOfGoods: 'Cocoa beans, whole, raw',
  netWeightKg: 250_000,
};

/** The DDS request of a draft (the package writes SDs only when asked to). */
function dds(s: PackagedStatement): SubmitDdsRequest {
  if (s.draft.kind !== 'dds') throw new Error('not a DDS');
  return s.draft.request;
}
const commodity = (s: PackagedStatement) => dds(s).statement.commodities[0]!;

const decode = (b64: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));

describe('buildStatementPackage', () => {
  it(
    '25,000 plots: statements within every limit, every plot once, each file accepted by the rules',
    { timeout: 600_000 },
    async () => {
      const features = Array.from({ length: 25_000 }, (_, i) => feature(i));
      const pkg = await buildStatementPackage(features, cocoa, 'Cocoa_Soubre_2026-11-26');
      // 2,700 named producers + 2,500 plots without one = 5,200 producers: at most 1,000 per commodity.
      expect(pkg).toHaveLength(6);
      const seen = new Set<string>();
      const masses: number[] = [];
      for (const [i, s] of pkg.entries()) {
        expect(statementDraftSchema.parse(s.draft)).toEqual(s.draft);
        const producers = commodity(s).producers!;
        expect(producers.length).toBeLessThanOrEqual(STATEMENT_LIMITS.maxProducersPerCommodity);
        expect(producers.length).toBeLessThanOrEqual(STATEMENT_LIMITS.maxProducersPerStatement);
        const text = s.geolocation.join('');
        expect(utf8Bytes(text)).toBe(s.geolocationBytes);
        expect(s.geolocationBytes).toBeLessThanOrEqual(STATEMENT_LIMITS.maxGeolocationBytes);
        expect(s.geolocationFileName).toBe(`Cocoa_Soubre_2026-11-26-statement-${i + 1}-of-6.geojson`);
        const fc = JSON.parse(text) as GeoJSON.FeatureCollection;
        expect(fc.features).toHaveLength(s.draft.package.plots);
        for (const f of fc.features) seen.add(String(f.properties!['ProductionPlace']));
        // The producers' geolocation is exactly the file's plots.
        const fromProducers = producers.flatMap(
          (p) => (decode(p.geometryGeojson) as GeoJSON.FeatureCollection).features,
        );
        expect(fromProducers).toHaveLength(fc.features.length);
        // Re-checked here as well: every plot accepted with TRACES' validation, no error.
        const check = await checkFileStream(
          s.geolocationFileName,
          asByteChunks(s.geolocation),
          { ...DEFAULT_CHECK_OPTIONS, validateForTraces: true },
          createUploadCheckState(),
          { maxProblems: 5 },
        );
        expect(check.acceptedCount).toBe(fc.features.length);
        expect(check.problems.filter((p) => p.severity === 'error')).toEqual([]);
        // A split package shares the mass by plots and says so: only the person knows which goods each covers.
        const mass = commodity(s).descriptors.goodsMeasure.netWeight!;
        masses.push(mass);
        expect(s.draft.package.toComplete).toEqual([
          `netWeight: ${mass} kg is this statement's share by plots of 250000 kg; set the mass of the goods it covers`,
        ]);
        expect(producers.map((p) => p.position)).toEqual(producers.map((_, k) => k + 1));
      }
      expect(seen.size).toBe(25_000);
      expect(masses.reduce((a, b) => a + b, 0)).toBeCloseTo(250_000, 6);
    },
  );

  it('splits by geolocation bytes too, and one statement carries the net mass', async () => {
    const features = Array.from({ length: 200 }, (_, i) => feature(i, 50));
    const one = await buildStatementPackage(features, cocoa, 'x');
    expect(one).toHaveLength(1);
    expect(commodity(one[0]!).descriptors.goodsMeasure).toEqual({ netWeight: 250_000 });
    expect(one[0]!.geolocationFileName).toBe('x-statement.geojson');
    const limits = { ...STATEMENT_LIMITS, maxGeolocationBytes: 20_000 };
    const pkg = await buildStatementPackage(features, cocoa, 'x', limits);
    expect(pkg.length).toBeGreaterThan(2);
    for (const s of pkg) expect(utf8Bytes(s.geolocation.join(''))).toBeLessThanOrEqual(20_000);
    expect(pkg.reduce((n, s) => n + s.draft.package.plots, 0)).toBe(200);
  });

  it('validates what the person says: wood needs species, HS headings have 2 to 6 digits', async () => {
    const f = [feature(0)];
    await expect(buildStatementPackage(f, { ...cocoa, hsHeading: '4401' }, 'x')).rejects.toThrow(/species/);
    const wood = await buildStatementPackage(
      f,
      { ...cocoa, hsHeading: '4401', species: [{ scientificName: 'Fagus sylvatica', commonName: 'Beech' }] },
      'x',
    );
    expect(commodity(wood[0]!).speciesInfo).toEqual([
      { scientificName: 'Fagus sylvatica', commonName: 'Beech' },
    ]);
    await expect(buildStatementPackage(f, { ...cocoa, hsHeading: '1' }, 'x')).rejects.toThrow(/HS heading/);
  });

  // Wood in the EUDR's Annex I is not only chapter 44: pulp (47), paper (48), printed matter (49) and
  // wooden furniture and buildings (94) are made from wood too, and their statements name the species.
  const beech = [{ scientificName: 'Fagus sylvatica', commonName: 'Beech' }];
  const species = (hsHeading: string, withSpecies: typeof beech = []) =>
    // DOMESTIC: pulp imported would need its supplementary unit too, which is another rule.
    statementInputSchema.safeParse({ ...cocoa, activityType: 'DOMESTIC', hsHeading, species: withSpecies });

  it.each([
    ['4701', 'mechanical wood pulp'],
    ['470321', 'chemical wood pulp'],
    ['4801', 'newsprint'],
    ['480255', 'uncoated paper'],
    ['4901', 'printed books'],
    ['9401', 'seats'],
    ['940360', 'wooden furniture'],
    ['940610', 'prefabricated buildings of wood'],
  ])('HS %s (%s) needs a species, and passes with one', (hs) => {
    expect(isWoodHeading(hs)).toBe(true);
    const without = species(hs);
    expect(without.success).toBe(false);
    expect(without.error?.issues).toEqual([
      expect.objectContaining({ path: ['species'], message: expect.stringMatching(/44, 47, 48, 49, 94/) }),
    ]);
    expect(species(hs, beech).success).toBe(true);
  });

  it.each([
    ['4304', 'furskin, chapter 43 just before wood'],
    ['4501', 'cork, chapter 45 just after'],
    ['4602', 'basketwork, chapter 46 just before pulp'],
    ['5001', 'silk, chapter 50 just after printed matter'],
    ['9306', 'ammunition, chapter 93 just before furniture'],
    ['9503', 'toys, chapter 95 just after'],
    ['1801', 'cocoa beans'],
  ])('HS %s (%s) needs no species', (hs) => {
    expect(isWoodHeading(hs)).toBe(false);
    expect(species(hs).success).toBe(true);
  });

  it('a pulp, paper or furniture statement without species is refused when the package is built', async () => {
    for (const hsHeading of ['4701', '4802', '9403']) {
      await expect(buildStatementPackage([feature(0)], { ...cocoa, hsHeading }, 'x')).rejects.toThrow(
        /species/,
      );
    }
  });

  it('refuses plots without a country: a producer needs one', async () => {
    const noCountry = JSON.stringify({ ...JSON.parse(feature(0)), properties: { ProductionPlace: 'A' } });
    await expect(buildStatementPackage([noCountry], cocoa, 'x')).rejects.toThrow(/no ProducerCountry/);
  });

  describe('producers: the package counts them as the TRACES export does (producerKey, one definition)', () => {
    /** Plot i of the given producer: a distinct ~4.9 ha square. */
    const plot = (i: number, producerName: unknown, country = 'GH'): TracesSource => {
      const parsed = JSON.parse(feature(i)) as GeoJSON.Feature;
      return { name: `Plot ${i}`, geometry: parsed.geometry, producerName, country, area: undefined };
    };
    /** The producers a package names, across its statements (name and country; an unnamed one as such). */
    const producersIn = (pkg: PackagedStatement[]) =>
      pkg.flatMap((s) => commodity(s).producers!.map((p) => `${p.country}:${p.name ?? '(no name)'}`));

    it('names differing in case or country, repeated and unnamed plots: the same producers as the export', async () => {
      const out = await prepareTracesExport([
        plot(0, 'Ama'),
        plot(1, 'AMA'),
        plot(2, ' Ama '),
        plot(3, 'Ama', 'CI'),
        plot(4, undefined),
        plot(5, ''),
        plot(6, 'Kofi'),
        plot(7, 'Ama'),
      ]);
      expect(out.indices).toHaveLength(8);
      const pkg = await buildStatementPackage(out.features, cocoa, 'x');
      const producers = producersIn(pkg);
      expect(producers).toHaveLength(out.producerCount);
      // The export trims " Ama " to Ama and writes no name for an empty one; "AMA" is someone else.
      expect(producers).toEqual(['GH:Ama', 'GH:AMA', 'CI:Ama', 'GH:(no name)', 'GH:(no name)', 'GH:Kofi']);
      // Ama of GH's three plots are one producer's geolocation.
      const ama = commodity(pkg[0]!).producers![0]!;
      expect(
        (decode(ama.geometryGeojson) as GeoJSON.FeatureCollection).features.map(
          (f) => f.properties!['ProductionPlace'],
        ),
      ).toEqual(['Plot 0', 'Plot 2', 'Plot 7']);
    });

    it('features from elsewhere (an empty or non-text name) are grouped by producerKey too', async () => {
      const raw = (i: number, name: unknown) => {
        const f = JSON.parse(feature(i)) as GeoJSON.Feature;
        const { ProducerName: _, ...rest } = f.properties!;
        return JSON.stringify({
          ...f,
          properties: { ...rest, ...(name === undefined ? {} : { ProducerName: name }) },
        });
      };
      // Two plots with ProducerName "" are two producers for producerKey (never fewer than there may be).
      const features = [raw(0, ''), raw(1, ''), raw(2, 42), raw(3, 'Ama'), raw(4, 'Ama'), raw(5, undefined)];
      const pkg = await buildStatementPackage(features, cocoa, 'x');
      expect(producersIn(pkg)).toHaveLength(
        new Set(features.map((f, i) => producerKey(JSON.parse(f).properties, i))).size,
      );
      expect(producersIn(pkg)).toEqual([
        'CI:(no name)',
        'CI:(no name)',
        'CI:(no name)',
        'CI:Ama',
        'CI:(no name)',
      ]);
    });

    it('a producer whose plots alone pass the byte limit is cut over statements, each file within it', async () => {
      const features = Array.from({ length: 40 }, (_, i) => feature(i * 10, 1)); // all "Producer 0"
      const limits = { ...STATEMENT_LIMITS, maxGeolocationBytes: 5_000 };
      const pkg = await buildStatementPackage(features, cocoa, 'x', limits);
      expect(pkg.length).toBeGreaterThan(2);
      for (const s of pkg) {
        expect(s.geolocationBytes).toBeLessThanOrEqual(5_000);
        expect(producersIn([s])).toEqual(['CI:Producer 0']);
      }
      expect(pkg.reduce((n, s) => n + s.draft.package.plots, 0)).toBe(40);
    });
  });

  describe('a point over 4 ha: the geolocation file is re-checked for the commodity (§10.3)', () => {
    const point = (area: number) =>
      JSON.stringify({
        type: 'Feature',
        properties: { ProducerName: 'Ama', ProducerCountry: 'CI', ProductionPlace: 'Pasture', Area: area },
        geometry: { type: 'Point', coordinates: [-7, 5.5] },
      });
    const cattle: StatementInput = {
      ...cocoa,
      hsHeading: '0102',
      descriptionOfGoods: 'Live bovine animals',
      supplementaryUnit: 20,
      supplementaryUnitQualifier: 'NAR',
    };

    it('refused for cocoa (HS 1801) by the file check, before the rule module', async () => {
      const refused = await buildStatementPackage([point(4.5)], cocoa, 'x').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ExportCheckFailed);
      expect((refused as Error).message).toMatch(/Area 4\.5 ha; a point may stand for at most 4 ha/);
      // 4 ha is the limit itself: taken.
      await expect(buildStatementPackage([point(4)], cocoa, 'x')).resolves.toHaveLength(1);
    });

    it('accepted for cattle (HS 0102), its Area written as given', async () => {
      const [s] = await buildStatementPackage([point(4.5)], cattle, 'x');
      const fc = decode(commodity(s!).producers![0]!.geometryGeojson) as GeoJSON.FeatureCollection;
      expect(fc.features[0]!.properties!['Area']).toBe(4.5);
      expect(JSON.parse(s!.geolocation.join('')).features[0].properties.Area).toBe(4.5);
    });
  });

  const f1 = [feature(0)];
  const parse = (patch: Partial<StatementInput>) => statementInputSchema.safeParse({ ...cocoa, ...patch });
  const issuePaths = (patch: Partial<StatementInput>) => {
    const r = parse(patch);
    return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  };

  it('a single draft is a V3 SubmitDdsRequest that passes every rule, geometry included (§10.3, §9)', async () => {
    const [s] = await buildStatementPackage(
      f1,
      { ...cocoa, internalReferenceNumber: 'PO-1', cnCode: '18010000' },
      'x',
    );
    expect(s!.draft).toMatchObject({
      schemaVersion: 2,
      kind: 'dds',
      request: {
        operatorRole: 'OPERATOR',
        statement: {
          internalReferenceNumber: 'PO-1',
          activityType: 'IMPORT',
          geoLocationConfidential: false,
        },
      },
      package: { part: 1, parts: 1, cnCode: '18010000', toComplete: [] },
    });
    expect(commodity(s!)).toMatchObject({ position: 1, hsHeading: '1801' });
    expect(commodity(s!).producers![0]).toMatchObject({ position: 1, country: 'CI', name: 'Producer 0' });
    expect(await checkDdsRequestFully(s!.draft.request)).toEqual([]);
  });

  // Boundaries of what the person types (the XSD's, §4.1.4), each side.
  it.each<[string, Partial<StatementInput>, string[]]>([
    ['internal reference of 35 characters', { internalReferenceNumber: 'r'.repeat(35) }, []],
    [
      'internal reference of 36 characters',
      { internalReferenceNumber: 'r'.repeat(36) },
      ['internalReferenceNumber'],
    ],
    ['HS heading of 2 digits', { hsHeading: '18' }, []],
    ['HS heading of 6 digits', { hsHeading: '180100' }, []],
    ['HS heading of 1 digit', { hsHeading: '1' }, ['hsHeading']],
    ['HS heading of 7 digits', { hsHeading: '1801000' }, ['hsHeading']],
    ['CN code of 8 digits under its heading', { cnCode: '18010000' }, []],
    ['CN code under another heading', { cnCode: '18020000' }, ['cnCode']],
    ['CN code of 7 digits', { cnCode: '1801000' }, ['cnCode']],
    ['description of 150 characters', { descriptionOfGoods: 'd'.repeat(150) }, []],
    ['description of 151 characters', { descriptionOfGoods: 'd'.repeat(151) }, ['descriptionOfGoods']],
    ['net mass with 6 decimals', { netWeightKg: 1.123456 }, []],
    ['net mass with 7 decimals', { netWeightKg: 1.1234567 }, ['netWeightKg']],
    ['net mass 0', { netWeightKg: 0 }, ['netWeightKg']],
    ['an IMPORT without net mass', { netWeightKg: undefined }, ['netWeightKg']],
    ['comment of 2,000 characters', { comment: 'c'.repeat(2_000) }, []],
    ['comment of 2,001 characters', { comment: 'c'.repeat(2_001) }, ['comment']],
    [
      'common name of 200 characters',
      { species: [{ scientificName: 'Fagus sylvatica', commonName: 'b'.repeat(200) }] },
      [],
    ],
    [
      'common name of 201 characters',
      { species: [{ scientificName: 'Fagus sylvatica', commonName: 'b'.repeat(201) }] },
      ['species.0.commonName'],
    ],
    [
      'a percentage for an IMPORT (CF2 v1.4: only when not import or export)',
      { percentageEstimationOrDeviation: 5 },
      ['percentageEstimationOrDeviation'],
    ],
    ['a supplementary unit without its qualifier', { supplementaryUnit: 3 }, ['supplementaryUnit']],
    ['an SD role on a DDS', { operatorRole: 'MICRO_OPERATOR' }, ['operatorRole']],
    [
      'a representative without the operator it acts for',
      { operatorRole: 'REPRESENTATIVE_OPERATOR' },
      ['representedOperator'],
    ],
  ])('%s', (_, patch, paths) => {
    expect(issuePaths(patch)).toEqual(paths);
  });

  it('an IMPORT of HS 4403 (wood in the rough) needs its supplementary unit in MTQ (CN)', async () => {
    const logs = {
      ...cocoa,
      hsHeading: '4403',
      species: [{ scientificName: 'Fagus sylvatica', commonName: 'Beech' }],
    };
    expect(issuePaths(logs)).toEqual(['supplementaryUnit']);
    expect(issuePaths({ ...logs, supplementaryUnit: 12, supplementaryUnitQualifier: 'MTK' })).toEqual([
      'supplementaryUnitQualifier',
    ]);
    expect(issuePaths({ ...logs, activityType: 'DOMESTIC' })).toEqual([]);
    const [s] = await buildStatementPackage(
      f1,
      { ...logs, supplementaryUnit: 12.5, supplementaryUnitQualifier: 'MTQ' },
      'x',
    );
    expect(commodity(s!).descriptors.goodsMeasure).toEqual({
      netWeight: 250_000,
      supplementaryUnit: 12.5,
      supplementaryUnitQualifier: 'MTQ',
    });
  });

  it("an IMPORT of HS 4410 (particle board) needs its unit in MTQ, as the reference's sample files it (§5.1.1)", () => {
    const board = {
      ...cocoa,
      hsHeading: '4410',
      species: [{ scientificName: 'Picea abies', commonName: 'Spruce' }],
    };
    expect(issuePaths(board)).toEqual(['supplementaryUnit']);
    expect(issuePaths({ ...board, cnCode: '44101100' })).toEqual(['supplementaryUnit']);
    expect(issuePaths({ ...board, supplementaryUnit: 20, supplementaryUnitQualifier: 'NAR' })).toEqual([
      'supplementaryUnitQualifier',
    ]);
    expect(issuePaths({ ...board, supplementaryUnit: 20, supplementaryUnitQualifier: 'MTQ' })).toEqual([]);
  });

  it('a heading whose unit no source confirmed (sawn wood 4407, live cattle 0102) does not need one, and may carry one', () => {
    const sawn = {
      ...cocoa,
      hsHeading: '4407',
      species: [{ scientificName: 'Pinus sylvestris', commonName: 'Scots pine' }],
    };
    expect(issuePaths(sawn)).toEqual([]);
    expect(issuePaths({ ...cocoa, hsHeading: '0102' })).toEqual([]);
    expect(issuePaths({ ...sawn, supplementaryUnit: 3.5, supplementaryUnitQualifier: 'MTQ' })).toEqual([]);
    // The pair still goes together (§10.3 "Supplementary unit type").
    expect(issuePaths({ ...sawn, supplementaryUnit: 3.5 })).toEqual(['supplementaryUnit']);
  });

  it('a DOMESTIC draft carries its net mass and percentage of estimation or deviation', async () => {
    const [s] = await buildStatementPackage(
      f1,
      { ...cocoa, activityType: 'DOMESTIC', netWeightKg: 800, percentageEstimationOrDeviation: 7.5 },
      'x',
    );
    expect(commodity(s!).descriptors.goodsMeasure).toEqual({
      percentageEstimationOrDeviation: 7.5,
      netWeight: 800,
    });
  });

  it('an authorised representative: the represented operator in V3 shape, with its EORI for an IMPORT', async () => {
    const representedOperator = {
      name: 'Cacao Import BV',
      identifiers: [{ type: 'eori' as const, value: 'NL123456789' }],
      address: { country: 'NL', street: 'Kade 1', postalCode: '1011 AB', city: 'Amsterdam' },
      email: 'eudr@cacao.example',
    };
    const input = {
      ...cocoa,
      operatorRole: 'REPRESENTATIVE_OPERATOR' as const,
      representedOperator,
      countryOfActivity: 'NL' as const,
      borderCrossCountry: 'NL' as const,
    };
    const [s] = await buildStatementPackage(f1, input, 'x');
    expect(dds(s!)).toMatchObject({
      operatorRole: 'REPRESENTATIVE_OPERATOR',
      statement: {
        representedOperator: {
          operatorReferenceNumber: [{ identifierType: 'eori', identifierValue: 'NL123456789' }],
          operatorAddress: representedOperator.address,
          operatorEmail: 'eudr@cacao.example',
          operatorName: 'Cacao Import BV',
        },
        countryOfActivity: 'NL',
        borderCrossCountry: 'NL',
      },
    });
    // Without an EORI the rule module refuses the draft (§10.3 "Activity type and identifier").
    const vat = { ...representedOperator, identifiers: [{ type: 'vat' as const, value: 'NL0001' }] };
    const refused = await buildStatementPackage(f1, { ...input, representedOperator: vat }, 'x').catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(StatementRulesFailed);
    expect((refused as StatementRulesFailed).violations.map((v) => v.code)).toEqual([
      'EUDR_OPERATOR_EORI_FOR_ACTIVITY_MISSING',
    ]);
  });

  it('a 501-character producer name is refused (DdsProducerType name ≤ 500), 500 pass', async () => {
    const named = (n: number) =>
      JSON.stringify({
        ...JSON.parse(feature(0)),
        properties: { ProducerName: 'n'.repeat(n), ProducerCountry: 'CI', ProductionPlace: 'A' },
      });
    await expect(buildStatementPackage([named(501)], cocoa, 'x')).rejects.toThrow(/501 characters/);
    expect(await buildStatementPackage([named(500)], cocoa, 'x')).toHaveLength(1);
  });

  it('a split package names its statements <ref>-<n>, which must fit 35 characters', async () => {
    const features = Array.from({ length: 30 }, (_, i) => feature(i, 30));
    const limits = { ...STATEMENT_LIMITS, maxGeolocationBytes: 800 };
    const parts = (await buildStatementPackage(features, cocoa, 'x', limits)).length;
    expect(parts).toBeGreaterThanOrEqual(10);
    const fits = 'r'.repeat(35 - `-${parts}`.length);
    const pkg = await buildStatementPackage(
      features,
      { ...cocoa, internalReferenceNumber: fits },
      'x',
      limits,
    );
    expect(pkg.map((s) => dds(s).statement.internalReferenceNumber)).toEqual(
      pkg.map((_, i) => `${fits}-${i + 1}`),
    );
    await expect(
      buildStatementPackage(features, { ...cocoa, internalReferenceNumber: `${fits}r` }, 'x', limits),
    ).rejects.toThrow(new RegExp(`shorten the internal reference to ${fits.length} characters`));
    // The shares of the mass add up to the whole, to the gram.
    const total = pkg.reduce((n, s) => n + commodity(s).descriptors.goodsMeasure.netWeight!, 0);
    expect(Math.round(total * 1e6)).toBe(250_000 * 1e6);
  });

  describe('simplified declaration (§4.2)', () => {
    const belgian = Array.from({ length: 3 }, (_, i) => feature(i, 2, 'BE', [4.5, 50.5]));
    const sd: StatementInput = {
      kind: 'sd',
      operatorRole: 'MICRO_OPERATOR',
      activityType: 'DOMESTIC',
      countryOfActivity: 'BE',
      internalReferenceNumber: 'SD-BE-1',
      hsHeading: '4403',
      descriptionOfGoods: 'Beech logs',
      netWeightKg: 30_000,
      sdProducers: [
        { name: 'Bois Dupont', country: 'BE', location: { cadastralIdentifier: ['21004A0123/00'] } },
        { country: 'BE', location: { postalAddress: [{ postalCode: '6600', city: 'Bastogne' }] } },
      ],
    };
    it('GeoJSON producers from the plots, postal address and cadastral producers where given; every rule passes', async () => {
      const [s] = await buildStatementPackage(belgian, sd, 'x');
      expect(s!.draft.kind).toBe('sd');
      if (s!.draft.kind !== 'sd') return;
      const producers = s!.draft.request.statement.commodities[0]!.producers!;
      expect(
        producers.map((p) => [p.producerPosition, p.producerName ?? null, Object.keys(p.producerLocation)]),
      ).toEqual([
        [1, 'Producer 0', ['geometryGeojson']],
        [2, 'Producer 1', ['geometryGeojson']],
        [3, 'Bois Dupont', ['cadastralIdentifier']],
        [4, null, ['postalAddress']],
      ]);
      expect(producers[3]!.producerLocation).toEqual({
        postalAddress: [{ producerPostalCode: '6600', producerCity: 'Bastogne' }],
      });
      expect(await checkSdRequestFully(s!.draft.request)).toEqual([]);
    });
    it('needs an internal reference and an SD role', () => {
      const r = statementInputSchema.safeParse({
        ...sd,
        internalReferenceNumber: undefined,
        operatorRole: 'OPERATOR',
      });
      expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([
        'operatorRole',
        'internalReferenceNumber',
      ]);
    });
    it('plots in a country that is not low risk are refused (EU benchmark: CI is standard risk)', async () => {
      const refused = await buildStatementPackage([feature(0)], sd, 'x').catch((e: unknown) => e);
      expect((refused as StatementRulesFailed).violations.map((v) => v.code)).toEqual(['sd-not-low-risk']);
    });
  });
});
