import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import {
  ARRAY_FIELDS,
  copyPack,
  packSize,
  TEXT_ID,
  TEXT_NAME,
  transferablesOf,
  type PackedPlots,
} from '@core/plot-packs/packed-plots.ts';
import { concatPacks, cutPack } from '@core/plot-packs/concat-packs.ts';
import { LoadedPlot } from '../page/loaded-plot.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { packText } from './pack-reader.ts';

/** Every plot of a pack, materialised. */
const unpackPlots = (p: PackedPlots) => Array.from({ length: packSize(p) }, (_, i) => new LoadedPlot(p, i));

const base = {
  id: 'p1',
  name: 'n',
  supplier: 's',
  projectId: 'p',
  country: 'CI',
  areaHa: 1,
  createdAt: 'c',
  updatedAt: 'u',
  properties: { a: 1 },
  riskAssessment: null,
} satisfies Omit<Plot, 'geometry'>;

const geometries: GeoJSON.Geometry[] = [
  { type: 'Point', coordinates: [1.123456, 2.5] },
  {
    type: 'MultiPoint',
    coordinates: [
      [1, 2],
      [3, 4],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ],
      [
        [0.5, 0.5],
        [1, 0.5],
        [1, 1],
        [0.5, 0.5],
      ],
    ],
  },
  {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
      [
        [
          [10, 10],
          [12, 10],
          [12, 12],
          [10, 12],
          [10, 10],
        ],
        [
          [10.5, 10.5],
          [11, 10.5],
          [11, 11],
          [10.5, 10.5],
        ],
      ],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0, 5],
        [1, 0, 5],
        [1, 1, 5],
        [0, 0, 5],
      ],
    ],
  },
  {
    type: 'LineString',
    coordinates: [
      [0, 0],
      [1, 1],
    ],
  },
];

describe('LoadedPlot', () => {
  it.each(geometries.map((g) => [g.type, g] as const))('gives back the same %s, byte for byte', (_, g) => {
    const p = LoadedPlot.of({ ...base, geometry: g });
    expect(JSON.stringify(p.geometry)).toBe(JSON.stringify(g));
    expect(p.id).toBe('p1');
    expect(p.properties).toEqual({ a: 1 });
  });

  it('gives back every field of the record, text in any script', () => {
    const plot: Plot = {
      ...base,
      id: 'ÿ-😀',
      name: 'Coopérative « Nord » 北',
      supplier: 'Société Ivoirienne',
      country: 'CI',
      areaHa: 4.25,
      createdAt: '2025-01-02T03:04:05Z',
      updatedAt: '2025-02-03T04:05:06Z',
      properties: { nested: { list: [1, 'two', null] }, html: '<b>x</b>' },
      riskAssessment: {
        riskLevel: 'medium',
        assessedAt: '2025-02-03',
        framework: 'EUDR',
        deforestation: { areaHa: 0.5, hasDeforestation: true },
        remainingForestHa: 1,
        protectedAreasHa: 2,
        indigenousTerritoriesHa: 3,
      },
      geometry: geometries[2]!,
    };
    const p = LoadedPlot.of(plot);
    expect({ ...p, geometry: p.geometry }).toEqual({ ...plot, seq: 0 });
  });

  it('gives back ASCII, accented and mixed batches, each text where it starts', () => {
    const names = ['Plain', 'Coopérative Nord', 'Ω', '😀 end', ''];
    const pack = packPlots(
      names.map((name, i) => ({ ...base, id: `p${i}`, name, geometry: geometries[0]! })),
    );
    expect(names.map((_, i) => packText(pack, i, TEXT_NAME))).toEqual(names);
    expect(names.map((_, i) => packText(pack, i, TEXT_ID))).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    // An all-ASCII batch, too.
    const ascii = packPlots([{ ...base, id: 'a', name: 'b', geometry: geometries[0]! }]);
    expect([packText(ascii, 0, TEXT_ID), packText(ascii, 0, TEXT_NAME)]).toEqual(['a', 'b']);
  });

  it('keeps texts apart when a lone surrogate ends one and its other half starts the next', () => {
    // Joined, "\uD83D" + "\uDE00" would be one emoji: each text must still read as encoded on its own.
    const pack = packPlots([{ ...base, id: 'a\uD83D', name: '\uDE00b', geometry: geometries[0]! }]);
    expect(packText(pack, 0, TEXT_ID)).toBe('a\uFFFD');
    expect(packText(pack, 0, TEXT_NAME)).toBe('\uFFFDb');
  });

  it('works out centroid and box from the outer rings', () => {
    const poly = LoadedPlot.of({ ...base, geometry: geometries[2]! });
    expect(poly.centroid).toEqual([1, 1]);
    expect(poly.box).toEqual([0, 0, 2, 2]);
    const multi = LoadedPlot.of({ ...base, geometry: geometries[3]! });
    expect(multi.box).toEqual([0, 0, 12, 12]);
    expect(LoadedPlot.of({ ...base, geometry: geometries[0]! }).centroid).toEqual([1.123456, 2.5]);
  });
});

describe('packPlots', () => {
  it('gives every plot of a mixed batch back unchanged, with its own centroid and box', () => {
    const plots: Plot[] = geometries.map((geometry, i) => ({ ...base, id: `p${i}`, geometry }));
    const loaded = unpackPlots(packPlots(plots));
    expect(loaded.map((p) => JSON.stringify(p.geometry))).toEqual(geometries.map((g) => JSON.stringify(g)));
    expect(loaded.map((p) => p.id)).toEqual(plots.map((p) => p.id));
    expect(loaded[2]!.centroid).toEqual([1, 1]);
    expect(loaded[5]!.centroid).toBeNull();
  });

  it('joins packs into one that gives back the same plots', () => {
    const plots: Plot[] = geometries.map((geometry, i) => ({ ...base, id: `p${i}`, geometry }));
    const joined = unpackPlots(
      concatPacks([packPlots(plots.slice(0, 2)), packPlots(plots.slice(2, 3)), packPlots(plots.slice(3))]),
    );
    expect(joined.map((p) => JSON.stringify(p.geometry))).toEqual(geometries.map((g) => JSON.stringify(g)));
    expect(joined.map((p) => p.box)).toEqual(unpackPlots(packPlots(plots)).map((p) => p.box));
  });

  it('gives back equal dates and assessed and unassessed plots alike after joining', () => {
    const assessed: Plot = {
      ...base,
      id: 'x',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      riskAssessment: {
        riskLevel: 'high',
        assessedAt: '2025-01-02',
        framework: 'RSPO',
        deforestation: { areaHa: 0, hasDeforestation: false },
        remainingForestHa: 0,
        protectedAreasHa: 0.25,
        indigenousTerritoriesHa: 7,
      },
      geometry: geometries[0]!,
    };
    const unassessed: Plot = { ...base, id: 'y', geometry: geometries[0]! };
    const joined = concatPacks([packPlots([unassessed]), packPlots([assessed, unassessed])]);
    const strip = (p: LoadedPlot) => ({ ...p, geometry: p.geometry, seq: undefined });
    expect(unpackPlots(joined).map(strip)).toEqual(
      [unassessed, assessed, unassessed].map((p) => ({ ...p, seq: undefined })),
    );
  });

  it('keeps positions of up to 7 decimals as whole 1e-7 degrees, others as degrees, each exactly', () => {
    const at = (coordinates: GeoJSON.Position): Plot => ({
      ...base,
      geometry: { type: 'Point', coordinates },
    });
    const seven = packPlots([at([101.1892431, -1.5040977]), at([-179.9999999, 89.9999999])]);
    const eight = packPlots([at([101.18924312, -1.5])]);
    const far = packPlots([at([215, 0])]);
    expect(seven.coords).toBeInstanceOf(Int32Array);
    expect(eight.coords).toBeInstanceOf(Float64Array);
    expect(far.coords).toBeInstanceOf(Float64Array);
    const joined = concatPacks([seven, eight, far]);
    expect(joined.coords).toBeInstanceOf(Float64Array);
    expect(unpackPlots(joined).map((p) => p.geometry)).toEqual([
      { type: 'Point', coordinates: [101.1892431, -1.5040977] },
      { type: 'Point', coordinates: [-179.9999999, 89.9999999] },
      { type: 'Point', coordinates: [101.18924312, -1.5] },
      { type: 'Point', coordinates: [215, 0] },
    ]);
    expect(concatPacks([seven, seven]).coords).toBeInstanceOf(Int32Array);
  });

  it('keeps suppliers and countries as codes in one dictionary when joining', () => {
    const mk = (id: string, supplier: string, country: string): Plot => ({
      ...base,
      id,
      supplier,
      country,
      geometry: geometries[0]!,
    });
    const a = packPlots([mk('1', 'A', 'CI'), mk('2', 'B', 'CI')]);
    const b = packPlots([mk('3', 'B', 'GH'), mk('4', 'C', 'CI')]);
    expect(b.words).toEqual(['B', 'GH', 'p', 'C', 'CI']);
    const joined = concatPacks([a, b]);
    expect(unpackPlots(joined).map((p) => [p.id, p.supplier, p.country])).toEqual([
      ['1', 'A', 'CI'],
      ['2', 'B', 'CI'],
      ['3', 'B', 'GH'],
      ['4', 'C', 'CI'],
    ]);
    expect(joined.words).toEqual(['A', 'CI', 'p', 'B', 'GH', 'C']);
  });

  it('copies every array, so the copy outlives a transfer of the original', () => {
    const packed = packPlots([{ ...base, geometry: geometries[2]! }]);
    const copy = copyPack(packed);
    for (const k of ARRAY_FIELDS) {
      expect(copy[k]).not.toBe(packed[k]);
      expect(Array.from(copy[k])).toEqual(Array.from(packed[k]));
    }
    structuredClone(packed, { transfer: transferablesOf(packed) });
    expect(new LoadedPlot(copy, 0).geometry).toEqual(geometries[2]);
  });

  it('keeps the batch out of JSON and structured clones of a plot', () => {
    const p = LoadedPlot.of({ ...base, geometry: geometries[2]! });
    expect(Object.keys(JSON.parse(JSON.stringify(p)) as object)).not.toContain('pack');
    expect(JSON.stringify(structuredClone(p)).length).toBeLessThan(400);
  });

  it('lists every buffer for the transfer', () => {
    const packed = packPlots([{ ...base, geometry: geometries[2]! }]);
    expect(transferablesOf(packed)).toHaveLength(ARRAY_FIELDS.length);
    expect(new Set(transferablesOf(packed)).size).toBe(ARRAY_FIELDS.length);
  });

  it('cuts a pack into packs of at most n plots that give back every plot, in order, with their own arrays', () => {
    const risks = ['high', 'medium', 'low'] as const;
    const plots: Plot[] = geometries.map((geometry, i) => ({
      ...base,
      id: `p${i}-ÿ😀`,
      name: `Coopérative ${i} 北`,
      supplier: i % 2 ? 'A' : 'B',
      country: i % 3 ? 'CI' : 'GH',
      properties: { i },
      riskAssessment:
        i % 2
          ? null
          : {
              riskLevel: risks[i % 3]!,
              assessedAt: '2025-02-03',
              framework: 'EUDR',
              deforestation: { areaHa: i, hasDeforestation: i > 0 },
              remainingForestHa: 1,
              protectedAreasHa: 2,
              indigenousTerritoriesHa: 3,
            },
      geometry,
    }));
    // Every plot as read back, without its position (the cut packs count from 0 again).
    const read = (packs: PackedPlots[]) =>
      packs.flatMap((p) =>
        unpackPlots(p).map((plot) => {
          const { seq: _, ...rest } = { ...plot, geometry: plot.geometry };
          return rest;
        }),
      );
    for (const degrees of [false, true]) {
      // One position of 8 decimals keeps the whole pack in degrees (Float64Array), else whole units.
      const extra: Plot[] = degrees
        ? [{ ...base, id: 'x', geometry: { type: 'Point', coordinates: [1.12345678, 2] } }]
        : [];
      const whole = packPlots([...plots, ...extra]);
      const n = packSize(whole);
      const expected = read([packPlots([...plots, ...extra])]);
      for (const size of [1, 2, n - 1]) {
        const cut = [...cutPack(whole, size)];
        expect(cut.map(packSize)).toEqual(
          Array.from({ length: Math.ceil(n / size) }, (_, k) => Math.min(size, n - k * size)),
        );
        expect(read(cut)).toEqual(expected);
        for (const k of ARRAY_FIELDS)
          for (const part of cut) expect(part[k].buffer).not.toBe(whole[k].buffer);
      }
      // No larger than n: the pack itself, not a copy.
      expect([...cutPack(whole, n)]).toEqual([whole]);
      expect(cutPack(whole, n).next().value).toBe(whole);
      // Each part is copied when asked for, not before: the first can be handed on while the rest wait.
      // (Had it copied every part at once, the second would outlive its source's buffers moving away.)
      const source = packPlots([...plots, ...extra]);
      const lazy = cutPack(source, 2);
      expect(packSize(lazy.next().value as PackedPlots)).toBe(2);
      structuredClone(source, { transfer: transferablesOf(source) });
      expect(() => lazy.next()).toThrow(TypeError);
      // The cut packs outlive a transfer of the whole one.
      const cut = [...cutPack(whole, 2)];
      structuredClone(whole, { transfer: transferablesOf(whole) });
      expect(read(cut)).toEqual(expected);
    }
  });
});
