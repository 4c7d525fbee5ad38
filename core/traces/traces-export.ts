/**
 * A TRACES export that passes its own rules and the EU's (docs/traces-export.md). Every plot becomes the EU
 * file description's feature (traces-feature.ts: 2-D, cut to 6 decimals, repeats the cut makes merged, four
 * properties), the whole candidate file goes through the rule module with TRACES' validation on and through
 * the EU's geolocation rules (geolocation-rules.ts: a point's area, the producer's name and country), and
 * only plots without an error are kept: a cut that breaks a shape is reported with the rule's message, never
 * exported silently. Exact repeats (same stored geometry and same properties) are left out; a plot outside
 * every country is refused. Plots are ordered by producer so that the files, split within 1,000 producers
 * and 25 MB, keep a producer's plots together. The file that is offered is checked once more, as written.
 * Pure (no DOM, no Node).
 */
import {
  checkFileStream,
  createUploadCheckState,
  DEFAULT_CHECK_OPTIONS,
  isOffshore,
  OFFSHORE_TOLERANCE_DEG,
  positionsMergedByCut,
  RULES,
  tracesPreview,
  type CheckOptions,
  type RuleCode,
  type Severity,
} from '@core/plot-rules/index.ts';
import {
  asByteChunks,
  fileBytes,
  geoJsonChunks,
  splitRanges,
  TRACES_LIMITS,
  utf8Bytes,
} from './geojson-file.ts';
import {
  featureViolations,
  producerKey,
  shapeViolations,
  type GeoRuleOptions,
  type GeoViolation,
} from './geolocation-rules.ts';
import { toTracesFeature, type TracesSource } from './traces-feature.ts';
import type { MessageRef } from '@core/i18n/messages.ts';

/** The export's own refusals, from the EU's rules (geolocation-rules.ts), beside the rule module's codes. */
const EXPORT_REFUSALS = [
  'point-over-4-ha',
  'point-area-too-small',
  'producer-name-too-long',
  'no-country',
  'outside-every-country',
  'invalid-geolocation',
] as const;
export type ExportRefusal = (typeof EXPORT_REFUSALS)[number];
export type ExportProblemCode = RuleCode | ExportRefusal;
export const isExportRefusal = (code: string): code is ExportRefusal =>
  (EXPORT_REFUSALS as readonly string[]).includes(code);

export interface ExportProblem {
  code: ExportProblemCode;
  severity: Severity;
  message: string;
}

export interface ExportedPlotNote {
  /** Index of the plot in the input (0-based, as in the rule messages' "feature N"). */
  index: number;
  name: string | null;
  problems: ExportProblem[];
}

export interface TracesExport {
  /** The serialised features of the file, in input order, and their UTF-8 sizes. */
  features: string[];
  sizes: number[];
  /** Input index of each exported feature. */
  indices: number[];
  /** Plots left out because the rules (after the cut) or the 4 ha rule refuse them. */
  refused: ExportedPlotNote[];
  /** Input indices of exact repeats of an earlier plot, left out. */
  repeats: number[];
  /** Exported plots without a ProducerName (the export never fills one in). */
  withoutProducer: number;
  /** Exported plots without a usable ProducerCountry: always 0, such plots are refused (§10.3, §9.3.2). */
  withoutCountry: number;
  /** Each exported feature's producer (geolocation-rules.ts producerKey): the files are split by them. */
  producers: string[];
  /** Distinct producers of the exported plots. */
  producerCount: number;
  /** Exported plots that had positions with more than 6 decimals (or a third value), cut as TRACES would. */
  cutPlots: number;
  /** Exported plots whose outline the cut changed visibly (area moved by 0.1 % or more), with what changed. */
  outlineChanged: { index: number; name: string | null; message: string; args: MessageRef }[];
  /** Warnings of the exported plots per rule (they do not block). */
  warnings: Partial<Record<RuleCode, number>>;
  /** Exported points without an Area: TRACES takes each as 4 ha. */
  pointsAssumed4Ha: number;
  totalBytes: number;
}

/** The rules as TRACES applies them; duplicates allowed only so that exact repeats can be told apart. */
const FIRST_PASS: CheckOptions = {
  ...DEFAULT_CHECK_OPTIONS,
  validateForTraces: true,
  allowDuplicateGeometries: true,
};
/** The offered file must pass the strict reading: no error at all, no duplicate. */
const FINAL_PASS: CheckOptions = { ...DEFAULT_CHECK_OPTIONS, validateForTraces: true };

export class ExportCheckFailed extends Error {}

/** The rule module's codes for an outline that is not valid: what merging the cut's repeats can lead to. */
const OUTLINE_CODES = new Set<RuleCode>([
  'too-few-vertices',
  'collinear',
  'self-intersection',
  'overlapping-parts',
  'unclosed-ring',
  'collapses-at-6-decimals',
]);

/** The export's refusal for one of the EU's violations (geometry ones are the rule module's to say). */
function refusalOf(v: GeoViolation): ExportRefusal {
  switch (v.code) {
    case 'XSD':
      return 'producer-name-too-long';
    case 'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID':
      return / at most /.test(v.message) ? 'point-over-4-ha' : 'point-area-too-small';
    case 'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID':
      return 'no-country';
    default:
      return 'invalid-geolocation';
  }
}

/** Where a plot lies, for the country check: a point, or the mean of the first outer ring's positions. */
function placeOf(g: GeoJSON.Geometry | null): [number, number] | null {
  if (!g) return null;
  let list: GeoJSON.Position[] = [];
  if (g.type === 'Point') list = [g.coordinates];
  else if (g.type === 'MultiPoint') list = g.coordinates.slice(0, 1);
  else if (g.type === 'Polygon') list = g.coordinates[0]?.slice(0, -1) ?? [];
  else if (g.type === 'MultiPolygon') list = g.coordinates[0]?.[0]?.slice(0, -1) ?? [];
  if (!list.length) return null;
  let x = 0;
  let y = 0;
  for (const p of list) {
    x += p[0]!;
    y += p[1]!;
  }
  return [x / list.length, y / list.length];
}

export async function prepareTracesExport(sources: readonly TracesSource[]): Promise<TracesExport> {
  const candidates = sources.map(toTracesFeature);
  const texts = candidates.map((f) => JSON.stringify(f));

  const refused = new Map<number, ExportedPlotNote>();
  const refuse = (index: number, name: string | null, p: ExportProblem) => {
    const note = refused.get(index) ?? { index, name, problems: [] };
    note.problems.push(p);
    refused.set(index, note);
  };
  const repeats: number[] = [];
  const warningsOf = new Map<number, RuleCode[]>();
  await checkFileStream(
    'export.geojson',
    asByteChunks(geoJsonChunks(texts)),
    FIRST_PASS,
    createUploadCheckState(),
    {
      maxProblems: 0,
      onFeature: ({ index, name, problems }) => {
        const warnings: RuleCode[] = [];
        for (const p of problems) {
          if (p.code === 'duplicate-geometry' && p.propertiesDiffer === false) {
            repeats.push(index);
            return;
          }
          if (p.severity === 'error')
            refuse(index, name, { code: p.code, severity: p.severity, message: p.message });
          else warnings.push(p.code);
        }
        warningsOf.set(index, warnings);
      },
    },
  );
  const repeatSet = new Set(repeats);

  // The EU's own rules (a point's area, the producer's name and country): the candidates are Type II files
  // (§9.3.2), so every plot needs its ProducerCountry.
  const ruleRefused = new Set(refused.keys());
  for (let i = 0; i < sources.length; i++) {
    if (repeatSet.has(i)) continue;
    const src = sources[i]!;
    for (const v of featureViolations(candidates[i], i, {
      cattle: src.cattle ?? false,
      requireCountry: true,
    })) {
      const code = refusalOf(v);
      // A geometry the rule module refused already has its message in the rule's words.
      if (code === 'invalid-geolocation' && ruleRefused.has(i)) continue;
      refuse(i, src.name, { code, severity: 'error', message: v.message });
    }
    const merged = src.geometry ? positionsMergedByCut(src.geometry) : 0;
    const shapeBroken = refused.get(i)?.problems.some((p) => OUTLINE_CODES.has(p.code as RuleCode));
    if (merged > 0 && ruleRefused.has(i) && shapeBroken)
      refused.get(i)!.problems.unshift({
        code: 'collapses-at-6-decimals',
        severity: 'error',
        message: `feature ${i + 1}${src.name ? ` ("${src.name}")` : ''}: once cut to 6 decimals, as the Information System stores positions (Operator API Reference §10.3), ${merged} ${merged === 1 ? 'position falls' : 'positions fall'} on the one before and ${merged === 1 ? 'is' : 'are'} merged (§9.5, common error 7); what is left is not a valid outline. Redraw the plot with corners farther apart.`,
      });
  }
  // A plot outside every country has no country of production, whatever the service's nearest one (§10.3
  // "Production country"). Checked last: it loads country shapes, and only for plots that are otherwise fine.
  for (let i = 0; i < sources.length; i++) {
    if (refused.has(i) || repeatSet.has(i)) continue;
    const at = placeOf(candidates[i]!.geometry);
    if (!at || !(await isOffshore(at[0], at[1]))) continue;
    const src = sources[i]!;
    const fromService = src.countryFrom === 'service' && candidates[i]!.properties.ProducerCountry;
    refuse(i, src.name, {
      code: 'outside-every-country',
      severity: 'error',
      message: `feature ${i + 1}${src.name ? ` ("${src.name}")` : ''} lies at [${at[0].toFixed(6)}, ${at[1].toFixed(6)}], outside every country (more than ${OFFSHORE_TOLERANCE_DEG}° from any coast): a production place needs its country (Operator API Reference §10.3 "Production country")${fromService ? `, and ${candidates[i]!.properties.ProducerCountry} is only the nearest country the service named` : ''}. Check the plot's position in the supplier's file (latitude and longitude swapped, or a sign lost?).`,
    });
  }

  const result: TracesExport = {
    features: [],
    sizes: [],
    indices: [],
    refused: [...refused.values()].sort((a, b) => a.index - b.index),
    repeats,
    withoutProducer: 0,
    withoutCountry: 0,
    producers: [],
    producerCount: 0,
    cutPlots: 0,
    outlineChanged: [],
    warnings: {},
    pointsAssumed4Ha: 0,
    totalBytes: 0,
  };
  // A producer's plots together, producers in the order they first appear: the split by producers
  // (exportParts) then keeps each producer in one file.
  const keyOf = (i: number) => producerKey(candidates[i]!.properties, i);
  const firstOf = new Map<string, number>();
  const order = sources.map((_, i) => i).filter((i) => !refused.has(i) && !repeatSet.has(i));
  for (const i of order) if (!firstOf.has(keyOf(i))) firstOf.set(keyOf(i), firstOf.size);
  order.sort((a, b) => firstOf.get(keyOf(a))! - firstOf.get(keyOf(b))! || a - b);
  result.producerCount = firstOf.size;
  for (const i of order) {
    const src = sources[i]!;
    const f = candidates[i]!;
    result.features.push(texts[i]!);
    result.sizes.push(utf8Bytes(texts[i]!));
    result.indices.push(i);
    result.producers.push(keyOf(i));
    if (f.properties.ProducerName === undefined) result.withoutProducer++;
    if (f.properties.ProducerCountry === undefined) result.withoutCountry++;
    for (const code of warningsOf.get(i) ?? []) result.warnings[code] = (result.warnings[code] ?? 0) + 1;
    if (src.geometry) {
      const before = tracesPreview({ type: 'Feature', properties: {}, geometry: src.geometry }, i, src.name);
      if (before?.changes.some((c) => c.kind === 'truncated') || hasThirdValue(src.geometry))
        result.cutPlots++;
      const outline = before?.changes.find((c) => c.kind === 'shape-changes');
      if (outline)
        result.outlineChanged.push({
          index: i,
          name: src.name,
          message: outline.message,
          args: outline.args,
        });
    }
    if (
      tracesPreview(f as GeoJSON.Feature, i, src.name)?.changes.some((c) => c.kind === 'point-area-assumed')
    )
      result.pointsAssumed4Ha++;
  }
  result.totalBytes = fileBytes(result.sizes);
  await verifyTracesFile(result.features, 0, result.features.length, {
    cattle: sources.some((s) => s.cattle),
    requireCountry: true,
  });
  return result;
}

/** The files of an export, each within 25 MB and 1,000 producers (§10.3), as [start, end) of its features. */
export const exportParts = (result: Pick<TracesExport, 'sizes' | 'producers'>): [number, number][] =>
  splitRanges(result.sizes, TRACES_LIMITS, result.producers);

/**
 * The file as written, through the rule module once more and through the EU's geolocation rules
 * (geolocation-rules.ts): not one error, not one duplicate, no consecutive repeated position, no point whose
 * area the EU refuses, no producer name over 500 characters, no missing country. Throws ExportCheckFailed
 * when it would not pass (then nothing is offered); the first pass makes that a bug. `options.cattle`
 * undefined (the commodity is not known to the caller): a point over 4 ha is left to the first pass.
 */
export async function verifyTracesFile(
  features: readonly string[],
  start = 0,
  end = features.length,
  options: GeoRuleOptions = { requireCountry: true },
): Promise<void> {
  const eu: GeoViolation[] = [];
  const summary = await checkFileStream(
    'export.geojson',
    asByteChunks(geoJsonChunks(features, start, end)),
    FINAL_PASS,
    createUploadCheckState(),
    {
      maxProblems: 10,
      onFeature: ({ index, feature, problems }) => {
        if (eu.length >= 10) return;
        eu.push(...featureViolations(feature, index, options), ...shapeViolations(problems));
      },
    },
  );
  const errors = summary.problems.filter((p) => p.severity === 'error');
  if (summary.fatal || errors.length > 0 || eu.length > 0 || summary.acceptedCount !== end - start)
    throw new ExportCheckFailed(
      `The export failed its own check: ${[...(summary.fatal ? [summary.fatal] : errors), ...eu].map((p) => p.message).join(' ')}`,
    );
}

function hasThirdValue(g: GeoJSON.Geometry): boolean {
  const first = (c: unknown): unknown => (Array.isArray(c) && Array.isArray(c[0]) ? first(c[0]) : c);
  const p = 'coordinates' in g ? first(g.coordinates) : null;
  return Array.isArray(p) && p.length > 2;
}

const REFUSAL_TITLES: Record<ExportRefusal, string> = {
  'point-over-4-ha': 'Point standing for more than 4 ha',
  'point-area-too-small': 'Point with an Area under 0.0001 ha',
  'producer-name-too-long': 'Producer name over 500 characters',
  'no-country': 'No country of production',
  'outside-every-country': 'Outside every country',
  'invalid-geolocation': 'Geolocation the Information System refuses',
};

/** Short English titles of the export's own refusals and the rule codes, for "one line per kind". */
export function exportProblemTitle(code: ExportProblemCode): string {
  return isExportRefusal(code) ? REFUSAL_TITLES[code] : RULES[code].title;
}

/** The refused plots grouped by the kind of problem, most frequent first (a plot counts once per kind). */
export function refusedByKind(
  refused: readonly ExportedPlotNote[],
): { code: ExportProblemCode; title: string; plots: ExportedPlotNote[] }[] {
  const groups = new Map<ExportProblemCode, ExportedPlotNote[]>();
  for (const note of refused)
    for (const code of new Set(note.problems.map((p) => p.code))) {
      const list = groups.get(code) ?? [];
      list.push(note);
      groups.set(code, list);
    }
  return [...groups]
    .map(([code, plots]) => ({ code, title: exportProblemTitle(code), plots }))
    .sort((a, b) => b.plots.length - a.plots.length || a.code.localeCompare(b.code));
}
