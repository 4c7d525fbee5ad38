/**
 * A statement package (docs/statement-package.md): checked TRACES features (traces-export.ts) grouped by
 * producer and split into statements within the EU Information System's limits (Operator API Reference
 * §10.3: geolocation at most 25 MB per statement, at most 1,000 producers per commodity and 10,000 per
 * statement; one commodity per statement here, so 1,000 producers), each with its geolocation file and a
 * draft that is the V3 request itself: `request` is a SubmitDdsRequest (§4.1.3) or, for a micro or small
 * primary operator, a SubmitSdRequest (§4.2.3), keys = the XSD's element names (core/eudr/dds-v3.ts), so
 * the server files it as it is. `package` says where the draft sits in the package and what the person
 * should still check. Every draft passes the rule module (core/eudr/rules.ts) and its geolocation file the
 * plot rules' TRACES check before it is returned; otherwise nothing is returned. Filing is not done here. Pure.
 */
import type { SubmitDdsRequest, SubmitSdRequest } from '@core/eudr/dds-v3.ts';
import { isCattleHeading, isWoodHeading, supplementaryUnitOf } from '@core/eudr/annex-i.ts';
import { checkDdsRequestFully, checkSdRequestFully, type RuleViolation } from '@core/eudr/rules.ts';
import { fileBytes, geoJsonChunks, splitRanges, utf8Bytes } from './geojson-file.ts';
import { producerKey } from './geolocation-rules.ts';
import { verifyTracesFile } from './traces-export.ts';
import {
  type Goods,
  INPUT_LIMITS,
  STATEMENT_LIMITS,
  type StatementDraft,
  type StatementInput,
  type StatementLimits,
  statementDraftSchema,
  statementInputSchema,
} from './statement-schema.ts';

// The package's schemas and limits live in statement-schema.ts; still importable from here.
export {
  STATEMENT_LIMITS,
  type StatementLimits,
  INPUT_LIMITS,
  statementInputSchema,
  type StatementInput,
  type SharedQuantities,
  statementDraftSchema,
  type StatementDraft,
} from './statement-schema.ts';

export { isWoodHeading, supplementaryUnitOf };

export interface PackagedStatement {
  geolocationFileName: string;
  /** The geolocation file's text as chunks, and its bytes. */
  geolocation: string[];
  geolocationBytes: number;
  draftFileName: string;
  draft: StatementDraft;
}

/** A draft that breaks the rule module: nothing is offered; the violations say what to change. */
export class StatementRulesFailed extends Error {
  constructor(readonly violations: RuleViolation[]) {
    super(
      `The statement breaks the Information System's rules: ${violations.map((v) => `${v.path}: ${v.message} (${v.code}, ${v.rule})`).join(' ')}`,
    );
  }
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
 * Producers of the plots, as the TRACES export counts them (geolocation-rules.ts producerKey, the one
 * definition: one per ProducerName and ProducerCountry, a plot without a producer name a producer of its
 * own), in the order they first appear. A producer whose plots alone exceed the byte limit is cut into
 * entries that each fit.
 */
function producersOf(
  features: readonly string[],
  sizes: readonly number[],
  maxBytes: number,
): ProducerEntry[] {
  const byKey = new Map<string, ProducerEntry>();
  features.forEach((text, i) => {
    const p = (JSON.parse(text) as GeoJSON.Feature).properties ?? {};
    const key = producerKey(p, i);
    let e = byKey.get(key);
    if (!e) {
      const name = p['ProducerName'];
      const country = p['ProducerCountry'];
      e = {
        country: typeof country === 'string' ? country : '',
        // producerKey keys an empty or non-text name by the plot: it is written as no name.
        name: typeof name === 'string' && name !== '' ? name : undefined,
        plots: [],
        bytes: 0,
      };
      byKey.set(key, e);
    }
    e.plots.push(i);
  });
  const out: ProducerEntry[] = [];
  for (const e of byKey.values()) {
    const plotSizes = e.plots.map((i) => sizes[i]!);
    for (const [a, b] of splitRanges(plotSizes, { maxBytes, maxPlots: Infinity })) {
      const plots = e.plots.slice(a, b);
      out.push({ ...e, plots, bytes: plots.reduce((n, i) => n + sizes[i]!, 0) });
    }
  }
  return out;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A quantity of the package split over its statements by their plots (the last takes what is left). */
function shares(total: number, plots: readonly number[]): number[] {
  const all = plots.reduce((a, b) => a + b, 0);
  const out = plots.map((p) => round6((total * p) / all));
  out[out.length - 1] = round6(total - out.slice(0, -1).reduce((a, b) => a + b, 0));
  return out;
}

function representedOperator(goods: Goods) {
  const o = goods.representedOperator;
  if (!o) return {};
  return {
    representedOperator: {
      operatorReferenceNumber: o.identifiers.map((i) => ({
        identifierType: i.type,
        identifierValue: i.value,
      })),
      operatorAddress: o.address,
      ...(o.email ? { operatorEmail: o.email } : {}),
      ...(o.phone ? { operatorPhone: o.phone } : {}),
      operatorName: o.name,
    },
  };
}

/** The V3 request of one statement of the package (keys in the XSD's order). */
function requestOf(
  goods: Goods,
  group: readonly ProducerEntry[],
  features: readonly string[],
  part: number,
  parts: number,
  measure: { netWeight?: number; supplementaryUnit?: number },
): SubmitDdsRequest | SubmitSdRequest {
  const reference = goods.internalReferenceNumber
    ? {
        internalReferenceNumber:
          parts > 1 ? `${goods.internalReferenceNumber}-${part}` : goods.internalReferenceNumber,
      }
    : {};
  const head = {
    ...reference,
    activityType: goods.activityType,
    ...representedOperator(goods),
    ...(goods.countryOfActivity ? { countryOfActivity: goods.countryOfActivity } : {}),
    ...(goods.borderCrossCountry ? { borderCrossCountry: goods.borderCrossCountry } : {}),
    ...(goods.comment ? { comment: goods.comment } : {}),
  };
  const descriptors = {
    descriptionOfGoods: goods.descriptionOfGoods,
    goodsMeasure: {
      ...(goods.percentageEstimationOrDeviation !== undefined
        ? { percentageEstimationOrDeviation: goods.percentageEstimationOrDeviation }
        : {}),
      ...(measure.netWeight !== undefined ? { netWeight: measure.netWeight } : {}),
      ...(measure.supplementaryUnit !== undefined
        ? {
            supplementaryUnit: measure.supplementaryUnit,
            supplementaryUnitQualifier: goods.supplementaryUnitQualifier!,
          }
        : {}),
    },
  };
  const geojson = (p: ProducerEntry) => base64(geoJsonChunks(p.plots.map((i) => features[i]!)).join(''));
  if (goods.kind === 'sd') {
    const located = group.map((p, i) => ({
      producerPosition: i + 1,
      producerCountry: p.country,
      ...(p.name ? { producerName: p.name } : {}),
      producerLocation: { geometryGeojson: geojson(p) },
    }));
    // Producers without plots go with the first statement only.
    const others = part === 1 ? goods.sdProducers : [];
    return {
      operatorRole: goods.operatorRole as SubmitSdRequest['operatorRole'],
      statement: {
        ...head,
        internalReferenceNumber: head.internalReferenceNumber!,
        commodities: [
          {
            position: 1,
            descriptors,
            hsHeading: goods.hsHeading,
            producers: [
              ...located,
              ...others.map((p, i) => ({
                producerPosition: located.length + i + 1,
                producerCountry: p.country,
                ...(p.name ? { producerName: p.name } : {}),
                producerLocation:
                  'postalAddress' in p.location
                    ? {
                        postalAddress: p.location.postalAddress.map((a) => ({
                          ...(a.street ? { producerStreet: a.street } : {}),
                          producerPostalCode: a.postalCode,
                          producerCity: a.city,
                        })),
                      }
                    : { cadastralIdentifier: p.location.cadastralIdentifier },
              })),
            ],
          },
        ],
        geoLocationConfidential: goods.geoLocationConfidential,
        ...(goods.groupedSimplifiedDeclarations.length
          ? { groupedDeclarations: goods.groupedSimplifiedDeclarations }
          : {}),
      },
    };
  }
  return {
    operatorRole: goods.operatorRole as SubmitDdsRequest['operatorRole'],
    statement: {
      ...head,
      commodities: [
        {
          position: 1,
          descriptors,
          hsHeading: goods.hsHeading,
          ...(goods.species.length ? { speciesInfo: goods.species } : {}),
          producers: group.map((p, i) => ({
            position: i + 1,
            country: p.country,
            ...(p.name ? { name: p.name } : {}),
            geometryGeojson: geojson(p),
          })),
        },
      ],
      geoLocationConfidential: goods.geoLocationConfidential,
      ...(goods.groupedDeclarations.length ? { groupedDeclarations: goods.groupedDeclarations } : {}),
    },
  };
}

/**
 * The package: statements in producer order, each within every limit, each geolocation file checked with
 * the plot rules (throws ExportCheckFailed if one would not pass) and each draft with the rule module
 * (throws StatementRulesFailed). Plots without a country cannot be filed (a producer needs one): the
 * export's `withoutCountry` should be 0; such plots are refused here.
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
  const ref = goods.internalReferenceNumber;
  if (ref && parts > 1 && `${ref}-${parts}`.length > INPUT_LIMITS.internalReferenceNumber)
    throw new Error(
      `The plots make ${parts} statements, each named "${ref}-<n>", which is longer than the ${INPUT_LIMITS.internalReferenceNumber} characters the Information System takes: shorten the internal reference to ${INPUT_LIMITS.internalReferenceNumber - `-${parts}`.length} characters.`,
    );
  const plotCounts = groups.map((g) => g.reduce((n, p) => n + p.plots.length, 0));
  const masses = goods.netWeightKg !== undefined ? shares(goods.netWeightKg, plotCounts) : null;
  const units = goods.supplementaryUnit !== undefined ? shares(goods.supplementaryUnit, plotCounts) : null;
  const out: PackagedStatement[] = [];
  for (const [g, group] of groups.entries()) {
    const name = parts > 1 ? `${base}-statement-${g + 1}-of-${parts}` : `${base}-statement`;
    const indices = group.flatMap((p) => p.plots);
    const texts = indices.map((i) => features[i]!);
    // The file is checked for this commodity: a point over 4 ha only for cattle (§10.3 "Geolocation area for
    // point"), every producer with its country.
    await verifyTracesFile(texts, 0, texts.length, {
      cattle: isCattleHeading(goods.hsHeading),
      requireCountry: true,
    });
    const geolocationBytes = fileBytes(indices.map((i) => sizes[i]!));
    const toComplete: string[] = [];
    // A split package's quantities are shared by plots here; only the person knows which goods each covers.
    if (parts > 1 && masses)
      toComplete.push(
        `netWeight: ${masses[g]} kg is this statement's share by plots of ${goods.netWeightKg} kg; set the mass of the goods it covers`,
      );
    if (parts > 1 && units)
      toComplete.push(
        `supplementaryUnit: ${units[g]} ${goods.supplementaryUnitQualifier} is this statement's share by plots of ${goods.supplementaryUnit}; set the quantity of the goods it covers`,
      );
    const request = requestOf(goods, group, features, g + 1, parts, {
      ...(masses ? { netWeight: masses[g]! } : {}),
      ...(units ? { supplementaryUnit: units[g]! } : {}),
    });
    const violations =
      goods.kind === 'sd' ? await checkSdRequestFully(request) : await checkDdsRequestFully(request);
    if (violations.length) throw new StatementRulesFailed(violations);
    const draft = {
      schemaVersion: 2,
      kind: goods.kind,
      request,
      package: {
        part: g + 1,
        parts,
        geolocationFile: `${name}.geojson`,
        plots: indices.length,
        geolocationBytes,
        ...(goods.cnCode ? { cnCode: goods.cnCode } : {}),
        toComplete,
        ...(parts > 1 && (masses || units)
          ? {
              sharedQuantities: {
                ...(masses ? { netWeight: { share: masses[g]!, total: goods.netWeightKg! } } : {}),
                ...(units
                  ? {
                      supplementaryUnit: {
                        share: units[g]!,
                        total: goods.supplementaryUnit!,
                        qualifier: goods.supplementaryUnitQualifier ?? '',
                      },
                    }
                  : {}),
              },
            }
          : {}),
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
