/**
 * The hatch images the choropleth draws over each risk colour (fill-pattern). Generated as raw RGBA so
 * there are no image files to ship, and added on demand from MapLibre's `styleimagemissing` event, which
 * also covers a basemap switch (a new style drops its images).
 */
import type { RiskPattern } from '../lib/risk-classes.ts';

export const PATTERN_SIZE = 8;

/** Which pixels of an 8×8 tile are ink, per pattern. */
function isInk(pattern: RiskPattern, x: number, y: number): boolean {
  switch (pattern) {
    case 'risk-pattern-dots':
      return (x % 4 === 1 || x % 4 === 2) && (y % 4 === 1 || y % 4 === 2) && (x < 4) === (y < 4);
    case 'risk-pattern-diagonal':
      return (x + y) % PATTERN_SIZE === 0 || (x + y) % PATTERN_SIZE === 1;
    case 'risk-pattern-crosshatch':
      return (x + y) % 4 === 0 || (x - y + PATTERN_SIZE) % 4 === 0;
  }
}

export function patternImage(pattern: RiskPattern): { width: number; height: number; data: Uint8Array } {
  const data = new Uint8Array(PATTERN_SIZE * PATTERN_SIZE * 4);
  for (let y = 0; y < PATTERN_SIZE; y++) {
    for (let x = 0; x < PATTERN_SIZE; x++) {
      if (!isInk(pattern, x, y)) continue;
      const i = (y * PATTERN_SIZE + x) * 4;
      data[i] = 30;
      data[i + 1] = 30;
      data[i + 2] = 30;
      data[i + 3] = 150;
    }
  }
  return { width: PATTERN_SIZE, height: PATTERN_SIZE, data };
}

export const isRiskPattern = (id: string): id is RiskPattern =>
  id === 'risk-pattern-dots' || id === 'risk-pattern-diagonal' || id === 'risk-pattern-crosshatch';
