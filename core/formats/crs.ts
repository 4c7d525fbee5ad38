/**
 * Which coordinate systems a plot can come from: 2-D geographic (longitude/latitude) or projected ones.
 * A geocentric system (X/Y/Z from the Earth's centre), a vertical or engineering (local) one, or a compound
 * of several, read as if it were one of those, moves plots across the world (a Côte d'Ivoire plot landed at
 * 129°, 0°), so it is refused by name with what to do. WKT 1 (.prj, GeoPackage) and WKT 2 are both read.
 */

/** The reason a coordinate system definition is refused, or null when it is 2-D geographic or projected. */
export function crsRefusal(wkt: string): string | null {
  const root = /^\s*([A-Z_]+)\s*[[(]/i.exec(wkt)?.[1]?.toUpperCase() ?? '';
  if (root === 'GEOCCS') return 'a geocentric system (X, Y, Z from the centre of the Earth)';
  if (root === 'COMPD_CS' || root === 'COMPOUNDCRS')
    return 'a compound system (a horizontal and a vertical part)';
  if (root === 'VERT_CS' || root === 'VERTCRS' || root === 'VERTICALCRS') return 'a vertical (height) system';
  if (root === 'LOCAL_CS' || root === 'ENGCRS' || root === 'ENGINEERINGCRS')
    return 'a local (engineering) system';
  if (root === 'GEODCRS' || root === 'GEODETICCRS') {
    // WKT 2 says geocentric with a Cartesian coordinate system; geographic with an ellipsoidal one.
    if (/CS\s*\[\s*Cartesian/i.test(wkt)) return 'a geocentric system (X, Y, Z from the centre of the Earth)';
  }
  return null;
}

export const crsRefusalMessage = (label: string, name: string, why: string): string =>
  `${label} is in ${name}, ${why}, not a map system plots can be drawn in. Re-export the plots in WGS 84 (EPSG:4326), or as GeoJSON.`;
