/** The problems list as CSV (RFC 4180), for the supplier or a spreadsheet. Values are quoted when needed. */
import type { Problem } from '@core/plot-rules/index.ts';

const HEADER = ['file', 'feature_index', 'name', 'rule', 'severity', 'message'];

export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let s = String(value);
  // A cell starting with = + - @ is run as a formula by spreadsheets: neutralise it (OWASP CSV injection).
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function problemsToCsv(problems: Problem[]): string {
  const lines = [HEADER.join(',')];
  for (const p of problems) {
    lines.push(
      [p.fileName, p.featureIndex, p.featureName, p.code, p.severity, p.message].map(csvCell).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
