/**
 * Every transition of the upload flow, step by action: what each action does in the steps where it
 * belongs, and that it changes nothing (the same state object) everywhere else. A person meets these as
 * buttons that work or do nothing: "Start" before every file is sent, "Abort" once the upload runs.
 */
import { describe, expect, it } from 'vitest';
import {
  initialUploadFlow,
  missingFiles,
  totalProgress,
  uploadFlowReducer as r,
  type FileSend,
  type UploadAction,
  type UploadFlow,
} from './upload-flow.ts';

const waiting = (): FileSend[] => [
  { fileName: 'a.geojson', size: 100, loaded: 0, status: 'waiting' },
  { fileName: 'b.geojson', size: 300, loaded: 0, status: 'waiting' },
];
const halfSent = (): FileSend[] => [
  { fileName: 'a.geojson', size: 100, loaded: 100, status: 'sent' },
  { fileName: 'b.geojson', size: 300, loaded: 150, status: 'retrying', note: 'Timed out. Retrying…' },
];
const allSent = (): FileSend[] => [
  { fileName: 'a.geojson', size: 100, loaded: 100, status: 'sent' },
  { fileName: 'b.geojson', size: 300, loaded: 300, status: 'sent' },
];

const STATES = {
  idle: (): UploadFlow => ({ step: 'idle' }),
  creating: (): UploadFlow => ({ step: 'creating', files: waiting(), renewals: 2 }),
  sending: (): UploadFlow => ({ step: 'sending', uploadId: 'u1', files: halfSent(), renewals: 2 }),
  sendingDone: (): UploadFlow => ({ step: 'sending', uploadId: 'u1', files: allSent(), renewals: 2 }),
  starting: (): UploadFlow => ({ step: 'starting', uploadId: 'u1', files: allSent() }),
  blocked: (): UploadFlow => ({
    step: 'blocked',
    uploadId: 'u1',
    files: allSent(),
    retryAt: 5000,
    message: 'An upload for this supplier is in progress.',
  }),
  following: (): UploadFlow => ({ step: 'following', uploadId: 'u1' }),
  failedCreate: (): UploadFlow => ({
    step: 'failed',
    uploadId: null,
    files: waiting(),
    message: 'The service could not be reached.',
    during: 'create',
  }),
  failedSend: (): UploadFlow => ({
    step: 'failed',
    uploadId: 'u1',
    files: [allSent()[0]!, { ...waiting()[1]!, status: 'failed', note: 'Server error.' }],
    message: 'b.geojson could not be sent: Server error.',
    during: 'send',
  }),
  failedStart: (): UploadFlow => ({
    step: 'failed',
    uploadId: 'u1',
    files: allSent(),
    message: 'The service had a problem (500).',
    during: 'start',
  }),
  aborted: (): UploadFlow => ({ step: 'aborted', uploadId: 'u1', files: allSent() }),
} satisfies Record<string, () => UploadFlow>;
type StateName = keyof typeof STATES;
const ALL = Object.keys(STATES) as StateName[];

/** The action is refused (nothing changes, same object) in every named step. */
function refusedIn(names: StateName[], action: UploadAction): void {
  for (const name of names) {
    const s = STATES[name]();
    expect(r(s, action), `${action.type} in ${name}`).toBe(s);
  }
}
const except = (...names: StateName[]): StateName[] => ALL.filter((n) => !names.includes(n));
const filesIn = (s: UploadFlow): FileSend[] => ('files' in s ? s.files : []);

describe('upload flow: every transition', () => {
  it('starts idle', () => {
    expect(initialUploadFlow).toEqual({ step: 'idle' });
  });

  it('create: from any step, a new upload with every file waiting and no renewal yet', () => {
    for (const name of ALL) {
      expect(
        r(STATES[name](), { type: 'create', files: [{ fileName: 'c.geojson', size: 7 }] }),
        name,
      ).toEqual({
        step: 'creating',
        files: [{ fileName: 'c.geojson', size: 7, loaded: 0, status: 'waiting' }],
        renewals: 0,
      });
    }
  });

  it('created: only while creating; keeps the files and the renewal count', () => {
    expect(r(STATES.creating(), { type: 'created', uploadId: 'u9' })).toEqual({
      step: 'sending',
      uploadId: 'u9',
      files: waiting(),
      renewals: 2,
    });
    refusedIn(except('creating'), { type: 'created', uploadId: 'u9' });
  });

  it('progress: only while sending; the file shows its bytes and loses its retry note', () => {
    const s = r(STATES.sending(), { type: 'progress', fileName: 'b.geojson', loaded: 200 });
    expect(s).toEqual({
      step: 'sending',
      uploadId: 'u1',
      renewals: 2,
      files: [halfSent()[0], { fileName: 'b.geojson', size: 300, loaded: 200, status: 'sending' }],
    });
    expect(filesIn(s)[1]!.note).toBeUndefined();
    refusedIn(except('sending', 'sendingDone'), { type: 'progress', fileName: 'b.geojson', loaded: 200 });
  });

  it('retrying: only while sending; the file starts again from 0 and says which attempt comes', () => {
    const s = r(STATES.sendingDone(), {
      type: 'retrying',
      fileName: 'a.geojson',
      attempt: 1,
      message: 'Server error.',
    });
    expect(filesIn(s)).toEqual([
      {
        fileName: 'a.geojson',
        size: 100,
        loaded: 0,
        status: 'retrying',
        note: 'Server error. Retrying (attempt 2)…',
      },
      allSent()[1],
    ]);
    expect(s).toMatchObject({ step: 'sending', uploadId: 'u1', renewals: 2 });
    refusedIn(except('sending', 'sendingDone'), {
      type: 'retrying',
      fileName: 'a.geojson',
      attempt: 1,
      message: 'x',
    });
  });

  it('sent: only while sending; the file is complete and its note cleared; an unknown file changes nothing', () => {
    const s = r(STATES.sending(), { type: 'sent', fileName: 'b.geojson' });
    expect(filesIn(s)).toEqual(allSent());
    expect(filesIn(s)[1]!.note).toBeUndefined();
    expect(s).toMatchObject({ step: 'sending', uploadId: 'u1', renewals: 2 });
    expect(r(STATES.sending(), { type: 'sent', fileName: 'zzz.geojson' })).toEqual(STATES.sending());
    refusedIn(except('sending', 'sendingDone'), { type: 'sent', fileName: 'b.geojson' });
  });

  it('putFailed: only while sending; the upload fails naming the file and why', () => {
    expect(r(STATES.sending(), { type: 'putFailed', fileName: 'b.geojson', message: 'Forbidden.' })).toEqual({
      step: 'failed',
      uploadId: 'u1',
      files: [
        halfSent()[0],
        { fileName: 'b.geojson', size: 300, loaded: 150, status: 'failed', note: 'Forbidden.' },
      ],
      message: 'b.geojson could not be sent: Forbidden.',
      during: 'send',
    });
    refusedIn(except('sending', 'sendingDone'), { type: 'putFailed', fileName: 'b.geojson', message: 'x' });
  });

  it('renew: while sending or failed; a new create re-sends every file and counts the renewal', () => {
    expect(r(STATES.sending(), { type: 'renew' })).toEqual({
      step: 'creating',
      files: waiting(),
      renewals: 3,
    });
    for (const name of ['failedCreate', 'failedSend', 'failedStart'] as const) {
      expect(r(STATES[name](), { type: 'renew' }), name).toEqual({
        step: 'creating',
        files: waiting(),
        renewals: 1,
      });
    }
    refusedIn(except('sending', 'sendingDone', 'failedCreate', 'failedSend', 'failedStart'), {
      type: 'renew',
    });
  });

  it('start: once every file is sent, from sending, blocked (after a 429) or a failed start', () => {
    for (const name of ['sendingDone', 'blocked', 'failedStart'] as const) {
      expect(r(STATES[name](), { type: 'start' }), name).toEqual({
        step: 'starting',
        uploadId: 'u1',
        files: allSent(),
      });
    }
  });

  it('start is refused while a file is not sent, without an upload id, and in every other step', () => {
    refusedIn(['sending', 'failedSend', 'failedCreate'], { type: 'start' });
    const noId: UploadFlow = { ...(STATES.failedStart() as UploadFlow & { step: 'failed' }), uploadId: null };
    expect(r(noId, { type: 'start' })).toBe(noId);
    refusedIn(['idle', 'creating', 'starting', 'following', 'aborted'], { type: 'start' });
  });

  it('started: only while starting; the flow then follows the upload', () => {
    expect(r(STATES.starting(), { type: 'started' })).toEqual({ step: 'following', uploadId: 'u1' });
    refusedIn(except('starting'), { type: 'started' });
  });

  it('blocked: only while starting; keeps the files and says when to try again', () => {
    expect(r(STATES.starting(), { type: 'blocked', retryAt: 9000, message: 'Busy.' })).toEqual({
      step: 'blocked',
      uploadId: 'u1',
      files: allSent(),
      retryAt: 9000,
      message: 'Busy.',
    });
    refusedIn(except('starting'), { type: 'blocked', retryAt: 9000, message: 'Busy.' });
  });

  it('failed: while creating, sending or starting, remembering which', () => {
    expect(r(STATES.creating(), { type: 'failed', message: 'Offline.' })).toEqual({
      step: 'failed',
      uploadId: null,
      files: waiting(),
      message: 'Offline.',
      during: 'create',
    });
    expect(r(STATES.sending(), { type: 'failed', message: 'Offline.' })).toEqual({
      step: 'failed',
      uploadId: 'u1',
      files: halfSent(),
      message: 'Offline.',
      during: 'send',
    });
    expect(r(STATES.starting(), { type: 'failed', message: 'Offline.' })).toEqual({
      step: 'failed',
      uploadId: 'u1',
      files: allSent(),
      message: 'Offline.',
      during: 'start',
    });
    refusedIn(except('creating', 'sending', 'sendingDone', 'starting'), { type: 'failed', message: 'x' });
  });

  it('abort: while creating or sending; sent files stay sent, the others wait again from 0', () => {
    expect(r(STATES.sending(), { type: 'abort' })).toEqual({
      step: 'aborted',
      uploadId: 'u1',
      files: [
        halfSent()[0],
        { fileName: 'b.geojson', size: 300, loaded: 0, status: 'waiting', note: 'Timed out. Retrying…' },
      ],
    });
    expect(r(STATES.creating(), { type: 'abort' })).toEqual({
      step: 'aborted',
      uploadId: null,
      files: waiting(),
    });
    refusedIn(except('creating', 'sending', 'sendingDone'), { type: 'abort' });
  });

  it('resume: after a reload, follows a started upload or asks again for the files not sent', () => {
    const files = [
      { fileName: 'a.geojson', size: 100, sent: true },
      { fileName: 'b.geojson', size: 300, sent: false },
    ];
    for (const name of ALL) {
      expect(r(STATES[name](), { type: 'resume', uploadId: 'u2', step: 'following', files })).toEqual({
        step: 'following',
        uploadId: 'u2',
      });
      expect(r(STATES[name](), { type: 'resume', uploadId: 'u2', step: 'sending', files })).toEqual({
        step: 'sending',
        uploadId: 'u2',
        renewals: 0,
        files: [
          { fileName: 'a.geojson', size: 100, loaded: 100, status: 'sent' },
          { fileName: 'b.geojson', size: 300, loaded: 0, status: 'missing' },
        ],
      });
    }
  });

  it('filesProvided: only while sending; a missing file picked again waits to be sent, at its new size', () => {
    const resumed: UploadFlow = {
      step: 'sending',
      uploadId: 'u2',
      renewals: 0,
      files: [
        { fileName: 'a.geojson', size: 100, loaded: 100, status: 'sent' },
        { fileName: 'b.geojson', size: 300, loaded: 0, status: 'missing' },
        { fileName: 'c.geojson', size: 50, loaded: 0, status: 'missing' },
      ],
    };
    const s = r(resumed, {
      type: 'filesProvided',
      files: [
        { fileName: 'a.geojson', size: 999 },
        { fileName: 'b.geojson', size: 310 },
      ],
    });
    expect(filesIn(s)).toEqual([
      { fileName: 'a.geojson', size: 100, loaded: 100, status: 'sent' },
      { fileName: 'b.geojson', size: 310, loaded: 0, status: 'waiting' },
      { fileName: 'c.geojson', size: 50, loaded: 0, status: 'missing' },
    ]);
    expect(s).toMatchObject({ step: 'sending', uploadId: 'u2', renewals: 0 });
    refusedIn(except('sending', 'sendingDone'), { type: 'filesProvided', files: [] });
  });

  it('reset: from any step back to idle', () => {
    for (const name of ALL) expect(r(STATES[name](), { type: 'reset' })).toEqual({ step: 'idle' });
  });
});

describe('upload flow: what the progress bar and the file list show', () => {
  it('total progress counts bytes, never more than a file size', () => {
    expect(totalProgress(halfSent())).toBe(250 / 400);
    expect(totalProgress([{ fileName: 'a', size: 100, loaded: 250, status: 'sending' }, waiting()[1]!])).toBe(
      100 / 400,
    );
    expect(totalProgress(allSent())).toBe(1);
  });

  it('empty files: done only when there are files and all are sent', () => {
    const empty = (status: FileSend['status']): FileSend => ({ fileName: 'e', size: 0, loaded: 0, status });
    expect(totalProgress([])).toBe(0);
    expect(totalProgress([empty('sent'), empty('sent')])).toBe(1);
    expect(totalProgress([empty('sent'), empty('waiting')])).toBe(0);
  });

  it('missing files are asked for', () => {
    const statuses: FileSend['status'][] = ['waiting', 'sending', 'retrying', 'sent', 'failed', 'missing'];
    const files = statuses.map((status, i) => ({ fileName: `${i}`, size: 1, loaded: 0, status }));
    expect(missingFiles(files).map((f) => f.status)).toEqual(['missing']);
  });
});
