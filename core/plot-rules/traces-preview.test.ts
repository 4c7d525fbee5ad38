import { describe, expect, it } from 'vitest';
import { SHAPE_CHANGE_SHARE, tracesPreview } from './traces-preview.ts';
import { SQUARE, plot } from './test-helpers.ts';

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
    const ring = [
      [-5.1, 7.1],
      [-5.09, 7.1],
      [-5.09, 7.11],
      [-5.095, 7.11],
      [-5.0950005, 7.1000004],
      [-5.096, 7.11],
      [-5.1, 7.11],
      [-5.1, 7.1],
    ];
    const p = tracesPreview(plot([ring]), 0, 'A')!;
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
