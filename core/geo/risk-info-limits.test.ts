import { describe, expect, it } from 'vitest';
import { checkRiskInfoLimits, countCoordinates } from './risk-info-limits.ts';

const square = (size: number, lng = 0, lat = 0): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

/** A regular polygon with `n` corners (n + 1 positions) of about `radius` degrees. */
const circle = (n: number, radius = 0.01): GeoJSON.Polygon => {
  const ring = Array.from({ length: n }, (_, i) => [
    Math.cos((2 * Math.PI * i) / n) * radius,
    Math.sin((2 * Math.PI * i) / n) * radius,
  ]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
};

const code = (g: unknown) => checkRiskInfoLimits(g)?.errorCode ?? null;
const message = (g: unknown) => checkRiskInfoLimits(g)?.errorMessage ?? '';

describe('checkRiskInfoLimits', () => {
  it('accepts a valid polygon', () => {
    expect(checkRiskInfoLimits(square(0.01))).toBeNull();
  });

  it('wants a Polygon', () => {
    expect(code({ type: 'Point', coordinates: [0, 0] })).toBe('invalid_geometry');
    expect(code({ type: 'Polygon', coordinates: [] })).toBe('invalid_geometry');
    expect(code({ type: 'Polygon', coordinates: [[['a', 0]]] })).toBe('invalid_geometry');
  });

  it('counts every position, the closing ones included: 40 passes, 41 fails', () => {
    expect(countCoordinates(circle(39))).toBe(40);
    expect(checkRiskInfoLimits(circle(39))).toBeNull();
    expect(message(circle(40))).toMatch(/41 coordinates; at most 40/);
  });

  it('needs closed rings of at least 4 positions', () => {
    const open = { type: 'Polygon', coordinates: [square(0.01).coordinates[0]!.slice(0, 4)] };
    expect(message(open)).toMatch(/not closed/);
    expect(
      message({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [0.01, 0],
            [0, 0],
          ],
        ],
      }),
    ).toMatch(/at least 4/);
  });

  it('refuses a self-intersecting polygon and names the crossing', () => {
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [0.01, 0.01],
          [0.01, 0],
          [0, 0.01],
          [0, 0],
        ],
      ],
    };
    expect(message(bowtie)).toMatch(/intersects itself at \[0\.005, 0\.005\]/);
  });

  it('bounds the area to 0.1–100,000 ha', () => {
    expect(message(square(0.0002))).toMatch(/0\.0\d\d ha; it must be from 0\.1 to 100,000 ha/); // ~0.05 ha
    expect(checkRiskInfoLimits(square(0.0003))).toBeNull(); // ~0.11 ha
    expect(checkRiskInfoLimits(square(0.28))).toBeNull(); // ~97,000 ha
    expect(code(square(0.3))).toBe('invalid_geometry'); // ~111,000 ha
  });

  it('refuses positions outside the valid range', () => {
    expect(message(square(0.01, 180))).toMatch(/outside longitude/);
  });
});
