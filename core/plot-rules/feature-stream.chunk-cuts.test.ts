/**
 * The streaming scanner against two references, for every place a chunk boundary can fall: JSON.parse for
 * the features and top-level members of valid files, and the JSON error locator (json-error.ts) for the
 * line and column of the first error in broken ones. The person reads these as "line L, column C".
 */
import { describe, expect, it } from 'vitest';
import { FeatureScanner, GeoJsonScanError, TopLevelInfo, type ScannedFeature } from './feature-stream.ts';
import { streamCappedFeatures } from './capped-features.ts';
import { advancePosition, firstJsonErrorOffset } from './json-error.ts';

const enc = new TextEncoder();
const F = '{"type":"Feature","properties":{"n":"é\\"x]}"},"geometry":{"type":"Point","coordinates":[1,2]}}';

/** Scans `bytes` cut at `cuts`; the features and info, or the scan error. */
function scan(bytes: Uint8Array, cuts: number[] = []) {
  const info = new TopLevelInfo();
  const s = new FeatureScanner(info);
  const features: ScannedFeature[] = [];
  let prev = 0;
  try {
    for (const c of [...cuts, bytes.length]) {
      s.write(bytes.subarray(prev, c), features);
      prev = c;
    }
    s.end(features);
  } catch (e) {
    if (e instanceof GeoJsonScanError) return { error: e, features, info };
    throw e;
  }
  return { error: null, features, info };
}

/** Every single cut, and one byte per chunk. */
const cutsOf = (length: number): number[][] => [
  [],
  ...Array.from({ length: length + 1 }, (_, i) => [i]),
  Array.from({ length }, (_, i) => i),
];

describe('valid files: the same features and members as JSON.parse, wherever the chunks are cut', () => {
  it.each([
    `{"type":"FeatureCollection","features":[${F},${F}]}`,
    `\ufeff{\n "crs" : {"type":"name","properties":{"name":"x","features":[9]}},\r\n "features" : [ ${F} ,\n\t3 , null , "s" , [1] , true ],\n "type" : "FeatureCollection" }\n`,
    `{"type":"Feature","my key":{"a":"b c"},"geometry":{"type":"Point","coordinates":[1,2]},"properties":null}`,
    `{"type":"FeatureCollection","features":[],"name":"é—🌳","n":-1.5e3,"t":true,"f":false,"z":null}`,
    `{"ty\\"pe":"x","features":[{"features":[1]}]}`,
    '{}',
    // An empty name and an empty string value, an array member that is not the features, a feature over lines.
    `{"type":"FeatureCollection","name":"","":1,"bbox":[-5.2,7.1,-5.1,7.2],"features":[{"a":\n[1,\n2]},\n{"b":"é"}]}`,
  ])('%j', (text) => {
    const parsed = JSON.parse(text.replace(/^\ufeff/, '')) as Record<string, unknown>;
    const bytes = enc.encode(text);
    for (const cuts of cutsOf(bytes.length)) {
      const { error, features, info } = scan(bytes, cuts);
      expect(error, String(cuts)).toBeNull();
      expect(features.map((f) => f.value)).toEqual((parsed['features'] as unknown[] | undefined) ?? []);
      expect(features.map((f) => f.index)).toEqual(features.map((_, i) => i));
      const { features: _f, ...members } = parsed;
      expect(Object.fromEntries(info.members)).toEqual(members);
      expect(info.hasFeaturesArray).toBe('features' in parsed);
      expect(info.topKind).toBe('object');
      expect(info.bytes).toBe(bytes.length);
      expect(info.lines).toBe(text.split('\n').length);
    }
  });

  it('gives each feature the line it starts on', () => {
    const text = `{"features":[\n${F},\n\n  ${F}, "x\\ny",\n7]}`;
    expect(scan(enc.encode(text)).features.map((f) => f.line)).toEqual([2, 4, 4, 5]);
    const overLines = enc.encode(`{"features":[{"a":\n[1,\n2]},\n{"b":2}, 3\n,4]}`);
    for (const cuts of cutsOf(overLines.length)) {
      expect(scan(overLines, cuts).features.map((f) => f.line)).toEqual([1, 4, 4, 5]);
    }
  });

  it('reads a feature larger than the decoding window and the carry buffer, in one chunk or many', () => {
    const big = { type: 'Feature', properties: { note: 'x'.repeat(300_000) }, geometry: null };
    const bytes = enc.encode(`{"type":"FeatureCollection","features":[${JSON.stringify(big)},{"b":1}]}`);
    for (const cuts of [[], [150_000], [20, 100_000, 250_000], [70_000, 140_000, 210_000]]) {
      expect(scan(bytes, cuts).features.map((f) => f.value)).toEqual([big, { b: 1 }]);
    }
  });

  it('reads Node Buffers and plain views alike, and streams from an async source', async () => {
    const text = `{"type":"FeatureCollection","features":[${F},${F}]}`;
    const buffer = Buffer.from(text);
    const info = new TopLevelInfo();
    const s = new FeatureScanner(info);
    const out: ScannedFeature[] = [];
    s.write(buffer.subarray(0, 50), out);
    s.write(buffer.subarray(50), out);
    s.end(out);
    expect(out.map((f) => f.value)).toEqual(JSON.parse(text).features);
    async function* chunks() {
      const b = enc.encode(text);
      for (let i = 0; i < b.length; i += 17) yield b.subarray(i, i + 17);
    }
    const streamed: unknown[] = [];
    // Uncapped, so every feature is parsed as JSON.parse would.
    const gen = streamCappedFeatures(chunks(), new TopLevelInfo(), Infinity);
    let r = await gen.next();
    while (!r.done) {
      streamed.push(r.value.value);
      r = await gen.next();
    }
    expect(streamed).toEqual(JSON.parse(text).features);
    expect(r.value.members.get('type')).toBe('FeatureCollection');
  });
});

describe('broken files: the line and column of the first error, wherever the chunks are cut', () => {
  it.each([
    [`{"type":"FeatureCollection","features":[${F},]}`, 'Expected a feature'],
    [`{"type":"FeatureCollection","features":[${F} ${F}]}`, "Expected ',' or ']' after a feature"],
    [`{"type":"FeatureCollection","features":[${F}],}`, 'Expected a member name in double quotes'],
    [`{"type":"FeatureCollection" "features":[]}`, "Expected ',' or '}' after a member"],
    [`{"type":"FeatureCollection",\n"features":[\n${F},\n{"a":1,}]}`, 'Invalid JSON'],
    [`{"type":"FeatureCollection","features":[{"a":tru}]}`, 'Invalid JSON'],
    [`{"type":"FeatureCollection","features":[{"a":"x\ny"}]}`, 'Invalid JSON'],
    [`{"type":"FeatureCollection","features":[]}}`, 'Unexpected content after the end of the JSON value'],
    [`{"type":"FeatureCollection","features":[],"crs":{"a":}}`, 'Invalid JSON'],
    [`{"type":"FeatureCollection","features":[],"crs":}`, 'Invalid JSON'],
    [`{type:"FeatureCollection"}`, 'Expected a member name in double quotes'],
    [`{"type"  "x"}`, "Expected ':' after a member name"],
    [`{"ty\npe":"x"}`, 'Unterminated member name'],
    [`{"type":"FeatureCollection","features":[,]}`, 'Expected a feature'],
    [`{"type":"FeatureCollection","features":]}`, 'Invalid JSON'],
    [`{"type":"FeatureCollection","features":[1 2]}`, "Expected ',' or ']' after a feature"],
    [
      `{"type":"FeatureCollection","features":[${F}]`,
      'The file ends before the JSON is complete (truncated?)',
    ],
    [
      `{"type":"FeatureCollection","features":[${F}`,
      'The file ends before the JSON is complete (truncated?)',
    ],
    [
      `{"type":"FeatureCollection","features":[{"a":"é`,
      'The file ends before the JSON is complete (truncated?)',
    ],
    [`{"type":"FeatureCollection","features":[-]}`, 'Unexpected end of a value'],
    [`{"type":"FeatureCollection","features":[01]}`, 'Invalid JSON'],
    [`{"type":"Featu`, 'The file ends before the JSON is complete (truncated?)'],
    [`{"type"`, 'The file ends before the JSON is complete (truncated?)'],
    ['{', 'The file ends before the JSON is complete (truncated?)'],
    ['  \n ', 'The file ends before the JSON is complete (truncated?)'],
    ['{"a":1}  x', 'Unexpected content after the end of the JSON value'],
    ['{"é\\u00e9":1,"b":[1,{"c":"]"}]} ]', 'Unexpected content after the end of the JSON value'],
    ['x', 'The file does not start with a JSON value'],
    ['+1', 'The file does not start with a JSON value'],
    [`{"type":"FeatureCollection","features":[1\tx]}`, "Expected ',' or ']' after a feature"],
    [`{"type":"FeatureCollection","features":[1\nx]}`, "Expected ',' or ']' after a feature"],
    [`{"type":"FeatureCollection","features":[}]}`, 'Expected a feature'],
    [`{"type":"FeatureCollection","features":[:]}`, 'Expected a feature'],
    // Columns after a feature over two lines count the characters of its last line only.
    [
      `{"type":"FeatureCollection","features":[{"n":"é",\n"b":"é"} x]}`,
      "Expected ',' or ']' after a feature",
    ],
    [
      `{"type":"FeatureCollection","features":[{"n":"é",\n"b":[1,\n2`,
      'The file ends before the JSON is complete (truncated?)',
    ],
  ])('%j: %s', (text, detail) => {
    const bytes = enc.encode(text);
    const at = advancePosition({ line: 1, column: 1 }, bytes, firstJsonErrorOffset(bytes));
    for (const cuts of cutsOf(bytes.length)) {
      const { error } = scan(bytes, cuts);
      expect(
        error && [error.code, error.detail, error.line, error.column, error.name],
        `cut at ${cuts.join(',')}`,
      ).toEqual(['file-not-json', detail, at.line, at.column, 'GeoJsonScanError']);
    }
  });

  it('an empty file, or only a byte-order mark, is empty', () => {
    for (const text of ['', '\ufeff']) {
      const { error } = scan(enc.encode(text));
      expect([error?.code, error?.detail, error?.line, error?.column]).toEqual([
        'file-not-json',
        'The file is empty',
        1,
        1,
      ]);
    }
    expect(scan(enc.encode('\ufeff{}'), [1, 2]).error).toBeNull();
    // A byte-order mark only counts at the very start.
    expect(scan(enc.encode(' \ufeff{}')).error?.detail).toBe('The file does not start with a JSON value');
  });

  it.each([
    ['[{"type":"Feature"}]', 'array'],
    ['"FeatureCollection"', 'string'],
    ['42', 'number'],
    ['-1', 'number'],
    ['0', 'number'],
    ['9', 'number'],
    ['true', 'literal'],
    ['false', 'literal'],
    ['null', 'literal'],
  ])('%j is a JSON %s, not GeoJSON', (text, kind) => {
    const { error, info } = scan(enc.encode(`\n ${text}`));
    expect([error?.code, error?.detail, error?.line, error?.column]).toEqual([
      'file-not-geojson',
      `The top level is a JSON ${kind}, not an object`,
      2,
      2,
    ]);
    expect(info.topKind).toBe(kind);
    expect(error?.message).toBe(`The top level is a JSON ${kind}, not an object (line 2, column 2)`);
  });
});
