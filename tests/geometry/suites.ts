/**
 * The JTS/GEOS validity suites (`../shared/validity-suites`, read when present, never copied): every
 * Polygon and MultiPolygon case with its `isValid` verdict, scaled into longitude/latitude by a power of
 * two (exact in binary, so a vertex on an edge stays on it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import wellknown from 'wellknown';

export const SUITES_DIR = resolve(import.meta.dirname, '../../../shared/validity-suites');

export interface SuiteCase {
  id: string;
  desc: string;
  geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon;
  isValid: boolean;
}

/** Null when the folder is absent (the project builds and tests without it). */
export function readSuites(dir = SUITES_DIR): SuiteCase[] | null {
  if (!existsSync(dir)) return null;
  const out: SuiteCase[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()) {
    const xml = readFileSync(join(dir, file), 'utf8');
    let n = 0;
    for (const m of xml.matchAll(/<case>([\s\S]*?)<\/case>/g)) {
      n++;
      const body = m[1]!;
      const wkt = /<a>([\s\S]*?)<\/a>/.exec(body)?.[1]?.trim();
      const verdict = /<op name="isValid"[^>]*>\s*(true|false)\s*<\/op>/i.exec(body)?.[1];
      if (!wkt || !verdict || /EMPTY/i.test(wkt) || !/^\s*(MULTI)?POLYGON/i.test(wkt)) continue;
      const g = wellknown.parse(wkt) as GeoJSON.Polygon | GeoJSON.MultiPolygon | null;
      if (!g) continue;
      out.push({
        id: `${file}#${n}`,
        desc: /<desc>([\s\S]*?)<\/desc>/.exec(body)?.[1]?.trim() ?? '',
        geometry: scaleToLonLat(g),
        isValid: verdict.toLowerCase() === 'true',
      });
    }
  }
  return out;
}

/** Scales by 2^-k so every |coordinate| is at most 1° (and shifts into a plausible place, also exactly). */
function scaleToLonLat<G extends GeoJSON.Polygon | GeoJSON.MultiPolygon>(g: G): G {
  let max = 0;
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  for (const p of polys)
    for (const r of p) for (const c of r) max = Math.max(max, Math.abs(c[0]!), Math.abs(c[1]!));
  const k = max > 1 ? Math.ceil(Math.log2(max)) : 0;
  const s = 2 ** -k;
  const map = (rings: GeoJSON.Position[][]) => rings.map((r) => r.map((c) => [c[0]! * s - 4, c[1]! * s + 6]));
  return (
    g.type === 'Polygon'
      ? { type: 'Polygon', coordinates: map(g.coordinates) }
      : { type: 'MultiPolygon', coordinates: g.coordinates.map(map) }
  ) as G;
}
