import { describe, expect, it } from 'vitest';
import { EMPTY_MAPPING } from '../model/field-mapping.ts';
import {
  contentMismatch,
  droppedNameOf,
  originOf,
  sha256Of,
  sizeMismatch,
  type FileOrigin,
} from './file-origin.ts';
import { uploadFlowReducer } from './upload-flow.ts';

const kml = new File(['<kml>…</kml>'], 'farms.kml');
const converted = new File(['{"type":"FeatureCollection","features":[]}'], 'farms.geojson');
const mapping = { ...EMPTY_MAPPING, nameField: 'plot_id' };

describe('where a sent file came from', () => {
  it('records the SHA-256 of the file sent, so the same content is recognised and another is not', async () => {
    const origin = await originOf(
      converted,
      { name: 'farms.kml', size: kml.size, mapping, swapAxes: false },
      null,
    );
    expect(origin.sha256).toMatch(/^[0-9a-f]{64}$/);
    // FIPS 180-2's example: the digest of "abc", as lowercase hex.
    expect(await sha256Of(new File(['abc'], 'x'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Of(new File([await converted.text()], 'x'))).toBe(origin.sha256);
    expect(contentMismatch('farms.kml', origin, origin.sha256)).toBeNull();
    const other = await sha256Of(new File(['{"type":"FeatureCollection","features":[1]}'], 'x'));
    expect(contentMismatch('farms.kml', origin, other)).toMatch(
      /farms\.kml does not give the same plots as the file sent before/,
    );
  });

  it('a picked file of another size is refused with both sizes; the same size passes', () => {
    const origin: FileOrigin = { name: 'farms.kml', size: 1200, mapping, swapAxes: false, sha256: null };
    expect(sizeMismatch({ name: 'farms.kml', size: 1200 }, origin)).toBeNull();
    expect(sizeMismatch({ name: 'farms.kml', size: 1201 }, origin)).toBe(
      'farms.kml is 1,201 bytes, but the farms.kml of this upload was 1,200 bytes: it is another file. Pick the same file as before, or forget this upload and start over.',
    );
    // Too big to hash: name and size decide.
    expect(contentMismatch('farms.kml', origin, 'abc')).toBeNull();
  });

  it('is asked for by the dropped name; a session from before origins asks for the sent name', () => {
    expect(droppedNameOf({ fileName: 'farms.geojson' })).toBe('farms.geojson');
    expect(
      droppedNameOf({
        fileName: 'farms.geojson',
        origin: { name: 'farms.kml', size: 1, mapping, swapAxes: false, sha256: null },
      }),
    ).toBe('farms.kml');
  });
});

describe('the flow after a reload', () => {
  const resumed = uploadFlowReducer(
    { step: 'idle' },
    {
      type: 'resume',
      uploadId: 'u1',
      step: 'sending',
      files: [{ fileName: 'farms.geojson', size: 50, sent: false, origin: { name: 'farms.kml', size: 80 } }],
    },
  );
  it('keeps the dropped file of each missing file, to ask for it', () => {
    expect(resumed).toMatchObject({
      step: 'sending',
      files: [{ fileName: 'farms.geojson', status: 'missing', origin: { name: 'farms.kml', size: 80 } }],
    });
  });
  it('a refused file stays missing with why; the right file then clears it', () => {
    const refused = uploadFlowReducer(resumed, {
      type: 'fileRefused',
      fileName: 'farms.geojson',
      message: 'another file',
    });
    expect(refused).toMatchObject({ files: [{ status: 'missing', note: 'another file' }] });
    const given = uploadFlowReducer(refused, {
      type: 'filesProvided',
      files: [{ fileName: 'farms.geojson', size: 50 }],
    });
    expect(given).toMatchObject({ files: [{ status: 'waiting' }] });
    expect('files' in given && given.files[0]!.note).toBeUndefined();
  });
});
