/**
 * One file through every rule: stream features (feature-stream.ts), check each one (feature-rules.ts),
 * remember geometries and names upload-wide (upload-state.ts), then the file-level rules.
 */
import { loadLandIndex, loadedLandIndex } from './countries.ts';
import { isBlockingForEvaluation } from './evaluation.ts';
import {
  FeatureScanner,
  GeoJsonScanError,
  MAX_FEATURE_BYTES,
  OversizedFeature,
  TopLevelInfo,
  notGeoJsonText,
} from './feature-stream.ts';
import { checkFeature, type FeatureContext, type FeatureFacts } from './feature-rules.ts';
import { checkCrsMember, projectedCoordinatesProblem } from './file-rules.ts';
import { msg, type MessageRef } from '@core/i18n/messages.ts';
import { featureInFileRef, featureRef, ruleMessage } from './rule-catalog.ts';
import type { CheckOptions, Problem, RuleCode } from './types.ts';
import type { UploadMemory } from './upload-state.ts';
import { propertiesHash } from './upload-state.ts';
import { WithinFileMemory } from './within-file.ts';
import type { Pos } from './geometry.ts';

export interface CheckedFeature {
  index: number;
  /** The name under the designated name field (or ProductionPlace), if any. */
  name: string | null;
  feature: GeoJSON.Feature | null;
  problems: Problem[];
  /** True when no problem would make the service refuse it under the given options (evaluation rules). */
  acceptedByEvaluation: boolean;
}

export interface FileCheckSummary {
  fileName: string;
  bytes: number;
  featureCount: number;
  /**
   * Every problem: file-level, then feature-level in file order (up to `hooks.maxProblems`), then those of
   * the file's plots together (within-file.ts, WITHIN_FILE_CODES: found after the last feature, so
   * `onFeature` never sees them; always listed, bounded there).
   */
  problems: Problem[];
  /** A file-level problem that stops everything (file-not-json, file-not-geojson): the upload fails. */
  fatal: Problem | null;
  /** How many problems of each code were found (including any beyond `maxProblems`). */
  counts: Partial<Record<RuleCode, number>>;
  /** Features the evaluation would accept under the given options. */
  acceptedCount: number;
}

export interface CheckHooks {
  onFeature?: (f: CheckedFeature) => void;
  onProgress?: (bytes: number, features: number) => void;
  /** Keep at most this many problems in the summary (counts stay exact); default: all of them. */
  maxProblems?: number;
  /**
   * Rewrites each parsed feature before it is checked (the field mapping: ProductionPlace, ProducerCountry
   * and Area filled in from the supplier's own properties, core/mapping/field-mapping.ts).
   */
  transform?: (value: unknown, index: number) => unknown;
  /** Bytes of text one plot may take (default MAX_FEATURE_BYTES); a plot over it loses its shape. */
  maxFeatureBytes?: number;
}

const GEOMETRY_TYPES = new Set<unknown>([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);
/** A GeoJSON geometry type name (a file may be one bare geometry). */
export const isGeometryType = (t: unknown): boolean => GEOMETRY_TYPES.has(t);

export async function checkFileStream(
  fileName: string,
  chunks: AsyncIterable<Uint8Array>,
  options: CheckOptions,
  state: UploadMemory,
  hooks: CheckHooks = {},
): Promise<FileCheckSummary> {
  const fileNo = state.fileNo(fileName);
  const info = new TopLevelInfo();
  const featureProblems: Problem[] = [];
  const counts: Partial<Record<RuleCode, number>> = {};
  const maxProblems = hooks.maxProblems ?? Infinity;
  const ctx: FeatureContext = { fileName, options, land: loadedLandIndex() };
  let featureCount = 0;
  let acceptedCount = 0;
  let projected: Pos | null = null;
  let fatal: Problem | null = null;
  const within = new WithinFileMemory();

  const keep = (p: Problem): void => {
    counts[p.code] = (counts[p.code] ?? 0) + 1;
    if (featureProblems.length < maxProblems) featureProblems.push(p);
  };

  // Synchronous per feature, called by the scanner as soon as a feature is parsed (no await per plot:
  // 100k microtasks cost more than the checks, and a batch of parsed features kept alive until the end of
  // its chunk got promoted by the young-generation GC). Only the first feature that needs the country
  // shapes (swapped-axes) waits for them to load: it and every later feature of that chunk are queued, in
  // order, and checked once the shapes are there.
  const queued: { value: unknown; index: number }[] = [];
  const transform = hooks.transform;
  const sink = (raw: unknown, index: number): void => {
    // A plot too large to parse has nothing to map: the rules say what is wrong with it.
    const value = transform && !(raw instanceof OversizedFeature) ? transform(raw, index) : raw;
    if (queued.length === 0) {
      const facts = checkFeature(value, index, ctx);
      if (!facts.needsLand) return finish(facts, index);
    }
    queued.push({ value, index });
  };
  const drainQueued = async (): Promise<void> => {
    if (queued.length === 0) return;
    ctx.land = await loadLandIndex();
    for (const q of queued) finish(checkFeature(q.value, q.index, ctx), q.index);
    queued.length = 0;
  };

  /** The earlier plot a duplicate repeats: by its index, with its file when that is another one. */
  const earlier = (first: { fileName: string; index: number }): MessageRef =>
    first.fileName === fileName
      ? featureRef(first.index, null)
      : featureInFileRef(first.fileName, first.index);
  const finish = (facts: FeatureFacts, index: number): void => {
    const { problems, name, feature } = facts;
    projected ??= facts.looksProjected;
    if (facts.geometryOk && feature?.geometry) {
      within.add(index, name, feature.geometry, !problems.some((p) => p.code === 'swapped-axes'));
      const propsHash = options.allowDuplicateGeometries ? propertiesHash(feature.properties) : 0;
      const first = state.duplicateGeometry(feature.geometry, fileNo, index, propsHash);
      if (first) {
        const differ = options.allowDuplicateGeometries ? first.propsHash !== propsHash : false;
        const p: Problem = {
          code: 'duplicate-geometry',
          severity: 'error',
          fileName,
          featureIndex: index,
          ...ruleMessage(
            msg('rule.duplicate-geometry', {
              feature: featureRef(index, name),
              other: earlier(first),
              allowed: options.allowDuplicateGeometries ? 'yes' : 'no',
            }),
          ),
          relatedFeatureIndex: first.index,
          propertiesDiffer: differ,
        };
        if (first.fileName !== fileName) p.relatedFileName = first.fileName;
        if (name !== null) p.featureName = name;
        problems.push(p);
      }
    }
    if (options.shouldMatchOnName && name !== null) {
      const first = state.duplicateName(name, fileNo, index);
      if (first) {
        const p: Problem = {
          code: 'duplicate-name',
          severity: 'error',
          fileName,
          featureIndex: index,
          featureName: name,
          ...ruleMessage(
            msg('rule.duplicate-name', { feature: featureRef(index, name), other: earlier(first) }),
          ),
          relatedFeatureIndex: first.index,
        };
        if (first.fileName !== fileName) p.relatedFileName = first.fileName;
        problems.push(p);
      }
    }
    let accepted = true;
    for (const p of problems) {
      keep(p);
      if (accepted && isBlockingForEvaluation(p, options)) accepted = false;
    }
    if (accepted) acceptedCount++;
    featureCount++;
    hooks.onFeature?.({ index, name, feature, problems, acceptedByEvaluation: accepted });
  };

  try {
    const scanner = new FeatureScanner(info, { maxFeatureBytes: hooks.maxFeatureBytes ?? MAX_FEATURE_BYTES });
    for await (const chunk of chunks) {
      scanner.scan(chunk, sink);
      await drainQueued();
      // Once per chunk, after its features: the bytes scanned so far and the features checked.
      hooks.onProgress?.(info.bytes, featureCount);
    }
    scanner.end(sink);
    await drainQueued();
    const type = info.members.get('type');
    // A bare Feature or geometry whose shape was too large to parse is that plot (OversizedFeature).
    const over = info.oversizedShape();
    if (type === 'Feature' && !info.hasFeaturesArray) {
      sink(over ?? Object.fromEntries(info.members), 0);
      await drainQueued();
    } else if (isGeometryType(type) && !info.hasFeaturesArray) {
      // A bare geometry (geojson.io, hand-written files): one plot without properties.
      sink(over ?? { type: 'Feature', properties: {}, geometry: Object.fromEntries(info.members) }, 0);
      await drainQueued();
    } else if (type !== 'FeatureCollection' || !info.hasFeaturesArray) {
      fatal = {
        code: 'file-not-geojson',
        severity: 'error',
        fileName,
        ...notGeoJsonText(fileName, type),
      };
    }
  } catch (e) {
    if (!(e instanceof GeoJsonScanError)) throw e;
    fatal = {
      code: e.code,
      severity: 'error',
      fileName,
      ...e.textFor(fileName),
      line: e.line,
      column: e.column,
    };
  }
  hooks.onProgress?.(info.bytes, featureCount);

  if (fatal) {
    return {
      fileName,
      bytes: info.bytes,
      featureCount,
      problems: [fatal],
      fatal,
      counts: { [fatal.code]: 1 },
      acceptedCount: 0,
    };
  }
  const fileProblems: Problem[] = [];
  const crs = checkCrsMember(fileName, info.members.get('crs'));
  if (crs) fileProblems.push(crs);
  else if (projected) fileProblems.push(projectedCoordinatesProblem(fileName, projected));
  if (featureCount === 0) {
    fileProblems.push({
      code: 'file-empty',
      severity: 'warning',
      fileName,
      ...ruleMessage(msg('rule.file-empty', { file: fileName })),
    });
  }
  for (const p of fileProblems) counts[p.code] = (counts[p.code] ?? 0) + 1;
  // Found after the last feature (onFeature has passed): always listed here, bounded by within-file.ts.
  const together = await within.problems(fileName, options);
  for (const p of together) counts[p.code] = (counts[p.code] ?? 0) + 1;
  return {
    fileName,
    bytes: info.bytes,
    featureCount,
    problems: [...fileProblems, ...featureProblems, ...together],
    fatal: null,
    counts,
    acceptedCount,
  };
}
