/**
 * The signed-URL PUT (contract §2), deliberately outside the JSON client: the URL is the credential, so no
 * Authorization header ever goes with it (storage refuses it, and it would hand our token to another host).
 * XHR rather than fetch because only XHR reports upload progress; the raw File is sent so the browser
 * streams it from disk; Content-Type is set explicitly or the browser would send the file's own type.
 */
import { sleep } from '@/lib/sleep.ts';

export class PutError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the connection failed (no answer). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'PutError';
  }
}

/** Network failures and 5xx may succeed on a second try (a PUT to the same object is idempotent). */
export const isRetryablePut = (e: unknown): boolean =>
  e instanceof PutError && (e.status === 0 || e.status >= 500);
/** 403 from storage: the URL expired (or its signature no longer matches); only a fresh upload helps. */
export const isExpiredPut = (e: unknown): boolean => e instanceof PutError && e.status === 403;

export function putFile(
  url: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: (loaded: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded);
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(file.size);
        resolve();
      } else reject(new PutError(storageMessage(xhr), xhr.status));
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(new PutError('The connection to the storage failed.', 0));
    };
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(file);
  });
}

function storageMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { errorMessage?: unknown };
    if (typeof body.errorMessage === 'string') return body.errorMessage;
  } catch {
    // Cloud storage answers in XML; the status says enough.
  }
  return `The storage refused the file (${xhr.status}).`;
}

/** Backoff before retry n (1-based): 1 s, 2 s, 4 s. */
export const putRetryDelay = (attempt: number): number => 1000 * 2 ** (attempt - 1);
export const MAX_PUT_ATTEMPTS = 4;

/** putFile with retries on network errors and 5xx; `onRetry` lets the page say so. */
export async function putFileWithRetry(
  url: string,
  file: Blob,
  opts: {
    onProgress?: (loaded: number) => void;
    onRetry?: (attempt: number, error: PutError) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      opts.onProgress?.(0);
      await putFile(url, file, opts);
      return;
    } catch (e) {
      if (!isRetryablePut(e) || attempt >= MAX_PUT_ATTEMPTS) throw e;
      opts.onRetry?.(attempt, e as PutError);
      await sleep(putRetryDelay(attempt), opts.signal);
    }
  }
}
