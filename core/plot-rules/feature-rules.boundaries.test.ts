/**
 * Both sides of every threshold of the feature rules, and each rule's message and coordinate as the person
 * reads them in the problems table. The country shapes are a small fake land index where a test needs one
 * (what the swapped-axes rule does with land facts), so these tests stay fast.
 */
import turfArea from '@turf/area';
import { describe, expect, it } from 'vitest';
import type { LandIndex } from './countries.ts';
import { __forTests, checkFeature, declaredArea, nameFieldOf } from './feature-rules.ts';
import { SQUARE, opts, plot } from './test-helpers.ts';
import type { CheckOptions, Problem, RuleCode } from './types.ts';

const check = (f: unknown, o: Partial<CheckOptions> = {}, land: LandIndex | null = null) =>
  checkFeature(f, 3, { fileName: 'plots.geojson', options: opts(o), land });
const codes = (f: unknown, o: Partial<CheckOptions> = {}): RuleCode[] =>
  check(f, o).problems.map((p) => p.code);
const only = (f: unknown, code: RuleCode, land: LandIndex | null = null): Problem => {
  const found = check(f, {}, land).problems.filter((p) => p.code === code);
  expect(found, code).toHaveLength(1);
  return found[0]!;
};
const point = (x: number, y: number, props: Record<string, unknown> = {}) =>
  plot([x, y], { Area: 1, ...props }, 'Point');
/** Square ring of side `d` degrees at (x, y), counter-clockwise, closed. */
const square = (x: number, y: number, d: number): number[][] => [
  [x, y],
  [x + d, y],
  [x + d, y + d],
  [x, y + d],
  [x, y],
];

describe('coordinate range: ±180 longitude, ±90 latitude, limits included', () => {
  it.each([
    [180, 7.123456],
    [-180, 7.123456],
    [-5.123456, 90],
    [-5.123456, -90],
  ])('[%d, %d] is in range', (x, y) => {
    expect(codes(point(x, y))).not.toContain('out-of-range');
  });

  it.each([
    [180.000001, 7.123456],
    [-180.000001, 7.123456],
    [-5.123456, 90.000001],
    [-5.123456, -90.000001],
  ])('[%d, %d] is out of range, named with its coordinate', (x, y) => {
    const p = only(point(x, y), 'out-of-range');
    expect(p.coordinate).toEqual([x, y]);
    expect(p.severity).toBe('error');
    expect(p.message).toBe(
      `feature 4 ("Plot A") has the position [${x}, ${y}] outside longitude −180..180 / latitude −90..90. Positions must be [longitude, latitude] in WGS84 degrees; check for a typo or swapped values.`,
    );
  });

  it('names the first position out of range, and says "projected" only past 1000 in either axis', () => {
    const ring = [
      [-5.123456, 7.123456],
      [1000, 7.123456],
      [500000.123456, 800000.123456],
      [-5.123456, 7.126456],
      [-5.123456, 7.123456],
    ];
    const p = only(plot([ring]), 'out-of-range');
    expect(p.coordinate).toEqual([1000, 7.123456]);
    expect(p.message).toContain('re-export the file in EPSG:4326');
    expect(check(plot([ring])).looksProjected).toEqual([500000.123456, 800000.123456]);

    expect(check(point(1000, 7.1)).looksProjected).toBeNull();
    expect(check(point(-1000, 7.1)).looksProjected).toBeNull();
    expect(check(point(5, 1000)).looksProjected).toBeNull();
    expect(check(point(5, -1000)).looksProjected).toBeNull();
    expect(check(point(1000.000001, 7.1)).looksProjected).toEqual([1000.000001, 7.1]);
    expect(check(point(-1000.000001, 7.1)).looksProjected).toEqual([-1000.000001, 7.1]);
    expect(check(point(5, 1000.000001)).looksProjected).toEqual([5, 1000.000001]);
    expect(check(point(5, -1000.000001)).looksProjected).toEqual([5, -1000.000001]);
    expect(only(point(5, -1000.000001), 'out-of-range').message).toContain('EPSG:4326');
  });

  it('keeps the first projected position, not a later one', () => {
    const multi = plot(
      [
        [2000, 3000],
        [4000, 5000],
      ],
      { Area: 1 },
      'MultiPoint',
    );
    expect(check(multi).looksProjected).toEqual([2000, 3000]);
    expect(only(multi, 'out-of-range').coordinate).toEqual([2000, 3000]);
  });

  it('an out-of-range plot gets no area and no swapped-axes check', () => {
    const ring = square(-5.123456, 7.123456, 0.003).map(([x, y], i) =>
      i === 2 ? [x!, 95.123456] : [x!, y!],
    );
    const facts = check(plot([ring], { Area: 999_999 }));
    expect(facts.problems.map((p) => p.code)).not.toContain('area-mismatch');
    expect(facts.problems.map((p) => p.code)).not.toContain('area-too-large');
    expect(facts.needsLand).toBe(false);
  });
});

describe('swapped axes: asked only when the first position could be a latitude (±90)', () => {
  it.each([90, -90, 5.123456])('longitude %d: the land shapes are needed', (x) => {
    const facts = check(point(x, 7.123456));
    expect(facts.needsLand).toBe(true);
    expect(facts.problems.map((p) => p.code)).not.toContain('swapped-axes');
  });

  it.each([90.000001, -90.000001])('longitude %d cannot be a latitude: no check', (x) => {
    expect(check(point(x, 7.123456)).needsLand).toBe(false);
  });

  it('only the first position decides', () => {
    const multi = plot(
      [
        [5.123456, 7.123456],
        [120.123456, 7.123456],
      ],
      { Area: 1 },
      'MultiPoint',
    );
    expect(check(multi).needsLand).toBe(false);
  });

  /** A fake world: land of CI is x in [-9, -2], y in [4, 11]; GH is x in [-4, 2], y in [4, 12]. */
  const fakeLand = (calls: string[] = []): LandIndex => {
    const boxes: Record<string, [number, number, number, number]> = {
      CI: [-9, 4, -2, 11],
      GH: [-4, 4, 2, 12],
    };
    const inBox = (b: [number, number, number, number], x: number, y: number) =>
      x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];
    return {
      countryAt(x, y) {
        calls.push(`at ${x},${y}`);
        for (const [code, b] of Object.entries(boxes)) if (inBox(b, x, y)) return code;
        return null;
      },
      inCountry(code, x, y) {
        calls.push(`in ${code} ${x},${y}`);
        const b = boxes[code];
        return b ? inBox(b, x, y) : undefined;
      },
      boxesOf: (code) => (boxes[code] ? [boxes[code]] : []),
    };
  };

  it('warns when the given point is outside the declared country and the swapped one inside', () => {
    const p = only(point(7.123456, -5.123456), 'swapped-axes', fakeLand());
    expect(p.severity).toBe('warning');
    expect(p.coordinate).toEqual([7.123456, -5.123456]);
    expect(p.message).toBe(
      'feature 4 ("Plot A") looks like [latitude, longitude]: [7.123456, -5.123456] is outside CI, while [-5.123456, 7.123456] is in CI. GeoJSON positions are [longitude, latitude]; swap the two values (fix offered).',
    );
  });

  it('is silent when the given point is in the declared country, or neither is', () => {
    const calls: string[] = [];
    expect(codes2(point(-5.123456, 7.123456), fakeLand(calls))).not.toContain('swapped-axes');
    expect(calls).toEqual(['in CI -5.123456,7.123456']);
    expect(codes2(point(50.123456, 60.123456), fakeLand())).not.toContain('swapped-axes');
  });

  it('without a known country: sea where given, land where swapped', () => {
    const p = only(point(7.123456, -5.123456, { ProducerCountry: undefined }), 'swapped-axes', fakeLand());
    expect(p.message).toContain('is in the sea, while [-5.123456, 7.123456] is on land.');
    // A code with no shape in the index (undefined) falls back to land/sea too.
    expect(codes2(point(7.123456, -5.123456, { ProducerCountry: 'FR' }), fakeLand())).toContain(
      'swapped-axes',
    );
    // Given point on land: not swapped, even if the swapped one is land too.
    expect(codes2(point(-3.5, 5.5, { ProducerCountry: undefined }), fakeLand())).not.toContain(
      'swapped-axes',
    );
    // Both in the sea: not swapped.
    expect(codes2(point(60.5, 70.5, { ProducerCountry: undefined }), fakeLand())).not.toContain(
      'swapped-axes',
    );
  });

  it('a declared country that is not a valid code is treated as none', () => {
    const p = only(point(7.123456, -5.123456, { ProducerCountry: 'ci' }), 'swapped-axes', fakeLand());
    expect(p.message).toContain('in the sea');
  });

  const codes2 = (f: unknown, land: LandIndex) => check(f, {}, land).problems.map((p) => p.code);
});

describe('precision: 5 decimals warn, 6 are right, 7 are checked after truncation', () => {
  it('a plot whose every value has at most 5 decimals gets one warning at its first position', () => {
    const ring = square(-5.12345, 7.12345, 0.003).map(([x, y]) => [
      Math.round(x! * 1e5) / 1e5,
      Math.round(y! * 1e5) / 1e5,
    ]);
    const p = only(plot([ring]), 'low-precision');
    expect(p.severity).toBe('warning');
    expect(p.coordinate).toEqual([-5.12345, 7.12345]);
    expect(p.message).toBe(
      'feature 4 ("Plot A") has coordinates with fewer than 6 decimals (e.g. [-5.12345, 7.12345]). TRACES pads them with zeros; rounded coordinates are often imprecise (5 decimals ≈ 1 m, 4 ≈ 11 m). Re-export with 6 decimals from the original survey.',
    );
    expect(codes(point(-5.12345, 7.12345))).toContain('low-precision');
  });

  it('one value with 6 decimals, in either axis, is enough', () => {
    expect(codes(point(-5.123456, 7.12345))).not.toContain('low-precision');
    expect(codes(point(-5.12345, 7.123456))).not.toContain('low-precision');
    const ring = square(-5.12345, 7.12345, 0.003).map(([x, y]) => [
      Math.round(x! * 1e5) / 1e5,
      Math.round(y! * 1e5) / 1e5,
    ]);
    ring[2] = [ring[2]![0]! + 0.000001, ring[2]![1]!];
    expect(codes(plot([ring]))).not.toContain('low-precision');
  });

  it('7 decimals are not low precision', () => {
    expect(codes(point(-5.1234567, 7.1234567))).not.toContain('low-precision');
  });

  /** Corner 3 is corner 0 moved by (dx, dy): with 7 decimals they differ, truncated to 6 maybe not. */
  const collapsing = (x3: number, y3: number) => [
    [-5.1234561, 7.1234561],
    [-5.120456, 7.123456],
    [-5.120456, 7.126456],
    [x3, y3],
    [-5.1234561, 7.1234561],
  ];

  it('positions with more than 6 decimals are truncated and re-checked, in either axis', () => {
    // Corner 3 differs from the closing position only in the 7th decimal of x (or of y).
    const p = only(plot([collapsing(-5.1234564, 7.1234561)]), 'collapses-at-6-decimals');
    expect(p.severity).toBe('error');
    expect(p.coordinate).toEqual([-5.1234561, 7.1234561]);
    expect(p.message).toBe(
      'feature 4 ("Plot A") becomes invalid when truncated to 6 decimals, as TRACES does (two distinct vertices become one near [-5.1234561, 7.1234561]). Move the vertices at least 0.000001° apart, or merge them.',
    );
    expect(codes(plot([collapsing(-5.1234561, 7.1234564)]))).toContain('collapses-at-6-decimals');
    // Truncated to [-5.123455, 7.123456], corner 3 then touches the edge from corner 0.
    expect(only(plot([collapsing(-5.1234558, 7.1234561)]), 'collapses-at-6-decimals').message).toContain(
      '(once truncated, the boundary crosses or touches itself near [-5.123456, 7.123456])',
    );
  });

  it('the collapse test finds each way a ring breaks', () => {
    const { collapseAt6 } = __forTests;
    const ring = (pts: number[][]) => [[...pts, pts[0]!]];
    expect(
      collapseAt6([
        ring([
          [0.1000001, 0.1],
          [0.1000004, 0.1],
          [0.2, 0.1],
          [0.2, 0.2],
        ]),
      ]),
    ).toEqual({ why: 'two distinct vertices become one', at: [0.1000004, 0.1] });
    expect(
      collapseAt6([
        ring([
          [0.1, 0.1],
          [0.2, 0.2],
          [0.3, 0.3000009],
        ]),
      ]),
    ).toEqual({
      why: 'all positions fall on one line',
      at: [0.1, 0.1],
    });
    expect(
      collapseAt6([
        [
          [
            [0.1, 0.1],
            [0.2, 0.2],
            [0.1, 0.1],
          ],
        ],
      ]),
    ).toEqual({
      why: 'fewer than 3 distinct corners remain',
      at: [0.1, 0.1],
    });
    // The second ring (a hole) breaks: named at its own first position.
    expect(
      collapseAt6([
        [
          square(0.1, 0.1, 0.01),
          ring([
            [0.101, 0.101],
            [0.102, 0.102],
            [0.103, 0.1030009],
          ])[0]!,
        ],
      ]),
    ).toEqual({ why: 'all positions fall on one line', at: [0.101, 0.101] });
    expect(
      collapseAt6([
        ring([
          [0.1000001, 0.1],
          [0.2000001, 0.1],
          [0.2, 0.2000001],
        ]),
      ]),
    ).toBeNull();
    expect(collapseAt6([[square(0.1000001, 0.1000001, 0.001)]])).toBeNull();
  });

  it('a plot given with exactly 6 decimals is never re-checked, even where it is narrow', () => {
    expect(codes(plot([square(-5.123456, 7.123456, 0.003)]))).toEqual([]);
  });
});

describe('rings: closure, repeated vertices, vertex counts', () => {
  it('an open ring is named with where it starts and ends, at its last position', () => {
    const open = square(-5.123456, 7.123456, 0.003).slice(0, 4);
    const p = only(plot([open]), 'unclosed-ring');
    expect(p.severity).toBe('error');
    expect(p.coordinate).toEqual([-5.123456, 7.126456]);
    expect(p.message).toBe(
      'feature 4 ("Plot A") (outer ring) is not closed: it starts at [-5.123456, 7.123456] but ends at [-5.123456, 7.126456]. Repeat the first position at the end (safe fix offered).',
    );
  });

  it('a ring is closed only when both values of the last position repeat the first', () => {
    const ring = square(-5.123456, 7.123456, 0.003);
    expect(codes(plot([ring.map((p, i) => (i === 4 ? [p[0]! + 0.000001, p[1]!] : p))]))).toContain(
      'unclosed-ring',
    );
    expect(codes(plot([ring.map((p, i) => (i === 4 ? [p[0]!, p[1]! + 0.000001] : p))]))).toContain(
      'unclosed-ring',
    );
    expect(codes(plot([ring]))).not.toContain('unclosed-ring');
  });

  it('an empty ring is too short, not unclosed', () => {
    expect(codes(plot([[]]))).toEqual(['too-few-vertices']);
  });

  it('a repeated position is reported once per feature, where it repeats', () => {
    const ring = square(-5.123456, 7.123456, 0.003);
    const dup = [ring[0]!, ring[1]!, ring[1]!, ring[2]!, ring[2]!, ring[3]!, ring[4]!];
    const p = only(plot([dup]), 'duplicate-vertex');
    expect(p.severity).toBe('warning');
    expect(p.coordinate).toEqual([-5.120456, 7.123456]);
    expect(p.message).toBe(
      'feature 4 ("Plot A") (outer ring) repeats the position [-5.120456, 7.123456] consecutively. Remove the repeated vertex (safe fix offered).',
    );
  });

  it('positions that share only one value are not repeats', () => {
    const ring = [
      [-5.123456, 7.123456],
      [-5.120456, 7.123456],
      [-5.120456, 7.126456],
      [-5.123456, 7.126456],
      [-5.123456, 7.123456],
    ];
    expect(codes(plot([ring]))).not.toContain('duplicate-vertex');
  });

  it('3 distinct corners plus the closing position are enough; 3 positions are not', () => {
    const [a, b, c] = square(-5.123456, 7.123456, 0.003);
    expect(codes(plot([[a, b, c, a]], { Area: 5.5 }))).toEqual([]);
    const p = only(plot([[a, b, a]]), 'too-few-vertices');
    expect(p.severity).toBe('error');
    expect(p.coordinate).toEqual(a);
    expect(p.message).toBe(
      'feature 4 ("Plot A") (outer ring) has 3 positions (closed) and 2 distinct corners; a ring needs at least 3 distinct corners plus the closing position. Redraw the plot\'s boundary.',
    );
  });

  it('4 positions with only 2 distinct corners are too few', () => {
    const [a, b] = square(-5.123456, 7.123456, 0.003);
    expect(only(plot([[a, b, b, a]]), 'too-few-vertices').message).toContain(
      'has 4 positions (closed) and 2 distinct corners',
    );
  });

  it('an open triangle (3 corners, no closing position) is unclosed, not too short', () => {
    const [a, b, c] = square(-5.123456, 7.123456, 0.003);
    const found = codes(plot([[a, b, c]]));
    // The ring is closed before it is judged too short: 3 distinct corners are enough once closed.
    expect(found).toContain('unclosed-ring');
    expect(found).not.toContain('too-few-vertices');
  });

  it('a straight-line ring is named at its first position', () => {
    const line = [
      [-5.100001, 7.100001],
      [-5.099001, 7.101001],
      [-5.098001, 7.102001],
      [-5.100001, 7.100001],
    ];
    const p = only(plot([line]), 'collinear');
    expect(p.coordinate).toEqual([-5.100001, 7.100001]);
    expect(p.message).toBe(
      'feature 4 ("Plot A") (outer ring) has all its positions on one straight line, so it has no area. Redraw the boundary around the plot.',
    );
  });

  it('names the part and the hole in a MultiPolygon', () => {
    const good = [square(-5.123456, 7.123456, 0.003)];
    const badHole = [square(-5.113456, 7.123456, 0.003), square(-5.112456, 7.124456, 0.001).slice(0, 4)];
    const multi = plot([good, badHole], { Area: 22 }, 'MultiPolygon');
    expect(only(multi, 'unclosed-ring').message).toContain('(part 2, hole 1) is not closed');
    const p = only(multi, 'hole');
    expect(p.coordinate).toEqual([-5.112456, 7.124456]);
    expect(p.message).toBe(
      'feature 4 ("Plot A") has 1 hole(s) (interior rings); TRACES rejects polygons with holes. Split the plot into hole-free parts covering the same land (fix offered), or fill the holes if that land is farmed too.',
    );
    expect(only(plot([good[0]!.slice(0, 4)]), 'unclosed-ring').message).toContain('(outer ring)');
  });

  it('reports each rule once per feature even when several rings break it', () => {
    const open = square(-5.123456, 7.123456, 0.003).slice(0, 4);
    const open2 = square(-5.113456, 7.123456, 0.003).slice(0, 4);
    const found = codes(plot([[open], [open2]], { Area: 22 }, 'MultiPolygon'));
    expect(found.filter((c) => c === 'unclosed-ring')).toHaveLength(1);
  });

  it('a broken hole leaves the area meaningful; a broken outer ring does not', () => {
    const outer = square(-5.123456, 7.123456, 0.003);
    const [a, b] = square(-5.122456, 7.124456, 0.001);
    // The hole is too short: still an area (about 11 ha), so a wrong Area is reported.
    expect(codes(plot([outer, [a, b, a]], { Area: 100 }))).toContain('area-mismatch');
    const [c, d] = outer;
    expect(codes(plot([[c, d, c]], { Area: 100 }))).not.toContain('area-mismatch');
    const line = [
      [-5.100001, 7.100001],
      [-5.099001, 7.101001],
      [-5.098001, 7.102001],
      [-5.100001, 7.100001],
    ];
    expect(codes(plot([line], { Area: 100 }))).not.toContain('area-mismatch');
    // A straight-line hole: the outer ring still has its area.
    const lineHole = [
      [-5.122456, 7.124456],
      [-5.121456, 7.125456],
      [-5.120956, 7.125956],
      [-5.122456, 7.124456],
    ];
    expect(codes(plot([outer, lineHole], { Area: 100 }))).toContain('area-mismatch');
  });

  it('a self-intersection is named at the crossing, rounded to 6 decimals in the message', () => {
    const bowtie = [
      [-5.099999, 7.100001],
      [-5.089999, 7.110001],
      [-5.089999, 7.100001],
      [-5.099999, 7.110001],
      [-5.099999, 7.100001],
    ];
    const p = only(plot([bowtie], { Area: 100 }), 'self-intersection');
    expect(p.message).toBe(
      'feature 4 ("Plot A") has a self-intersection: its boundary crosses or touches itself at [-5.094999, 7.105001]. Move the vertices so the boundary does not cross, or repair the shape (fix offered).',
    );
    // A crossing boundary has no meaningful area either.
    expect(codes(plot([bowtie], { Area: 100 }))).not.toContain('area-mismatch');
  });
});

describe('areas: point limit 4 ha, 0.0001 ha to 100,000 ha, declared within a factor 2', () => {
  it('a point may declare up to 4 ha, not more', () => {
    expect(codes(point(-5.123456, 7.123456, { Area: 4 }))).toEqual([]);
    // A text Area is warned about (TRACES reads it as 0), but it is not a point-area problem.
    expect(codes(point(-5.123456, 7.123456, { Area: '4' }))).toEqual(['area-text']);
    const p = only(point(-5.123456, 7.123456, { Area: 4.01 }), 'point-area');
    expect(p.severity).toBe('warning');
    expect(p.message).toBe(
      'feature 4 ("Plot A") is a point with Area 4.01 ha; TRACES accepts points only for plots of at most 4 ha (cattle excepted). Draw the plot\'s boundary as a Polygon.',
    );
    expect(p.coordinate).toBeUndefined();
  });

  it('a point without an Area is assumed 4 ha, and told so', () => {
    expect(only(point(-5.123456, 7.123456, { Area: undefined }), 'point-area').message).toBe(
      'feature 4 ("Plot A") is a point without an Area; TRACES then assumes 4 ha. Add the plot\'s Area in hectares, or draw its boundary as a Polygon.',
    );
    const multi = plot([[-5.123456, 7.123456]], { Area: 'n/a' }, 'MultiPoint');
    expect(only(multi, 'point-area').message).toContain('without an Area');
    expect(codes(plot([[-5.123456, 7.123456]], { Area: 5 }, 'MultiPoint'))).toContain('point-area');
  });

  it('a point declaring 0.0001 ha is accepted; less is too small', () => {
    expect(codes(point(-5.123456, 7.123456, { Area: 0.0001 }))).toEqual([]);
    const p = only(point(-5.123456, 7.123456, { Area: 0.00005 }), 'area-too-small');
    expect(p.severity).toBe('warning');
    expect(p.message).toBe(
      'feature 4 ("Plot A") covers 0.00005 ha, under 0.0001 ha (1 m²). Check that the boundary was not drawn at the wrong scale or collapsed to a dot.',
    );
  });

  it('100,000 ha is accepted; more is too large, rounded in the message', () => {
    expect(codes(point(-5.123456, 7.123456, { Area: 100_000 }))).not.toContain('area-too-large');
    const p = only(point(-5.123456, 7.123456, { Area: 123_456.6 }), 'area-too-large');
    expect(p.message).toBe(
      'feature 4 ("Plot A") covers 123,457 ha, over 100,000 ha. A single plot is rarely that large: check the boundary, or split it into its real plots.',
    );
  });

  it('a polygon is judged on its measured area, not on its declared one', () => {
    expect(codes(plot(undefined, { Area: 0.00001 }))).not.toContain('area-too-small');
    expect(codes(plot(undefined, { Area: 200_000 }))).not.toContain('area-too-large');
    const tiny = [square(-5.123456, 7.123456, 0.000005)];
    expect(codes(plot(tiny, { Area: 0.00003 }))).toContain('area-too-small');
    const huge = [square(-8.000001, 5.000001, 4)];
    expect(codes(plot(huge, { Area: 19_000_000 }))).toContain('area-too-large');
    expect(only(plot(huge, { Area: 19_000_000 }), 'area-too-large').message).toMatch(
      /covers 19,\d{3},\d{3} ha, over/,
    );
  });

  it('measures the area like @turf/area, holes subtracted', () => {
    const outer = square(-5.123456, 7.123456, 0.003);
    const hole = square(-5.122456, 7.124456, 0.001);
    const ha = turfArea({ type: 'Polygon', coordinates: [outer, hole] }) / 10_000;
    // Declared exactly twice / half the measured area: still within the factor.
    for (const declared of [ha * 2, ha / 2, ha]) {
      expect(codes(plot([outer, hole], { Area: declared })), String(declared)).not.toContain('area-mismatch');
    }
    for (const declared of [ha * 2 * (1 + 1e-9), (ha / 2) * (1 - 1e-9)]) {
      expect(codes(plot([outer, hole], { Area: declared })), String(declared)).toContain('area-mismatch');
    }
  });

  it('a MultiPolygon is measured over all its parts', () => {
    const a = square(-5.123456, 7.123456, 0.003);
    const b = square(-5.113456, 7.123456, 0.003);
    const ha = turfArea({ type: 'MultiPolygon', coordinates: [[a], [b]] }) / 10_000;
    expect(codes(plot([[a], [b]], { Area: ha * 2 }, 'MultiPolygon'))).not.toContain('area-mismatch');
    expect(codes(plot([[a], [b]], { Area: ha * 2.0001 }, 'MultiPolygon'))).toContain('area-mismatch');
  });

  it('says the declared and the measured area in the mismatch message', () => {
    const p = only(plot(undefined, { Area: 40 }), 'area-mismatch');
    expect(p.severity).toBe('warning');
    expect(p.message).toMatch(
      /^feature 4 \("Plot A"\) declares Area 40 ha but its boundary measures 11\.\d\d ha \(more than a factor 2 apart\)\. Correct the Area property \(hectares, not m² or acres\) or the boundary\.$/,
    );
  });

  it('reads Area as a number or a numeric string only', () => {
    expect(declaredArea({ Area: 3 })).toBe(3);
    expect(declaredArea({ Area: ' 3.5 ' })).toBe(3.5);
    expect(declaredArea({ Area: '' })).toBeNull();
    expect(declaredArea({ Area: '   ' })).toBeNull();
    expect(declaredArea({ Area: 'three' })).toBeNull();
    expect(declaredArea({ Area: Infinity })).toBeNull();
    expect(declaredArea({ Area: NaN })).toBeNull();
    expect(declaredArea({ Area: true })).toBeNull();
    expect(declaredArea({})).toBeNull();
    expect(declaredArea(null)).toBeNull();
  });
});

describe('names, countries and what a feature is', () => {
  it('the name field is the designated one, or ProductionPlace when none (or empty) is designated', () => {
    expect(nameFieldOf(opts())).toBe('ProductionPlace');
    expect(nameFieldOf(opts({ designatedNameField: '' }))).toBe('ProductionPlace');
    expect(nameFieldOf(opts({ designatedNameField: 'FarmId' }))).toBe('FarmId');
  });

  it('a name is a non-blank string or a finite number', () => {
    expect(check(plot(undefined, { ProductionPlace: 17 })).name).toBe('17');
    expect(check(plot(undefined, { ProductionPlace: ' P 1 ' })).name).toBe(' P 1 ');
    expect(check(plot(undefined, { ProductionPlace: Infinity })).name).toBeNull();
    expect(check(plot(undefined, { ProductionPlace: true })).name).toBeNull();
    const p = only(plot(undefined, { ProductionPlace: '' }), 'missing-name');
    expect(p.severity).toBe('error');
    expect(p.featureName).toBeUndefined();
    expect(p.message).toBe(
      'feature 4 has no name: the "ProductionPlace" property is missing or empty. Add the plot\'s name under "ProductionPlace".',
    );
    const f = { type: 'Feature', properties: ['x'], geometry: plot().geometry };
    expect(check(f).name).toBeNull();
  });

  it('says how to write a country code', () => {
    const msg = (c: unknown) => only(plot(undefined, { ProducerCountry: c }), 'bad-country').message;
    for (const missing of [undefined, null, '']) {
      expect(msg(missing)).toBe(
        'feature 4 ("Plot A") has no ProducerCountry. Add the ISO 3166-1 alpha-2 code of the country of production (for example "CI" or "GH").',
      );
    }
    expect(msg(' gh ')).toBe(
      'feature 4 ("Plot A") has ProducerCountry " gh ", which is not an ISO 3166-1 alpha-2 code. Write it as "GH". Use the two-letter code (for example "CI" for Côte d\'Ivoire).',
    );
    expect(msg('CIV')).toBe(
      'feature 4 ("Plot A") has ProducerCountry "CIV", which is not an ISO 3166-1 alpha-2 code. Use the two-letter code (for example "CI" for Côte d\'Ivoire).',
    );
    expect(msg(384)).toContain('has ProducerCountry 384, which is not');
    expect(msg(384)).not.toContain('Write it as');
  });

  it('a value that is not a Feature object has no geometry', () => {
    for (const v of [42, null, 'x', [plot()], { type: 'FeatureCollection', features: [] }]) {
      const facts = check(v);
      expect(
        facts.problems.map((p) => p.code),
        JSON.stringify(v),
      ).toEqual(['missing-geometry']);
      expect(facts.problems[0]!.message).toBe(
        'feature 4 is not a GeoJSON Feature object, so it has no geometry. Make each element of "features" an object with "type": "Feature", "geometry" and "properties".',
      );
      expect(facts.geometryOk).toBe(false);
    }
    // A feature without "type" is still read as a feature.
    const { type: _type, ...untyped } = plot();
    expect(codes(untyped)).toEqual([]);
  });

  it('says whether the geometry is null or missing', () => {
    expect(only({ ...plot(), geometry: null }, 'missing-geometry').message).toBe(
      'feature 4 ("Plot A") has no geometry ("geometry" is null). Draw or import the plot\'s boundary (a Polygon) or its location (a Point) and save it in the feature.',
    );
    expect(only({ type: 'Feature', properties: plot().properties }, 'missing-geometry').message).toContain(
      '("geometry" is missing)',
    );
    expect(codes({ ...plot(), geometry: 'POLYGON((0 0))' })).toContain('missing-geometry');
  });

  it('names the unsupported type and the malformed shape', () => {
    const line = only(plot(SQUARE, {}, 'LineString'), 'unsupported-geometry');
    expect(line.message).toBe(
      'feature 4 ("Plot A") is a LineString; TRACES accepts only Point, MultiPoint, Polygon and MultiPolygon. Convert it, for example a closed LineString boundary into a Polygon.',
    );
    const bad = check(plot([[1, 2]], {}, 'Polygon'));
    expect(bad.geometryOk).toBe(false);
    expect(bad.problems.find((p) => p.code === 'unsupported-geometry')?.message).toBe(
      'feature 4 ("Plot A") has malformed coordinates: a Polygon needs a list of rings, each a list of positions. Re-export the plot from your GIS tool as GeoJSON.',
    );
    expect(check(plot()).geometryOk).toBe(true);
  });

  it('every problem names the file, the feature and its name, and keeps only [lng, lat] of a 3D position', () => {
    const p = only(point(200.5, 7.5, { Area: 1 }), 'out-of-range');
    expect(p).toMatchObject({ fileName: 'plots.geojson', featureIndex: 3, featureName: 'Plot A' });
    const p3 = only(plot([200.5, 7.5, 120], { Area: 1 }, 'Point'), 'out-of-range');
    expect(p3.coordinate).toEqual([200.5, 7.5]);
    const facts = check(plot());
    expect(facts.feature).toEqual(plot());
    expect(facts.name).toBe('Plot A');
  });
});

describe('what survived the first mutation run', () => {
  it('a polygon without a declared Area has nothing to mismatch', () => {
    expect(codes(plot(undefined, { Area: undefined }))).toEqual([]);
    expect(codes(plot(undefined, { Area: 'about 11' }))).toEqual(['area-text']);
  });

  it('an empty hole is counted as it is, 0 positions, not as a ring to close', () => {
    const outer = square(-5.123456, 7.123456, 0.003);
    const hole = only(plot([outer, []], { Area: 11 }), 'too-few-vertices');
    expect(hole.message).toContain('(hole 1) has 0 positions (closed) and 0 distinct corners');
  });

  it('a too-short hole is not tested for crossings with the outer ring', () => {
    const outer = square(-5.123456, 7.123456, 0.003);
    // Two corners whose segment crosses the outer boundary.
    const [a, b] = [
      [-5.122456, 7.124456],
      [-5.119456, 7.124456],
    ];
    const found = codes(plot([outer, [a, b, a]], { Area: 11 }));
    expect(found).toContain('too-few-vertices');
    expect(found).not.toContain('self-intersection');
  });

  it('a short edge with 7 decimals that stays clear after truncation is fine', () => {
    const ring = [
      [-5.1234561, 7.1234561],
      [-5.1234511, 7.1234561],
      [-5.1204561, 7.1234561],
      [-5.1204561, 7.1264561],
      [-5.1234561, 7.1264561],
      [-5.1234561, 7.1234561],
    ];
    expect(codes(plot([ring]))).toEqual([]);
  });

  /** Sea north of latitude 50, land elsewhere: CI west of 0°, GH east of it. */
  const landEverywhere: LandIndex = {
    countryAt: (x, y) => (y > 50 ? null : x < 0 ? 'CI' : 'GH'),
    inCountry: (code, x, y) =>
      code === 'CI' ? y <= 50 && x < 0 : code === 'GH' ? y <= 50 && x >= 0 : undefined,
    boxesOf: () => [],
  };

  it('without a known country, a given point on land is never swapped', () => {
    const facts = check(point(5.123456, -5.123456, { ProducerCountry: undefined }), {}, landEverywhere);
    expect(facts.problems.map((p) => p.code)).not.toContain('swapped-axes');
  });

  it('with a known country, only that country counts, not land elsewhere', () => {
    // Declared CI; given point in the sea; swapped point on land, but in GH.
    const facts = check(point(5.123456, 60.123456, { ProducerCountry: 'CI' }), {}, landEverywhere);
    expect(facts.problems.map((p) => p.code)).not.toContain('swapped-axes');
    const gh = check(point(5.123456, 60.123456, { ProducerCountry: 'GH' }), {}, landEverywhere);
    expect(gh.problems.map((p) => p.code)).toContain('swapped-axes');
  });
});
