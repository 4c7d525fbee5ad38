/**
 * A WKT ring (CSV or XLSX cell) over the vertices-per-ring limit is counted in the text, never parsed (a
 * 60 MB CSV of one 3-million-vertex ring took the preparing reader to 863 MB, parsed and then dropped):
 * only that plot loses its shape, with the words every reader uses; the other rows are read.
 */
import { describe, expect, it } from 'vitest';
import { readPlotFile } from './read-plot-file.ts';
import { parseWkt, WktRingTooLong } from './wkt.ts';

const ring = (n: number): string =>
  [...Array(n - 1)].map((_, i) => `${-5.5 + i * 0.0001} ${7.5 + (i % 2) * 0.0001}`).join(', ') + `, -5.5 7.5`;

describe('WKT rings over the limit', () => {
  it('a list of exactly the limit is read; one position more is refused with every position counted', () => {
    expect(parseWkt(`POLYGON ((${ring(5)}))`, 5)).toMatchObject({ type: 'Polygon' });
    expect(() => parseWkt(`POLYGON ((${ring(5)}))`, 4)).toThrow(new WktRingTooLong(5));
    expect(() => parseWkt(`LINESTRING (${ring(9)})`, 4)).toThrow(new WktRingTooLong(9));
    // The long ring is a hole of the second polygon: counted to its own ")", not the geometry's end.
    const multi = `MULTIPOLYGON (((${ring(4)})), ((${ring(4)}), (${ring(7)})), ((${ring(4)})))`;
    expect(() => parseWkt(multi, 6)).toThrow(new WktRingTooLong(7));
    expect(parseWkt(multi, 7)).toMatchObject({ type: 'MultiPolygon' });
    // No limit unless given.
    expect(parseWkt(`POLYGON ((${ring(5)}))`)).toMatchObject({ type: 'Polygon' });
  });

  it('in a CSV: that plot loses its shape with the per-ring words, the others are read', async () => {
    const csv = [
      'name,country,wkt',
      `A,CI,"POLYGON ((${ring(5)}))"`,
      `Huge,CI,"POLYGON ((${ring(7)}))"`,
      `C,CI,"POLYGON ((${ring(6)}))"`,
    ].join('\n');
    const r = await readPlotFile(new TextEncoder().encode(csv), 'farms.csv', {
      limits: { verticesPerRing: 6 },
    });
    expect(r.fatal).toBeNull();
    expect(r.features.map((f) => [f.properties?.['name'], f.geometry?.type ?? null])).toEqual([
      ['A', 'Polygon'],
      ['Huge', null],
      ['C', 'Polygon'],
    ]);
    const issues = r.warnings.filter((w) => w.code === 'missing-geometry');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ featureIndex: 1 });
    expect(issues[0]!.message).toBe(
      "Plot 2 of farms.csv cannot be used: it has a boundary of 7 vertices; at most 6 are read per ring. Simplify this plot's boundary in your GIS tool and send it again.",
    );
  });
});
