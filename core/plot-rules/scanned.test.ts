/**
 * What a person reads when a file is not plots: broken JSON says where (line and column) so it can be fixed
 * there; JSON that is not GeoJSON says what the top level is instead of a FeatureCollection.
 */
import { describe, expect, it } from 'vitest';
import { GeoJsonScanError, MAX_FEATURE_BYTES, notGeoJsonText, OversizedFeature } from './scanned.ts';

describe('GeoJsonScanError.textFor', () => {
  it('names the file, what is wrong and where for a file that is not JSON', () => {
    const error = new GeoJsonScanError('file-not-json', 'Unexpected character "}"', 3, 14);
    expect(error.textFor('farms.json')).toEqual({
      message:
        'farms.json is not valid JSON: Unexpected character "}" at line 3, column 14. Fix it there or re-export the file as GeoJSON.',
      args: {
        key: 'read.json.invalid',
        values: { file: 'farms.json', detail: 'Unexpected character "}"', line: 3, column: 14 },
      },
    });
  });

  it('names the file and what is wrong, without a position, for JSON that is not GeoJSON', () => {
    const error = new GeoJsonScanError('file-not-geojson', 'a feature is not an object', 7, 2);
    expect(error.textFor('plots.geojson')).toEqual({
      message:
        'plots.geojson is not GeoJSON: a feature is not an object. Export the plots as a GeoJSON FeatureCollection.',
      args: {
        key: 'read.geojson.invalid',
        values: { file: 'plots.geojson', detail: 'a feature is not an object' },
      },
    });
  });

  it('carries the position in its own message for logs', () => {
    const error = new GeoJsonScanError('file-not-json', 'Unexpected end', 1, 5);
    expect(error.message).toBe('Unexpected end (line 1, column 5)');
    expect(error.name).toBe('GeoJsonScanError');
  });
});

describe('notGeoJsonText', () => {
  it('tells a FeatureCollection without features apart from another type', () => {
    expect(notGeoJsonText('a.json', 'FeatureCollection')).toEqual({
      message:
        'a.json is a FeatureCollection without a "features" array. Export the plots as a GeoJSON FeatureCollection.',
      args: { key: 'read.geojson.no-features', values: { file: 'a.json' } },
    });
  });

  it('quotes the type found, so a string reads as a string', () => {
    expect(notGeoJsonText('b.json', 'Topology')).toEqual({
      message:
        'b.json is JSON but not GeoJSON plots: the top level has "type": "Topology" instead of "FeatureCollection", "Feature" or a geometry. Export the plots as a GeoJSON FeatureCollection.',
      args: { key: 'read.geojson.not-plots', values: { file: 'b.json', type: '"Topology"' } },
    });
  });

  it.each([
    [undefined, 'null'],
    [null, 'null'],
    [3, '3'],
    ['featurecollection', '"featurecollection"'],
  ])('reads a missing or odd type %j as %s', (type, shown) => {
    expect(notGeoJsonText('c.json', type).args).toEqual({
      key: 'read.geojson.not-plots',
      values: { file: 'c.json', type: shown },
    });
  });
});

describe('OversizedFeature.textFor', () => {
  const feature = { key: 'label.feature', values: { index: 4 } } as const;

  it('gives the size rounded up and the cap rounded down, in MiB to a tenth, so just over never reads as equal', () => {
    expect(new OversizedFeature(MAX_FEATURE_BYTES + 1, MAX_FEATURE_BYTES).textFor(feature)).toEqual({
      key: 'rule.missing-geometry.too-large',
      values: { feature, size: 8.1, limit: 8 },
    });
  });

  it('reads a size of whole tenths as it is, and a cap between tenths down', () => {
    const MiB = 1024 * 1024;
    expect(new OversizedFeature(24 * MiB, 1.25 * MiB).textFor(feature).values).toEqual({
      feature,
      size: 24,
      limit: 1.2,
    });
    expect(new OversizedFeature(1.25 * MiB + 1, 1.25 * MiB).textFor(feature).values).toMatchObject({
      size: 1.3,
      limit: 1.2,
    });
  });
});
