/**
 * Any supplier file through the one rule module: GeoJSON streams straight into it (any size), other
 * formats are read whole (capped), and either way each feature passes through the field mapping before
 * it is checked, so what is checked is the TRACES-ready feature that would be uploaded.
 */
import {
  checkFileStream,
  isGeometryType,
  loadLandIndex,
  nameFieldOf,
  OversizedFeature,
  streamCappedFeatures,
  TopLevelInfo,
  type CheckHooks,
  type CheckOptions,
  type FileCheckSummary,
  type Problem,
  type UploadCheckState,
} from '@core/plot-rules/index.ts';
import { loadCountryNames } from '@core/mapping/country-codes.ts';
import {
  applyMapping,
  mappingFromProposal,
  proposeMapping,
  type FieldMapping,
  type MappingContext,
  type MappingProposal,
} from '@core/mapping/field-mapping.ts';
import { numberIfUnnamed, numberingPrefixOf, numberedName } from '@core/mapping/plot-numbering.ts';
import { detectFormat, DETECT_HEAD_BYTES } from './detect.ts';
import { bareGeometryFeature, unwrapJavaScript } from './geojson.ts';
import { said } from '@core/i18n/messages.ts';
import { fatalResult, limitsOf, readPlotFile, sizeRefusal } from './read-plot-file.ts';
import { explainReaderError, FeatureBounds } from './bound-features.ts';
import type { ReadLimits } from './limits.ts';
import { bomEncoding, utf16ToUtf8 } from './text.ts';
import {
  formatRef,
  type PlotFileFormat,
  type PlotSink,
  type ReadIssue,
  type ReadResult,
  type ReaderEnv,
  type TableLayout,
} from './types.ts';

/** A file as the checker needs it; the browser wraps a File, the CLI a path. */
export interface PlotFileSource {
  name: string;
  size: number;
  /** The first `n` bytes (or fewer). */
  head(n: number): Promise<Uint8Array>;
  /** The whole file (formats that cannot stream). */
  bytes(): Promise<Uint8Array>;
  /** The file in chunks, from the start, each call anew (GeoJSON). */
  chunks(): AsyncIterable<Uint8Array>;
}

/** 'auto': the proposed mapping; a FieldMapping: the person's; null: check the properties as they are. */
export type MappingChoice = 'auto' | FieldMapping | null;

export interface PlotFileCheck {
  summary: FileCheckSummary;
  format: PlotFileFormat | null;
  /** The proposal from the file's plots (a sample of the first ones for big GeoJSON); null when fatal. */
  proposal: MappingProposal | null;
  /** The mapping applied before the checks, or null. */
  mapping: FieldMapping | null;
  /** What the reader wants the person to know (reprojection done, layer skipped, empty placemark). */
  readWarnings: ReadIssue[];
  layout?: TableLayout;
  reprojectedFrom?: string;
}

/** Plots a proposal looks at in a streamed GeoJSON (the first ones). */
export const PROPOSAL_SAMPLE_FEATURES = 5_000;
/** Bytes of a streamed GeoJSON read for that sample at most. */
export const PROPOSAL_SAMPLE_BYTES = 16 * 1024 * 1024;

let contextPromise: Promise<MappingContext> | null = null;

/** Country names and land shapes for the mapping, loaded once. */
export function loadMappingContext(): Promise<MappingContext> {
  contextPromise ??= Promise.all([loadCountryNames(), loadLandIndex()]).then(([countryNames, land]) => ({
    countryNames,
    land,
  }));
  return contextPromise;
}

/** The first plots of a GeoJSON stream (bad JSON just ends the sample: the full check reports it). */
async function sampleGeoJson(source: PlotFileSource): Promise<GeoJSON.Feature[]> {
  const out: GeoJSON.Feature[] = [];
  const info = new TopLevelInfo();
  async function* limited(): AsyncGenerator<Uint8Array> {
    let n = 0;
    for await (const c of source.chunks()) {
      yield c;
      n += c.length;
      if (n >= PROPOSAL_SAMPLE_BYTES) return;
    }
  }
  try {
    for await (const f of streamCappedFeatures(unwrapJavaScript(limited()), info)) {
      // A plot too large to parse tells the proposal nothing (the check says what is wrong with it).
      if (f.value instanceof OversizedFeature) continue;
      out.push(f.value as GeoJSON.Feature);
      if (out.length >= PROPOSAL_SAMPLE_FEATURES) break;
    }
  } catch {
    // A truncated sample or broken JSON: whatever was read is the sample.
  }
  // A bare Feature or geometry whose shape was too large to parse tells the proposal nothing either.
  if (out.length === 0 && !info.oversizedShape()) {
    const type = info.members.get('type');
    if (type === 'Feature') out.push(Object.fromEntries(info.members) as unknown as GeoJSON.Feature);
    else if (isGeometryType(type)) out.push(bareGeometryFeature(info.members));
  }
  return out;
}

const FC_HEAD = '{"type":"FeatureCollection","features":[\n';
const FC_TAIL = '\n]}\n';

/** Plots per piece of the FeatureCollection text: progress keeps moving, one piece's text in memory. */
const PLOTS_PER_PIECE = 500;

/**
 * The read plots as GeoJSON text for the rule module's scanner. It takes the array over: each piece's plots
 * are let go once serialized, so the plots are not all held as objects until the last one is checked
 * (200,000 CSV rows kept whole were ~85 MB live through the check, and V8 let the heap grow to a multiple).
 */
function* featureCollectionText(features: (GeoJSON.Feature | undefined)[]): Generator<Uint8Array> {
  const enc = new TextEncoder();
  yield enc.encode(FC_HEAD);
  for (let i = 0; i < features.length; i += PLOTS_PER_PIECE) {
    const part = features
      .slice(i, i + PLOTS_PER_PIECE)
      .map((f) => JSON.stringify(f))
      .join(',\n');
    features.fill(undefined, i, i + PLOTS_PER_PIECE);
    yield enc.encode(i === 0 ? part : `,\n${part}`);
  }
  yield enc.encode(FC_TAIL);
}

/**
 * A read file's plots already as the GeoJSON text the checker streams, with the mapping proposal made from
 * them: what a host that reads in another thread sends back (`plot-check`, cli/read-in-worker.ts). Bytes
 * move between threads without a copy and cost a fifth of the plots as objects; 200,000 shapefile plots
 * cloned as objects took ~200 MB in the main thread while the reading thread still held its own ~250 MB.
 */
export interface PackedPlots {
  count: number;
  /** The FeatureCollection text in pieces; the check lets each piece go once scanned. */
  chunks: (Uint8Array | undefined)[];
  proposal: MappingProposal;
}

/** What a host's reader gives the checker: a ReadResult, its plots possibly packed (then `features` is empty). */
export type HostReadResult = ReadResult & { packed?: PackedPlots };

/** Plots whose shape the proposal looks at (the area unit compares values with the first ones' areas). */
const PROPOSAL_SHAPES = 500;

/**
 * Packs a file's plots as the reader hands them on (ReaderEnv.sink; see PackedPlots): each plot is bounded
 * (FeatureBounds, as readPlotFile does for a whole result), serialized with its piece, and let go. Kept per
 * plot only what the mapping proposal reads: its properties (and the shape of the first few). 200,000
 * shapefile plots held as objects took ~210 MB in the reading thread; as text they are ~40 MB.
 */
export class PlotPacker implements PlotSink {
  private readonly bounds: FeatureBounds;
  private readonly pieces: Uint8Array[] = [];
  private piece: GeoJSON.Feature[] = [];
  private readonly forProposal: GeoJSON.Feature[] = [];
  private readonly enc = new TextEncoder();

  constructor(name: string, limits: ReadLimits) {
    this.bounds = new FeatureBounds(name, limits);
  }

  add(f: GeoJSON.Feature): void {
    const i = this.bounds.count;
    this.bounds.see(f);
    if (this.bounds.count > this.bounds.limit) return; // refused in finish(): nothing more to keep
    this.forProposal.push(
      i < PROPOSAL_SHAPES
        ? f
        : { type: 'Feature', properties: f.properties, geometry: null as unknown as GeoJSON.Geometry },
    );
    this.piece.push(f);
    if (this.piece.length === PLOTS_PER_PIECE) this.flush();
  }

  private flush(): void {
    if (!this.piece.length) return;
    const part = this.piece.map((f) => JSON.stringify(f)).join(',\n');
    this.pieces.push(this.enc.encode(this.pieces.length === 0 ? part : `,\n${part}`));
    this.piece = [];
  }

  /**
   * The packed result of a read (`read.features`, if the reader returned any, are taken first): the same
   * text and proposal as packing the whole bounded result at once. The proposal only needs the country
   * names (the land shapes are for applying a mapping, not proposing one).
   */
  finish(read: ReadResult, countryNames: MappingContext['countryNames']): HostReadResult {
    if (read.fatal) return read;
    for (const f of read.features) this.add(f);
    const bounded = this.bounds.finish({ ...read, features: [] });
    if (bounded.fatal) return bounded;
    this.flush();
    const proposal = proposeMapping(this.forProposal, { countryNames, land: null });
    const chunks = [this.enc.encode(FC_HEAD), ...this.pieces, this.enc.encode(FC_TAIL)];
    this.pieces.length = 0;
    this.forProposal.length = 0;
    return { ...bounded, features: [], packed: { count: this.bounds.count, chunks, proposal } };
  }
}

/** The packed pieces one by one, each let go as it is handed on. */
async function* releasing(chunks: (Uint8Array | undefined)[]): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i]!;
    chunks[i] = undefined;
    yield c;
  }
}

function fatalSummary(name: string, size: number, read: ReadResult): FileCheckSummary {
  const f = read.fatal!;
  const p: Problem = {
    code: f.code as Problem['code'],
    severity: 'error',
    fileName: name,
    message: f.message,
  };
  if (f.args) p.args = f.args;
  if (f.line !== undefined) p.line = f.line;
  if (f.column !== undefined) p.column = f.column;
  return {
    fileName: name,
    bytes: size,
    featureCount: 0,
    problems: [p],
    fatal: p,
    counts: { [p.code]: 1 },
    acceptedCount: 0,
  };
}

export interface CheckPlotFileOptions {
  mapping?: MappingChoice;
  env?: ReaderEnv;
  /**
   * Reads a non-GeoJSON file's bytes (default readPlotFile here; the CLI reads in a thread it can stop, and
   * gets the plots back packed).
   */
  read?: (bytes: Uint8Array, name: string, env: ReaderEnv) => Promise<HostReadResult>;
  hooks?: CheckHooks;
  /**
   * When the file gives its plots no name at all (the mapping found no name field: a field survey's CSV
   * without a name column, placemarks without <name>), they are named "<file> <n>" by their place in the
   * file, with one warning (plot-check; the upload page asks the person first). A file with a name field
   * keeps a plot left blank in it as a missing name, and a name field the person designated stays theirs.
   */
  numberUnnamed?: boolean;
}

/**
 * Reads, maps and checks one file of an upload (`state` is shared by all files of the upload, so
 * duplicates across files count). `hooks.onFeature` sees each mapped feature in order.
 */
export async function checkPlotFile(
  source: PlotFileSource,
  options: CheckOptions,
  state: UploadCheckState,
  opts: CheckPlotFileOptions = {},
): Promise<PlotFileCheck> {
  const choice = opts.mapping ?? null;
  const head = await source.head(DETECT_HEAD_BYTES);
  const detected = detectFormat(head, source.name);
  const utf16 = bomEncoding(head);
  if (detected === 'geojson' && (utf16 === 'utf-16le' || utf16 === 'utf-16be')) {
    // The GeoJSON scanner reads UTF-8: a UTF-16 file is re-encoded as it streams.
    const original = source;
    source = { ...original, chunks: () => utf16ToUtf8(original.chunks(), utf16) };
  }
  /** A converted file's plots: how many, their proposal, and their GeoJSON text for the scanner. */
  let converted: { count: number; proposal: MappingProposal; text: AsyncIterable<Uint8Array> } | null = null;
  let read: HostReadResult | null = null;
  if (detected !== 'geojson') {
    // The size is known before a byte is read: a file over the limit is refused without reading it.
    read = sizeRefusal(detected, source.name, source.size, limitsOf(opts.env ?? {}));
    if (!read) {
      // Reading the bytes may be cancelled (a newer check): that error goes up untouched.
      const bytes = await source.bytes();
      try {
        read = await (opts.read ?? readPlotFile)(bytes, source.name, opts.env ?? {});
      } catch (e) {
        // A reader that fails on its own (a library error, a file shape nobody foresaw) costs this file,
        // never the whole upload's check; the library's own words are put into the person's.
        read = fatalResult(null, 'file-unreadable', explainReaderError(source.name, e));
      }
    }
    // A file with bytes but not one plot read is broken or not what it says: never a silent pass.
    if (!read.fatal && (read.packed?.count ?? read.features.length) === 0 && source.size > 0)
      read = fatalResult(
        read.format,
        'file-unreadable',
        said('read.no-plot', {
          file: source.name,
          known: read.format ? 'yes' : 'no',
          kind: read.format ? formatRef(read.format) : '',
        }),
      );
    if (read.fatal)
      return {
        summary: fatalSummary(source.name, source.size, read),
        format: read.format,
        proposal: null,
        mapping: null,
        readWarnings: read.warnings,
      };
    const { packed, features } = read;
    converted = packed
      ? { count: packed.count, proposal: packed.proposal, text: releasing(packed.chunks) }
      : {
          count: features.length,
          proposal: proposeMapping(features, await loadMappingContext()),
          // Serialized as they are checked: the plots are never all held as objects and as text.
          text: (async function* () {
            yield* featureCollectionText(features);
          })(),
        };
  }
  const ctx = await loadMappingContext();
  const proposal = converted ? converted.proposal : proposeMapping(await sampleGeoJson(source), ctx);
  let mapping: FieldMapping | null = null;
  if (choice === 'auto') {
    mapping = mappingFromProposal(proposal);
    // The upload option names the name field: the mapping follows it.
    if (options.designatedNameField) mapping.nameField = options.designatedNameField;
  } else if (choice) mapping = choice;
  const hooks: CheckHooks = { ...opts.hooks };
  const onProgress = opts.hooks?.onProgress;
  if (converted && onProgress) {
    // Converted formats: progress in the file's own bytes, by plots checked.
    const total = converted.count || 1;
    hooks.onProgress = (_bytes, n) => onProgress(Math.round((source.size * n) / total), n);
  }
  const prefix = numberingPrefixOf(source.name);
  const numbering =
    opts.numberUnnamed === true &&
    mapping !== null &&
    mapping.nameField === null &&
    nameFieldOf(options) === 'ProductionPlace';
  let numbered = 0;
  let firstNumbered = -1;
  if (mapping) {
    const m = mapping;
    hooks.transform = (value, index) => {
      const out = applyMapping(value, m, ctx);
      if (numbering && numberIfUnnamed(out, index, prefix) && numbered++ === 0) firstNumbered = index;
      return out;
    };
  }
  const chunks = converted ? converted.text : unwrapJavaScript(source.chunks());
  const summary = await checkFileStream(source.name, chunks, options, state, hooks);
  // Converted formats: the bytes checked are the converted GeoJSON's; report the file's own size.
  if (converted) summary.bytes = source.size;
  const result: PlotFileCheck = {
    summary,
    format: read?.format ?? 'geojson',
    proposal,
    mapping,
    readWarnings: read?.warnings ?? [],
  };
  if (numbered > 0)
    result.readWarnings = [
      ...result.readWarnings,
      {
        code: 'read-note',
        ...said('read.names-numbered', {
          count: numbered,
          file: source.name,
          first: numberedName(prefix, firstNumbered),
        }),
      },
    ];
  if (read?.layout) result.layout = read.layout;
  if (read?.reprojectedFrom) result.reprojectedFrom = read.reprojectedFrom;
  return result;
}
