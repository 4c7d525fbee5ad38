/**
 * Property-based tests of the shape repairs (fast-check): for generated polygons — random vertex orders
 * (bow-ties, folds), squares with holes that may touch or cross the shell, overlapping or nested
 * MultiPolygon parts, near-collapsing notches — every repair that is offered passes the checker with no
 * shape error and keeps its area (within 1 % of the land it encloses) or, for filled holes, grows by the
 * hectares it reports; a repair that is not offered says why.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFeature } from '@core/plot-rules/feature-rules.ts';
import { loadGeometryFixer, SHAPE_ERRORS, type GeometryFixer } from '@core/plot-rules/geometry-fixer.ts';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/types.ts';

let fixer: GeometryFixer;
beforeAll(async () => {
  fixer = await loadGeometryFixer();
});

const µ = (x: number, y: number): number[] => [-5.2 + x / 1e6, 7.3 + y / 1e6];
const close = (pts: number[][]): number[][] => [...pts, pts[0]!];
const rect = (x0: number, y0: number, w: number, h: number) =>
  close([µ(x0, y0), µ(x0 + w, y0), µ(x0 + w, y0 + h), µ(x0, y0 + h)]);
const feature = (geometry: GeoJSON.Geometry): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { ProductionPlace: 'Plot', ProducerCountry: 'CI', Area: 1 },
  geometry,
});
const shapeErrors = (f: GeoJSON.Feature) =>
  checkFeature(f, 0, { fileName: 'x', options: DEFAULT_CHECK_OPTIONS, land: null }).problems.filter((p) =>
    SHAPE_ERRORS.has(p.code),
  );

const coord = fc.integer({ min: 0, max: 3000 });
const randomRing = fc
  .array(fc.tuple(coord, coord), { minLength: 4, maxLength: 9 })
  .map((pts) => ({ type: 'Polygon', coordinates: [close(pts.map(([x, y]) => µ(x, y)))] }) as GeoJSON.Polygon);
const holed = fc
  .record({
    x: fc.integer({ min: -500, max: 2500 }),
    y: fc.integer({ min: -500, max: 2500 }),
    w: fc.integer({ min: 50, max: 1500 }),
  })
  .map(
    ({ x, y, w }) =>
      ({
        type: 'Polygon',
        coordinates: [rect(0, 0, 3000, 3000), rect(x, y, w, w).reverse()],
      }) as GeoJSON.Polygon,
  );
const parts = fc
  .array(fc.record({ x: coord, y: coord, w: fc.integer({ min: 100, max: 2000 }) }), {
    minLength: 2,
    maxLength: 4,
  })
  .map(
    (rs) =>
      ({
        type: 'MultiPolygon',
        coordinates: rs.map(({ x, y, w }) => [rect(x, y, w, w)]),
      }) as GeoJSON.MultiPolygon,
  );
const notch = fc.integer({ min: 1, max: 30 }).map(
  (tenths) =>
    ({
      type: 'Polygon',
      // A notch whose tip ends tenths × 0.0000001° above the long bottom edge.
      coordinates: [
        close([
          µ(0, 0),
          µ(10000, 0),
          µ(10000, 10000),
          µ(5000, 10000),
          [-5.2 + 0.0049995, 7.3 + tenths / 1e7],
          µ(4000, 10000),
          µ(0, 10000),
        ]),
      ],
    }) as GeoJSON.Polygon,
);
const anyShape = fc.oneof(randomRing, holed, parts, notch);

describe('shape repairs (property-based)', () => {
  it('every offered repair passes the checker, has no holes and keeps its area', () => {
    let runs = 0;
    let offered = 0;
    fc.assert(
      fc.property(anyShape, (g) => {
        const r = fixer.fixFeature(feature(g), { holes: 'split' });
        runs++;
        if (r.feature) offered++;
        if (!r.feature) {
          expect(r.reason?.message).toMatch(/^No fix offered: ./);
          return;
        }
        for (const f of r.features) expect(shapeErrors(f)).toEqual([]);
        if (r.areaChange) expect(Math.abs(r.areaChange.percent)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300, seed: 13 },
    );
    // Refusing everything would pass the property vacuously: nearly every generated shape gets a repair.
    expect(offered / runs).toBeGreaterThan(0.95);
  });

  it('filling holes grows the plot by exactly the hectares it reports, and only then', () => {
    fc.assert(
      fc.property(holed, (g) => {
        const split = fixer.fixFeature(feature(g), { holes: 'split' });
        const fill = fixer.fixFeature(feature(g), { holes: 'fill' });
        if (!fill.feature || !split.feature) return;
        for (const f of fill.features) expect(shapeErrors(f)).toEqual([]);
        const c = fill.areaChange!;
        expect(c.ha).toBeCloseTo(c.afterHa - c.beforeHa, 9);
        // Splitting covers the same land: its area is the fill's "before".
        expect(split.areaChange!.afterHa).toBeCloseTo(c.beforeHa, 6);
        const said = /filled \d+ holes?, adding ([\d.e-]+) ha/.exec(
          fill.changes.map((n) => n.message).join(' '),
        );
        if (said) {
          expect(c.ha).toBeGreaterThan(0);
          // Printed to 2 decimals (2 significant digits under 0.01 ha).
          const tolerance = c.ha >= 0.01 ? 0.005 : c.ha * 0.05;
          expect(Math.abs(Number(said[1]) - c.ha)).toBeLessThanOrEqual(tolerance);
        } else expect(Math.abs(c.percent)).toBeLessThanOrEqual(1); // no hole left to fill after the repair
      }),
      { numRuns: 150, seed: 13 },
    );
  });
});
