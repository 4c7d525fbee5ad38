/**
 * Hectares, in one home: a plot's geodesic area (the plot rules, the field mapping, the risk-info limits
 * and the simulator all measure with it) and how an area is written (rule messages, fixes, every page).
 * Pure: no DOM, no Node.
 */
import { earthRadius } from '@turf/helpers';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';

type Position = readonly number[];
type Ring = readonly Position[];

const AREA_FACTOR = (earthRadius * earthRadius) / 2;
const PI_OVER_180 = Math.PI / 180;

/** The ring's signed area in m² (an open ring is measured closed, as drawn). */
function ringArea(ring: Ring): number {
  const closed = ring.length > 0 && (ring[0]![0] !== ring.at(-1)![0] || ring[0]![1] !== ring.at(-1)![1]);
  // Stryker disable next-line EqualityOperator: an empty ring closed by `undefined` has no edges either (len 0), area 0 both ways.
  const coords = closed ? [...ring, ring[0]!] : ring;
  const len = coords.length - 1;
  // Stryker disable next-line EqualityOperator: two corners there and back (len 2) sum to 0 in the loop as well.
  if (len <= 2) return 0;
  let total = 0;
  for (let i = 0; i < len; i++) {
    const lower = coords[i]!;
    const middle = coords[i + 1 === len ? 0 : i + 1]!;
    // Stryker disable next-line EqualityOperator: at i + 2 === len, coords[len] is the closing position, the same as coords[0].
    const upper = coords[i + 2 >= len ? (i + 2) % len : i + 2]!;
    total += (upper[0]! * PI_OVER_180 - lower[0]! * PI_OVER_180) * Math.sin(middle[1]! * PI_OVER_180);
  }
  return total * AREA_FACTOR;
}

/**
 * Geodesic area in hectares of polygons given as rings (shell minus holes, summed over parts): the formula,
 * constants and order of sums of @turf/area 7.4.0, without its generic geometry walk (the plot rules call it
 * for every polygon), so it equals `turfArea(...) / 10_000` on closed rings.
 */
export function geodesicAreaHa(polygons: readonly (readonly Ring[])[]): number {
  let total = 0;
  for (const rings of polygons) {
    if (rings.length === 0) continue;
    let polygon = Math.abs(ringArea(rings[0]!));
    for (let i = 1; i < rings.length; i++) polygon -= Math.abs(ringArea(rings[i]!));
    total += polygon;
  }
  return total / 10_000;
}

/** Geodesic area in hectares of a geometry: its polygons' (a collection's members summed), 0 without any. */
export function geometryAreaHa(g: GeoJSON.Geometry): number {
  switch (g.type) {
    case 'Polygon':
      return geodesicAreaHa([g.coordinates]);
    case 'MultiPolygon':
      return geodesicAreaHa(g.coordinates);
    case 'GeometryCollection':
      return g.geometries.reduce((sum, member) => sum + geometryAreaHa(member), 0);
    default:
      return 0;
  }
}

/**
 * Hectares as written into a file or a record (a plot's Area, a split plot's share, the simulator's
 * `areaHa`): 4 decimals (1 m², far finer than TRACES keeps) from 0.0001 ha, 4 significant digits below, so
 * an area that is not 0 is never written 0 ("Area": 0 for a plot of 0.00003 ha would be false).
 */
export function roundHa(ha: number): number {
  if (ha === 0 || !Number.isFinite(ha)) return ha;
  return Math.abs(ha) >= 0.0001 ? Math.round(ha * 10_000) / 10_000 : Number(ha.toPrecision(4));
}

// Made once per locale: a formatter per call is what a table of plots felt.
interface HaFormats {
  whole: Intl.NumberFormat;
  two: Intl.NumberFormat;
  tiny: Intl.NumberFormat;
  precise: Intl.NumberFormat;
}
const formats = new Map<Locale, HaFormats>();
function formatsOf(locale: Locale): HaFormats {
  let f = formats.get(locale);
  if (!f) {
    f = {
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      two: new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
      tiny: new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }),
      precise: new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }),
    };
    formats.set(locale, f);
  }
  return f;
}

/**
 * An area as people read it, the same in rule messages, fixes and on every page: whole hectares from 100 ha
 * ("1,234 ha"), two decimals below ("12.35 ha", "0.37 ha"), two significant digits under 0.01 ha
 * ("0.0049 ha"), so a tiny area never reads "0 ha". Two decimals, not one: a hundredth of a hectare is
 * 100 m², what a surveyed boundary tells apart and what a declared Area is written with, so the plot's
 * measure and its declared Area can be compared digit for digit. Digits are grouped and the decimal
 * separator written as the locale does ("1 234,5 ha" in French); English when no locale is chosen.
 */
export function formatHa(ha: number, locale: Locale = currentLocale()): string {
  const f = formatsOf(locale);
  const size = Math.abs(ha);
  if (size >= 100) return `${f.whole.format(ha)} ha`;
  if (size >= 0.01 || ha === 0) return `${f.two.format(ha)} ha`;
  return `${f.tiny.format(ha)} ha`;
}

/** One plot's own area on its detail page, where four decimals (1 m²) matter to a surveyor. */
export const formatHaPrecise = (ha: number, locale: Locale = currentLocale()): string =>
  `${formatsOf(locale).precise.format(ha)} ha`;
