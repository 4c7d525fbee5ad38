/** File-level rule file-crs: TRACES takes WGS84 longitude-latitude only (RFC 7946 dropped `crs`). */
import { msg } from '@core/i18n/messages.ts';
import { fmtPos, ruleMessage } from './rule-catalog.ts';
import type { Problem } from './types.ts';

// OGC CRS84, EPSG:4326 in its URN and short spellings, and plain "WGS84"/"WGS 84".
const WGS84 = /(crs:?84\b|crs84|epsg:{1,2}4326\b|^4326$|wgs\s?-?84)/i;

/** Name of the CRS a `crs` member declares ('' for a linked or unreadable one), or null for none. */
function crsName(crs: unknown): string | null {
  if (crs === undefined || crs === null) return null;
  if (typeof crs !== 'object') return String(crs);
  const props = (crs as { properties?: unknown }).properties;
  // Stryker disable next-line ConditionalExpression: a JSON string, number or true has no name, href or code member, so the type test only reads clearer.
  if (props && typeof props === 'object') {
    const p = props as Record<string, unknown>;
    if (typeof p['name'] === 'string') return p['name'];
    if (typeof p['href'] === 'string') return p['href'];
    if (typeof p['code'] === 'number' || typeof p['code'] === 'string') return `EPSG:${p['code']}`;
  }
  return '';
}

export function checkCrsMember(fileName: string, crs: unknown): Problem | null {
  const name = crsName(crs);
  if (name === null || WGS84.test(name)) return null;
  return {
    code: 'file-crs',
    severity: 'error',
    fileName,
    ...ruleMessage(
      msg('rule.file-crs.declared', { file: fileName, crs: name, readable: name ? 'yes' : 'no' }),
    ),
  };
}

export function projectedCoordinatesProblem(fileName: string, at: number[]): Problem {
  return {
    code: 'file-crs',
    severity: 'error',
    fileName,
    ...ruleMessage(msg('rule.file-crs.projected', { file: fileName, position: fmtPos(at) })),
    coordinate: [at[0]!, at[1]!],
  };
}
