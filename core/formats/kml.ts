/**
 * KML, KMZ (Google Earth) and GPX through @tmcw/togeojson, with @xmldom/xmldom as the XML parser (Web
 * Workers have no DOMParser, Node neither). Placemarks in nested folders all become plots; their name,
 * description and ExtendedData become properties. A placemark whose shape is empty stays in the list as a
 * plot without geometry, so the checker reports it instead of it vanishing.
 */
import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import { isJunkMember, unzipBounded } from './bounded-unzip.ts';
import { DEFAULT_READ_LIMITS, ReadLimitError, count, limitMessages } from './limits.ts';
import { decodeText } from './text.ts';
import type { ReadIssue, ReadResult, ReaderEnv } from './types.ts';

const fatal = (format: 'kml' | 'kmz' | 'gpx', message: string): ReadResult => ({
  format,
  features: [],
  fatal: { code: 'file-unreadable', message },
  warnings: [],
});

function parseXml(text: string): {
  doc: ReturnType<DOMParser['parseFromString']> | null;
  error: string | null;
} {
  let error: string | null = null;
  try {
    const doc = new DOMParser({
      onError: (level, msg) => {
        if (level !== 'warning') error ??= String(msg).split('\n')[0]!;
      },
    }).parseFromString(text, 'text/xml');
    return { doc, error };
  } catch (e) {
    return { doc: null, error: error ?? (e instanceof Error ? e.message.split('\n')[0]! : String(e)) };
  }
}

/** MultiGeometry of polygons (or points) as one MultiPolygon (MultiPoint): TRACES takes no collections. */
function simplifyCollection(g: GeoJSON.Geometry | null): GeoJSON.Geometry | null {
  if (!g || g.type !== 'GeometryCollection') return g;
  const parts = g.geometries.map(simplifyCollection).filter((p): p is GeoJSON.Geometry => p !== null);
  if (parts.length === 1) return parts[0]!;
  if (parts.length && parts.every((p) => p.type === 'Polygon' || p.type === 'MultiPolygon'))
    return {
      type: 'MultiPolygon',
      coordinates: parts.flatMap((p) =>
        p.type === 'Polygon' ? [p.coordinates] : (p as GeoJSON.MultiPolygon).coordinates,
      ),
    };
  if (parts.length && parts.every((p) => p.type === 'Point'))
    return { type: 'MultiPoint', coordinates: parts.map((p) => (p as GeoJSON.Point).coordinates) };
  return g;
}

const emptyShape = (g: GeoJSON.Geometry | null): boolean => {
  if (!g) return true;
  if (g.type === 'GeometryCollection') return g.geometries.length === 0;
  const c = g.coordinates as unknown[];
  return !Array.isArray(c) || c.length === 0 || (g.type === 'Polygon' && (c[0] as unknown[]).length === 0);
};

/** A GPS track or route walked around a plot: closed (ends within a tenth of its length of its start). */
function trackAsBoundary(line: GeoJSON.Position[]): GeoJSON.Polygon | null {
  if (line.length < 4) return null;
  let length = 0;
  for (let i = 1; i < line.length; i++)
    length += Math.hypot(line[i]![0]! - line[i - 1]![0]!, line[i]![1]! - line[i - 1]![1]!);
  const a = line[0]!;
  const b = line[line.length - 1]!;
  const gap = Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
  if (!(gap <= length / 10)) return null;
  const ring = gap === 0 ? line : [...line, a];
  return { type: 'Polygon', coordinates: [ring] };
}

type XmlDoc = NonNullable<ReturnType<typeof parseXml>['doc']>;

/** Positions in `text[from, to)` (tuples separated by whitespace), counted without copying it. */
function tuples(text: string, from: number, to: number): number {
  let n = 0;
  let inTuple = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 13 || c === 9;
    if (!space && !inTuple) n++;
    inTuple = !space;
  }
  return n;
}

/** An opening `<coordinates>` tag, with or without a namespace prefix. */
const COORDINATES_TAG = /<((?:[A-Za-z_][\w.-]*:)?)coordinates\b[^>]*>/g;

/**
 * KML `<coordinates>` counted in the text, before the XML parser builds a node of it (a ring of 10 million
 * positions would cost gigabytes as a DOM text, then as arrays): a ring over the per-ring limit is cut out of
 * the text, so only its placemark loses its shape (reported by name below), and a file over the total limit
 * is refused at once. Counting in comments or CDATA errs on the side of counting more.
 */
function boundCoordinatesText(
  text: string,
  limits: { verticesPerRing: number; verticesTotal: number },
  counted: { total: number },
  name: string,
  warnings: ReadIssue[],
): string {
  const kept: string[] = [];
  let from = 0;
  COORDINATES_TAG.lastIndex = 0;
  for (let m = COORDINATES_TAG.exec(text); m; m = COORDINATES_TAG.exec(text)) {
    if (m[0].endsWith('/>')) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf(`</${m[1]}coordinates`, start);
    if (end < 0) break; // broken XML: the parser reports it
    const n = tuples(text, start, end);
    counted.total += Math.min(n, limits.verticesPerRing);
    if (counted.total > limits.verticesTotal)
      throw new ReadLimitError(
        limitMessages.verticesTotal(name, `more than ${count(limits.verticesTotal)}`, limits.verticesTotal),
      );
    if (n > limits.verticesPerRing) {
      kept.push(text.slice(from, start));
      from = end;
      warnings.push({
        code: 'read-note',
        message: limitMessages.verticesPerRing('A placemark', n, limits.verticesPerRing),
      });
    }
    COORDINATES_TAG.lastIndex = end;
  }
  if (from === 0) return text;
  kept.push(text.slice(from));
  return kept.join('');
}

/** GPX track and route points, counted in the text before parsing: a file over the total is refused. */
function gpxPointsOver(text: string, limit: number): boolean {
  const point = /<(?:[A-Za-z_][\w.-]*:)?(?:trkpt|rtept|wpt)\b/g;
  let n = 0;
  while (point.exec(text)) if (++n > limit) return true;
  return false;
}

/** GPX track points over the per-ring limit, per track segment: the segment is emptied. */
function boundGpxSegments(doc: XmlDoc, perRing: number, warnings: ReadIssue[]): void {
  for (const tag of ['trkseg', 'rte']) {
    const segs = doc.getElementsByTagName(tag);
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]!;
      const n = seg.getElementsByTagName(tag === 'rte' ? 'rtept' : 'trkpt').length;
      if (n > perRing) {
        warnings.push({
          code: 'read-note',
          message: limitMessages.verticesPerRing(`A GPX ${tag === 'rte' ? 'route' : 'track'}`, n, perRing),
        });
        while (seg.firstChild) seg.removeChild(seg.firstChild);
      }
    }
  }
}

export async function readXmlPlots(
  bytes: Uint8Array,
  name: string,
  format: 'kml' | 'kmz' | 'gpx',
  env: ReaderEnv = {},
): Promise<ReadResult> {
  const limits = { ...DEFAULT_READ_LIMITS, ...env.limits };
  let documents: Uint8Array[] = [bytes];
  const warnings: ReadIssue[] = [];
  if (format === 'kmz') {
    let files: Record<string, Uint8Array>;
    try {
      // Each KML is parsed whole: a member may inflate to the text limit at most.
      files = unzipBounded(bytes, name, {
        want: (n) => /\.kml$/i.test(n) && !isJunkMember(n),
        limits: { ...limits, zipMemberBytes: Math.min(limits.zipMemberBytes, limits.textBytes) },
      }).files;
    } catch (e) {
      if (e instanceof ReadLimitError) throw e;
      return fatal(
        'kmz',
        `${name} is not a readable KMZ (a KMZ is a zip holding a KML): it is damaged or incomplete. Save it again from Google Earth, or export it as KML.`,
      );
    }
    // doc.kml first; other documents are usually its network links (layers/*.kml): read them all.
    const names = Object.keys(files).sort(
      (x, y) =>
        Number(y.toLowerCase() === 'doc.kml') - Number(x.toLowerCase() === 'doc.kml') || x.localeCompare(y),
    );
    if (names.length === 0)
      return fatal(
        'kmz',
        `${name} holds no KML document (no .kml file inside the zip). Save the plots again from Google Earth as KMZ or KML.`,
      );
    documents = names.map((n) => files[n]!);
  }
  const label = format === 'gpx' ? 'GPX' : 'KML';
  const raw: GeoJSON.Feature[] = [];
  let textBytes = 0;
  const vertices = { total: 0 };
  for (const xml of documents) {
    textBytes += xml.length;
    if (textBytes > limits.textBytes)
      throw new ReadLimitError(limitMessages.text(name, textBytes, limits.textBytes, label));
    let text = decodeText(xml).text;
    if (format === 'gpx') {
      if (gpxPointsOver(text, limits.verticesTotal))
        throw new ReadLimitError(
          limitMessages.verticesTotal(name, `more than ${count(limits.verticesTotal)}`, limits.verticesTotal),
        );
    } else text = boundCoordinatesText(text, limits, vertices, name, warnings);
    const { doc, error } = parseXml(text);
    const root = doc?.documentElement;
    const rootName = root?.localName ?? root?.nodeName ?? '';
    if (!doc || !root || error || (format !== 'gpx' ? rootName !== 'kml' : rootName !== 'gpx')) {
      const why = error
        ? `the XML is broken (${error})`
        : root
          ? `its top element is <${rootName}>, not <${format === 'gpx' ? 'gpx' : 'kml'}>`
          : 'it is not XML';
      return fatal(
        format,
        `${name} cannot be read as ${label}: ${why}. Export the plots again from ${format === 'gpx' ? 'the GPS device or app' : 'Google Earth (right-click the folder, Save Place As… KML)'}, or send them as GeoJSON.`,
      );
    }
    if (format === 'gpx') boundGpxSegments(doc, limits.verticesPerRing, warnings);
    const fc =
      format === 'gpx'
        ? gpx(doc as unknown as Parameters<typeof gpx>[0])
        : kml(doc as unknown as Parameters<typeof kml>[0], { skipNullGeometry: false });
    // A network link is a pointer to another document (read above when inside the KMZ), not a plot.
    for (const f of fc.features)
      if (f.properties?.['@geometry-type'] !== 'networklink') raw.push(f as GeoJSON.Feature);
  }
  const features: GeoJSON.Feature[] = [];
  let empty = 0;
  let tracks = 0;
  for (const f of raw) {
    let geometry = simplifyCollection(f.geometry as GeoJSON.Geometry | null);
    const props = { ...(f.properties ?? {}) };
    if (
      format === 'gpx' &&
      geometry &&
      (geometry.type === 'LineString' || geometry.type === 'MultiLineString')
    ) {
      const line = geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat();
      const poly = trackAsBoundary(line);
      if (poly) {
        geometry = poly;
        tracks++;
      }
    }
    // Styles are Google Earth's display settings, not plot data.
    for (const k of Object.keys(props))
      if (
        k.startsWith('style') ||
        k === 'stroke' ||
        k === 'fill' ||
        k.endsWith('-opacity') ||
        k === 'stroke-width' ||
        k === 'icon' ||
        k === 'styleUrl' ||
        k === 'styleHash' ||
        k === 'styleMapHash'
      )
        delete props[k];
    if (emptyShape(geometry)) {
      empty++;
      warnings.push({
        code: 'missing-geometry',
        featureIndex: features.length,
        message: `Placemark ${features.length}${props['name'] ? ` ("${String(props['name'])}")` : ''} has no shape (an empty polygon or no coordinates). Draw its boundary again in Google Earth or remove it.`,
      });
      geometry = null;
    }
    features.push({ type: 'Feature', properties: props, geometry: geometry as GeoJSON.Geometry });
  }
  if (tracks)
    warnings.push({
      code: 'read-note',
      message: `${tracks} closed GPS track(s) in ${name} were read as plot boundaries.`,
    });
  if (features.length === 0)
    return fatal(
      format,
      `${name} is ${label} but holds no ${format === 'gpx' ? 'waypoints, tracks or routes' : 'placemarks'}. Check that the plots were saved into the file (in Google Earth, save the folder that holds them).`,
    );
  void empty;
  return { format, features, fatal: null, warnings };
}
