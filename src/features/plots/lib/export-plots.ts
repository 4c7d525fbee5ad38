/**
 * Exports of the filtered plots. GeoJSON carries the properties EU TRACES reads (ProducerName,
 * ProducerCountry, ProductionPlace, Area; docs/plot-rules.md) so the file can go straight into a due diligence
 * statement; CSV is for spreadsheets. TRACES takes at most 25 MB of geolocation and 10,000 plots per
 * statement, so a GeoJSON export can be split into parts that each respect both limits.
 *
 * Pure: strings in, strings out. Features are serialised once and reused for sizing and for the files.
 */
import type { Plot } from '@core/api/schemas.ts';
import { riskClassOf, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import { plotCentroid } from '@/lib/geo/plot-features.ts';
import { utf8Length } from '@/lib/format/utf8-length.ts';

/** 25 MB read as 25,000,000 bytes (the stricter reading of "MB"), and 10,000 plots. */
export const TRACES_LIMITS = { maxBytes: 25_000_000, maxPlots: 10_000 } as const;
export type ExportLimits = { maxBytes: number; maxPlots: number };

export interface TracesProperties {
  ProducerName: string;
  ProducerCountry: string;
  ProductionPlace: string;
  Area: number;
}

/** The uploaded ProducerName when there is one, else the supplier: TRACES needs a producer on every plot. */
export function toTracesFeature(plot: Plot): GeoJSON.Feature<GeoJSON.Geometry, TracesProperties> {
  const producer = plot.properties.ProducerName;
  return {
    type: 'Feature',
    properties: {
      ProducerName: typeof producer === 'string' && producer.trim() ? producer.trim() : plot.supplier,
      ProducerCountry: plot.country,
      ProductionPlace: plot.name,
      Area: Math.round(plot.areaHa * 10_000) / 10_000,
    },
    geometry: plot.geometry,
  };
}

const HEAD = '{"type":"FeatureCollection","features":[\n';
const SEP = ',\n';
const TAIL = '\n]}\n';

export interface GeoJsonExportPlan {
  /** One serialised feature per plot, in order. */
  features: string[];
  /** UTF-8 bytes of each feature. */
  sizes: number[];
  /** Size of the export as a single file. */
  totalBytes: number;
  plotCount: number;
  /** Why one file would pass TRACES' limits (empty when it would not). */
  overLimits: ('bytes' | 'plots')[];
}

export function planGeoJsonExport(
  plots: readonly Plot[],
  limits: ExportLimits = TRACES_LIMITS,
): GeoJsonExportPlan {
  const features = plots.map((p) => JSON.stringify(toTracesFeature(p)));
  const sizes = features.map(utf8Length);
  const totalBytes = fileBytes(sizes, 0, sizes.length);
  const overLimits: GeoJsonExportPlan['overLimits'] = [];
  if (totalBytes > limits.maxBytes) overLimits.push('bytes');
  if (plots.length > limits.maxPlots) overLimits.push('plots');
  return { features, sizes, totalBytes, plotCount: plots.length, overLimits };
}

function fileBytes(sizes: readonly number[], start: number, end: number): number {
  let bytes = HEAD.length + TAIL.length;
  for (let i = start; i < end; i++) bytes += sizes[i]! + (i > start ? SEP.length : 0);
  return bytes;
}

/**
 * Consecutive [start, end) ranges of features, each a file within both limits. Greedy, in the given order,
 * so parts stay predictable (plot order of the table). A single feature larger than the byte limit gets a
 * part of its own: it cannot be made smaller here, and the person is told.
 */
export function splitRanges(
  sizes: readonly number[],
  limits: ExportLimits = TRACES_LIMITS,
): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  let bytes = HEAD.length + TAIL.length;
  for (let i = 0; i < sizes.length; i++) {
    const add = sizes[i]! + (i > start ? SEP.length : 0);
    if (i > start && (bytes + add > limits.maxBytes || i - start >= limits.maxPlots)) {
      ranges.push([start, i]);
      start = i;
      bytes = HEAD.length + TAIL.length + sizes[i]!;
    } else bytes += add;
  }
  if (sizes.length > start || ranges.length === 0) ranges.push([start, sizes.length]);
  return ranges;
}

/** The text of one GeoJSON file as chunks (a Blob takes them without joining 100 MB into one string). */
export function geoJsonChunks(features: readonly string[], start = 0, end = features.length): string[] {
  const chunks = [HEAD];
  for (let i = start; i < end; i++) {
    if (i > start) chunks.push(SEP);
    chunks.push(features[i]!);
  }
  chunks.push(TAIL);
  return chunks;
}

export function partFileName(base: string, part: number, parts: number, ext: string): string {
  return parts > 1 ? `${base}-part-${part}-of-${parts}.${ext}` : `${base}.${ext}`;
}

// ---------------------------------------------------------------- CSV

const CSV_COLUMNS = [
  'plot_id',
  'name',
  'supplier',
  'producer_name',
  'country',
  'area_ha',
  'risk_level',
  'deforestation_since_cutoff',
  'deforestation_area_ha',
  'remaining_forest_ha',
  'protected_areas_ha',
  'indigenous_territories_ha',
  'framework',
  'assessed_at',
  'centroid_lon',
  'centroid_lat',
] as const;

/**
 * One CSV field. Text that a spreadsheet would run as a formula (leading = + - @ tab CR) gets a leading
 * apostrophe: plot names come from supplier files and must never execute (OWASP "CSV injection").
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function plotsToCsv(plots: readonly Plot[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const p of plots) {
    const a = p.riskAssessment;
    const c = plotCentroid(p.geometry);
    const producer = p.properties.ProducerName;
    const row: (string | number | boolean | null | undefined)[] = [
      p.id,
      p.name,
      p.supplier,
      typeof producer === 'string' ? producer : '',
      p.country,
      p.areaHa,
      RISK_STYLE[riskClassOf(p)].label,
      a ? a.deforestation.hasDeforestation : null,
      a?.deforestation.areaHa,
      a?.remainingForestHa,
      a?.protectedAreasHa,
      a?.indigenousTerritoriesHa,
      a?.framework,
      a?.assessedAt,
      c ? Math.round(c[0] * 1e6) / 1e6 : null,
      c ? Math.round(c[1] * 1e6) / 1e6 : null,
    ];
    lines.push(row.map(csvField).join(','));
  }
  // CRLF per RFC 4180, and a BOM so spreadsheet programs read accented names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
