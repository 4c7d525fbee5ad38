/**
 * The hatch images the choropleth draws over each risk colour (fill-pattern). Generated as raw RGBA so
 * there are no image files to ship; given to the map by GeneratedImages.
 */
import type { RiskPattern } from '../lib/risk-style.ts';

export const PATTERN_SIZE = 8;

/** Which pixels of an 8×8 tile are ink, per pattern. */
type MapPattern = RiskPattern | 'benchmark-pattern-high';

function isInk(pattern: MapPattern, x: number, y: number): boolean {
  switch (pattern) {
    // The EU benchmark's high tier: upright stripes, unlike any risk hatch.
    case 'benchmark-pattern-high':
      return x % 4 === 0;
    case 'risk-pattern-dots':
      return (x % 4 === 1 || x % 4 === 2) && (y % 4 === 1 || y % 4 === 2) && x < 4 === y < 4;
    case 'risk-pattern-diagonal':
      return (x + y) % PATTERN_SIZE === 0 || (x + y) % PATTERN_SIZE === 1;
    case 'risk-pattern-crosshatch':
      return (x + y) % 4 === 0 || (x - y + PATTERN_SIZE) % 4 === 0;
  }
}

export function patternImage(pattern: MapPattern): { width: number; height: number; data: Uint8Array } {
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

export const RISK_PATTERN_IMAGES: Readonly<Record<MapPattern, () => ReturnType<typeof patternImage>>> = {
  'benchmark-pattern-high': () => patternImage('benchmark-pattern-high'),
  'risk-pattern-dots': () => patternImage('risk-pattern-dots'),
  'risk-pattern-diagonal': () => patternImage('risk-pattern-diagonal'),
  'risk-pattern-crosshatch': () => patternImage('risk-pattern-crosshatch'),
};
