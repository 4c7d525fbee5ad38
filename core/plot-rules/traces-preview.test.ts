import { describe, expect, it } from 'vitest';
import { messageIn } from '@core/i18n/messages.ts';
import {
  SHAPE_CHANGE_SHARE,
  fmtM,
  fmtM2,
  isSilentChangeKind,
  positionsMergedByCut,
  tracesFileGeometry,
  tracesPreview,
  type SilentChange,
} from './traces-preview.ts';
import { SPIKE_TO_EDGE, SQUARE, plot } from './test-helpers.ts';

/** The changes as a person reads them in English (their message references are checked apart). */
const words = (changes: readonly SilentChange[]) => changes.map(({ kind, message }) => ({ kind, message }));
const kinds = (f: GeoJSON.Feature) => tracesPreview(f, 0, 'A')?.changes.map((c) => c.kind) ?? [];

describe('what TRACES will do to a plot', () => {
  it('nothing for a 6-decimal polygon with a numeric Area', () => {
    expect(tracesPreview(plot(), 0, 'A')).toBeNull();
  });

  it('truncation: how many positions move and how far, without calling a tiny move a shape change', () => {
    const p = tracesPreview(plot([SQUARE.map(([x, y]) => [x! + 4e-7, y! + 9e-7])]), 3, 'A')!;
    expect(p.index).toBe(3);
    expect(p.changes[0]!.message).toMatch(/^5 positions cut to 6 decimals \(moved up to 0\.12 m\)$/);
    expect(p.shapeChanges).toBe(false);
  });

  it('highlights a plot whose outline breaks once truncated', () => {
    const p = tracesPreview(plot([SPIKE_TO_EDGE]), 0, 'A')!;
    expect(p.shapeChanges).toBe(true);
    expect(p.changes.map((c) => c.message)).toContain('the outline crosses or touches itself once truncated');
  });

  it('highlights an area change at 0.1 % and not below', () => {
    // A 0.000004° × 0.000004° square shifted by under a micro-degree: its area moves by a large share.
    const tiny = (d: number) =>
      plot([
        [
          [-5.1, 7.1],
          [-5.099996 + d, 7.1],
          [-5.099996 + d, 7.100004],
          [-5.1, 7.100004],
          [-5.1, 7.1],
        ],
      ]);
    const big = tracesPreview(tiny(5e-7), 0, 'A')!;
    expect(big.shapeChanges).toBe(true);
    expect(Math.abs(big.areaChangeHa)).toBeGreaterThan(0);
    // A 0.003° square nudged by 1e-9°: the truncation shift is far under 0.1 % of its area.
    const small = tracesPreview(plot([SQUARE.map(([x, y]) => [x! + 1e-9, y!])]), 0, 'A')!;
    expect(small.shapeChanges).toBe(false);
    expect(Math.abs(small.areaChangeHa)).toBeLessThan(SHAPE_CHANGE_SHARE * 9);
  });

  it('points without Area are taken as 4 ha; an Area given as text is read as 0', () => {
    const point = { type: 'Point', coordinates: [-5.123456, 7.123456] };
    expect(
      kinds({ ...plot(), properties: { ProductionPlace: 'P' }, geometry: point } as GeoJSON.Feature),
    ).toEqual(['point-area-assumed']);
    expect(kinds({ ...plot(), properties: { Area: 2 }, geometry: point } as GeoJSON.Feature)).toEqual([]);
    expect(kinds(plot(undefined, { Area: '11' }))).toEqual(['area-read-as-zero']);
    expect(kinds(plot(undefined, { Area: 11 }))).toEqual([]);
  });
});

describe('what TRACES will do: the words and figures a person reads', () => {
  const point = (coordinates: number[], props: Record<string, unknown> = { Area: 1 }) =>
    ({ ...plot(), properties: props, geometry: { type: 'Point', coordinates } }) as GeoJSON.Feature;
  const preview = (f: GeoJSON.Feature) => tracesPreview(f, 7, 'Plot A');

  it('says nothing about geometry it does not store, or cannot read', () => {
    expect(preview({ ...plot(), geometry: { type: 'LineString', coordinates: SQUARE } })).toBeNull();
    // Not even its Area.
    const line = plot(undefined, { Area: '11' });
    expect(preview({ ...line, geometry: { type: 'LineString', coordinates: SQUARE } })).toBeNull();
    expect(preview({ ...plot(), geometry: null as unknown as GeoJSON.Geometry })).toBeNull();
    expect(preview(plot([[null]]))).toBeNull();
    // Even after positions that did move.
    expect(preview(plot([[[-5.1234567, 7.1], null]]))).toBeNull();
  });

  it('one position moved: singular, in centimetres below 10 cm, with the plot index and name', () => {
    const p = preview(point([-5.1234564, 7.1234564]))!;
    expect(p).toMatchObject({ index: 7, name: 'Plot A', shapeChanges: false, areaChangeHa: 0 });
    expect(words(p.changes)).toEqual([
      { kind: 'truncated', message: '1 position cut to 6 decimals (moved up to 6.3 cm)' },
    ]);
    // 0.0000004° of latitude and of longitude at 7° N, as metres on the ground.
    expect(p.maxShiftM).toBeCloseTo(
      Math.hypot(0.4e-6 * 111_320 * Math.cos((7.1234564 * Math.PI) / 180), 0.4e-6 * 111_320),
      4,
    );
  });

  it('metres from 10 cm on; the largest move is reported, not the last', () => {
    const far = preview(point([-5.1234569, 7.1234569]))!;
    expect(far.changes[0]!.message).toBe('1 position cut to 6 decimals (moved up to 0.14 m)');
    const mp = preview({
      ...point([0, 0]),
      geometry: {
        type: 'MultiPoint',
        coordinates: [
          [-5.1234569, 7.1234569],
          [-5.1234561, 7.1234561],
          [-5.123456, 7.123456],
        ],
      },
    })!;
    expect(words(mp.changes)).toEqual([
      { kind: 'truncated', message: '2 positions cut to 6 decimals (moved up to 0.14 m)' },
    ]);
    expect(mp.maxShiftM).toBeCloseTo(far.maxShiftM, 9);
  });

  it('a position moved in latitude only, or longitude only, still counts', () => {
    expect(preview(point([-5.123456, 7.1234569]))!.changes[0]!.message).toMatch(/^1 position cut/);
    expect(preview(point([-5.1234569, 7.123456]))!.changes[0]!.message).toMatch(/^1 position cut/);
    expect(preview(point([-5.123456, 7.123456]))).toBeNull();
  });

  it('counts thousands with a separator', () => {
    const ring = Array.from({ length: 1200 }, (_, i) => {
      const a = (2 * Math.PI * i) / 1200;
      return [-5.1 + 0.01 * Math.cos(a) + 1e-8, 7.1 + 0.01 * Math.sin(a)];
    });
    const p = preview(plot([[...ring, ring[0]!]]))!;
    expect(p.changes[0]!.message).toMatch(/^1,201 positions cut to 6 decimals/);
  });
});

describe('what TRACES will do: when the outline changes', () => {
  const preview = (f: GeoJSON.Feature) => tracesPreview(f, 0, 'A');
  const shapeMessages = (f: GeoJSON.Feature) =>
    preview(f)!
      .changes.filter((c) => c.kind === 'shape-changes')
      .map((c) => c.message);

  it('corners that truncate onto one position', () => {
    const ring = [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.09, 7.11],
      [-5.0950001, 7.11],
      [-5.0950009, 7.11],
      [-5.1, 7.11],
      [-5.1, 7.1],
    ];
    const p = preview(plot([ring]))!;
    expect(p.shapeChanges).toBe(true);
    expect(shapeMessages(plot([ring]))).toEqual([
      'the outline loses corners that fall on the same position once truncated',
    ]);
  });

  it('a sliver that truncates onto a line', () => {
    const sliver = [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.095, 7.1000009],
      [-5.1, 7.1],
    ];
    expect(shapeMessages(plot([sliver]))).toEqual(['the outline collapses to a line once truncated']);
    // A triangle whose three corners stay three but fall on one line.
    const flat = [
      [-5.1, 7.1],
      [-5.09, 7.1000001],
      [-5.08, 7.1000009],
      [-5.1, 7.1],
    ];
    expect(shapeMessages(plot([flat]))).toEqual(['the outline collapses to a line once truncated']);
  });

  it('checks every ring and every part, not only the first', () => {
    const sq = (x: number, y: number, d: number) => [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ];
    const sliver = [
      [-5.2, 7.1],
      [-5.19, 7.1],
      [-5.195, 7.1000009],
      [-5.2, 7.1],
    ];
    const multi = plot(
      [[sq(-5.1, 7.1, 0.01).map(([x, y]) => [x! + 1e-8, y!])], [sliver]],
      {},
      'MultiPolygon',
    );
    expect(shapeMessages(multi)).toEqual(['the outline collapses to a line once truncated']);
    const hole = [
      [-5.098, 7.102],
      [-5.096, 7.102],
      [-5.097, 7.1020009],
      [-5.098, 7.102],
    ];
    expect(shapeMessages(plot([sq(-5.1, 7.1, 0.01), hole]))).toEqual([
      'the outline collapses to a line once truncated',
    ]);
  });

  it('a shape already invalid as given is left to the checker', () => {
    // A bow-tie with unequal lobes (so its area is not ~0 and truncation moves it by far under 0.1 %).
    const bow = [
      [-5.1, 7.1],
      [-5.09, 7.12],
      [-5.09, 7.1],
      [-5.1, 7.11],
      [-5.1, 7.1],
    ].map(([x, y]) => [x! + 1e-8, y!]);
    const p = preview(plot([bow]))!;
    expect(p.changes.map((c) => c.kind)).toEqual(['truncated']);
    expect(p.shapeChanges).toBe(false);
  });

  it('a bow-tie whose lobes cancel out gets no area-change message from truncation', () => {
    // Equal lobes: the signed area is about 0, so any change from truncation is a huge share of it.
    const bow = [
      [-5.1, 7.1],
      [-5.09, 7.11],
      [-5.09, 7.1],
      [-5.1, 7.11],
      [-5.1, 7.1],
    ].map(([x, y]) => [x! + 3e-7, y! + 7e-7]);
    const p = preview(plot([bow]))!;
    expect(p.changes.map((c) => c.kind)).toEqual(['truncated']);
    expect(p.shapeChanges).toBe(false);
  });

  const box = (x0: number, x1: number, y0: number, y1: number) =>
    plot([
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ],
    ]);

  it('an area change says by how much, with its sign and its share', () => {
    // A 0.000004° square: truncation (towards zero) moves its west edge east, and shrinks it...
    const shrunk = preview(box(-5.1000009, -5.099996, 7.1, 7.100004))!;
    expect(shrunk.areaChangeHa).toBeCloseTo(-0.0000044, 7);
    expect(shrunk.changes.map((c) => c.message)).toEqual([
      '3 positions cut to 6 decimals (moved up to 9.9 cm)',
      'the area changes by −0.04 m² (18.4 %)',
    ]);
    // ... or moves its east edge east, and grows it.
    const grown = preview(box(-5.1, -5.0999969, 7.1, 7.100004))!;
    expect(grown.areaChangeHa).toBeCloseTo(0.0000044, 7);
    expect(words(grown.changes)[1]).toEqual({
      kind: 'shape-changes',
      message: 'the area changes by +0.04 m² (29.0 %)',
    });
  });

  it('an area change of just over 0.1 % is a shape change; just under is not', () => {
    // The west edge moves by 0.0000005°: 0.102 % of a 0.0004905° wide plot, 0.098 % of a 0.0005105° one.
    const over = preview(box(-5.1000005, -5.09951, 7.1, 7.1005))!;
    expect(over.shapeChanges).toBe(true);
    expect(over.changes[1]!.message).toMatch(/^the area changes by −\d+\.\d\d m² \(0\.1 %\)$/);
    const under = preview(box(-5.1000005, -5.09949, 7.1, 7.1005))!;
    expect(under.shapeChanges).toBe(false);
    expect(under.changes.map((c) => c.kind)).toEqual(['truncated']);
  });

  it('a triangle that stays a triangle is not a shape change', () => {
    const p = preview(
      plot([
        [
          [-5.1000001, 7.1],
          [-5.09, 7.1],
          [-5.09, 7.11],
          [-5.1000001, 7.1],
        ],
      ]),
    )!;
    expect(p.shapeChanges).toBe(false);
    expect(p.changes.map((c) => c.kind)).toEqual(['truncated']);
  });

  it('a plot already on the grid is not previewed, even when its outline is broken (the checker says so)', () => {
    const line = [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.08, 7.1],
      [-5.1, 7.1],
    ];
    expect(preview(plot([line]))).toBeNull();
    expect(preview(plot([[...SQUARE.slice(0, 2), SQUARE[0]!]]))).toBeNull();
  });
});

describe('what TRACES will do with Area', () => {
  const preview = (f: GeoJSON.Feature) => tracesPreview(f, 0, 'A');
  const at = (geometry: GeoJSON.Geometry, properties: GeoJSON.GeoJsonProperties) =>
    ({ type: 'Feature', properties, geometry }) as GeoJSON.Feature;
  const POINT: GeoJSON.Point = { type: 'Point', coordinates: [-5.123456, 7.123456] };
  const MULTI: GeoJSON.MultiPoint = { type: 'MultiPoint', coordinates: [[-5.123456, 7.123456]] };

  it('a point or multipoint without Area (or with none at all) is taken as 4 ha', () => {
    const assumed = [
      { kind: 'point-area-assumed', message: 'a point without Area: TRACES takes it as 4 ha' },
    ];
    expect(words(preview(at(POINT, { ProductionPlace: 'P' }))!.changes)).toEqual(assumed);
    expect(words(preview(at(POINT, null))!.changes)).toEqual(assumed);
    expect(words(preview(at(MULTI, {}))!.changes)).toEqual(assumed);
    expect(preview(at(MULTI, { Area: 4 }))).toBeNull();
  });

  it('a polygon without Area is stored as drawn', () => {
    expect(preview(plot(undefined, { Area: undefined }))).toBeNull();
  });

  it('an Area written as text is read as 0, quoting its first 20 characters; blank text is no Area', () => {
    expect(words(preview(plot(undefined, { Area: '11 hectares, measured by GPS' }))!.changes)).toEqual([
      {
        kind: 'area-read-as-zero',
        message: 'Area is text ("11 hectares, measure"): TRACES reads it as 0 ha',
      },
    ]);
    expect(preview(plot(undefined, { Area: '  ' }))).toBeNull();
    expect(preview(plot(undefined, { Area: '' }))).toBeNull();
  });
});

describe('how the preview words distances and areas', () => {
  it('centimetres below 10 cm, metres from 10 cm', () => {
    expect(fmtM(0.1)).toBe('0.10 m');
    expect(fmtM(0.0999)).toBe('10.0 cm');
    expect(fmtM(0.034)).toBe('3.4 cm');
    expect(fmtM(1.234)).toBe('1.23 m');
  });
  it('m² below a hectare, hectares from one', () => {
    expect(fmtM2(10_000)).toBe('1 ha');
    expect(fmtM2(9_999.5)).toBe('9999.50 m²');
    expect(fmtM2(25_300)).toBe('2.53 ha');
  });
});

describe('what TRACES will do, in the reader’s language', () => {
  it('says each change in French from its message reference, the English unchanged', () => {
    const moved = tracesPreview(plot([SQUARE.map(([x, y]) => [x! + 0.0000004, y!])]), 0, 'A')!;
    expect(moved.changes[0]!.message).toMatch(/^5 positions cut to 6 decimals \(moved up to /);
    expect(messageIn('fr', moved.changes[0]!)).toMatch(
      /^5 positions coupées à 6 décimales \(déplacement jusqu’à /,
    );
    const text = tracesPreview(plot(undefined, { Area: '11 ha' }), 0, 'A')!;
    const [said] = text.changes.filter((c) => c.kind === 'area-read-as-zero');
    expect(said!.message).toBe('Area is text ("11 ha"): TRACES reads it as 0 ha');
    expect(messageIn('fr', said!)).toBe('Area est du texte (« 11 ha ») : TRACES le lit comme 0 ha');
    expect(messageIn('id', said!)).toBe('Area berupa teks (“11 ha”): TRACES membacanya sebagai 0 ha');
  });
});

describe('the geometry a geolocation file carries (TRACES cuts to 6 decimals, §9.3; no repeated positions, §9.5)', () => {
  // 10.0000001 and 10.0000004 both cut to 10: the two corners become one.
  const ring = [
    [10, 5],
    [10.0000001, 5],
    [10.0000004, 5],
    [10.001, 5.001],
    [10, 5.001],
    [10, 5],
  ];
  const merged = [
    [10, 5],
    [10.001, 5.001],
    [10, 5.001],
    [10, 5],
  ];

  it('cuts a point toward zero, never rounds, and drops a third value', () => {
    expect(tracesFileGeometry({ type: 'Point', coordinates: [1.2345679, -2.9999999, 120] })).toEqual({
      type: 'Point',
      coordinates: [1.234567, -2.999999],
    });
    expect(
      tracesFileGeometry({
        type: 'MultiPoint',
        coordinates: [
          [1.2345679, 5.0000009],
          [1.5, 5.5],
        ],
      }),
    ).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [1.234567, 5],
        [1.5, 5.5],
      ],
    });
    expect(positionsMergedByCut({ type: 'Point', coordinates: [1.2345679, 5] })).toBe(0);
  });

  it('merges the corners the cut makes equal, in a polygon and in each part of a multipolygon', () => {
    expect(tracesFileGeometry({ type: 'Polygon', coordinates: [ring] })).toEqual({
      type: 'Polygon',
      coordinates: [merged],
    });
    expect(positionsMergedByCut({ type: 'Polygon', coordinates: [ring] })).toBe(2);
    // The second part: 0.5 degrees north, its corners merged the same way.
    const north = (r: number[][]) => r.map(([x, y]) => [x!, y! + 0.5]);
    const multi: GeoJSON.MultiPolygon = { type: 'MultiPolygon', coordinates: [[ring], [north(ring)]] };
    expect(tracesFileGeometry(multi)).toEqual({
      type: 'MultiPolygon',
      coordinates: [[merged], [north(merged)]],
    });
    expect(positionsMergedByCut(multi)).toBe(4);
  });

  it('keeps an outline the cut leaves apart as it is, and a type TRACES does not take untouched', () => {
    const square: GeoJSON.Polygon = { type: 'Polygon', coordinates: [merged] };
    expect(tracesFileGeometry(square)).toEqual(square);
    expect(positionsMergedByCut(square)).toBe(0);
    const line: GeoJSON.LineString = {
      type: 'LineString',
      coordinates: [
        [1.2345679, 5],
        [1.2345679, 5],
      ],
    };
    expect(tracesFileGeometry(line)).toBe(line);
    expect(positionsMergedByCut(line)).toBe(0);
  });
});

describe('isSilentChangeKind', () => {
  it("tells TRACES' silent changes from the checker's rule codes", () => {
    expect(isSilentChangeKind('truncated')).toBe(true);
    expect(isSilentChangeKind('area-read-as-zero')).toBe(true);
    expect(isSilentChangeKind('missing-name')).toBe(false);
    expect(isSilentChangeKind('')).toBe(false);
  });
});
