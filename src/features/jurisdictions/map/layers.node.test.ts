/** The countries' layers pick each listed country's risk by its code, and draw only listed countries. */
import { describe, expect, it } from 'vitest';
import type { LayerProps } from '@vis.gl/react-maplibre';
import { countryRiskLayers as layersOf } from './layers.ts';

type Spec = { filter?: unknown; paint?: Record<string, unknown[]>; source?: string; 'source-layer'?: string };
const countryRiskLayers = (...args: Parameters<typeof layersOf>) => {
  const { fill, pattern, line } = layersOf(...args)!;
  const spec = (l: LayerProps) => l as unknown as Spec;
  return { fill: spec(fill), pattern: spec(pattern), line: spec(line) };
};

const code = ['upcase', ['coalesce', ['get', 'iso2'], '']];

describe('countryRiskLayers', () => {
  it('draws only the listed codes, each by its own risk level', () => {
    const { fill, pattern, line } = countryRiskLayers(
      new Map([
        ['BR', { riskLevel: 'medium' as const }],
        ['ID', { riskLevel: 'high' as const }],
        ['CL', { riskLevel: 'none' as const }],
        ['GH', { riskLevel: 'high' as const }],
      ]),
      { source: 'jur-choropleth' },
    );
    const listed = ['in', code, ['literal', ['BR', 'ID', 'CL', 'GH']]];
    expect(fill.filter).toEqual(listed);
    expect(line.filter).toEqual(listed);
    // Levels in their order, a level without a country left out (low here).
    const level = ['match', code, ['CL'], 'none', ['BR'], 'medium', ['ID', 'GH'], 'high', 'none'];
    expect(pattern.filter).toEqual(['all', listed, ['!=', level, 'none']]);
    const color = fill.paint!['fill-color']!;
    expect(color.slice(0, 2)).toEqual(['match', level]);
    expect(fill.source).toBe('jur-choropleth');
    expect(fill['source-layer']).toBe('countries');
  });

  it('has no layers for an empty list, and layers for a list of one', () => {
    expect(layersOf(new Map(), { source: 'countries' })).toBeNull();
    const alone = countryRiskLayers(new Map([['CI', { riskLevel: 'none' as const }]]), {
      source: 'countries',
    });
    expect(alone.fill.filter).toEqual(['in', code, ['literal', ['CI']]]);
    expect(alone.fill.source).toBe('countries');
  });
});
