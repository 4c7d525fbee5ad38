import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalGeometry,
  canonicalJson,
  chunksSha256,
  featureGeometryHashes,
  geometrySha256,
  sha256HexOf,
} from './evidence-hash.ts';

const nodeSha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('canonicalJson (RFC 8785)', () => {
  it('sorts keys by UTF-16 code units at every depth, with no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' }, B: 2 })).toBe(
      '{"B":2,"a":{"c":"x","d":[true,null]},"b":1}',
    );
    // "\u00e9" (é) sorts after "z", and an astral character's surrogates before "\uffff".
    expect(canonicalJson({ é: 1, z: 2, '\uffff': 3, '😀': 4 })).toBe('{"z":2,"é":1,"😀":4,"\uffff":3}');
  });

  it('writes numbers in their shortest form, -0 as 0, and refuses what JSON cannot hold', () => {
    expect(canonicalJson([1.0, -0, 1e21, 0.000001, 1e-7, 5.123456])).toBe(
      '[1,0,1e+21,0.000001,1e-7,5.123456]',
    );
    expect(() => canonicalJson([NaN])).toThrow(TypeError);
    expect(() => canonicalJson({ a: Infinity })).toThrow(TypeError);
  });

  it('leaves out undefined members, as JSON.stringify does', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('geometry hashes', () => {
  const polygon: GeoJSON.Polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [-6.1, 7.6],
        [-6.098, 7.6],
        [-6.098, 7.602],
        [-6.1, 7.6],
      ],
    ],
  };

  it('hash the canonical JSON, whatever order the keys came in', () => {
    const reordered = { coordinates: polygon.coordinates, type: 'Polygon' } as GeoJSON.Polygon;
    const text = '{"coordinates":[[[-6.1,7.6],[-6.098,7.6],[-6.098,7.602],[-6.1,7.6]]],"type":"Polygon"}';
    expect(canonicalGeometry(polygon)).toBe(text);
    expect(geometrySha256(polygon)).toBe(nodeSha(text));
    expect(geometrySha256(reordered)).toBe(nodeSha(text));
  });

  it('take the general walk for a collection and a geometry with a foreign member, with the same result', () => {
    const collection: GeoJSON.GeometryCollection = {
      type: 'GeometryCollection',
      geometries: [polygon, { type: 'Point', coordinates: [1, 2] }],
    };
    expect(canonicalGeometry(collection)).toBe(canonicalJson(collection));
    const foreign = { ...polygon, bbox: [0, 0, 1, 1] } as GeoJSON.Polygon;
    expect(canonicalGeometry(foreign)).toBe(canonicalJson(foreign));
    expect(canonicalGeometry(foreign)).toContain('"bbox":[0,0,1,1]');
    expect(canonicalGeometry(null)).toBe('null');
  });

  it('are one per exported feature, in order, and differ when one position moves by a millionth', () => {
    const moved = structuredClone(polygon);
    moved.coordinates[0]![1]![0] = -6.098001;
    const features = [polygon, moved].map((geometry) =>
      JSON.stringify({ type: 'Feature', properties: { Area: 1 }, geometry }),
    );
    const [a, b] = featureGeometryHashes(features);
    expect(a).toBe(geometrySha256(polygon));
    expect(b).toBe(geometrySha256(moved));
    expect(a).not.toBe(b);
  });
});

describe('file hashes', () => {
  it('match SHA-256 of the bytes written, strings as UTF-8, with their size', () => {
    const chunks = ['{"a":"é"}', new Uint8Array([10])];
    expect(chunksSha256(chunks)).toEqual({ sha256: nodeSha('{"a":"é"}\n'), sizeBytes: 11 });
    expect(sha256HexOf(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
