import { describe, expect, it } from 'vitest';
import { squarePolygon } from '@tests/support/geojson.ts';
import { checkRiskInfoLimits } from '@core/geo/risk-info-limits.ts';
import { assessShape, normalisePolygon } from './shape-assessment.ts';

const square = squarePolygon;

describe('assessShape', () => {
  it('accepts a small square on the monitored belt and reports its area and coordinates', () => {
    const a = assessShape(square(-5.5, 7, 0.05));
    expect(a.problem).toBeNull();
    expect(a.coordinates).toBe(5);
    expect(a.areaHa).toBeGreaterThan(2_500);
    expect(a.areaHa).toBeLessThan(3_500);
  });

  it('says "too large" with grouped digits, whatever the module says', () => {
    const a = assessShape(square(-8, 5, 3));
    expect(a.problem?.title.message).toBe('Too large');
    expect(a.problem?.message.message).toMatch(
      /^The area is [\d,]+ ha; the service accepts 0\.1 to 100,000 ha\.$/,
    );
    expect(checkRiskInfoLimits(square(-8, 5, 3))).not.toBeNull();
  });

  it('says "too small" below 0.1 ha', () => {
    expect(assessShape(square(-5.5, 7, 0.0001)).problem?.title.message).toBe('Too small');
  });

  it('refuses a bow tie as crossing itself and shows no area for it', () => {
    const bowTie: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 5],
          [0.1, 5.1],
          [0.1, 5],
          [0, 5.1],
          [0, 5],
        ],
      ],
    };
    const a = assessShape(bowTie);
    expect(a.problem?.title.message).toBe('The outline crosses itself');
    expect(Number.isNaN(a.areaHa)).toBe(true);
  });

  it('refuses more than 40 coordinates', () => {
    const ring = Array.from({ length: 41 }, (_, i) => {
      const t = (i / 41) * 2 * Math.PI;
      return [-5 + 0.01 * Math.cos(t), 7 + 0.01 * Math.sin(t)];
    });
    const a = assessShape({ type: 'Polygon', coordinates: [[...ring, ring[0]!]] });
    expect(a.coordinates).toBe(42);
    expect(a.problem?.title.message).toBe('Too many corners');
  });

  it('refuses a shape outside the monitored boxes before asking the service', () => {
    expect(assessShape(square(5, 50, 0.05)).problem?.title.message).toBe('Outside the monitored regions');
  });

  it('drops repeated positions (terra-draw repeats the pointer after a click) and nothing else', () => {
    const drawn: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 5],
          [0.1, 5],
          [0.1, 5],
          [0.1, 5.1],
          [0, 5],
        ],
      ],
    };
    expect(normalisePolygon(drawn).coordinates[0]).toEqual([
      [0, 5],
      [0.1, 5],
      [0.1, 5.1],
      [0, 5],
    ]);
  });
});
