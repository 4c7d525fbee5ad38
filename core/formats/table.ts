/**
 * CSV, TSV and Excel: one plot per row, positions from latitude/longitude columns (their order checked
 * against the values), a WKT column, or a GeoJSON-geometry column; or several rows per plot (a plot id
 * column, vertices in order). papaparse reads the text (delimiter detected), read-excel-file the
 * workbook, wellknown the WKT. The layout found is returned so the person can confirm it on a map.
 */
import Papa from 'papaparse';
import { parseCoordinateList, ringOf } from './coordinate-list.ts';
import { unzipBounded } from './bounded-unzip.ts';
import { said, type Said } from '@core/i18n/messages.ts';
import { DEFAULT_READ_LIMITS, ReadLimitError, limitMessages } from './limits.ts';
import { decodeText as decodeAnyText } from './text.ts';
import type { PlotSink, ReadIssue, ReadResult, ReaderEnv } from './types.ts';
import {
  detectLayout,
  isDataRow,
  lastWktError,
  lastWktRingVertices,
  num,
  parseGeoJsonCell,
  parseWktCell,
  splitGeoshapes,
  type Cell,
  type Detected,
} from './table-layout.ts';

const fatal = (format: 'csv' | 'xlsx', text: Said): ReadResult => ({
  format,
  features: [],
  fatal: { code: 'file-unreadable', ...text },
  warnings: [],
});

const cellValue = (v: Cell): string | number | boolean | null => (v === '' || v === undefined ? null : v);

/** Rows to plots with the detected layout; other columns become properties. */
export function rowsToFeatures(
  header: string[],
  rows: Cell[][],
  d: Detected,
  sink?: PlotSink,
  /** The file's name and ReadLimits.verticesPerRing: a WKT ring over it is counted, not parsed. */
  ring: { file: string; max: number } = { file: '', max: Infinity },
): { features: GeoJSON.Feature[]; warnings: ReadIssue[] } {
  const warnings: ReadIssue[] = [];
  const props = (r: Cell[], skip: Set<number>): Record<string, unknown> => {
    const p: Record<string, unknown> = {};
    header.forEach((h, i) => {
      if (!skip.has(i) && h !== '') p[h] = cellValue(r[i] ?? null);
    });
    return p;
  };
  const features: GeoJSON.Feature[] = [];
  /** Plots so far: handed to the sink (plot-check packs them at once) or kept. */
  let handed = 0;
  const hand = (f: GeoJSON.Feature) => {
    if (sink) sink.add(f);
    else features.push(f);
    handed++;
  };
  if (d.layout.kind === 'geojson' || d.layout.kind === 'wkt') {
    const parse = d.layout.kind === 'geojson' ? parseGeoJsonCell : parseWktCell;
    const skip = new Set([d.geomCol!]);
    for (const r of rows) {
      const g = parse(r[d.geomCol!] ?? null, ring.max);
      // A WKT ring over the limit costs only this plot, in the words every reader uses for it.
      if (!g && lastWktRingVertices > 0)
        warnings.push({
          code: 'missing-geometry',
          featureIndex: handed,
          ...said('read.plot-unusable', {
            plot: handed + 1,
            file: ring.file,
            why: limitMessages.verticesPerRing('plot', lastWktRingVertices, ring.max).args,
          }),
        });
      else if (!g)
        warnings.push({
          code: 'missing-geometry',
          featureIndex: handed,
          ...said('read.table.row-no-geometry', {
            row: handed + 2,
            kind: d.layout.kind,
            column: d.layout.column,
            explained: lastWktError ? 'yes' : 'no',
            detail: lastWktError ?? '',
          }),
        });
      hand({ type: 'Feature', properties: props(r, skip), geometry: g as GeoJSON.Geometry });
    }
    return { features, warnings };
  }
  if (d.layout.kind === 'coordinate-list') {
    const { column, order } = d.layout;
    const skip = new Set([d.geomCol!]);
    for (const r of rows) {
      const v = r[d.geomCol!];
      const pairs = typeof v === 'string' ? parseCoordinateList(v) : null;
      if (!pairs)
        warnings.push({
          code: 'missing-geometry',
          featureIndex: handed,
          ...said('read.table.row-no-boundary', { row: handed + 2, column }),
        });
      hand({
        type: 'Feature',
        properties: props(r, skip),
        geometry: (pairs
          ? { type: 'Polygon', coordinates: [ringOf(pairs, order)] }
          : null) as GeoJSON.Geometry,
      });
    }
    return { features, warnings };
  }
  const latCol = d.latCol!;
  const lonCol = d.lonCol!;
  const pos = (r: Cell[]): number[] | null => {
    const x = num(r[lonCol] ?? null);
    const y = num(r[latCol] ?? null);
    return Number.isFinite(x) && Number.isFinite(y) ? [x, y] : null;
  };
  if (d.layout.kind === 'lat-lon') {
    for (const r of rows) {
      const p = pos(r);
      if (!p)
        warnings.push({
          code: 'missing-geometry',
          featureIndex: handed,
          ...said('read.table.row-no-position', { row: handed + 2 }),
        });
      hand({
        type: 'Feature',
        properties: props(r, new Set()),
        geometry: (p ? { type: 'Point', coordinates: p } : null) as GeoJSON.Geometry,
      });
    }
    return { features, warnings };
  }
  // Vertices: group rows by plot id in first-seen order, sort by the order column when there is one.
  const groups = new Map<string, { rows: { r: Cell[]; n: number }[] }>();
  rows.forEach((r, n) => {
    const id = r[d.idCol!];
    if (id === null || id === undefined || id === '') return;
    const key = String(id);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { rows: [] }));
    g.rows.push({ r, n });
  });
  const skip = new Set([latCol, lonCol, ...(d.orderCol !== undefined ? [d.orderCol] : [])]);
  for (const [, g] of groups) {
    if (d.orderCol !== undefined)
      g.rows.sort((a, b) => num(a.r[d.orderCol!] ?? null) - num(b.r[d.orderCol!] ?? null) || a.n - b.n);
    const ring = g.rows.map((x) => pos(x.r)).filter((p): p is number[] => p !== null);
    if (
      ring.length > 0 &&
      (ring[0]![0] !== ring[ring.length - 1]![0] || ring[0]![1] !== ring[ring.length - 1]![1])
    )
      ring.push([...ring[0]!]);
    hand({
      type: 'Feature',
      properties: props(g.rows[0]!.r, skip),
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  }
  return { features, warnings };
}

const shownColumns = (header: string[]): string =>
  header
    .filter((h) => h !== '')
    .slice(0, 12)
    .map((h) => `"${h}"`)
    .join(', ');

function noCoordinates(format: 'csv' | 'xlsx', name: string, header: string[]): ReadResult {
  const shown = shownColumns(header);
  return fatal(
    format,
    said('read.table.no-coordinates', { file: name, listed: shown ? 'yes' : 'no', columns: shown }),
  );
}

function tableToResult(
  format: 'csv' | 'xlsx',
  name: string,
  table: Cell[][],
  extra: ReadIssue[],
  sink: PlotSink | undefined,
  maxPerRing: number,
): ReadResult {
  // The header is the first row with at least two non-empty cells (titles above a table are skipped), or the
  // first non-empty row of a table of one column (a column of ODK geoshapes under its title).
  const filled = (r: Cell[]) => r.filter((c) => c !== null && c !== '').length;
  let start = table.findIndex((r) => filled(r) >= 2);
  if (start < 0) start = table.findIndex((r) => filled(r) >= 1);
  if (start < 0) return fatal(format, said('read.table.no-header', { file: name }));
  // A table without titles (its first row is already a plot) gets the names "column 1", "column 2"… and
  // every row is read; its columns are recognised by their values.
  const headerless = isDataRow(table[start]!);
  const width = headerless ? Math.max(...table.slice(start, start + 200).map((r) => r.length)) : 0;
  const header = headerless
    ? Array.from({ length: width }, (_, i) => `column ${i + 1}`)
    : table[start]!.map((c) => (c === null ? '' : String(c).trim()));
  const rows = table
    .slice(headerless ? start : start + 1)
    .filter((r) => r.some((c) => c !== null && c !== ''));
  if (rows.length === 0)
    return fatal(format, said('read.table.no-rows', { file: name, columns: shownColumns(header) }));
  const d = detectLayout(header, rows, headerless);
  if (!d) return noCoordinates(format, name, header);
  const { features, warnings } = rowsToFeatures(header, rows, d, sink, { file: name, max: maxPerRing });
  if (d.layout.kind === 'coordinate-list')
    warnings.unshift({
      code: 'read-note',
      ...(d.layout.orderByValues
        ? said('read.table.pairs-by-values', {
            file: name,
            column: d.layout.column,
            order: d.layout.order === 'lat-lon' ? 'latlon' : 'lonlat',
          })
        : said('read.table.pairs-odk', { file: name, column: d.layout.column })),
    });
  if (d.layout.kind === 'lat-lon' && d.layout.swappedHeaders)
    warnings.unshift({
      code: 'read-note',
      ...said('read.table.columns-swapped', { file: name, lon: d.layout.lonColumn, lat: d.layout.latColumn }),
    });
  // Said first: it explains the column names of the notes after it.
  if (headerless)
    warnings.unshift({
      code: 'read-note',
      ...said('read.table.headerless', {
        file: name,
        points: d.layout.kind === 'lat-lon' ? 'yes' : 'no',
        lat: d.layout.kind === 'lat-lon' ? d.layout.latColumn : '',
        lon: d.layout.kind === 'lat-lon' ? d.layout.lonColumn : '',
      }),
    });
  return { format, features, fatal: null, warnings: [...extra, ...warnings], layout: d.layout };
}

export async function readTable(
  bytes: Uint8Array,
  name: string,
  format: 'csv' | 'xlsx',
  env: ReaderEnv = {},
): Promise<ReadResult> {
  const limits = { ...DEFAULT_READ_LIMITS, ...env.limits };
  // Rows beyond the plot limit (and a few title rows) are never parsed: the file is refused instead.
  const maxRows = limits.features + 100;
  const tooManyRows = () =>
    new ReadLimitError(limitMessages.features(name, limits.features, limits.features, true));
  if (format === 'csv') {
    const { text, encoding } = decodeAnyText(bytes);
    const latin = encoding === 'windows-1252';
    let parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: maxRows + 1 });
    // A file of ODK geoshapes alone looks to papaparse like a ";"-separated table of vertices: it is read
    // again with the other separators, so each boundary stays whole in its cell.
    if (parsed.meta.delimiter === ';' && splitGeoshapes(parsed.data))
      parsed = Papa.parse<string[]>(text, {
        skipEmptyLines: 'greedy',
        preview: maxRows + 1,
        delimitersToGuess: [',', '\t', '|'],
      });
    if (parsed.data.length > maxRows) throw tooManyRows();
    env.onProgress?.(0.8);
    // Empty cells become null in place: a copy of a 200,000-row table would double its memory.
    const table: Cell[][] = parsed.data;
    for (const r of table) for (let i = 0; i < r.length; i++) if (r[i] === '') r[i] = null;
    const extra: ReadIssue[] = latin
      ? [
          {
            code: 'read-note',
            ...said('read.csv.latin', { file: name }),
          },
        ]
      : [];
    if (table.length === 0) return fatal('csv', said('read.csv.empty', { file: name }));
    return tableToResult('csv', name, table, extra, env.sink, limits.verticesPerRing);
  }
  // The workbook's library inflates it whole: its members are measured first, under the XML text limit.
  unzipBounded(bytes, name, {
    want: () => true,
    keep: false,
    limits: { ...limits, zipMemberBytes: Math.min(limits.zipMemberBytes, limits.textBytes) },
  });
  const { default: readXlsxFile } = await import('read-excel-file/universal');
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    sheets = (await readXlsxFile(ab)) as unknown as { sheet: string; data: unknown[][] }[];
  } catch (e) {
    return fatal(
      'xlsx',
      said('read.xlsx.unreadable', { file: name, detail: e instanceof Error ? e.message : String(e) }),
    );
  }
  env.onProgress?.(0.8);
  const toCell = (v: unknown): Cell =>
    v instanceof Date
      ? v.toISOString()
      : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
        ? v
        : null;
  let first: ReadResult | null = null;
  for (const s of sheets) {
    if (s.data.length > maxRows) throw tooManyRows();
    const r = tableToResult(
      'xlsx',
      name,
      s.data.map((row) => row.map(toCell)),
      [],
      env.sink,
      limits.verticesPerRing,
    );
    if (!r.fatal) {
      if (sheets.length > 1)
        r.warnings.unshift({
          code: 'read-note',
          ...said('read.xlsx.sheet', { sheet: s.sheet, file: name }),
        });
      return r;
    }
    first ??= r;
  }
  return first ?? fatal('xlsx', said('read.xlsx.no-sheets', { file: name }));
}
