/**
 * The signed-URL PUT (contract §2), deliberately outside the JSON client: the URL is the credential, so no
 * Authorization header ever goes with it (storage refuses it, and it would hand our token to another host).
 * XHR rather than fetch because only XHR reports upload progress; the raw File is sent so the browser
 * streams it from disk; Content-Type is set explicitly or the browser would send the file's own type.
 * Storage on another origin is reached directly or through our relay (src/lib/api/signed-url.ts); its errors
 * come as S3/GCS XML and are explained in words.
 */
import { crossOriginOf, relayUrl, rememberedRoute, rememberRoute } from '@/lib/api/signed-url.ts';
import { sleep } from '@/lib/sleep.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { sayNow } from '@core/i18n/messages.ts';

export class PutError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the connection failed (no answer). */
    readonly status: number,
    /** The storage's own error code (`SignatureDoesNotMatch`, `ExpiredToken`…), when it gave one. */
    readonly code: string | null = null,
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
      } else {
        const { code, message } = explainStorageError(
          xhr.status,
          xhr.getResponseHeader?.('content-type') ?? null,
          xhr.responseText,
        );
        reject(new PutError(message, xhr.status, code));
      }
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(new PutError(sayNow('uploads.put.connection'), 0));
    };
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(file);
  });
}

/** What a storage error code means for the person sending the file. */
const STORAGE_CODES: Record<string, MessageKey> = {
  ExpiredToken: 'uploads.put.expired-token',
  SignatureDoesNotMatch: 'uploads.put.signature',
  AccessDenied: 'uploads.put.access-denied',
  EntityTooLarge: 'uploads.put.too-large',
  RequestTimeout: 'uploads.put.timeout',
  NoSuchBucket: 'uploads.put.no-bucket',
  NoSuchKey: 'uploads.put.no-key',
  InvalidArgument: 'uploads.put.invalid',
};

/**
 * A sentence for a failed PUT, from the storage's body: cloud storage (S3, GCS) answers in XML
 * (`<Error><Code>…</Code><Message>…</Message></Error>`), our relay and the simulator in JSON.
 */
export function explainStorageError(
  status: number,
  contentType: string | null,
  body: string,
): { code: string | null; message: string } {
  const fallback = sayNow('uploads.put.refused', { status: String(status) });
  const trimmed = body.trim();
  if (trimmed.startsWith('<') || /xml/i.test(contentType ?? '')) {
    const doc = new DOMParser().parseFromString(trimmed, 'application/xml');
    const field = (name: string) => doc.querySelector(`Error > ${name}`)?.textContent?.trim() || null;
    const code = field('Code');
    const detail = field('Message');
    if (!code && !detail) return { code: null, message: fallback };
    const known = code ? STORAGE_CODES[code] : undefined;
    const meaning = known ? sayNow(known) : fallback;
    return {
      code,
      message: sayNow('uploads.put.storage-said', {
        meaning,
        said: [code, detail].filter(Boolean).join(': '),
      }),
    };
  }
  try {
    const json = JSON.parse(trimmed) as Record<string, unknown>;
    const message = [json.errorMessage, json.message, json.error].find((m) => typeof m === 'string');
    const code = [json.errorCode, json.error_code].find((c) => typeof c === 'string');
    if (typeof message === 'string') return { code: typeof code === 'string' ? code : null, message };
  } catch {
    // Neither XML nor JSON: the status says enough.
  }
  return { code: null, message: fallback };
}

/**
 * One PUT, the right way for its storage origin: directly, through the relay, or (the first time for an
 * origin) directly and then through the relay when the browser got no readable answer.
 */
export async function putToStorage(
  url: string,
  file: Blob,
  opts: { onProgress?: (loaded: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const origin = crossOriginOf(url);
  if (!origin) return putFile(url, file, opts);
  const known = rememberedRoute(origin);
  if (known) return putFile(known === 'relay' ? relayUrl(url) : url, file, opts);
  try {
    await putFile(url, file, opts);
    rememberRoute(origin, 'direct');
    return;
  } catch (e) {
    // A readable answer, even an error, proves the storage admits our origin.
    if (!(e instanceof PutError) || e.status !== 0) {
      if (e instanceof PutError) rememberRoute(origin, 'direct');
      throw e;
    }
  }
  opts.onProgress?.(0);
  try {
    await putFile(relayUrl(url), file, opts);
  } catch (e) {
    // The relay answered: it is the way to this storage. No answer at all: the network, decide next time.
    if (e instanceof PutError && e.status !== 0) rememberRoute(origin, 'relay');
    throw e;
  }
  rememberRoute(origin, 'relay');
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
      await putToStorage(url, file, opts);
      return;
    } catch (e) {
      if (!isRetryablePut(e) || attempt >= MAX_PUT_ATTEMPTS) throw e;
      opts.onRetry?.(attempt, e as PutError);
      await sleep(putRetryDelay(attempt), opts.signal);
    }
  }
}
