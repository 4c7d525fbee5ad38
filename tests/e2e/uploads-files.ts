/**
 * Plot files for the Uploads journeys, written on demand into the test's output folder: a clean file, one
 * with each kind of error the evaluation counts, a fixable one and an empty one. Plots sit in Côte d'Ivoire
 * with 6-decimal positions and a declared Area that matches their shape, so the clean file has no warnings.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import turfArea from '@turf/area';

type Pos = [number, number];
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A closed square ring of about 110 m × 110 m at (lng, lat), with 6-decimal positions. */
export function square(lng: number, lat: number, size = 0.001234): Pos[] {
  const a: Pos = [r6(lng), r6(lat)];
  return [
    a,
    [r6(lng + size), r6(lat)],
    [r6(lng + size), r6(lat + size * 1.01)],
    [r6(lng), r6(lat + size * 1.01)],
    a,
  ];
}

function feature(
  name: string | null,
  coords: unknown,
  type = 'Polygon',
  extra: Record<string, unknown> = {},
) {
  const geometry = coords === null ? null : { type, coordinates: coords };
  let area = 1;
  if (geometry && (type === 'Polygon' || type === 'MultiPolygon')) {
    try {
      area = Math.round((turfArea(geometry as GeoJSON.Polygon) / 10_000) * 1e4) / 1e4;
    } catch {
      area = 1;
    }
  }
  return {
    type: 'Feature',
    properties: {
      ...(name === null ? {} : { ProductionPlace: name }),
      ProducerName: 'Kouassi',
      ProducerCountry: 'CI',
      Area: area,
      ...extra,
    },
    geometry,
  };
}

const fc = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features }, null, 1);

export function cleanFile(prefix: string, n = 3, latOffset = 0): string {
  return fc(
    Array.from({ length: n }, (_, i) =>
      feature(`${prefix} plot ${i + 1}`, [square(-5.5123 + i * 0.01, 7.5234 + latOffset)]),
    ),
  );
}

/** Feature index → the error code it carries (the e2e checks the list and the simulator report them). */
export const ERROR_FILE_CODES: Record<number, string> = {
  1: 'missing-geometry',
  2: 'unsupported-geometry',
  3: 'out-of-range',
  4: 'unclosed-ring',
  5: 'too-few-vertices',
  6: 'self-intersection',
  7: 'hole',
  8: 'missing-name',
  9: 'duplicate-geometry',
};

export function errorFile(): string {
  const lng = -5.6123;
  const lat = 7.6234;
  const ok = square(lng, lat);
  const outer = square(lng + 0.06, lat, 0.004);
  const hole = square(lng + 0.0612, lat + 0.0012, 0.001).reverse();
  const bow: Pos[] = [
    [r6(lng + 0.08), r6(lat)],
    [r6(lng + 0.0812), r6(lat + 0.0012)],
    [r6(lng + 0.0812), r6(lat)],
    [r6(lng + 0.08), r6(lat + 0.0012)],
    [r6(lng + 0.08), r6(lat)],
  ];
  const open = square(lng + 0.03, lat).slice(0, 4);
  return fc([
    feature('Clean plot', [ok]),
    feature('No geometry', null),
    feature(
      'A line',
      [
        [r6(lng), r6(lat + 0.02)],
        [r6(lng + 0.001), r6(lat + 0.021)],
      ],
      'LineString',
    ),
    feature('Off the globe', [square(185.123456, lat)]),
    feature('Open ring', [open]),
    feature('Too few', [
      [
        [r6(lng + 0.04), r6(lat)],
        [r6(lng + 0.041), r6(lat)],
        [r6(lng + 0.04), r6(lat)],
      ],
    ]),
    feature('Bow tie', [bow]),
    feature('With hole', [outer, hole]),
    feature(null, [square(lng + 0.1, lat)]),
    feature('Copy of clean', [ok], 'Polygon', { ProducerName: 'Kouassi' }),
  ]);
}

/** Open rings and repeated vertices only: every problem has a safe fix. */
export function fixableFile(prefix: string): string {
  const a = square(-5.4123, 7.4234);
  const b = square(-5.4023, 7.4234);
  const withRepeat: Pos[] = [a[0]!, a[1]!, a[1]!, a[2]!, a[3]!, a[4]!];
  return fc([
    feature(`${prefix} open`, [b.slice(0, 4)]),
    feature(`${prefix} repeat`, [withRepeat]),
    feature(`${prefix} fine`, [square(-5.3923, 7.4234)]),
  ]);
}

export const EMPTY_FILE = JSON.stringify({ type: 'FeatureCollection', features: [] });

export function writeFixture(dir: string, name: string, content: string): string {
  mkdirSync(dir, { recursive: true });
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
}
