/**
 * Exports of the filtered plots. GeoJSON for TRACES is built and checked by core/traces (the EU file
 * description's four properties, positions cut as TRACES stores them, re-checked by the rule module;
 * docs/traces-export.md); this file names it after project and supplier. CSV is for spreadsheets.
 *
 * Pure: plots in, strings out.
 */
import type { Plot } from '@core/api/schemas.ts';
import { exportBaseName } from '@core/traces/geojson-file.ts';
import { plotSource } from '@core/traces/traces-feature.ts';
import { prepareTracesExport, type TracesExport } from '@core/traces/traces-export.ts';
import { riskClassOf, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import { plotCentroid } from '@/lib/geo/plot-features.ts';

/** The TRACES file of these plots: cut, re-checked and reduced to the EU's four properties (core/traces). */
export function prepareExportOfPlots(plots: readonly Plot[], cattle: boolean): Promise<TracesExport> {
  return prepareTracesExport(plots.map((p) => plotSource(p, cattle)));
}

/** `<project>_<supplier>_<date>` for the plots' files: one supplier named, several counted. */
export function exportBaseOfPlots(project: string | null, plots: readonly Plot[], date = new Date()): string {
  return exportBaseName(project, [...new Set(plots.map((p) => p.supplier))], date);
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
