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
  type StatementInput,
} from './statement.ts';

/** Plot i: a ~4.9 ha square on a grid in Côte d'Ivoire; producers shared by several plots, every 10th without one. */
function feature(i: number, producers = 3_000): string {
  const x = -7 + (i % 500) * 0.004;
  const y = 5.5 + Math.floor(i / 500) * 0.004;
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
      ProducerCountry: 'CI',
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
      for (const [i, s] of pkg.entries()) {
        expect(statementDraftSchema.parse(s.draft)).toEqual(s.draft);
        const producers = s.draft.statement.commodities[0]!.producers;
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
        // A split package leaves the mass to the person: only they know which goods each statement covers.
        expect(s.draft.statement.commodities[0]!.descriptors.goodsMeasure).toEqual({});
        expect(s.draft.package.toComplete).toEqual([
          'netWeight: the share of 250000 kg this statement covers',
        ]);
      }
      expect(seen.size).toBe(25_000);
    },
  );

  it('splits by geolocation bytes too, and one statement carries the net mass', async () => {
    const features = Array.from({ length: 200 }, (_, i) => feature(i, 50));
    const one = await buildStatementPackage(features, cocoa, 'x');
    expect(one).toHaveLength(1);
    expect(one[0]!.draft.statement.commodities[0]!.descriptors.goodsMeasure).toEqual({ netWeight: 250_000 });
    expect(one[0]!.geolocationFileName).toBe('x-statement.geojson');
    const limits = { ...STATEMENT_LIMITS, maxGeolocationBytes: 20_000 };
    const pkg = await buildStatementPackage(features, cocoa, 'x', limits);
    expect(pkg.length).toBeGreaterThan(2);
    for (const s of pkg) expect(utf8Bytes(s.geolocation.join(''))).toBeLessThanOrEqual(20_000);
    expect(pkg.reduce((n, s) => n + s.draft.package.plots, 0)).toBe(200);
  });

  it('validates what the person says: wood needs species, HS codes have 4 to 8 digits', async () => {
    const f = [feature(0)];
    await expect(buildStatementPackage(f, { ...cocoa, hsHeading: '4401' }, 'x')).rejects.toThrow(/species/);
    const wood = await buildStatementPackage(
      f,
      { ...cocoa, hsHeading: '4401', species: [{ scientificName: 'Fagus sylvatica', commonName: 'Beech' }] },
      'x',
    );
    expect(wood[0]!.draft.statement.commodities[0]!.speciesInfo).toEqual([
      { scientificName: 'Fagus sylvatica', commonName: 'Beech' },
    ]);
    await expect(buildStatementPackage(f, { ...cocoa, hsHeading: '18' }, 'x')).rejects.toThrow(/HS code/);
  });

  // Wood in the EUDR's Annex I is not only chapter 44: pulp (47), paper (48), printed matter (49) and
  // wooden furniture and buildings (94) are made from wood too, and their statements name the species.
  const beech = [{ scientificName: 'Fagus sylvatica', commonName: 'Beech' }];
  const species = (hsHeading: string, withSpecies: typeof beech = []) =>
    statementInputSchema.safeParse({ ...cocoa, hsHeading, species: withSpecies });

  it.each([
    ['4701', 'mechanical wood pulp'],
    ['470321', 'chemical wood pulp'],
    ['4801', 'newsprint'],
    ['48025510', 'uncoated paper'],
    ['4901', 'printed books'],
    ['9401', 'seats'],
    ['940360', 'wooden furniture'],
    ['94061000', 'prefabricated buildings of wood'],
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
});
