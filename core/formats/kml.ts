/**
 * KML, KMZ (Google Earth) and GPX through @tmcw/togeojson, with @xmldom/xmldom as the XML parser (Web
 * Workers have no DOMParser, Node neither). Placemarks in nested folders all become plots; their name,
 * description and ExtendedData become properties. A placemark whose shape is empty stays in the list as a
 * plot without geometry, so the checker reports it instead of it vanishing.
 */
import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import { isJunkMember, unzipBounded } from './bounded-unzip.ts';
import { said, type Said } from '@core/i18n/messages.ts';
import { DEFAULT_READ_LIMITS, ReadLimitError, limitMessages } from './limits.ts';
import { decodeText } from './text.ts';
import { formatRef, type ReadIssue, type ReadResult, type ReaderEnv } from './types.ts';
import { KML_SPLIT_CHARS, placemarkParts, splitPlacemarks } from './kml-split.ts';

// Read a part at a time by kml-split.ts; still importable from here.
export { KML_SPLIT_CHARS, splitPlacemarks };

const fatal = (format: 'kml' | 'kmz' | 'gpx', text: Said): ReadResult => ({
  format,
  features: [],
  fatal: { code: 'file-unreadable', ...text },
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
        limitMessages.verticesTotal(name, limits.verticesTotal, limits.verticesTotal, true),
      );
    if (n > limits.verticesPerRing) {
      kept.push(text.slice(from, start));
      from = end;
      warnings.push({
        code: 'read-note',
        ...limitMessages.verticesPerRing('placemark', n, limits.verticesPerRing),
      });
    }
    COORDINATES_TAG.lastIndex = end;
  }
  if (from === 0) return text;
  kept.push(text.slice(from));
  return kept.join('');
}

/**
 * An unnamed `<Style>` of only line and polygon styles (what GDAL/QGIS write into every placemark), or a
 * comment or CDATA section, which are left as they are (a `<Style>` there is text, not a style).
 */
const LINE_POLY_STYLE =
  /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<Style>(?:\s*<(LineStyle|PolyStyle)>(?:\s*<([A-Za-z][\w:.-]*)>[^<]*<\/\2>)*\s*<\/\1>)*\s*<\/Style>/g;

/**
 * Blanks the unnamed line and polygon `<Style>` elements of a KML text before it is parsed. Everything they
 * give a plot (stroke, fill, their opacities, stroke-width) is dropped by readXmlPlots as display settings,
 * and no placemark can refer to a style without an id; but parsed, each is five more elements, which the
 * converter then walks twice (once for the document's styles, once for the placemark's): a GDAL export of
 * 5,000 placemarks took about half as long again as the same file without them. Blanked with spaces (line
 * breaks kept), so the text keeps its length and an XML error its line and column. A file with
 * CascadingStyle (whose inner `<Style>` takes its id) is left whole.
 */
export function blankLinePolyStyles(text: string): string {
  if (!text.includes('<Style>') || text.includes('CascadingStyle')) return text;
  LINE_POLY_STYLE.lastIndex = 0;
  return text.replace(LINE_POLY_STYLE, (m) => (m.startsWith('<Style') ? m.replace(/[^\r\n]/g, ' ') : m));
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
          ...limitMessages.verticesPerRing(tag === 'rte' ? 'route' : 'track', n, perRing),
        });
        while (seg.firstChild) seg.removeChild(seg.firstChild);
      }
    }
  }
}

/**
 * The features of one XML document (KML or GPX), or why it cannot be read. GPX track segments over the
 * per-ring limit are emptied first.
 */
function xmlFeatures(
  text: string,
  format: 'kml' | 'kmz' | 'gpx',
  verticesPerRing: number,
  warnings: ReadIssue[],
): GeoJSON.Feature[] | string {
  const { doc, error } = parseXml(text);
  const root = doc?.documentElement;
  const rootName = root?.localName ?? root?.nodeName ?? '';
  if (!doc || !root || error || (format !== 'gpx' ? rootName !== 'kml' : rootName !== 'gpx'))
    return error
      ? `the XML is broken (${error})`
      : root
        ? `its top element is <${rootName}>, not <${format === 'gpx' ? 'gpx' : 'kml'}>`
        : 'it is not XML';
  if (format === 'gpx') {
    boundGpxSegments(doc, verticesPerRing, warnings);
    return gpx(doc as unknown as Parameters<typeof gpx>[0]).features as GeoJSON.Feature[];
  }
  return kml(doc as unknown as Parameters<typeof kml>[0], { skipNullGeometry: false })
    .features as GeoJSON.Feature[];
}

export async function readXmlPlots(
  bytes: Uint8Array,
  name: string,
  format: 'kml' | 'kmz' | 'gpx',
  env: ReaderEnv = {},
  splitAbove = KML_SPLIT_CHARS,
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
      return fatal('kmz', said('read.kmz.damaged', { file: name }));
    }
    // doc.kml first; other documents are usually its network links (layers/*.kml): read them all.
    const names = Object.keys(files).sort(
      (x, y) =>
        Number(y.toLowerCase() === 'doc.kml') - Number(x.toLowerCase() === 'doc.kml') || x.localeCompare(y),
    );
    if (names.length === 0) return fatal('kmz', said('read.kmz.no-kml', { file: name }));
    documents = names.map((n) => files[n]!);
  }
  const label = format === 'gpx' ? 'gpx' : 'kml';
  const features: GeoJSON.Feature[] = [];
  /** Plots read so far (handed to the sink, or kept in `features`). */
  let handed = 0;
  let tracks = 0;
  // After every document's own notes, as when all placemarks were converted first.
  const shapeWarnings: ReadIssue[] = [];
  const take = (f: GeoJSON.Feature) => {
    // A network link is a pointer to another document (read above when inside the KMZ), not a plot.
    if (f.properties?.['@geometry-type'] === 'networklink') return;
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
      shapeWarnings.push({
        code: 'missing-geometry',
        featureIndex: handed,
        ...said('read.kml.no-shape', {
          placemark: handed,
          named: props['name'] ? 'yes' : 'no',
          name: props['name'] ? String(props['name']) : '',
        }),
      });
      geometry = null;
    }
    const plot: GeoJSON.Feature = {
      type: 'Feature',
      properties: props,
      geometry: geometry as GeoJSON.Geometry,
    };
    if (env.sink) env.sink.add(plot);
    else features.push(plot);
    handed++;
  };
  const broken = (why: string) => fatal(format, said('read.xml.broken', { file: name, format, detail: why }));
  let textBytes = 0;
  const vertices = { total: 0 };
  for (const xml of documents) {
    textBytes += xml.length;
    if (textBytes > limits.textBytes)
      throw new ReadLimitError(limitMessages.text(name, textBytes, limits.textBytes, formatRef(label)));
    let text = decodeText(xml).text;
    if (format === 'gpx') {
      if (gpxPointsOver(text, limits.verticesTotal))
        throw new ReadLimitError(
          limitMessages.verticesTotal(name, limits.verticesTotal, limits.verticesTotal, true),
        );
    } else text = blankLinePolyStyles(boundCoordinatesText(text, limits, vertices, name, warnings));
    const split = format !== 'gpx' && text.length > splitAbove ? splitPlacemarks(text) : null;
    if (split) {
      for (const part of placemarkParts(text, split, (xml) => xmlFeatures(xml, 'kml', 0, []))) {
        if (typeof part === 'string') return broken(part);
        part.forEach(take);
      }
      continue;
    }
    const read = xmlFeatures(text, format, limits.verticesPerRing, warnings);
    if (typeof read === 'string') return broken(read);
    read.forEach(take);
  }
  warnings.push(...shapeWarnings);
  if (tracks)
    warnings.push({
      code: 'read-note',
      ...said('read.gpx.tracks', { count: tracks, file: name }),
    });
  if (handed === 0) return fatal(format, said('read.xml.empty', { file: name, format }));
  return { format, features, fatal: null, warnings };
}
