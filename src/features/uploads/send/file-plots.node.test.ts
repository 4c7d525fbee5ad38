import { describe, expect, it } from 'vitest';
import type { PreviewCollection } from '../check/check-protocol.ts';
import { filePlotsOf } from './file-plots.ts';

const polygon: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const feature = (
  uid: number,
  fileIndex: number,
  index: number,
  name: string,
  geometry: GeoJSON.Geometry,
) => ({
  type: 'Feature' as const,
  id: uid,
  geometry,
  properties: { uid, fileIndex, index, name, hasError: false, hasWarning: false },
});

describe('filePlotsOf', () => {
  it('takes each preview plot once, in order, with its file and index; no name is null', () => {
    const outline: GeoJSON.MultiLineString = { type: 'MultiLineString', coordinates: polygon.coordinates };
    const preview: PreviewCollection = {
      type: 'FeatureCollection',
      features: [
        feature(0, 0, 0, 'A', polygon),
        feature(0, 0, 0, 'A', outline),
        feature(1, 0, 2, '', polygon),
        feature(2, 1, 0, 'C', { type: 'Point', coordinates: [1, 1] }),
      ],
    };
    const { plots, places } = filePlotsOf(preview);
    expect(plots).toEqual([
      { name: 'A', geometry: polygon },
      { name: null, geometry: polygon },
      { name: 'C', geometry: { type: 'Point', coordinates: [1, 1] } },
    ]);
    expect(places).toEqual([
      { fileIndex: 0, index: 0 },
      { fileIndex: 0, index: 2 },
      { fileIndex: 1, index: 0 },
    ]);
  });
});
