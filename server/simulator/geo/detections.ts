/**
 * Monthly detection exports (contract §7): a .zip holding one shapefile layer (.shp .shx .dbf .prj) of
 * deforestation polygons or fire points. Deterministic per kind, year, month and the given plots: some
 * detections touch or overlap the project's plots (so the SPA can list touched plots), the rest fall in
 * the producing regions (on land, in the monitored belt).
 *
 * Records are written with @mapbox/shp-write's low-level `write`; the zip is built with fflate instead of
 * shp-write's own `zip` because that one (a) silently leaves out empty layers, and the contract wants an
 * empty layer for a quiet month, and (b) stamps the current time into the archive, which would make the
 * bytes (and sizeBytes) change between the listing and the download. The empty layer is written here:
 * shp-write's polygon writer throws on zero geometries.
 */
import { write as writeShapefile } from '@mapbox/shp-write';
import { zipSync } from 'fflate';
import { centroidOf } from './assess.ts';
import { CELL_DEG, landCells, PRODUCING_REGIONS } from './producing-regions.ts';
import { hashGeometry, hashNumbers, prng, round, unit } from './random.ts';
import { irregularPolygon, offsetMetres } from './shapes.ts';

export type DetectionKind = 'deforestation' | 'fire';
export const DETECTION_KINDS: readonly DetectionKind[] = ['deforestation', 'fire'];

const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],' +
  'PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

/** Shapefile geometry type codes (ESRI shapefile technical description). */
const SHAPE_TYPE: Record<DetectionKind, number> = { deforestation: 5, fire: 1 };

const pad = (n: number) => String(n).padStart(2, '0');

export const detectionsFileName = (kind: DetectionKind, year: number, month: number) =>
  `${kind}-${year}-${pad(month)}.zip`;

/** About one month in twelve has no detections of a kind (cloud cover, no fire season): empty layer. */
export const isQuietMonth = (kind: DetectionKind, year: number, month: number): boolean =>
  unit(hashNumbers(year, month, SHAPE_TYPE[kind], 0x71)) < 0.09;

export interface DeforestationRecord {
  geometry: GeoJSON.Polygon;
  properties: { id: string; date: string; areaHa: number; confidence: string };
}
export interface FireRecord {
  geometry: GeoJSON.Point;
  properties: { id: string; date: string; time: string; confidence: string; frpMw: number };
}
export type DetectionRecord = DeforestationRecord | FireRecord;

/** At most this many plots get a detection in one month: a realistic handful, whatever the portfolio size. */
const MAX_TOUCHED = 6;

/**
 * The detections of a month. Picks the touched plots by a hash of month and plot geometry, so the choice is
 * stable for the same plots and spreads over different plots from month to month.
 */
export function detectionsOf(
  kind: DetectionKind,
  year: number,
  month: number,
  nearPlots: Iterable<GeoJSON.Geometry>,
): DetectionRecord[] {
  if (isQuietMonth(kind, year, month)) return [];
  const rand = prng(hashNumbers(year, month, SHAPE_TYPE[kind]));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = () => `${year}-${pad(month)}-${pad(1 + Math.floor(rand() * days))}`;
  const confidence = () => (rand() < 0.6 ? 'high' : rand() < 0.7 ? 'nominal' : 'low');
  const anchors: { lng: number; lat: number; touches: boolean }[] = [];

  // Near plots: rank by a month-specific hash and keep the first few (stable). Only the best MAX_TOUCHED
  // are held, so a million plots stream through (the result is that of a stable sort of all of them).
  const monthKey = hashNumbers(year, month, SHAPE_TYPE[kind], 0x3c);
  const ranked: { score: number; geometry: GeoJSON.Geometry }[] = [];
  for (const geometry of nearPlots) {
    const score = unit(hashGeometry(geometry) ^ monthKey);
    if (score >= 0.5) continue;
    if (ranked.length === MAX_TOUCHED && score >= ranked[MAX_TOUCHED - 1]!.score) continue;
    let at = ranked.length;
    while (at > 0 && ranked[at - 1]!.score > score) at--;
    ranked.splice(at, 0, { score, geometry });
    if (ranked.length > MAX_TOUCHED) ranked.pop();
  }
  const touched = Math.min(ranked.length, 1 + Math.floor(rand() * MAX_TOUCHED));
  for (const { geometry } of ranked.slice(0, touched)) {
    // A boundary vertex for polygons: a clearing at the plot's edge overlaps it; a fire on it touches it.
    const ring = geometry.type === 'Polygon' ? geometry.coordinates[0] : undefined;
    const vertex = ring?.[Math.floor(rand() * Math.max(1, ring.length - 1))];
    const [lng, lat] = vertex ? [vertex[0] ?? 0, vertex[1] ?? 0] : centroidOf(geometry);
    anchors.push({ lng, lat, touches: true });
  }

  const background = 8 + Math.floor(rand() * 25);
  for (let i = 0; i < background; i++) {
    const region = PRODUCING_REGIONS[Math.floor(rand() * PRODUCING_REGIONS.length)]!;
    const cells = landCells(region);
    const cell = Math.floor(rand() * (cells.length / 2));
    anchors.push({
      lng: (cells[cell * 2] ?? region.bbox[0]) + rand() * CELL_DEG,
      lat: (cells[cell * 2 + 1] ?? region.bbox[1]) + rand() * CELL_DEG,
      touches: false,
    });
  }

  return anchors.map(({ lng, lat }, i): DetectionRecord => {
    const id = `${kind === 'fire' ? 'FIRE' : 'DEF'}-${year}${pad(month)}-${String(i + 1).padStart(4, '0')}`;
    if (kind === 'fire') {
      // Fires are detected near, not exactly at, the anchor (satellite pixel ~375 m).
      const [x, y] = offsetMetres(lng, lat, (rand() - 0.5) * 60, (rand() - 0.5) * 60);
      const minutes = Math.floor(rand() * 24 * 60);
      return {
        geometry: { type: 'Point', coordinates: [round(x, 6), round(y, 6)] },
        properties: {
          id,
          date: date(),
          time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
          confidence: confidence(),
          frpMw: round(2 + rand() ** 2 * 80, 1),
        },
      };
    }
    const areaHa = 0.5 + rand() ** 2 * 25;
    const geometry = irregularPolygon(rand, lng, lat, areaHa * 10_000, 5 + Math.floor(rand() * 6));
    return { geometry, properties: { id, date: date(), areaHa: round(areaHa, 2), confidence: confidence() } };
  });
}

/**
 * Clearings a test or a demo placed (POST /_sim/detections, faults enabled only): each goes into its project's
 * export of the month of its date, after the month's own, so a page can be shown a detection at a chosen
 * plot on a chosen day. One per simulator (never module state); `version` changes with each placement so a
 * month's built zip is built again.
 */
export class PlacedDetections {
  private readonly byProject = new Map<string, DeforestationRecord[]>();
  version = 0;

  add(projectId: string, record: DeforestationRecord): void {
    const list = this.byProject.get(projectId) ?? [];
    list.push(record);
    this.byProject.set(projectId, list);
    this.version++;
  }

  clear(): void {
    this.byProject.clear();
    this.version++;
  }

  /** The clearings placed in the project's export of that month. */
  of(projectId: string, year: number, month: number): DeforestationRecord[] {
    const prefix = `${year}-${pad(month)}-`;
    return (this.byProject.get(projectId) ?? []).filter((r) => r.properties.date.startsWith(prefix));
  }
}

/** Header of a .shp or .shx file (100 bytes); lengths in 16-bit words, big-endian as the format wants. */
function emptyShapeFile(shapeType: number): Uint8Array {
  const view = new DataView(new ArrayBuffer(100));
  view.setInt32(0, 9994);
  view.setInt32(24, 50);
  view.setInt32(28, 1000, true);
  view.setInt32(32, shapeType, true);
  return new Uint8Array(view.buffer);
}

/** A sample row per kind: gives the empty layer the same attribute fields as a full one. */
const SAMPLE_ROWS: Record<DetectionKind, Record<string, string | number>> = {
  deforestation: { id: '', date: '', areaHa: 0, confidence: '' },
  fire: { id: '', date: '', time: '', confidence: '', frpMw: 0 },
};

const toBytes = (view: DataView | ArrayBuffer): Uint8Array =>
  view instanceof DataView
    ? new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
    : new Uint8Array(view);

function shapefileParts(
  kind: DetectionKind,
  records: DetectionRecord[],
): { shp: Uint8Array; shx: Uint8Array; dbf: Uint8Array } {
  const rows = records.length > 0 ? records.map((r) => r.properties) : [SAMPLE_ROWS[kind]];
  const geometries =
    records.length > 0
      ? records.map((r) =>
          r.geometry.type === 'Point'
            ? r.geometry.coordinates
            : // Shapefiles want outer rings clockwise; GeoJSON (RFC 7946) has them counter-clockwise.
              r.geometry.coordinates.map((ring) => [...ring].reverse()),
        )
      : [
          kind === 'fire'
            ? [0, 0]
            : [
                [
                  [0, 0],
                  [0, 1],
                  [1, 1],
                  [0, 0],
                ],
              ],
        ];
  let out: { shp: Uint8Array; shx: Uint8Array; dbf: Uint8Array } | undefined;
  writeShapefile(rows, kind === 'fire' ? 'POINT' : 'POLYGON', geometries, (err, files) => {
    if (err) throw err;
    out = { shp: toBytes(files.shp), shx: toBytes(files.shx), dbf: toBytes(files.dbf) };
  });
  if (!out) throw new Error('shp-write did not answer synchronously');
  if (records.length === 0) {
    // Keep the dBase header (field definitions) and drop the one sample record: 0 records, then EOF.
    const header = new DataView(out.dbf.buffer, out.dbf.byteOffset, 32);
    const headerLength = header.getUint16(8, true);
    const dbf = new Uint8Array(headerLength + 1);
    dbf.set(out.dbf.subarray(0, headerLength));
    new DataView(dbf.buffer).setUint32(4, 0, true);
    dbf[headerLength] = 0x1a;
    out = { shp: emptyShapeFile(SHAPE_TYPE[kind]), shx: emptyShapeFile(SHAPE_TYPE[kind]), dbf };
  }
  return out;
}

/** The export of one kind and month as zip bytes (identical bytes for identical inputs). */
export function buildDetectionsZip(
  kind: DetectionKind,
  year: number,
  month: number,
  nearPlots: Iterable<GeoJSON.Geometry>,
  placed: readonly DetectionRecord[] = [],
): Uint8Array {
  const records = [...detectionsOf(kind, year, month, nearPlots), ...placed];
  const { shp, shx, dbf } = shapefileParts(kind, records);
  // The dBase "last update" date would be today's: pin it to the month's last day, for stable bytes.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  dbf[1] = year - 1900;
  dbf[2] = month;
  dbf[3] = lastDay;
  const base = `${kind}-${year}-${pad(month)}`;
  const mtime = new Date(year, month - 1, lastDay, 12);
  return zipSync(
    {
      [`${base}.shp`]: [shp, { mtime }],
      [`${base}.shx`]: [shx, { mtime }],
      [`${base}.dbf`]: [dbf, { mtime }],
      [`${base}.prj`]: [new TextEncoder().encode(WGS84_PRJ), { mtime }],
    },
    { level: 6 },
  );
}
