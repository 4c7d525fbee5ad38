/**
 * The upload flow after a reload, when a file picked again is not the one dropped before (fileRefused): only
 * that file, and only while it is still missing, says why; in any other step nothing changes. The reducer's
 * other transitions are in upload-flow.transitions.node.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { uploadFlowReducer, type UploadFlow } from './upload-flow.ts';

const resumed = uploadFlowReducer(
  { step: 'idle' },
  {
    type: 'resume',
    uploadId: 'u1',
    step: 'sending',
    files: [
      { fileName: 'a.geojson', size: 10, sent: false },
      { fileName: 'b.geojson', size: 20, sent: false },
      { fileName: 'c.geojson', size: 30, sent: true },
    ],
  },
);

describe('uploadFlowReducer: fileRefused', () => {
  it('notes why on the missing file named, and on no other', () => {
    const next = uploadFlowReducer(resumed, {
      type: 'fileRefused',
      fileName: 'a.geojson',
      message: 'Not the file dropped before.',
    });
    expect(next).toEqual({
      step: 'sending',
      uploadId: 'u1',
      renewals: 0,
      files: [
        {
          fileName: 'a.geojson',
          size: 10,
          loaded: 0,
          status: 'missing',
          note: 'Not the file dropped before.',
        },
        { fileName: 'b.geojson', size: 20, loaded: 0, status: 'missing' },
        { fileName: 'c.geojson', size: 30, loaded: 30, status: 'sent' },
      ],
    });
  });

  it('leaves a file already sent as it is, though named', () => {
    const next = uploadFlowReducer(resumed, { type: 'fileRefused', fileName: 'c.geojson', message: 'No.' });
    expect(next).toEqual(resumed);
  });

  it('changes nothing outside the sending step', () => {
    const aborted: UploadFlow = { step: 'aborted', uploadId: 'u1', files: [] };
    const missingWhileAborted: UploadFlow = {
      step: 'aborted',
      uploadId: 'u1',
      files: [{ fileName: 'a.geojson', size: 10, loaded: 0, status: 'missing' }],
    };
    expect(uploadFlowReducer(aborted, { type: 'fileRefused', fileName: 'a.geojson', message: 'No.' })).toBe(
      aborted,
    );
    expect(
      uploadFlowReducer(missingWhileAborted, { type: 'fileRefused', fileName: 'a.geojson', message: 'No.' }),
    ).toBe(missingWhileAborted);
  });
});
