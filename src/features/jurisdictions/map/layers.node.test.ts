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

  it('has no layers when no country is left to draw', () => {
    expect(layersOf(new Map(), { source: 'countries' })).toBeNull();
    // Côte d'Ivoire alone listed, and opened: its regions are drawn instead.
    const alone = new Map([['CI', { riskLevel: 'none' as const }]]);
    expect(layersOf(alone, { source: 'countries', open: 'CI' })).toBeNull();
    expect(layersOf(alone, { source: 'countries', open: null })).not.toBeNull();
  });

  it('leaves the open country out: its regions are drawn in its place', () => {
    const risk = new Map([
      ['ID', { riskLevel: 'high' as const }],
      ['MY', { riskLevel: 'high' as const }],
      ['UG', { riskLevel: 'low' as const }],
    ]);
    const { fill, pattern, line } = countryRiskLayers(risk, { source: 'countries', open: 'ID' });
    const listed = ['in', code, ['literal', ['MY', 'UG']]];
    expect(fill.filter).toEqual(listed);
    expect(line.filter).toEqual(listed);
    const level = ['match', code, ['UG'], 'low', ['MY'], 'high', 'none'];
    expect(pattern.filter).toEqual(['all', listed, ['!=', level, 'none']]);
    expect(fill.paint!['fill-color']!.slice(0, 2)).toEqual(['match', level]);
    // A code that is not listed leaves the list as it is.
    expect(countryRiskLayers(risk, { source: 'countries', open: 'BR' }).fill.filter).toEqual([
      'in',
      code,
      ['literal', ['ID', 'MY', 'UG']],
    ]);
  });
});
