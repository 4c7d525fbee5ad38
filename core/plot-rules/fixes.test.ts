import { beforeAll, describe, expect, it } from 'vitest';
import { loadLandIndex, type LandIndex } from './countries.ts';
import { checkFeature } from './feature-rules.ts';
import {
  closeRings,
  dropDuplicateVertices,
  fixFeatureCollection,
  swapAxes,
  truncateTo6Decimals,
} from './fixes.ts';
import { SQUARE, opts, plot } from './test-helpers.ts';

let land: LandIndex;
beforeAll(async () => {
  land = await loadLandIndex();
});
const codes = (f: GeoJSON.Feature) =>
  checkFeature(f, 0, { fileName: 'x', options: opts(), land }).problems.map((p) => p.code);
const BOW = [
  [
    [-5.1, 7.1],
    [-5.09, 7.11],
    [-5.09, 7.1],
    [-5.1, 7.11],
    [-5.1, 7.1],
  ].map(([x, y]) => [x! + 1e-6, y! + 1e-6]),
];
const HOLE = [
  [-5.122456, 7.124456],
  [-5.122456, 7.125456],
  [-5.121456, 7.125456],
  [-5.121456, 7.124456],
  [-5.122456, 7.124456],
];

describe('fixes', () => {
  it('each fix removes its problem and reports the change', () => {
    const cases: [
      GeoJSON.Feature,
      (f: GeoJSON.Feature) => { feature: GeoJSON.Feature; changes: string[] },
      string,
    ][] = [
      [plot([SQUARE.slice(0, 4)]), closeRings, 'unclosed-ring'],
      [
        plot([[SQUARE[0], SQUARE[1], SQUARE[1], SQUARE[2], SQUARE[3], SQUARE[4]]]),
        dropDuplicateVertices,
        'duplicate-vertex',
      ],
      [
        plot([SQUARE.map(([x, y]) => [x!, y!])], {}),
        (_f) => truncateTo6Decimals(plot([SQUARE.map(([x, y]) => [x! + 3e-8, y! + 3e-8])])),
        'none',
      ],
      [plot([SQUARE.map(([x, y]) => [y!, x!])]), swapAxes, 'swapped-axes'],
    ];
    for (const [f, fix, code] of cases) {
      const r = fix(f);
      expect(r.changes.length).toBeGreaterThan(0);
      expect(codes(r.feature)).not.toContain(code);
    }
    expect(closeRings(plot()).changes).toEqual([]);
  });

  it('truncation keeps 6 decimals exactly', () => {
    const r = truncateTo6Decimals(plot([SQUARE.map(([x, y]) => [x! - 4e-7, y! + 9e-7])]));
    expect((r.feature.geometry as GeoJSON.Polygon).coordinates[0]?.[0]).toEqual([-5.123456, 7.123456]);
  });

  it('fixFeatureCollection: fixed output passes the checks, with before/after counts', async () => {
    const features = [
      plot(),
      plot(),
      plot([SQUARE.slice(0, 4).map(([x, y]) => [x! + 0.01, y!])], { ProductionPlace: 'B' }),
      plot(
        [
          [SQUARE[0], SQUARE[1], SQUARE[1], SQUARE[2], SQUARE[3], SQUARE[4]].map((p) => [
            p![0]! + 0.02,
            p![1]!,
          ]),
        ],
        { ProductionPlace: 'C' },
      ),
      plot([SQUARE.map(([x, y]) => [y! + 0.03, x!])], { ProductionPlace: 'D' }),
      plot([SQUARE.map(([x, y]) => [x! + 0.04, y!]), HOLE.map(([x, y]) => [x! + 0.04, y!])], {
        ProductionPlace: 'E',
      }),
      plot(BOW, { ProductionPlace: 'F', Area: 0.6 }),
    ];
    const r = await fixFeatureCollection(features, [
      'close-rings',
      'drop-duplicate-vertices',
      'truncate-6-decimals',
      'swap-axes',
      'make-valid',
      'split-holes',
      'remove-exact-duplicates',
    ]);
    // 7 plots in, one exact duplicate out, the holed plot cut into two hole-free plots.
    expect(r.features).toHaveLength(7);
    expect(r.plots.map((p) => [p.name, p.fixed, p.after.length])).toEqual([
      ['E', true, 2],
      ['F', true, 1],
    ]);
    expect(r.changes.get(1)).toEqual(['removed: exact duplicate of an earlier plot']);
    for (const code of [
      'unclosed-ring',
      'duplicate-vertex',
      'swapped-axes',
      'hole',
      'self-intersection',
      'duplicate-geometry',
    ] as const)
      expect([code, r.counts[code]?.before, r.counts[code]?.after]).toEqual([code, 1, 0]);
    for (const f of r.features) expect(codes(f).filter((c) => c !== 'area-mismatch')).toEqual([]);
  });
});
