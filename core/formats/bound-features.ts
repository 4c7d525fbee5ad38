/**
 * What every reader's plots pass before the checker sees them: the file's plot and vertex limits, 3-D and
 * measured positions cut to longitude/latitude (with one warning), and a position that is not a finite
 * number costing only its own plot (its shape is dropped with a problem that says why: JSON has no
 * Infinity, so it would otherwise be written as null). Library errors that would reach the person as
 * "Offset is outside the bounds of the DataView" are put in words here too.
 */
import { msg, said, type MessageRef, type Said } from '@core/i18n/messages.ts';
import { CorruptFileError, ReadLimitError, limitMessages, type ReadLimits } from './limits.ts';
import type { ReadIssue, ReadResult } from './types.ts';

type Shape = { ok: true; dropped: boolean; vertices: number } | { ok: false; why: MessageRef };

/** Walks a geometry's positions (GeometryCollections nest 8 deep at most), cutting each to 2 values. */
function visit(g: unknown, limits: ReadLimits, depth = 0): Shape {
  if (!g || typeof g !== 'object') return { ok: true, dropped: false, vertices: 0 };
  const geom = g as { type?: unknown; coordinates?: unknown; geometries?: unknown };
  if (geom.type === 'GeometryCollection') {
    if (depth > 8 || !Array.isArray(geom.geometries))
      return { ok: false, why: msg('read.collection-too-deep') };
    let dropped = false;
    let vertices = 0;
    for (const part of geom.geometries) {
      const r = visit(part, limits, depth + 1);
      if (!r.ok) return r;
      dropped ||= r.dropped;
      vertices += r.vertices;
    }
    return { ok: true, dropped, vertices };
  }
  let dropped = false;
  let vertices = 0;
  // Coordinates nest at most 3 arrays above a position (MultiPolygon); a line is an array of positions.
  const walk = (c: unknown, level: number): MessageRef | null => {
    if (!Array.isArray(c) || level > 3) return null;
    if (c.length > 0 && typeof c[0] === 'number') {
      const pos = c as number[];
      if (!Number.isFinite(pos[0]) || !Number.isFinite(pos[1]))
        return msg('read.not-finite', { x: String(pos[0]), y: String(pos[1]) });
      if (pos.length > 2) {
        pos.length = 2;
        dropped = true;
      }
      vertices++;
      return null;
    }
    if (c.length > 0 && Array.isArray(c[0]) && typeof (c[0] as unknown[])[0] === 'number') {
      if (c.length > limits.verticesPerRing)
        return limitMessages.verticesPerRing('plot', c.length, limits.verticesPerRing).args;
    }
    for (const x of c) {
      const why = walk(x, level + 1);
      if (why) return why;
    }
    return null;
  };
  const why = walk(geom.coordinates, 0);
  return why ? { ok: false, why } : { ok: true, dropped, vertices };
}

/**
 * The read plots under the file's limits, one plot at a time (a reader may hand its plots on as it reads
 * them, never holding them all): too many plots or vertices in all is fatal; a plot whose shape cannot be
 * used loses only its shape, with a problem.
 */
export class FeatureBounds {
  private readonly warnings: ReadIssue[] = [];
  private total = 0;
  private extraDims = 0;
  count = 0;
  readonly limit: number;

  constructor(
    private readonly name: string,
    private readonly limits: ReadLimits,
  ) {
    this.limit = limits.features;
  }

  /** Bounds the next plot in place (its shape nulled or cut to 2-D). */
  see(f: GeoJSON.Feature): void {
    const i = this.count++;
    if (this.count > this.limits.features) return; // fatal in finish(): no more work for this file
    const r = visit(f.geometry, this.limits);
    if (!r.ok) {
      f.geometry = null as unknown as GeoJSON.Geometry;
      this.warnings.push({
        code: 'missing-geometry',
        featureIndex: i,
        ...said('read.plot-unusable', { plot: i + 1, file: this.name, why: r.why }),
      });
      return;
    }
    this.total += r.vertices;
    if (r.dropped) this.extraDims++;
  }

  /** The reader's result with the bounds' findings: its warnings after the reader's, or a fatal limit. */
  finish(read: ReadResult): ReadResult {
    const { name, limits } = this;
    const fatal = (text: Said): ReadResult => ({
      ...read,
      features: [],
      fatal: { code: 'file-too-large-to-convert', ...text },
    });
    if (this.count > limits.features) return fatal(limitMessages.features(name, this.count, limits.features));
    if (this.total > limits.verticesTotal)
      return fatal(limitMessages.verticesTotal(name, this.total, limits.verticesTotal));
    const warnings: ReadIssue[] = [...read.warnings, ...this.warnings];
    if (this.extraDims)
      warnings.push({
        code: 'read-note',
        ...said('read.heights-dropped', { count: this.extraDims, file: name }),
      });
    return { ...read, warnings };
  }
}

/** A whole read file's plots under its limits (FeatureBounds over `read.features`). */
export function boundFeatures(read: ReadResult, name: string, limits: ReadLimits): ReadResult {
  const bounds = new FeatureBounds(name, limits);
  for (const f of read.features) bounds.see(f);
  return bounds.finish(read);
}

/** A reader's or library's own error, in words the person can act on. */
export function explainReaderError(name: string, e: unknown): Said {
  if (e instanceof CorruptFileError || e instanceof ReadLimitError)
    return { message: e.message, args: e.args };
  const raw = e instanceof Error ? e.message : String(e);
  if (
    /outside the bounds of the DataView|offset is out of bounds|out of range|Invalid typed array length/i.test(
      raw,
    )
  )
    return said('read.error.cut-short', { file: name });
  if (
    /Cannot create a string longer than|Invalid string length|Array buffer allocation failed|allocation failed/i.test(
      raw,
    )
  )
    return said('read.error.too-large-in-memory', { file: name });
  if (/Maximum call stack size exceeded/i.test(raw)) return said('read.error.too-deep', { file: name });
  if (/invalid (zip|block type|distance|length)|unexpected EOF|invalid zip data/i.test(raw))
    return said('read.zip.damaged', { file: name });
  return said('read.error.other', { file: name, detail: raw.slice(0, 200) });
}
