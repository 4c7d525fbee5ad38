/** Rule changes real supplier files asked for (docs/supplier-files.md): nesting, open rings, Area -1 and text. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLandIndex, type LandIndex } from './countries.ts';
import { checkFeature } from './feature-rules.ts';
import { SQUARE, opts, plot } from './test-helpers.ts';
import type { RuleCode } from './types.ts';
import { isBlockingForEvaluation } from './evaluation.ts';

let land: LandIndex;
beforeAll(async () => {
  land = await loadLandIndex();
});
const check = (f: unknown) => checkFeature(f, 0, { fileName: 'plots.geojson', options: opts(), land });
const codes = (f: unknown): RuleCode[] => check(f).problems.map((p) => p.code);

describe('rules for real supplier files', () => {
  it('a Polygon nested like a MultiPolygon is read as one, with a warning that does not refuse it', () => {
    const facts = check(plot([[SQUARE]], {}, 'Polygon'));
    expect(facts.problems.map((p) => p.code)).toEqual(['multipolygon-nesting']);
    expect(facts.problems[0]!.severity).toBe('warning');
    expect(facts.problems.some((p) => isBlockingForEvaluation(p, opts()))).toBe(false);
    expect(facts.feature?.geometry).toEqual({ type: 'MultiPolygon', coordinates: [[SQUARE]] });
    expect(facts.geometryOk).toBe(true);
    // A plain Polygon is not retagged; a Polygon nested even deeper stays malformed.
    expect(codes(plot())).toEqual([]);
    expect(codes(plot([[[SQUARE]]], {}, 'Polygon'))).toEqual(['unsupported-geometry']);
  });

  it('an open ring is closed before it is judged too short', () => {
    const triangle = [
      [-5.123456, 7.123456],
      [-5.120456, 7.123456],
      [-5.120456, 7.126456],
    ];
    // Three corners, not closed: only unclosed-ring (a closed triangle has 4 positions).
    expect(codes(plot([triangle], { Area: 4.9 }))).toEqual(['unclosed-ring']);
    // Two corners stay too few even once closed.
    expect(codes(plot([triangle.slice(0, 2)], { Area: 4.9 }))).toContain('too-few-vertices');
  });

  it('the area of an open ring is measured as if closed', () => {
    const open = SQUARE.slice(0, 4);
    // The 11 ha square: a declared 11 ha matches whether or not the ring repeats its first corner.
    expect(codes(plot([open], { Area: 11 }))).toEqual(['unclosed-ring']);
    expect(codes(plot([open], { Area: 50 }))).toContain('area-mismatch');
  });

  it('Area -1 means unknown: no mismatch, and a point without an area is told so', () => {
    expect(codes(plot([SQUARE], { Area: -1 }))).toEqual([]);
    expect(codes(plot([SQUARE], { Area: -2 }))).toContain('area-mismatch');
    const point = plot([-5.12, 7.12], { Area: -1 }, 'Point');
    expect(check(point).problems.find((p) => p.code === 'point-area')?.message).toMatch(/without an Area/);
  });

  it('a text Area gets a warning (TRACES reads it as 0); a number does not', () => {
    expect(codes(plot([SQUARE], { Area: '11' }))).toEqual(['area-text']);
    expect(codes(plot([SQUARE], { Area: 11 }))).toEqual([]);
  });
});
