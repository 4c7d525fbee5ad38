/**
 * A seeded corpus of generated plots for the geometry conformance checks: the families that trip checkers
 * (bow-ties, spikes, pinches, holes touching or crossing their shell, nested and overlapping parts), each
 * built on the integer micro-degree grid so touching points are exact, around Côte d'Ivoire.
 */
import { prng } from '../../server/simulator/geo/random.ts';

export interface CorpusCase {
  id: string;
  family: string;
  geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon;
}

type P = [number, number]; // micro-degrees
const deg = (r: P[]): GeoJSON.Position[] => [...r, r[0]!].map(([x, y]) => [x / 1e6, y / 1e6]);

function star(rand: () => number, cx: number, cy: number, r: number, n: number): P[] {
  const out: P[] = [];
  for (let k = 0; k < n; k++) {
    const a = (2 * Math.PI * k) / n;
    const rr = r * (0.6 + 0.4 * rand());
    out.push([Math.round(cx + rr * Math.cos(a)), Math.round(cy + rr * Math.sin(a))]);
  }
  return out;
}

/** Axis-aligned rectangle, counter-clockwise from its lower-left corner. */
const rect = (x0: number, y0: number, x1: number, y1: number): P[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

const poly = (...rings: P[][]): GeoJSON.Polygon => ({ type: 'Polygon', coordinates: rings.map(deg) });
const multi = (...parts: P[][][]): GeoJSON.MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: parts.map((rings) => rings.map(deg)),
});

type Family = (
  rand: () => number,
  cx: number,
  cy: number,
  s: number,
) => GeoJSON.Polygon | GeoJSON.MultiPolygon;

const int = (rand: () => number, lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));

export const FAMILIES: Record<string, Family> = {
  star: (rand, cx, cy, s) => poly(star(rand, cx, cy, s, int(rand, 5, 40))),
  'bow-tie': (rand, cx, cy, s) => {
    const r = star(rand, cx, cy, s, int(rand, 4, 24));
    const i = int(rand, 0, r.length - 1);
    const j = (i + int(rand, 1, r.length - 1)) % r.length;
    [r[i], r[j]] = [r[j]!, r[i]!];
    return poly(r);
  },
  spike: (rand, cx, cy, s) => {
    const r = star(rand, cx, cy, s, int(rand, 5, 20));
    const i = int(rand, 0, r.length - 1);
    const [x, y] = r[i]!;
    const dx = x - cx;
    const dy = y - cy;
    // Out along the radius and back, to the same corner (a zero-width spike) or short of it (a fold).
    const back: P = rand() < 0.5 ? [x, y] : [x + Math.round(dx / 4), y + Math.round(dy / 4)];
    const tip: P = [x + Math.round(dx / 2), y + Math.round(dy / 2)];
    r.splice(i + 1, 0, tip, back);
    return poly(r);
  },
  pinch: (rand, cx, cy, s) => {
    // Two lobes through one shared corner (figure-eight), or one lobe touching another corner's edge.
    const a = star(rand, cx - s, cy, s, int(rand, 4, 12));
    const b = star(rand, cx + s, cy, s, int(rand, 4, 12));
    const m: P = [cx, cy];
    const ai = a.reduce((best, p, k) => (p[0] > a[best]![0] ? k : best), 0);
    const bi = b.reduce((best, p, k) => (p[0] < b[best]![0] ? k : best), 0);
    a[ai] = m;
    b[bi] = m;
    const ring = [...a.slice(ai), ...a.slice(0, ai), ...b.slice(bi), ...b.slice(0, bi)];
    return poly(ring);
  },
  'hole-inside': (rand, cx, cy, s) => {
    const h = Math.round(s / 3);
    return poly(
      rect(cx - s, cy - s, cx + s, cy + s),
      rect(cx - h, cy - h, cx + h, cy + int(rand, 1, h)).reverse(),
    );
  },
  'hole-touches-shell-once': (rand, cx, cy, s) => {
    const h = Math.round(s / 2);
    const x = cx - s; // the hole's left edge point lies on the shell's left edge
    const yT = cy + int(rand, -h, h);
    const hole: P[] = [
      [x, yT],
      [x + h, yT - h],
      [x + 2 * h, yT],
      [x + h, yT + Math.round(h / 2)],
    ];
    return poly(rect(cx - s, cy - s, cx + s, cy + s + h), hole);
  },
  'hole-touches-shell-twice': (rand, cx, cy, s) => {
    // A hole spanning the shell from its left edge to its right edge: the interior falls in two.
    const yT = cy + int(rand, -Math.round(s / 2), Math.round(s / 2));
    const hole: P[] = [
      [cx - s, yT],
      [cx, yT - int(rand, 1, s / 2)],
      [cx + s, yT],
      [cx, yT + int(rand, 1, s / 2)],
    ];
    return poly(rect(cx - s, cy - s, cx + s, cy + s), hole);
  },
  'hole-crosses-shell': (rand, cx, cy, s) => {
    const h = Math.round(s / 2);
    const dx = int(rand, Math.round(s / 2) + 1, s + h - 1);
    return poly(rect(cx - s, cy - s, cx + s, cy + s), rect(cx + dx - h, cy - h, cx + dx + h, cy + h));
  },
  'hole-shares-shell-edge': (rand, cx, cy, s) => {
    const h = Math.round(s / 2);
    return poly(rect(cx - s, cy - s, cx + s, cy + s), rect(cx - s, cy - h, cx - s + h, cy + int(rand, 1, h)));
  },
  'hole-outside': (rand, cx, cy, s) => {
    const h = Math.round(s / 3);
    const gap = rand() < 0.5 ? 0 : int(rand, 1, h);
    return poly(rect(cx - s, cy - s, cx + s, cy + s), rect(cx + s + gap, cy - h, cx + s + gap + h, cy + h));
  },
  'holes-touch': (rand, cx, cy, s) => {
    // Two holes meeting at one corner (valid) or along part of an edge (invalid).
    const h = Math.round(s / 3);
    const shared = rand() < 0.5;
    const y2 = shared ? cy - int(rand, 1, h - 1) : cy + h;
    return poly(
      rect(cx - s, cy - s, cx + s, cy + s),
      rect(cx - h, cy, cx, cy + h),
      rect(cx, y2, cx + h, y2 + h),
    );
  },
  'holes-nested': (rand, cx, cy, s) => {
    const h = Math.round(s / 2);
    const g = int(rand, 1, Math.round(h / 2));
    return poly(
      rect(cx - s, cy - s, cx + s, cy + s),
      rect(cx - h, cy - h, cx + h, cy + h),
      rect(cx - g, cy - g, cx + g, cy + g),
    );
  },
  'parts-apart': (rand, cx, cy, s) =>
    multi(
      [star(rand, cx - 2 * s, cy, s * 0.9, int(rand, 4, 16))],
      [star(rand, cx + 2 * s, cy, s * 0.9, int(rand, 4, 16))],
    ),
  'parts-touch-at-point': (rand, cx, cy, s) => {
    // Two triangles whose tips meet at one point (valid), or a tip resting on the other's edge (valid).
    const y = cy + int(rand, -s, s);
    const left: P[] = [
      [cx, y],
      [cx - s, y + s],
      [cx - s, y - int(rand, 1, s)],
    ];
    const right: P[] =
      rand() < 0.5
        ? [
            [cx, y],
            [cx + s, y - s],
            [cx + s, y + int(rand, 1, s)],
          ]
        : [
            [cx, y - s],
            [cx + s, y],
            [cx, y + s],
          ];
    return multi([left], [right]);
  },
  'parts-share-edge': (rand, cx, cy, s) => {
    const y0 = cy - s;
    const off = int(rand, 0, s);
    return multi([rect(cx - 2 * s, y0, cx, y0 + 2 * s)], [rect(cx, y0 + off, cx + 2 * s, y0 + off + 2 * s)]);
  },
  'parts-overlap': (rand, cx, cy, s) => {
    const d = int(rand, 1, 2 * s - 1);
    return multi(
      [rect(cx - s, cy - s, cx + s, cy + s)],
      [star(rand, cx + d, cy + int(rand, -s, s), s, int(rand, 3, 12))],
    );
  },
  'parts-nested': (rand, cx, cy, s) => {
    const h = int(rand, 1, Math.round(s / 2));
    const inHole = rand() < 0.5;
    const outer = inHole
      ? [rect(cx - s, cy - s, cx + s, cy + s), rect(cx - h - 2, cy - h - 2, cx + h + 2, cy + h + 2)]
      : [rect(cx - s, cy - s, cx + s, cy + s)];
    return multi(outer, [rect(cx - h, cy - h, cx + h, cy + h)]);
  },
  random: (rand, cx, cy, s) => {
    const n = int(rand, 4, 9);
    const r: P[] = [];
    for (let k = 0; k < n; k++) r.push([cx + int(rand, -s, s), cy + int(rand, -s, s)]);
    return poly(r);
  },
};

/** `perFamily` cases of every family (18 families: 130 each gives 2,340 polygons). */
export function generateCorpus(seed = 20261123, perFamily = 130): CorpusCase[] {
  const rand = prng(seed);
  const out: CorpusCase[] = [];
  for (const [family, make] of Object.entries(FAMILIES)) {
    for (let i = 0; i < perFamily; i++) {
      const cx = -7_000_000 + int(rand, 0, 4_000_000);
      const cy = 5_500_000 + int(rand, 0, 3_000_000);
      const s = int(rand, 80, 2_000); // 80 µ° ≈ 9 m to 2,000 µ° ≈ 220 m
      out.push({ id: `${family}#${i}`, family, geometry: make(rand, cx, cy, s) });
    }
  }
  return out;
}
