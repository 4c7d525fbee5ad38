import { describe, expect, it } from 'vitest';
import {
  initialUploadFlow,
  missingFiles,
  totalProgress,
  uploadFlowReducer as r,
  type UploadFlow,
} from './upload-flow.ts';

const files = [
  { fileName: 'a.geojson', size: 100 },
  { fileName: 'b.geojson', size: 300 },
];
const sending = (): UploadFlow =>
  r(r(initialUploadFlow, { type: 'create', files }), { type: 'created', uploadId: 'u1' });

describe('uploadFlowReducer', () => {
  it('walks create → send → start → follow', () => {
    let s = sending();
    expect(s.step).toBe('sending');
    s = r(s, { type: 'progress', fileName: 'b.geojson', loaded: 150 });
    expect(totalProgress('files' in s ? s.files : [])).toBeCloseTo(150 / 400);
    s = r(s, { type: 'sent', fileName: 'a.geojson' });
    // Not every file is sent yet: start is refused.
    expect(r(s, { type: 'start' })).toBe(s);
    s = r(s, { type: 'sent', fileName: 'b.geojson' });
    expect(totalProgress('files' in s ? s.files : [])).toBe(1);
    s = r(s, { type: 'start' });
    expect(s).toMatchObject({ step: 'starting', uploadId: 'u1' });
    s = r(s, { type: 'started' });
    expect(s).toEqual({ step: 'following', uploadId: 'u1' });
  });

  it('shows a retry on the file and fails the send when retries run out', () => {
    let s = r(sending(), { type: 'retrying', fileName: 'a.geojson', attempt: 1, message: 'Server error.' });
    expect(s.step === 'sending' && s.files[0]).toMatchObject({ status: 'retrying', loaded: 0 });
    s = r(s, { type: 'putFailed', fileName: 'a.geojson', message: 'Server error.' });
    expect(s).toMatchObject({ step: 'failed', during: 'send', uploadId: 'u1' });
  });

  it('renews an expired upload: back to create with every file waiting again', () => {
    let s = r(sending(), { type: 'sent', fileName: 'a.geojson' });
    s = r(s, { type: 'renew' });
    expect(s.step).toBe('creating');
    expect(s.step === 'creating' && s.files.every((f) => f.status === 'waiting' && f.loaded === 0)).toBe(
      true,
    );
    expect(s.step === 'creating' && s.renewals).toBe(1);
  });

  it('a 429 blocks with a retry time, and start can be tried again from there', () => {
    let s = sending();
    s = r(r(s, { type: 'sent', fileName: 'a.geojson' }), { type: 'sent', fileName: 'b.geojson' });
    s = r(s, { type: 'start' });
    s = r(s, { type: 'blocked', retryAt: 5000, message: 'busy' });
    expect(s).toMatchObject({ step: 'blocked', retryAt: 5000 });
    expect(r(s, { type: 'start' }).step).toBe('starting');
  });

  it('abort keeps sent files and resets the others', () => {
    let s = r(sending(), { type: 'sent', fileName: 'a.geojson' });
    s = r(s, { type: 'progress', fileName: 'b.geojson', loaded: 10 });
    s = r(s, { type: 'abort' });
    expect(s.step).toBe('aborted');
    expect(s.step === 'aborted' && s.files.map((f) => f.status)).toEqual(['sent', 'waiting']);
  });

  it('resume asks again for the files not sent, and takes them back when picked', () => {
    let s = r(initialUploadFlow, {
      type: 'resume',
      uploadId: 'u2',
      step: 'sending',
      files: [
        { fileName: 'a.geojson', size: 100, sent: true },
        { fileName: 'b.geojson', size: 300, sent: false },
      ],
    });
    expect(missingFiles('files' in s ? s.files : []).map((f) => f.fileName)).toEqual(['b.geojson']);
    s = r(s, { type: 'filesProvided', files: [{ fileName: 'b.geojson', size: 300 }] });
    expect('files' in s && s.files.map((f) => f.status)).toEqual(['sent', 'waiting']);
    expect(r(initialUploadFlow, { type: 'resume', uploadId: 'u3', step: 'following', files: [] })).toEqual({
      step: 'following',
      uploadId: 'u3',
    });
  });

  it('ignores actions that do not belong to the step', () => {
    expect(r(initialUploadFlow, { type: 'sent', fileName: 'x' })).toBe(initialUploadFlow);
    expect(r(initialUploadFlow, { type: 'started' })).toBe(initialUploadFlow);
  });
});
