/**
 * An upload's provenance as its record keeps it: the dropped file's own hash and the sent file's (they
 * differ when the mapping changed the file, and each is the SHA-256 node:crypto gives for those bytes), the
 * mapping in the record's words, the fixes with their plots, every bound kept, and a record the review
 * store's own schema accepts. Also: the record goes again without provenance to a store that predates it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_LIMITS, uploadRecordInputSchema, type AppliedFix } from '@core/api/review.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { EMPTY_MAPPING } from '../model/field-mapping.ts';
import { originOf, type FileOrigin } from './file-origin.ts';
import { originDraftOf } from '../model/selectors.ts';
import { convertFeatures, prepareFile, tracesFileName } from '../prepare/prepare-file.ts';
import {
  fieldMappingOf,
  fixesOf,
  mappingEntriesOf,
  provenanceOf,
  storableText,
  type SessionFile,
} from './provenance.ts';
import { postUploadRecord, withoutProvenance } from './upload-record-requests.ts';
import { uploadRecordOf, type UploadStartNote } from './upload-record.ts';

const nodeSha = async (b: Blob) =>
  createHash('sha256')
    .update(Buffer.from(await b.arrayBuffer()))
    .digest('hex');
const H = (c: string) => c.repeat(64);

const origin = (over: Partial<FileOrigin> = {}): FileOrigin => ({
  name: 'farms.kml',
  size: 1000,
  mapping: { ...EMPTY_MAPPING, nameField: 'plot_id' },
  swapAxes: false,
  sha256: H('b'),
  sourceSha256: H('a'),
  ...over,
});

describe('the hashes of the file dropped and the file sent', () => {
  it('a KML the mapping turned into GeoJSON: two hashes, each node:crypto’s for its own bytes', async () => {
    const bytes = readFileSync(path.resolve('tests/fixtures/formats/supplier/untitled-polygons.kml'));
    const kml = new File([bytes], 'untitled-polygons.kml');
    const { reading, features } = await prepareFile(kml);
    const mapping = { ...reading.proposal, nameField: 'plot_id' };
    const { parts } = await convertFeatures(features, mapping);
    const sent = new File(parts, tracesFileName(kml.name));
    const draft = originDraftOf({
      id: 1,
      source: kml,
      stage: 'ready',
      reading,
      mapping,
      swapAxes: false,
      numberNames: false,
      pointsConfirmed: true,
      remembered: false,
      checked: sent,
      stats: {
        features: 1,
        countryFromPosition: 0,
        countryUnknown: 0,
        areaComputed: 0,
        areaFromSquareMetres: 0,
        areaText: 0,
        nameMissing: 0,
        namesNumbered: 0,
      },
      fixes: [],
    });
    const o = await originOf(sent, draft, { file: kml });

    expect(o.sourceSha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(o.sha256).toBe(await nodeSha(sent));
    expect(o.sha256).not.toBe(o.sourceSha256);

    const p = provenanceOf([{ fileName: sent.name, size: sent.size, origin: o }]);
    expect(p.originalFiles).toEqual([
      { name: 'untitled-polygons.kml', sizeBytes: bytes.length, sha256: o.sourceSha256 },
    ]);
    expect(p.sentFiles).toEqual([
      { name: 'untitled-polygons.geojson', sizeBytes: sent.size, sha256: o.sha256 },
    ]);
    expect(p.fieldMapping).toEqual({
      ProductionPlace: 'plot_id',
      ProducerName: 'farmer',
      ProducerCountry: '=(position)',
      Area: '=(computed)',
    });
    expect(p.fixes).toEqual([]);
  });

  it('a file sent as dropped has one hash on both sides', async () => {
    const direct = new File(['{"type":"FeatureCollection","features":[]}'], 'traces.geojson');
    const o = await originOf(direct, null, { file: direct });
    expect(o.sha256).toBe(await nodeSha(direct));
    expect(o.sourceSha256).toBe(o.sha256);
    const p = provenanceOf([{ fileName: direct.name, size: direct.size, origin: o }]);
    expect(p.originalFiles).toEqual(p.sentFiles);
    // No mapping was used: the record says so ({}), which is not the same as not knowing (absent).
    expect(p.fieldMapping).toEqual({});
  });

  it('leaves a list out whole when one file’s hash is not known, and takes a hash worked out later', () => {
    const files: SessionFile[] = [
      { fileName: 'a.geojson', size: 10, origin: origin({ name: 'a.kml', sha256: null }) },
      { fileName: 'b.geojson', size: 20, origin: origin({ name: 'b.kml', sourceSha256: null }) },
    ];
    const p = provenanceOf(files, [H('c'), null]);
    expect(p.originalFiles).toBeUndefined();
    expect(p.sentFiles).toEqual([
      { name: 'a.geojson', sizeBytes: 10, sha256: H('c') },
      { name: 'b.geojson', sizeBytes: 20, sha256: H('b') },
    ]);
    // A hash that is not 64 lowercase hex digits is no hash.
    expect(provenanceOf([{ ...files[1]!, origin: origin({ sha256: H('B') }) }]).sentFiles).toBeUndefined();
    // A session from before origins existed: nothing about mapping or fixes is made up.
    const bare = provenanceOf([{ fileName: 'a.geojson', size: 10 }], [H('d')]);
    expect(bare).toEqual({ sentFiles: [{ name: 'a.geojson', sizeBytes: 10, sha256: H('d') }] });
  });
});

describe('the mapping in the record’s words', () => {
  it('each field’s column, its fallback apart, the unit, the position columns and swapped axes', () => {
    expect(
      mappingEntriesOf({
        name: 'Farms 2026.csv',
        mapping: {
          nameField: 'Plot',
          producerField: 'Farmer',
          countryField: 'Pays',
          fixedCountry: 'CI',
          countryFromPosition: true,
          areaField: 'Surface',
          areaUnit: 'm2',
          computeMissingArea: false,
        },
        numberNames: true,
        swapAxes: true,
        pointColumns: { latitude: 'lat', longitude: 'lon' },
      }),
    ).toEqual({
      ProductionPlace: 'Plot',
      'ProductionPlace (missing)': '=Farms 2026 <n>',
      ProducerName: 'Farmer',
      ProducerCountry: 'Pays',
      // The fixed country comes before the position (core/mapping applies it first).
      'ProducerCountry (missing)': '=CI',
      Area: 'Surface',
      'Area (unit)': '=m2',
      latitude: 'lat',
      longitude: 'lon',
      axes: '=swapped',
    });
  });

  it('without a column, the fallback is the field’s own value; without either, the field is not named', () => {
    expect(
      mappingEntriesOf({
        name: 'farms.kml',
        mapping: {
          ...EMPTY_MAPPING,
          countryFromPosition: false,
          computeMissingArea: false,
          fixedCountry: 'GH',
        },
        numberNames: true,
        swapAxes: false,
      }),
    ).toEqual({ ProductionPlace: '=farms <n>', ProducerCountry: '=GH' });
    expect(mappingEntriesOf({ name: 'x.geojson', mapping: null, swapAxes: false })).toEqual({});
  });

  it('files mapped alike give one mapping; mapped differently, each key names its file', () => {
    const a = origin({ name: 'a.kml' });
    const b = origin({ name: 'b.kml', mapping: { ...EMPTY_MAPPING, nameField: 'id' } });
    expect(fieldMappingOf([a, origin({ name: 'c.kml' })])).toEqual(mappingEntriesOf(a));
    expect(fieldMappingOf([a, b])).toEqual({
      'a.kml: ProductionPlace': 'plot_id',
      'a.kml: ProducerCountry': '=(position)',
      'a.kml: Area': '=(computed)',
      'b.kml: ProductionPlace': 'id',
      'b.kml: ProducerCountry': '=(position)',
      'b.kml: Area': '=(computed)',
    });
  });

  it(`keeps at most ${REVIEW_LIMITS.maxMappingEntries} entries, each within ${REVIEW_LIMITS.maxShortText} characters`, () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      origin({ name: `${'f'.repeat(250)}${i}.kml`, mapping: { ...EMPTY_MAPPING, nameField: `n${i}` } }),
    );
    const m = fieldMappingOf(many);
    // Names alike in their first characters still give one key per file and field, none lost to the cut.
    expect(Object.keys(m)).toHaveLength(REVIEW_LIMITS.maxMappingEntries);
    expect(Object.keys(m).every((k) => k.length <= REVIEW_LIMITS.maxShortText)).toBe(true);
    expect(m[`${'f'.repeat(110)} [1]: ProductionPlace`]).toBe('n0');
    expect(m[`${'f'.repeat(110)} [40]: ProductionPlace`]).toBe('n39');
    // Three entries a file: the 67th file's area would be the 201st.
    expect(m[`${'f'.repeat(110)} [67]: ProducerCountry`]).toBe('=(position)');
    expect(m[`${'f'.repeat(110)} [67]: Area`]).toBeUndefined();
  });
});

describe('the fixes', () => {
  const fix = (kind: string, plots: string[]): AppliedFix => ({ kind, plotCount: plots.length, plots });

  it('one file: its fixes as applied, in order, the plot numbers as they are', () => {
    const fixes = [fix('close-rings', ['2', '5']), fix('make-valid', ['1'])];
    expect(fixesOf([origin({ fixes })])).toEqual(fixes);
  });

  it('several files: each plot names its file', () => {
    expect(
      fixesOf([origin({ name: 'a.kml', fixes: [fix('close-rings', ['2'])] }), origin({ name: 'b.kml' })]),
    ).toEqual([{ kind: 'close-rings', plotCount: 1, plots: ['a.kml #2'] }]);
  });

  it(`${REVIEW_LIMITS.maxFixes} fixes are kept as they are; one more, and they are summed by kind`, () => {
    const fifty = Array.from({ length: REVIEW_LIMITS.maxFixes }, (_, i) =>
      fix(i % 2 ? 'close-rings' : 'make-valid', [String(i + 1)]),
    );
    expect(fixesOf([origin({ fixes: fifty })])).toEqual(fifty);
    const merged = fixesOf([origin({ fixes: [...fifty, fix('make-valid', ['99', '100'])] })]);
    expect(merged.map((f) => [f.kind, f.plotCount, f.plots.length])).toEqual([
      ['make-valid', 27, 27],
      ['close-rings', 25, 25],
    ]);
    expect(merged[0]!.plots.slice(0, 2)).toEqual(['1', '3']);
    expect(merged[0]!.plots.slice(-2)).toEqual(['99', '100']);
  });

  it('merged plots stop at the bound while the count adds up', () => {
    const big = (n: number) => ({
      kind: 'make-valid',
      plotCount: n,
      plots: Array.from({ length: Math.min(n, REVIEW_LIMITS.maxFixPlots) }, (_, i) => String(i + 1)),
    });
    const fixes = [...Array.from({ length: REVIEW_LIMITS.maxFixes }, () => big(300)), big(12_000)];
    const [merged] = fixesOf([origin({ fixes })]);
    expect(merged!.plotCount).toBe(REVIEW_LIMITS.maxFixes * 300 + 12_000);
    expect(merged!.plots).toHaveLength(REVIEW_LIMITS.maxFixPlots);
  });
});

describe('storableText', () => {
  it('turns control characters into spaces, a lone surrogate into U+FFFD, and never cuts a pair', () => {
    expect(storableText('a\tb\u0000c\u007f', 50)).toBe('a b c ');
    expect(storableText('x\ud800y', 50)).toBe('x\ufffdy');
    expect(storableText('ab😀', 3)).toBe('ab');
    expect(storableText('ab😀', 4)).toBe('ab😀');
  });
});

describe('the record', () => {
  const note = (over: Partial<UploadStartNote> = {}): UploadStartNote => ({
    uploadId: 'u1',
    supplier: 'Acme',
    overwrite: false,
    shouldMatchOnName: false,
    plotsBefore: 0,
    fileNames: ['farms.geojson'],
    fileSha256: [H('b')],
    startedAt: '2026-05-01T10:00:00.000Z',
    recorded: false,
    ...over,
  });
  const recordOf = (n: UploadStartNote) =>
    uploadRecordOf({
      upload: { uploadId: 'u1', supplier: 'Acme', isOverwrite: false, files: [] },
      supplierId: 's1',
      note: n,
      outcome: {
        plotCount: 3,
        added: 3,
        changed: 0,
        risk: { none: 3, low: 0, medium: 0, high: 0, unassessed: 0 },
      },
      endedAt: '2026-05-01T10:01:00.000Z',
    })!;

  it('carries the provenance beside fileNames and fileSha256 (the sent file’s), and the store’s schema takes it', () => {
    const provenance = provenanceOf([
      {
        fileName: 'farms.geojson',
        size: 20,
        origin: origin({
          name: 'farms\u0007.kml',
          fixes: [
            {
              kind: 'make-valid',
              plotCount: REVIEW_LIMITS.maxFixPlots + 1,
              plots: Array.from({ length: REVIEW_LIMITS.maxFixPlots }, (_, i) => String(i + 1)),
            },
          ],
        }),
      },
    ]);
    const body = recordOf(note(provenance));
    expect(body.fileSha256).toEqual([H('b')]);
    expect(body.sentFiles).toEqual([{ name: 'farms.geojson', sizeBytes: 20, sha256: H('b') }]);
    expect(body.originalFiles).toEqual([{ name: 'farms .kml', sizeBytes: 1000, sha256: H('a') }]);
    expect(body.fieldMapping).toEqual({
      ProductionPlace: 'plot_id',
      ProducerCountry: '=(position)',
      Area: '=(computed)',
    });
    expect(body.fixes![0]!.plotCount).toBe(REVIEW_LIMITS.maxFixPlots + 1);
    expect(body.fixes![0]!.plots).toHaveLength(REVIEW_LIMITS.maxFixPlots);
    const parsed = uploadRecordInputSchema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('a note without provenance makes the record it always made', () => {
    const body = recordOf(note());
    expect(Object.keys(body)).not.toContain('originalFiles');
    expect(Object.keys(body)).not.toContain('fixes');
    expect(uploadRecordInputSchema.safeParse(body).success).toBe(true);
  });

  it('a store from before provenance (400) gets the record again without it; other failures are not hidden', async () => {
    const body = recordOf(note(provenanceOf([{ fileName: 'farms.geojson', size: 20, origin: origin() }])));
    const refused = new ApiError(400, 'invalid_request', 'Unrecognized keys: "originalFiles", "sentFiles"');
    const old = vi.fn(async (b: object) => {
      if ('originalFiles' in b) throw refused;
      return { record: b };
    });
    await expect(postUploadRecord(old, body)).resolves.toEqual({ record: withoutProvenance(body) });
    expect(old).toHaveBeenCalledTimes(2);
    expect(old.mock.calls[1]![0]).toMatchObject({ fileNames: ['farms.geojson'], fileSha256: [H('b')] });

    const down = vi.fn(async () => Promise.reject(new ApiError(503, 'unavailable', 'Try later')));
    await expect(postUploadRecord(down, body)).rejects.toThrow('503');
    expect(down).toHaveBeenCalledTimes(1);
    // A 400 of a record without provenance is not posted twice.
    const bad = vi.fn(async () => Promise.reject(refused));
    await expect(postUploadRecord(bad, recordOf(note()))).rejects.toBe(refused);
    expect(bad).toHaveBeenCalledTimes(1);
  });
});
