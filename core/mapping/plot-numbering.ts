/**
 * Plots with no name are numbered by their file and their place in it ("farms 1", "farms 2"…, counted from
 * 1 as people count), as the mapping step numbers plots named alike ("Untitled Polygon" ×281): a field
 * survey's CSV of 1,976 plots with no name column otherwise loses every plot to "missing name". The one
 * home of the number's form; plot-check numbers them with a warning saying so.
 */

/** `farms.kml` → `farms`, `fields.shp.zip` → `fields`: a dropped file's name without its format. */
export const fileStemOf = (name: string): string =>
  name.replace(/(\.shp)?\.(zip|kmz|kml|csv|tsv|txt|xlsx|xls|gpkg|gpx|geojson|json|js)$/i, '');

/** What plots without a telling name are numbered after: `farms.kml` → "farms 1", "farms 2"… */
export const numberingPrefixOf = (fileName: string): string => fileStemOf(fileName).trim() || 'plot';

/** The name of the plot at 0-based `index` of a file numbered after `prefix`: its place counted from 1. */
export const numberedName = (prefix: string, index: number): string => `${prefix} ${index + 1}`;

/**
 * Names a feature that has none under ProductionPlace "<prefix> <n>", in place; true when it did. A value
 * that is not a feature, or already named, is left alone.
 */
export function numberIfUnnamed(value: unknown, index: number, prefix: string): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const f = value as { type?: unknown; properties?: unknown };
  if (f.type !== 'Feature' && f.type !== undefined) return false;
  const props =
    typeof f.properties === 'object' && f.properties !== null && !Array.isArray(f.properties)
      ? (f.properties as Record<string, unknown>)
      : null;
  const name = props?.['ProductionPlace'];
  if ((typeof name === 'string' && name.trim() !== '') || (typeof name === 'number' && Number.isFinite(name)))
    return false;
  f.properties = { ...props, ProductionPlace: numberedName(prefix, index) };
  return true;
}
