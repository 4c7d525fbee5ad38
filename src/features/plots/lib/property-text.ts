/**
 * A plot property as plain text: objects as JSON text, so nothing from a supplier file is ever markup; an
 * empty value as a dash, so a row never looks missing.
 */
export function propertyText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
