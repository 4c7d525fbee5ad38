/**
 * A TRACES export that passes its own rules (docs/traces-export.md). Every plot becomes the EU file
 * description's feature (traces-feature.ts: 2-D, cut to 6 decimals, four properties), the whole candidate
 * file goes through the rule module with TRACES' validation on, and only plots without an error are kept:
 * a cut that breaks a shape is reported with the rule's message, never exported silently. Exact repeats
 * (same stored geometry and same properties) are left out; a point over 4 ha is refused unless the plots
 * are cattle. The file that is offered is checked once more, as written. Pure (no DOM, no Node).
 */
import {
  checkFileStream,
  createUploadCheckState,
  DEFAULT_CHECK_OPTIONS,
  RULES,
  tracesPreview,
  type CheckOptions,
  type RuleCode,
  type Severity,
} from '@core/plot-rules/index.ts';
import { asByteChunks, fileBytes, geoJsonChunks, utf8Bytes } from './geojson-file.ts';
import { isPointGeometry, toTracesFeature, type TracesSource } from './traces-feature.ts';
import type { MessageRef } from '@core/i18n/messages.ts';

/** A point stands for a plot of at most this many hectares (cattle excepted). */
export const POINT_MAX_HA = 4;

export type ExportProblemCode = RuleCode | 'point-over-4-ha';

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
  /** Exported plots without a usable ProducerCountry. */
  withoutCountry: number;
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

  sources.forEach((src, i) => {
    const area = candidates[i]!.properties.Area;
    if (
      !src.cattle &&
      isPointGeometry(candidates[i]!.geometry) &&
      area !== undefined &&
      area > POINT_MAX_HA &&
      !repeatSet.has(i)
    )
      refuse(i, src.name, {
        code: 'point-over-4-ha',
        severity: 'error',
        message: `feature ${i}${src.name ? ` ("${src.name}")` : ''} is a point with Area ${area} ha; TRACES accepts points only for plots of at most ${POINT_MAX_HA} ha (cattle excepted). Draw the plot's boundary as a Polygon.`,
      });
  });

  const result: TracesExport = {
    features: [],
    sizes: [],
    indices: [],
    refused: [...refused.values()].sort((a, b) => a.index - b.index),
    repeats,
    withoutProducer: 0,
    withoutCountry: 0,
    cutPlots: 0,
    outlineChanged: [],
    warnings: {},
    pointsAssumed4Ha: 0,
    totalBytes: 0,
  };
  sources.forEach((src, i) => {
    if (refused.has(i) || repeatSet.has(i)) return;
    const f = candidates[i]!;
    result.features.push(texts[i]!);
    result.sizes.push(utf8Bytes(texts[i]!));
    result.indices.push(i);
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
  });
  result.totalBytes = fileBytes(result.sizes);
  await verifyTracesFile(result.features);
  return result;
}

/**
 * The file as written, through the rule module once more: not one error, not one duplicate. Throws
 * ExportCheckFailed when it would not pass (then nothing is offered); the first pass makes that a bug.
 */
export async function verifyTracesFile(
  features: readonly string[],
  start = 0,
  end = features.length,
): Promise<void> {
  const summary = await checkFileStream(
    'export.geojson',
    asByteChunks(geoJsonChunks(features, start, end)),
    FINAL_PASS,
    createUploadCheckState(),
    { maxProblems: 10 },
  );
  const errors = summary.problems.filter((p) => p.severity === 'error');
  if (summary.fatal || errors.length > 0 || summary.acceptedCount !== end - start)
    throw new ExportCheckFailed(
      `The export failed its own check: ${(summary.fatal ? [summary.fatal] : errors).map((p) => p.message).join(' ')}`,
    );
}

function hasThirdValue(g: GeoJSON.Geometry): boolean {
  const first = (c: unknown): unknown => (Array.isArray(c) && Array.isArray(c[0]) ? first(c[0]) : c);
  const p = 'coordinates' in g ? first(g.coordinates) : null;
  return Array.isArray(p) && p.length > 2;
}

/** Short titles of the export's own refusal and the rule codes, for "one line per kind". */
export function exportProblemTitle(code: ExportProblemCode): string {
  return code === 'point-over-4-ha' ? 'Point standing for more than 4 ha' : RULES[code].title;
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
