/**
 * Which coordinate systems a plot can come from: 2-D geographic (longitude/latitude) or projected ones.
 * A geocentric system (X/Y/Z from the Earth's centre), a vertical or engineering (local) one, or a compound
 * of several, read as if it were one of those, moves plots across the world (a Côte d'Ivoire plot landed at
 * 129°, 0°), so it is refused by name with what to do. WKT 1 (.prj, GeoPackage), WKT 2 and PROJ strings
 * (`+proj=geocent …`, which some tools write to a .prj) are all judged by the same rules: a definition in
 * one syntax is never waved through because only the other is read.
 */
import { said, type Said } from '@core/i18n/messages.ts';

/** Kinds of coordinate system plots cannot come from (each said in words by read.crs.refused). */
type CrsRefusal = 'geocentric' | 'compound' | 'vertical' | 'local';

/** A PROJ string's parameters (`+proj=utm +zone=30 +south` → proj: utm, zone: 30, south: ''), or null. */
export function projParams(def: string): Map<string, string> | null {
  const text = def.trim();
  if (!/^\+\w+/.test(text)) return null;
  const params = new Map<string, string>();
  for (const token of text.split(/\s+/)) {
    const m = /^\+(\w+)(?:=(.*))?$/.exec(token);
    if (m) params.set(m[1]!.toLowerCase(), (m[2] ?? '').toLowerCase());
  }
  return params.has('proj') ? params : null;
}

/** PROJ's names for a geocentric (Earth-centred X/Y/Z) system. */
const PROJ_GEOCENTRIC = new Set(['geocent', 'cart']);
/** PROJ's names for longitude/latitude. */
const PROJ_LONLAT = new Set(['longlat', 'latlong', 'lonlat', 'latlon']);

/** Why a coordinate system definition is refused, or null when it is 2-D geographic or projected. */
export function crsRefusal(wkt: string): CrsRefusal | null {
  const proj = projParams(wkt);
  if (proj) {
    if (PROJ_GEOCENTRIC.has(proj.get('proj')!)) return 'geocentric';
    // Heights from a geoid grid make a horizontal + vertical (compound) system.
    if (proj.has('geoidgrids')) return 'compound';
    return null;
  }
  const root = /^\s*([A-Z_]+)\s*[[(]/i.exec(wkt)?.[1]?.toUpperCase() ?? '';
  if (root === 'GEOCCS') return 'geocentric';
  if (root === 'COMPD_CS' || root === 'COMPOUNDCRS') return 'compound';
  if (root === 'VERT_CS' || root === 'VERTCRS' || root === 'VERTICALCRS') return 'vertical';
  if (root === 'LOCAL_CS' || root === 'ENGCRS' || root === 'ENGINEERINGCRS') return 'local';
  if (root === 'GEODCRS' || root === 'GEODETICCRS') {
    // WKT 2 says geocentric with a Cartesian coordinate system; geographic with an ellipsoidal one.
    if (/CS\s*\[\s*Cartesian/i.test(wkt)) return 'geocentric';
  }
  return null;
}

export const crsRefusalMessage = (label: string, name: string, why: CrsRefusal): Said =>
  said('read.crs.refused', { file: label, crs: name, why });

/** WGS84 longitude/latitude, in any of the ways a .prj says it: WKT 1 (ESRI or OGC), WKT 2 or a PROJ string. */
export function isWgs84(def: string): boolean {
  const text = def.trim();
  const proj = projParams(text);
  if (proj) {
    const wgs84 = proj.get('datum') === 'wgs84' || (proj.get('ellps') === 'wgs84' && !proj.has('datum'));
    const noShift = !proj.has('towgs84') || /^0(\.0*)?(,0(\.0*)?)*$/.test(proj.get('towgs84')!);
    // A prime meridian other than Greenwich or latitude-first axes move every plot: they are converted.
    const plain =
      (!proj.has('pm') || proj.get('pm') === 'greenwich') && (proj.get('axis') ?? 'enu') === 'enu';
    return PROJ_LONLAT.has(proj.get('proj')!) && wgs84 && noShift && plain;
  }
  return /^GEOGCS\[\s*"(GCS_)?WGS[ _]?(19)?84"/i.test(text) || /^GEOGCRS\[\s*"WGS 84"/i.test(text);
}

/** A definition's name for messages: WKT's own (PROJCS["WGS 84 / UTM zone 30N", ...]), or the PROJ string. */
export function crsName(def: string): string {
  const text = def.trim();
  if (projParams(text)) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  return /^\w+\[\s*"([^"]+)"/.exec(text)?.[1] ?? 'its coordinate system';
}
