/**
 * An upload's client-side journey as a pure reducer: create → send each file → start → follow, with the
 * detours a person meets (a retry, expired URLs, a 429 because the supplier is busy, an abort, a reload).
 * The server's own states (evaluating … finished) are followed by polling, not kept here.
 */
import { sayNow } from '@core/i18n/messages.ts';

export type FileSendStatus = 'waiting' | 'sending' | 'retrying' | 'sent' | 'failed' | 'missing';

export interface FileSend {
  fileName: string;
  size: number;
  loaded: number;
  status: FileSendStatus;
  /** Last error, or what is being retried. */
  note?: string;
  /** The file the person dropped, when the one sent was converted from it (asked for after a reload). */
  origin?: { name: string; size: number };
}

export type UploadFlow =
  | { step: 'idle' }
  | { step: 'creating'; files: FileSend[]; renewals: number }
  | { step: 'sending'; uploadId: string; files: FileSend[]; renewals: number }
  | { step: 'starting'; uploadId: string; files: FileSend[] }
  | { step: 'blocked'; uploadId: string; files: FileSend[]; retryAt: number; message: string }
  | { step: 'following'; uploadId: string }
  | {
      step: 'failed';
      uploadId: string | null;
      files: FileSend[];
      message: string;
      during: 'create' | 'send' | 'start';
    }
  | { step: 'aborted'; uploadId: string | null; files: FileSend[] };

export type UploadAction =
  | { type: 'create'; files: { fileName: string; size: number }[] }
  | { type: 'created'; uploadId: string }
  | { type: 'progress'; fileName: string; loaded: number }
  | { type: 'retrying'; fileName: string; attempt: number; message: string }
  | { type: 'sent'; fileName: string }
  | { type: 'putFailed'; fileName: string; message: string }
  /** The signed URLs expired: a fresh upload (new create) re-sends every file. */
  | { type: 'renew' }
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'blocked'; retryAt: number; message: string }
  | { type: 'failed'; message: string }
  | { type: 'abort' }
  /** After a reload: the upload exists; files already sent are known, the others must be picked again. */
  | {
      type: 'resume';
      uploadId: string;
      step: 'sending' | 'following';
      files: { fileName: string; size: number; sent: boolean; origin?: { name: string; size: number } }[];
    }
  | { type: 'filesProvided'; files: { fileName: string; size: number }[] }
  /** A file picked after a reload is not the one dropped before: it stays missing, with why. */
  | { type: 'fileRefused'; fileName: string; message: string }
  | { type: 'reset' };

export const initialUploadFlow: UploadFlow = { step: 'idle' };

const fresh = (files: { fileName: string; size: number }[]): FileSend[] =>
  files.map((f) => ({ fileName: f.fileName, size: f.size, loaded: 0, status: 'waiting' }));

const updateFile = (files: FileSend[], fileName: string, change: Partial<FileSend>): FileSend[] =>
  files.map((f) => (f.fileName === fileName ? { ...f, ...change } : f));

// Stryker disable next-line ArrayDeclaration: only called in steps that hold files; the [] is for the type.
const filesOf = (s: UploadFlow): FileSend[] => ('files' in s ? s.files : []);
const uploadIdOf = (s: UploadFlow): string | null => ('uploadId' in s ? s.uploadId : null);

export function uploadFlowReducer(state: UploadFlow, action: UploadAction): UploadFlow {
  switch (action.type) {
    case 'create':
      return { step: 'creating', files: fresh(action.files), renewals: 0 };
    case 'created':
      if (state.step !== 'creating') return state;
      return { step: 'sending', uploadId: action.uploadId, files: state.files, renewals: state.renewals };
    case 'progress':
      if (state.step !== 'sending') return state;
      return {
        ...state,
        files: updateFile(state.files, action.fileName, {
          loaded: action.loaded,
          status: 'sending',
          note: undefined,
        }),
      };
    case 'retrying':
      if (state.step !== 'sending') return state;
      return {
        ...state,
        files: updateFile(state.files, action.fileName, {
          status: 'retrying',
          loaded: 0,
          note: `${action.message} Retrying (attempt ${action.attempt + 1})…`,
        }),
      };
    case 'sent': {
      if (state.step !== 'sending') return state;
      const file = state.files.find((f) => f.fileName === action.fileName);
      return {
        ...state,
        files: updateFile(state.files, action.fileName, {
          status: 'sent',
          loaded: file?.size ?? 0,
          note: undefined,
        }),
      };
    }
    case 'putFailed':
      if (state.step !== 'sending') return state;
      return {
        step: 'failed',
        uploadId: state.uploadId,
        files: updateFile(state.files, action.fileName, { status: 'failed', note: action.message }),
        message: sayNow('uploads.flow.not-sent', { file: action.fileName, reason: action.message }),
        during: 'send',
      };
    case 'renew':
      if (state.step !== 'sending' && state.step !== 'failed') return state;
      return {
        step: 'creating',
        files: fresh(filesOf(state)),
        renewals: (state.step === 'sending' ? state.renewals : 0) + 1,
      };
    case 'start': {
      if (state.step !== 'sending' && state.step !== 'blocked' && state.step !== 'failed') return state;
      const uploadId = uploadIdOf(state);
      if (!uploadId || !filesOf(state).every((f) => f.status === 'sent')) return state;
      return { step: 'starting', uploadId, files: filesOf(state) };
    }
    case 'started':
      if (state.step !== 'starting') return state;
      return { step: 'following', uploadId: state.uploadId };
    case 'blocked':
      if (state.step !== 'starting') return state;
      return {
        step: 'blocked',
        uploadId: state.uploadId,
        files: state.files,
        retryAt: action.retryAt,
        message: action.message,
      };
    case 'failed': {
      if (state.step !== 'creating' && state.step !== 'sending' && state.step !== 'starting') return state;
      const during = state.step === 'creating' ? 'create' : state.step === 'sending' ? 'send' : 'start';
      return {
        step: 'failed',
        uploadId: uploadIdOf(state),
        files: filesOf(state),
        message: action.message,
        during,
      };
    }
    case 'abort':
      if (state.step !== 'creating' && state.step !== 'sending') return state;
      return {
        step: 'aborted',
        uploadId: uploadIdOf(state),
        files: filesOf(state).map((f) => (f.status === 'sent' ? f : { ...f, status: 'waiting', loaded: 0 })),
      };
    case 'resume':
      if (action.step === 'following') return { step: 'following', uploadId: action.uploadId };
      return {
        step: 'sending',
        uploadId: action.uploadId,
        renewals: 0,
        files: action.files.map((f) => ({
          fileName: f.fileName,
          size: f.size,
          loaded: f.sent ? f.size : 0,
          status: f.sent ? 'sent' : 'missing',
          ...(f.origin ? { origin: f.origin } : {}),
        })),
      };
    case 'fileRefused':
      if (state.step !== 'sending') return state;
      return {
        ...state,
        files: state.files.map((f) =>
          f.fileName === action.fileName && f.status === 'missing' ? { ...f, note: action.message } : f,
        ),
      };
    case 'filesProvided':
      if (state.step !== 'sending') return state;
      return {
        ...state,
        files: state.files.map((f) => {
          const given = action.files.find((g) => g.fileName === f.fileName);
          if (f.status !== 'missing' || !given) return f;
          const { note: _refused, ...rest } = f;
          return { ...rest, size: given.size, status: 'waiting' };
        }),
      };
    case 'reset':
      return initialUploadFlow;
  }
}

/** Bytes sent over bytes to send, 0..1, for the total progress bar. */
export function totalProgress(files: FileSend[]): number {
  const size = files.reduce((s, f) => s + f.size, 0);
  if (size === 0) return files.length > 0 && files.every((f) => f.status === 'sent') ? 1 : 0;
  return files.reduce((s, f) => s + Math.min(f.loaded, f.size), 0) / size;
}

export const missingFiles = (files: FileSend[]): FileSend[] => files.filter((f) => f.status === 'missing');
