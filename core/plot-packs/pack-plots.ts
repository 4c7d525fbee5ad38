/**
 * Packing: a page of the service's plots (JSON records) into one pack of columns (packed-plots.ts). Runs in
 * the plot loader worker as each page arrives (pack-pages.ts), and on the page only for plots that did not
 * come through the loader (tests, `LoadedPlot.of`).
 */
import type { Plot } from '@core/api/schemas.ts';
import { RISK_CLASSES } from '@core/api/risk-classes.ts';
import { foldText } from '@core/text/fold-text.ts';
import { utf8Length } from '@core/text/utf8-length.ts';
import { outlineOf } from '@core/geo/outline.ts';
import {
  COORD_SCALE,
  DEFORESTED_NO,
  DEFORESTED_UNKNOWN,
  DEFORESTED_YES,
  KIND_CODES,
  MAX_UNITS,
  NO_WORD,
  WordCodes,
  type CompactKind,
  type PackedPlots,
  type RestOfRecord,
} from './packed-plots.ts';

type Position = GeoJSON.Position;

const kindCode = (kind: CompactKind | null): number => (kind ? KIND_CODES.indexOf(kind) : 0);

/** Flattens positions of two numbers each; false when a position has another length. */
function pushPositions(positions: Position[], out: number[]): boolean {
  for (const p of positions) {
    if (p.length !== 2) return false;
    out.push(p[0]!, p[1]!);
  }
  return true;
}

/** Appends the geometry's positions and parts; false (and nothing kept) when it cannot be compacted. */
function flatten(g: GeoJSON.Geometry, flat: number[], parts: number[]): boolean {
  const flatAt = flat.length;
  const partsAt = parts.length;
  let ok = true;
  switch (g.type) {
    case 'Point':
      ok = pushPositions([g.coordinates], flat);
      break;
    case 'MultiPoint':
      ok = pushPositions(g.coordinates, flat);
      parts.push(g.coordinates.length);
      break;
    case 'Polygon':
      for (const ring of g.coordinates) {
        parts.push(ring.length);
        ok &&= pushPositions(ring, flat);
      }
      break;
    case 'MultiPolygon':
      for (const poly of g.coordinates) {
        parts.push(poly.length);
        for (const ring of poly) {
          parts.push(ring.length);
          ok &&= pushPositions(ring, flat);
        }
      }
      break;
    default:
      ok = false;
  }
  if (!ok) {
    flat.length = flatAt;
    parts.length = partsAt;
  }
  return ok;
}

/**
 * The positions as whole units of 1e-7° when each one is exactly that (dividing back gives the same
 * double), or as degrees when any is not: more decimals, or beyond ±214° where an Int32 ends.
 */
function compactCoords(flat: readonly number[]): Float64Array | Int32Array {
  const units = new Int32Array(flat.length);
  for (let i = 0; i < flat.length; i++) {
    const u = Math.round(flat[i]! * COORD_SCALE);
    if (u / COORD_SCALE !== flat[i] || Math.abs(u) > MAX_UNITS) return Float64Array.from(flat);
    units[i] = u;
  }
  return units;
}

const encoder = new TextEncoder();

/**
 * Texts appended one after another as UTF-8, with where each starts. Encoded all at once when finished: a
 * TextEncoder call per text (four per plot) was a quarter of a second of the loader's time per 100,000
 * plots. When every text is ASCII (bytes as many as characters) the starts are the characters'.
 */
class TextWriter {
  private readonly texts: string[] = [];

  push(s: string): void {
    this.texts.push(s);
  }

  finish(): { text: Uint8Array; textStart: Uint32Array } {
    const all = this.texts.join('');
    let text = encoder.encode(all);
    const textStart = new Uint32Array(this.texts.length + 1);
    const ascii = text.length === all.length;
    let at = 0;
    for (let k = 0; k < this.texts.length; k++) {
      const s = this.texts[k]!;
      at += ascii ? s.length : utf8Length(s);
      textStart[k + 1] = at;
    }
    // A lone surrogate at the end of one text and its other half at the start of the next make one
    // character once joined: then each text is encoded on its own.
    if (at !== text.length) {
      text = new Uint8Array(at);
      for (let k = 0; k < this.texts.length; k++)
        encoder.encodeInto(this.texts[k]!, text.subarray(textStart[k], textStart[k + 1]));
    }
    return { text, textStart };
  }
}

/** The search text of a plot: its folded name and lower-case id (see TEXT_SEARCH). */
const searchTextOf = (name: string, id: string): string => `${foldText(name)}\n${id.toLowerCase()}`;

export function packPlots(plots: readonly Plot[]): PackedPlots {
  const n = plots.length;
  const flat: number[] = [];
  const parts: number[] = [];
  const coordStart = new Uint32Array(n + 1);
  const partStart = new Uint32Array(n + 1);
  const centroids = new Float64Array(2 * n).fill(NaN);
  const boxes = new Float64Array(4 * n).fill(NaN);
  const kinds = new Uint8Array(n);
  const risk = new Uint8Array(n);
  const areaHa = new Float64Array(n);
  const deforestedHa = new Float64Array(n);
  const deforested = new Uint8Array(n);
  const changedAt = new Float64Array(n);
  const remainingForestHa = new Float64Array(n);
  const protectedAreasHa = new Float64Array(n);
  const indigenousTerritoriesHa = new Float64Array(n);
  const tracesRefused = new Uint8Array(n);
  const supplier = new Uint16Array(n);
  const country = new Uint16Array(n);
  const project = new Uint16Array(n);
  const framework = new Uint16Array(n);
  const dictionary = new WordCodes();
  const word = (w: string) => dictionary.code(w);
  const text = new TextWriter();
  for (let i = 0; i < n; i++) {
    const plot = plots[i]!;
    const { geometry, id, name, projectId, createdAt, updatedAt, properties, riskAssessment } = plot;
    const compact = flatten(geometry, flat, parts);
    kinds[i] = compact ? kindCode(geometry.type as CompactKind) : 0;
    coordStart[i + 1] = flat.length;
    partStart[i + 1] = parts.length;
    risk[i] = RISK_CLASSES.indexOf(riskAssessment?.riskLevel ?? 'unassessed');
    areaHa[i] = plot.areaHa;
    const d = riskAssessment?.deforestation;
    deforestedHa[i] = d ? d.areaHa : NaN;
    deforested[i] = !d ? DEFORESTED_UNKNOWN : d.hasDeforestation ? DEFORESTED_YES : DEFORESTED_NO;
    changedAt[i] = Date.parse(updatedAt > createdAt ? updatedAt : createdAt);
    supplier[i] = word(plot.supplier);
    country[i] = word(plot.country);
    remainingForestHa[i] = riskAssessment ? riskAssessment.remainingForestHa : NaN;
    protectedAreasHa[i] = riskAssessment ? riskAssessment.protectedAreasHa : NaN;
    indigenousTerritoriesHa[i] = riskAssessment ? riskAssessment.indigenousTerritoriesHa : NaN;
    project[i] = word(projectId);
    framework[i] = riskAssessment ? word(riskAssessment.framework) : NO_WORD;
    const rest: RestOfRecord = [
      createdAt,
      updatedAt === createdAt ? 0 : updatedAt,
      riskAssessment ? riskAssessment.assessedAt : null,
      properties,
      compact ? null : geometry,
    ];
    text.push(id);
    text.push(name);
    text.push(searchTextOf(name, id));
    text.push(JSON.stringify(rest));
    const outline = outlineOf(geometry);
    if (!outline) continue;
    centroids.set(outline.centroid, 2 * i);
    boxes.set(outline.box, 4 * i);
  }
  return {
    coords: compactCoords(flat),
    coordStart,
    parts: Int32Array.from(parts),
    partStart,
    centroids,
    boxes,
    kinds,
    risk,
    areaHa,
    deforestedHa,
    deforested,
    changedAt,
    remainingForestHa,
    protectedAreasHa,
    indigenousTerritoriesHa,
    tracesRefused,
    supplier,
    country,
    project,
    framework,
    words: dictionary.words,
    ...text.finish(),
  };
}
