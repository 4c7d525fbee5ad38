import { describe, expect, it } from 'vitest';
import { polygonFromGeoJsonText } from './geojson-input.ts';

const ring = [
  [0, 5],
  [0.1, 5],
  [0.1, 5.1],
  [0, 5],
];
const polygon = { type: 'Polygon', coordinates: [ring] };

describe('polygonFromGeoJsonText', () => {
  it('takes a Polygon, a Feature, a one-polygon collection and a one-part MultiPolygon', () => {
    for (const value of [
      polygon,
      { type: 'Feature', properties: {}, geometry: polygon },
      { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: polygon }] },
      { type: 'MultiPolygon', coordinates: [[ring]] },
    ]) {
      expect(polygonFromGeoJsonText(JSON.stringify(value))).toEqual({ polygon });
    }
  });

  it('says what is wrong otherwise', () => {
    expect(polygonFromGeoJsonText('')).toMatchObject({
      error: { message: 'Paste a GeoJSON Polygon first.' },
    });
    expect(polygonFromGeoJsonText('{nope')).toMatchObject({
      error: { message: expect.stringMatching(/^This is not valid JSON/) },
    });
    expect(polygonFromGeoJsonText(JSON.stringify({ type: 'Point', coordinates: [0, 0] }))).toEqual({
      error: {
        message: 'Found a Point; the service needs a Polygon.',
        args: { key: 'riskinfo.input.not-polygon', values: { type: 'Point' } },
      },
    });
    expect(
      polygonFromGeoJsonText(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [{ geometry: polygon }, { geometry: polygon }],
        }),
      ),
    ).toMatchObject({
      error: { message: 'This collection has 2 polygons; choose one and paste only that.' },
    });
    expect(
      polygonFromGeoJsonText(JSON.stringify({ type: 'MultiPolygon', coordinates: [[ring], [ring]] })),
    ).toMatchObject({
      error: { message: expect.stringMatching(/2 parts/) },
    });
  });
});
