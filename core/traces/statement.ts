/**
 * A statement package (docs/statement-package.md): checked TRACES features (traces-export.ts) grouped by
 * producer and split into due diligence statements within the EU Information System's limits (geolocation
 * at most 25 MB per statement, at most 10,000 producers per statement and 1,000 per commodity; one
 * commodity per statement here, so 1,000 producers), each with its geolocation file (re-checked with the
 * rule module) and a statement draft shaped like the EUDR DDS API's statement (activityType, commodities
 * with descriptors, hsHeading, speciesInfo and producers with country, name and base64 geometryGeojson),
 * validated with zod. Filing is not done here. Pure.
 */
import { z } from 'zod';
import { fileBytes, geoJsonChunks, splitRanges, utf8Bytes } from './geojson-file.ts';
import { verifyTracesFile } from './traces-export.ts';

export const STATEMENT_LIMITS = {
  maxGeolocationBytes: 25_000_000,
  maxProducersPerStatement: 10_000,
  maxProducersPerCommodity: 1_000,
} as const;
export type StatementLimits = { [K in keyof typeof STATEMENT_LIMITS]: number };

/** HS chapters of wood and wood products: their statements must name the species. */
const WOOD_CHAPTERS = ['44', '47', '48', '49', '94'];
export const isWoodHeading = (hs: string): boolean => WOOD_CHAPTERS.includes(hs.slice(0, 2));

const speciesSchema = z.object({
  scientificName: z.string().trim().min(1).max(500),
  commonName: z.string().trim().min(1).max(500),
});

/** What the person says about the goods; the plots come from the export. */
export const statementInputSchema = z
  .object({
    activityType: z.enum(['IMPORT', 'EXPORT', 'DOMESTIC']),
    internalReferenceNumber: z.string().trim().max(50).optional(),
    hsHeading: z.string().regex(/^\d{4}(\d{2}){0,2}$/, 'an HS code of 4, 6 or 8 digits'),
    descriptionOfGoods: z.string().trim().min(1).max(2_000),
    /** Net mass in kg of the goods the whole package covers. */
    netWeightKg: z.number().positive().finite().optional(),
    species: z.array(speciesSchema).max(500).default([]),
  })
  .refine((v) => !isWoodHeading(v.hsHeading) || v.species.length > 0, {
    message: 'Wood and wood products (HS chapters 44, 47, 48, 49, 94) need at least one species.',
    path: ['species'],
  });
export type StatementInput = z.input<typeof statementInputSchema>;

const producerSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1).optional(),
  /** The producer's plots as a GeoJSON FeatureCollection, UTF-8, base64 (as the DDS API carries it). */
  geometryGeojson: z.string().min(1),
});

export const statementDraftSchema = z.object({
  schemaVersion: z.literal(1),
  statement: z.object({
    internalReferenceNumber: z.string().optional(),
    activityType: z.enum(['IMPORT', 'EXPORT', 'DOMESTIC']),
    geoLocationConfidential: z.boolean(),
    commodities: z
      .array(
        z.object({
          descriptors: z.object({
            descriptionOfGoods: z.string().min(1),
            goodsMeasure: z.object({ netWeight: z.number().positive().optional() }),
          }),
          hsHeading: z.string(),
          speciesInfo: z.array(speciesSchema).optional(),
          producers: z.array(producerSchema).min(1).max(STATEMENT_LIMITS.maxProducersPerCommodity),
        }),
      )
      .length(1),
  }),
  package: z.object({
    part: z.number().int().positive(),
    parts: z.number().int().positive(),
    geolocationFile: z.string(),
    plots: z.number().int().positive(),
    geolocationBytes: z.number().int().max(STATEMENT_LIMITS.maxGeolocationBytes),
    /** What the person must still fill in before filing (e.g. the net mass of a split package). */
    toComplete: z.array(z.string()),
  }),
});
export type StatementDraft = z.infer<typeof statementDraftSchema>;

export interface PackagedStatement {
  geolocationFileName: string;
  /** The geolocation file's text as chunks, and its bytes. */
  geolocation: string[];
  geolocationBytes: number;
  draftFileName: string;
  draft: StatementDraft;
}

interface ProducerEntry {
  country: string;
  name: string | undefined;
  /** Indices into the features. */
  plots: number[];
  bytes: number;
}

/** Bytes between two features of a file (geojson-file.ts writes ",\n"). */
const SEP_BYTES = fileBytes([0, 0]) - fileBytes([0]);

const encoder = new TextEncoder();
function base64(text: string): string {
  const bytes = encoder.encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/**
 * Producers of the plots: one per ProducerName and country; a plot without a producer name counts as a
 * producer of its own (never fewer producers than there may be). A producer whose plots alone exceed the
 * byte limit is cut into entries that each fit.
 */
function producersOf(
  features: readonly string[],
  sizes: readonly number[],
  maxBytes: number,
): ProducerEntry[] {
  const byKey = new Map<string, ProducerEntry>();
  const entries: ProducerEntry[] = [];
  features.forEach((text, i) => {
    const p = (JSON.parse(text) as GeoJSON.Feature).properties ?? {};
    const name = typeof p['ProducerName'] === 'string' ? (p['ProducerName'] as string) : undefined;
    const country = typeof p['ProducerCountry'] === 'string' ? (p['ProducerCountry'] as string) : '';
    if (name === undefined) {
      entries.push({ country, name, plots: [i], bytes: sizes[i]! });
      return;
    }
    const key = `${country}\u0000${name}`;
    let e = byKey.get(key);
    if (!e) {
      e = { country, name, plots: [], bytes: 0 };
      byKey.set(key, e);
      entries.push(e);
    }
    e.plots.push(i);
  });
  const out: ProducerEntry[] = [];
  for (const e of entries) {
    const plotSizes = e.plots.map((i) => sizes[i]!);
    for (const [a, b] of splitRanges(plotSizes, { maxBytes, maxPlots: Infinity })) {
      const plots = e.plots.slice(a, b);
      out.push({ ...e, plots, bytes: plots.reduce((n, i) => n + sizes[i]!, 0) });
    }
  }
  return out;
}

/**
 * The package: statements in producer order, each within every limit, each geolocation file checked with
 * the rule module (throws ExportCheckFailed if one would not pass). Plots without a country cannot be
 * filed (a producer needs one): the export's `withoutCountry` should be 0; such plots are refused here.
 */
export async function buildStatementPackage(
  features: readonly string[],
  input: StatementInput,
  base: string,
  limits: StatementLimits = STATEMENT_LIMITS,
): Promise<PackagedStatement[]> {
  const goods = statementInputSchema.parse(input);
  const sizes = features.map(utf8Bytes);
  const producers = producersOf(features, sizes, limits.maxGeolocationBytes);
  const missingCountry = producers.find((p) => !/^[A-Z]{2}$/.test(p.country));
  if (missingCountry)
    throw new Error(
      `${missingCountry.plots.length} plot(s)${missingCountry.name ? ` of ${missingCountry.name}` : ''} have no ProducerCountry; a statement needs the country of every producer.`,
    );
  const maxProducers = Math.min(limits.maxProducersPerStatement, limits.maxProducersPerCommodity);
  const groups: ProducerEntry[][] = [];
  let current: ProducerEntry[] = [];
  let bytes = fileBytes([]);
  let plots = 0;
  for (const p of producers) {
    // Every plot of a statement goes in one file: the separators between plots count too.
    const added = (plotsBefore: number) =>
      p.bytes + SEP_BYTES * (p.plots.length - (plotsBefore === 0 ? 1 : 0));
    if (
      current.length > 0 &&
      (current.length >= maxProducers || bytes + added(plots) > limits.maxGeolocationBytes)
    ) {
      groups.push(current);
      current = [];
      bytes = fileBytes([]);
      plots = 0;
    }
    current.push(p);
    bytes += added(plots);
    plots += p.plots.length;
  }
  if (current.length) groups.push(current);

  const parts = groups.length;
  const out: PackagedStatement[] = [];
  for (const [g, group] of groups.entries()) {
    const name = parts > 1 ? `${base}-statement-${g + 1}-of-${parts}` : `${base}-statement`;
    const indices = group.flatMap((p) => p.plots);
    const texts = indices.map((i) => features[i]!);
    await verifyTracesFile(texts);
    const geolocationBytes = fileBytes(indices.map((i) => sizes[i]!));
    const toComplete: string[] = [];
    if (goods.netWeightKg === undefined) toComplete.push('netWeight: the net mass in kg');
    else if (parts > 1)
      toComplete.push(`netWeight: the share of ${goods.netWeightKg} kg this statement covers`);
    const draft: StatementDraft = {
      schemaVersion: 1,
      statement: {
        ...(goods.internalReferenceNumber ? { internalReferenceNumber: goods.internalReferenceNumber } : {}),
        activityType: goods.activityType,
        geoLocationConfidential: false,
        commodities: [
          {
            descriptors: {
              descriptionOfGoods: goods.descriptionOfGoods,
              // A split package's mass is not divided here: only the person knows which goods each covers.
              goodsMeasure:
                parts === 1 && goods.netWeightKg !== undefined ? { netWeight: goods.netWeightKg } : {},
            },
            hsHeading: goods.hsHeading,
            ...(goods.species.length ? { speciesInfo: goods.species } : {}),
            producers: group.map((p) => ({
              country: p.country,
              ...(p.name ? { name: p.name } : {}),
              geometryGeojson: base64(geoJsonChunks(p.plots.map((i) => features[i]!)).join('')),
            })),
          },
        ],
      },
      package: {
        part: g + 1,
        parts,
        geolocationFile: `${name}.geojson`,
        plots: indices.length,
        geolocationBytes,
        toComplete,
      },
    };
    out.push({
      geolocationFileName: `${name}.geojson`,
      geolocation: geoJsonChunks(texts),
      geolocationBytes,
      draftFileName: `${name}.json`,
      draft: statementDraftSchema.parse(draft),
    });
  }
  return out;
}
