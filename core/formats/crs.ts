/**
 * Which coordinate systems a plot can come from: 2-D geographic (longitude/latitude) or projected ones.
 * A geocentric system (X/Y/Z from the Earth's centre), a vertical or engineering (local) one, or a compound
 * of several, read as if it were one of those, moves plots across the world (a Côte d'Ivoire plot landed at
 * 129°, 0°), so it is refused by name with what to do. WKT 1 (.prj, GeoPackage) and WKT 2 are both read.
 */
import { said, type Said } from '@core/i18n/messages.ts';

/** Kinds of coordinate system plots cannot come from (each said in words by read.crs.refused). */
type CrsRefusal = 'geocentric' | 'compound' | 'vertical' | 'local';

/** Why a coordinate system definition is refused, or null when it is 2-D geographic or projected. */
export function crsRefusal(wkt: string): CrsRefusal | null {
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
