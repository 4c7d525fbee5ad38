/** File-level rule file-crs: TRACES takes WGS84 longitude-latitude only (RFC 7946 dropped `crs`). */
import { fmtPos } from './rule-catalog.ts';
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
    message: `${fileName} declares the coordinate system ${name ? `"${name}"` : 'in an unreadable "crs" member'}; TRACES needs WGS84 longitude-latitude (EPSG:4326). Re-export the file in EPSG:4326 (in QGIS: Export › Save Features As, CRS EPSG:4326).`,
  };
}

export function projectedCoordinatesProblem(fileName: string, at: number[]): Problem {
  return {
    code: 'file-crs',
    severity: 'error',
    fileName,
    message: `${fileName} has coordinates like ${fmtPos(at)}, far outside ±180/±90: they look projected (metres), not WGS84 degrees. Re-export the file in EPSG:4326.`,
    coordinate: [at[0]!, at[1]!],
  };
}
