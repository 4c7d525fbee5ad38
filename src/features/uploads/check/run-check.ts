/**
 * The worker's pipeline, kept free of worker globals so it runs (and is tested) in Node too: stream every
 * file through the shared rule module feature by feature, keep only compact results and a capped preview.
 */
import {
  checkUploadLimits,
  isBlockingForEvaluation,
  ResultGrouper,
  type CheckOptions,
  type CheckedFeature,
  type Problem,
} from '@core/plot-rules/index.ts';
import {
  checkPlotFile,
  type MappingChoice,
  type PlotFileSource,
  type ReaderEnv,
} from '@core/formats/index.ts';
import { createUploadCheckState, RULES, WITHIN_FILE_CODES } from '@core/plot-rules/index.ts';
import { CheckCancelled, fileChunks, type CheckInputFile } from './file-chunks.ts';
import type { CheckResult, FileResult, PreviewProperties, ProblemRow, RuleCount } from './check-protocol.ts';

/** Plots drawn on the map: beyond this a file is only sampled (problem plots keep priority). */
export const PREVIEW_CAP = 20_000;
/** Extra problem plots drawn after the cap, so what needs fixing stays visible on very large files. */
export const PREVIEW_PROBLEM_EXTRA = 10_000;
/** Rows kept in the problems list; counts stay exact beyond it. */
export const PROBLEM_LIST_CAP = 50_000;
/** Occurrences kept per kind in the grouped results ("show all"); counts stay exact beyond it. */
export const GROUP_ITEMS_KEPT = 500;
/** Property names sampled for the designated-name-field choice. */
const NAME_SAMPLE_FEATURES = 2_000;

/** A browser File (or any streamable blob) as the readers' source; GeoJSON is streamed, never held. */
function sourceOf(file: CheckInputFile, isCancelled: () => boolean): PlotFileSource {
  const all = async (): Promise<Uint8Array> => {
    const parts: Uint8Array[] = [];
    let n = 0;
    for await (const c of fileChunks(file, isCancelled)) {
      parts.push(c);
      n += c.length;
    }
    const out = new Uint8Array(n);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };
  return {
    name: file.name,
    size: file.size,
    async head(n) {
      const reader = file.stream().getReader();
      const parts: Uint8Array[] = [];
      let got = 0;
      try {
        while (got < n) {
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(value);
          got += value.length;
        }
      } finally {
        await reader.cancel().catch(() => undefined);
      }
      const out = new Uint8Array(Math.min(n, got));
      let at = 0;
      for (const p of parts) {
        const take = Math.min(p.length, out.length - at);
        out.set(p.subarray(0, take), at);
        at += take;
        if (at >= out.length) break;
      }
      return out;
    },
    bytes: all,
    chunks: () => fileChunks(file, isCancelled),
  };
}

/** What the worker keeps to answer "show me this plot" without re-reading the file. */
export interface DetailStore {
  properties: Map<number, Record<string, unknown> | null>;
  problems: Map<number, ProblemRow[]>;
}

export interface RunHooks {
  isCancelled?: () => boolean;
  onProgress?: (p: {
    fileIndex: number;
    fileName: string;
    bytes: number;
    totalBytes: number;
    features: number;
  }) => void;
}

const emptyCount = (): CheckResult['totals'] => ({
  bytes: 0,
  featureCount: 0,
  errors: 0,
  warnings: 0,
  notAccepted: 0,
  tracesRefused: 0,
  byRule: {},
});

function countProblem(
  target: { errors: number; warnings: number; byRule: FileResult['byRule'] },
  code: Problem['code'],
  times = 1,
): void {
  const entry: RuleCount = target.byRule[code] ?? { errors: 0, warnings: 0 };
  if (RULES[code].severity === 'error') {
    entry.errors += times;
    target.errors += times;
  } else {
    entry.warnings += times;
    target.warnings += times;
  }
  target.byRule[code] = entry;
}

/** The rings of a polygon as lines, or null for other geometries. */
function outlineOf(g: GeoJSON.Geometry): GeoJSON.MultiLineString | null {
  if (g.type === 'Polygon' && Array.isArray(g.coordinates))
    return { type: 'MultiLineString', coordinates: g.coordinates };
  if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) {
    return { type: 'MultiLineString', coordinates: g.coordinates.flat() };
  }
  return null;
}

export async function runCheck(
  files: CheckInputFile[],
  options: CheckOptions,
  hooks: RunHooks = {},
  details?: DetailStore,
  /** Per file: the field mapping to apply ('auto', the person's, or null for none). */
  mappings: MappingChoice[] = [],
  /** What readers of non-GeoJSON formats need from the host (sql.js's wasm for GeoPackage). */
  env: ReaderEnv = {},
): Promise<CheckResult> {
  const started = performance.now();
  const isCancelled = hooks.isCancelled ?? (() => false);
  const state = createUploadCheckState();
  const totalBytes = files.reduce((s, f) => s + f.size, 0);
  const totals = emptyCount();
  const fileResults: FileResult[] = [];
  const problems: ProblemRow[] = [];
  let problemsOmitted = 0;
  const features: GeoJSON.Feature<GeoJSON.Geometry, PreviewProperties>[] = [];
  let previewTotal = 0;
  let undrawable = 0;
  let shownPlots = 0;
  let uid = 0;
  const propertyCounts = new Map<string, number>();
  let sampled = 0;
  let bytesBefore = 0;
  let featuresBefore = 0;

  const uploadProblems = checkUploadLimits(files.map((f) => ({ name: f.name, size: f.size })));
  // Every problem, not only the listed ones, so the counts by kind stay exact on very large files.
  const grouper = new ResultGrouper(options, GROUP_ITEMS_KEPT);

  for (const [fileIndex, file] of files.entries()) {
    const result: FileResult = {
      fileName: file.name,
      fatal: null,
      format: null,
      proposal: null,
      mapping: null,
      readNotes: [],
      ...emptyCount(),
    };
    const onFeature = (f: CheckedFeature): void => {
      const id = uid++;
      previewTotal++;
      let hasError = false;
      let hasWarning = false;
      for (const p of f.problems) {
        if (p.severity === 'error') hasError = true;
        else hasWarning = true;
      }
      if (!f.acceptedByEvaluation) result.notAccepted++;
      // Accepted by the service, but with an error TRACES would refuse the plot for.
      else if (hasError) result.tracesRefused++;
      const props = f.feature?.properties ?? null;
      if (sampled < NAME_SAMPLE_FEATURES && props && typeof props === 'object') {
        sampled++;
        for (const key of Object.keys(props)) propertyCounts.set(key, (propertyCounts.get(key) ?? 0) + 1);
      }
      const geometry = f.feature?.geometry;
      // A position off the globe makes the map's tiler drop the whole source: such plots are listed, not drawn.
      const drawable =
        geometry !== null &&
        geometry !== undefined &&
        typeof geometry === 'object' &&
        !f.problems.some((p) => p.code === 'out-of-range' || p.code === 'unsupported-geometry');
      const room =
        features.length < PREVIEW_CAP ||
        ((hasError || hasWarning) && features.length < PREVIEW_CAP + PREVIEW_PROBLEM_EXTRA);
      if (!drawable) undrawable++;
      const inPreview = drawable && room;
      if (inPreview) {
        const properties = { uid: id, fileIndex, index: f.index, name: f.name ?? '', hasError, hasWarning };
        features.push({ type: 'Feature', id, geometry, properties });
        shownPlots++;
        // The map's tiler drops polygons whose signed area is ~0 (a bow tie, a folded ring): exactly the
        // broken plots. Their boundary also goes in as lines, which are never dropped.
        const outline = hasError ? outlineOf(geometry) : null;
        if (outline) features.push({ type: 'Feature', id, geometry: outline, properties });
      }
      if (details && inPreview) details.properties.set(id, (props as Record<string, unknown> | null) ?? null);
      if (f.problems.length) {
        const rows: ProblemRow[] = f.problems.map((p) => ({ ...p, fileIndex, uid: inPreview ? id : null }));
        if (details && inPreview) details.problems.set(id, rows);
        for (const row of rows) {
          grouper.addProblem(row);
          if (problems.length < PROBLEM_LIST_CAP) problems.push(row);
          else problemsOmitted++;
        }
      }
    };
    const checked = await checkPlotFile(sourceOf(file, isCancelled), options, state, {
      mapping: mappings[fileIndex] ?? null,
      env,
      hooks: {
        onFeature,
        // Problems reach us through onFeature; the summary keeps only the file-level ones (they come first).
        maxProblems: 0,
        onProgress: (bytes, featureCount) =>
          hooks.onProgress?.({
            fileIndex,
            fileName: file.name,
            bytes: bytesBefore + bytes,
            totalBytes,
            features: featuresBefore + featureCount,
          }),
      },
    });
    if (isCancelled()) throw new CheckCancelled();
    const summary = checked.summary;
    result.format = checked.format;
    result.proposal = checked.proposal;
    result.mapping = checked.mapping;
    result.readNotes = checked.readWarnings.filter((w) => w.featureIndex === undefined);
    if (checked.layout) result.layout = checked.layout;
    bytesBefore += file.size;
    featuresBefore += summary.featureCount;
    result.bytes = file.size;
    result.featureCount = summary.featureCount;
    result.fatal = summary.fatal;
    for (const [code, times] of Object.entries(summary.counts))
      countProblem(result, code as Problem['code'], times);
    // File-level problems (not tied to a feature) and those of the plots together (found after the last
    // feature) are not seen by onFeature: list them too.
    for (const p of summary.problems) {
      if (p.featureIndex !== undefined && !WITHIN_FILE_CODES.has(p.code)) continue;
      grouper.addProblem(p);
      if (problems.length < PROBLEM_LIST_CAP) problems.push({ ...p, fileIndex, uid: null });
      else problemsOmitted++;
    }
    // A fatal file fails the whole upload: the evaluation accepts nothing from it.
    if (summary.fatal && isBlockingForEvaluation(summary.fatal, options)) {
      result.notAccepted = result.featureCount;
      result.tracesRefused = 0;
    }
    fileResults.push(result);
    totals.bytes += result.bytes;
    totals.featureCount += result.featureCount;
    totals.errors += result.errors;
    totals.warnings += result.warnings;
    totals.notAccepted += result.notAccepted;
    totals.tracesRefused += result.tracesRefused;
    for (const [code, c] of Object.entries(result.byRule)) {
      const t = totals.byRule[code as Problem['code']] ?? { errors: 0, warnings: 0 };
      t.errors += c.errors;
      t.warnings += c.warnings;
      totals.byRule[code as Problem['code']] = t;
    }
  }

  for (const p of uploadProblems) {
    countProblem(totals, p.code);
    grouper.addProblem(p);
    problems.unshift({ ...p, fileIndex: -1, uid: null });
  }

  const propertyNames = [...propertyCounts.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return {
    files: fileResults,
    totals,
    uploadProblems,
    problems,
    problemsOmitted,
    // The check has no TRACES preview (each file's own panel works it out): three groups.
    groups: grouper.result().filter((g) => g.name !== 'silentChanges'),
    preview: { type: 'FeatureCollection', features },
    previewShown: shownPlots,
    previewTotal,
    undrawable,
    propertyNames,
    elapsedMs: performance.now() - started,
  };
}
