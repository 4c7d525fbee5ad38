/**
 * The TRACES preview of one file, streamed: the cut to 6 decimals counted (never listed), the changes that
 * matter grouped by kind with their plots, outline changes first.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import type { CheckInputFile } from './file-chunks.ts';
import { runTracesPreview } from './run-traces-preview.ts';

const file = (value: unknown): CheckInputFile => {
  const blob = new Blob([JSON.stringify(value)]);
  return { name: 'a.geojson', size: blob.size, stream: () => blob.stream() };
};
const square = (x: number, y: number, s: number) => [
  [
    [x, y],
    [x + s, y],
    [x + s, y + s],
    [x, y + s],
    [x, y],
  ],
];
const plot = (name: string, geometry: unknown, props: Record<string, unknown> = {}) => ({
  type: 'Feature',
  properties: { ProductionPlace: name, ProducerCountry: 'CI', Area: 1, ...props },
  geometry,
});

describe('runTracesPreview', () => {
  it('counts plots only cut to 6 decimals, and lists the kinds that matter', async () => {
    const out = await runTracesPreview(
      file({
        type: 'FeatureCollection',
        features: [
          // 6 decimals already: TRACES keeps it.
          plot('Clean', { type: 'Polygon', coordinates: square(-5.5, 7.5, 0.001) }),
          // 15 decimals on a 100 m plot: cut by a few centimetres, nothing more.
          plot('Precise', {
            type: 'Polygon',
            coordinates: square(-5.512345678901234, 7.523456789012345, 0.001),
          }),
          plot('Precise 2', {
            type: 'Polygon',
            coordinates: square(-5.412345678901234, 7.523456789012345, 0.001),
          }),
          // Two vertices 0.3 µ° apart merge once cut: the outline collapses.
          plot('Collapsing', {
            type: 'Polygon',
            coordinates: [
              [
                [-5.3000001, 7.5000001],
                [-5.3000003, 7.5000003],
                [-5.3000002, 7.5000009],
                [-5.3000001, 7.5000001],
              ],
            ],
          }),
          plot('Point', { type: 'Point', coordinates: [-5.1, 7.1] }, { Area: undefined }),
          // A polygon whose Area is text: TRACES reads 0 ha.
          plot('Text area', { type: 'Polygon', coordinates: square(-5.5, 7.5, 0.001) }, { Area: '2.5' }),
        ],
      }),
      DEFAULT_CHECK_OPTIONS,
    );
    expect(out.plotCount).toBe(6);
    expect(out.changed).toBe(5);
    expect(out.onlyTruncated).toBe(2);
    expect(out.maxShiftM).toBeGreaterThan(0.05);
    expect(out.maxShiftM).toBeLessThan(0.2);
    expect(out.lines.map((l) => [l.code, l.plots])).toEqual([
      ['shape-changes', 1],
      ['area-read-as-zero', 1],
      ['point-area-assumed', 1],
    ]);
    expect(out.lines[0]!.items[0]).toMatchObject({ featureIndex: 3, featureName: 'Collapsing' });
    // The cut itself is never a line: every precise plot would be listed for a few centimetres.
    expect(out.lines.some((l) => l.code === 'truncated')).toBe(false);
  });

  it('changes nothing in a file on the 6-decimal grid', async () => {
    const out = await runTracesPreview(
      file({
        type: 'FeatureCollection',
        features: [plot('Clean', { type: 'Polygon', coordinates: square(-5.5, 7.5, 0.001) })],
      }),
      DEFAULT_CHECK_OPTIONS,
    );
    expect(out).toEqual({ plotCount: 1, unread: 0, changed: 0, onlyTruncated: 0, maxShiftM: 0, lines: [] });
  });
});
