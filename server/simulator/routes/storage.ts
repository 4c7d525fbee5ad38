/**
 * The signed-URL PUT (contract §2), served by the simulator itself the way cloud storage serves it: the
 * URL is the credential (no Bearer auth), the body is streamed straight to disk, never buffered. A body
 * passing the size limit is refused early (by its Content-Length, else once that many bytes arrived), and a
 * PUT still in flight when its upload starts is aborted: the files evaluated are the files kept.
 */
import { Hono } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { SimEnv } from '../context.ts';
import type { SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import { nodeBindings, type Faults } from '../faults.ts';
import { FilesSealedError, type UploadEngine } from '../upload-engine.ts';
import type { UploadFiles } from '../upload-files.ts';
import { storageResource } from './uploads.ts';

/** At most this many bytes of a dropped upload get through before the connection dies. */
const DROP_AFTER_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number, got: string) =>
  `A file must be smaller than the ${maxBytes} bytes an upload may total; this one has ${got}.`;

export function storageRoutes(
  deps: SimDeps,
  engine: UploadEngine,
  files: UploadFiles,
  faults: Faults | null,
  /** An upload's files must total under this (2 GB): one file passing it is refused at once (413). */
  maxBytes: number,
) {
  const app = new Hono<SimEnv>();

  app.put('/storage/:uploadId/:fileIndex', async (c) => {
    const { uploadId, fileIndex } = c.req.param();
    // Cloud storage refuses a signed request that also carries credentials.
    if (c.req.header('authorization') !== undefined) {
      apiError(400, 'invalid_request', 'A signed URL takes no Authorization header: remove it.');
    }
    const expires = Number(c.req.query('expires'));
    const sig = c.req.query('sig') ?? '';
    const index = Number(fileIndex);
    // The signature covers the Content-Type: any other type does not match it (403, as on cloud storage).
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (contentType !== 'application/octet-stream') {
      apiError(
        403,
        'forbidden',
        'Signature does not match: send the file with Content-Type: application/octet-stream.',
      );
    }
    if (!Number.isInteger(index) || !deps.signer.verify(storageResource(uploadId, index), expires, sig)) {
      apiError(403, 'forbidden', 'Signature does not match this URL.');
    }
    if (deps.now() >= expires)
      apiError(403, 'forbidden', 'The signed URL has expired (valid for 60 minutes).');
    const upload = deps.store.uploads.get(uploadId);
    const file = upload?.files[index];
    if (!upload || !file) apiError(404, 'not_found', 'No such upload file.');
    engine.expireIfDue(upload);
    if (upload.status === 'expired')
      apiError(403, 'forbidden', 'The signed URL has expired (valid for 60 minutes).');
    if (!engine.acceptsFiles(upload)) {
      apiError(
        409,
        'invalid_state',
        `The upload is already ${upload.status}; its files can no longer change.`,
      );
    }
    // Refused before a byte is read when the announced size alone passes the limit of an upload's total.
    const length = Number(c.req.header('content-length'));
    if (length > maxBytes) apiError(413, 'limit_exceeded', tooLarge(maxBytes, `${length} bytes`));

    const node = nodeBindings(c.env);
    const drop = node !== null && faults !== null && faults.take('dropUpload');
    // Cut mid-way: after half the body (at most 64 KiB), so the previous version of the file stays.
    const dropAt = length > 0 ? Math.max(1, Math.min(DROP_AFTER_BYTES, Math.floor(length / 2))) : 1;
    let overLimit = false;
    try {
      await engine.receivePut(upload, async (signal, check) => {
        const bytes = await files.receive(uploadId, index, c.req.raw.body, {
          signal,
          beforeCommit: check,
          onBytes: (total) => {
            if (total > maxBytes) {
              overLimit = true;
              throw new Error('over the size limit');
            }
            if (drop && total >= dropAt) {
              node.incoming.socket.destroy();
              throw new Error('Simulated fault: upload dropped');
            }
          },
        });
        if (drop) return;
        // Committed before the 200; still inside receivePut, so a start waiting for this PUT sees it.
        deps.store.updateUpload(upload, {
          files: upload.files.map((f, i) => (i === index ? { ...f, sizeBytes: bytes } : f)),
        });
      });
      if (drop) {
        // An empty body cannot be cut mid-way: the answer is lost instead.
        node.incoming.socket.destroy();
        return RESPONSE_ALREADY_SENT;
      }
    } catch (e) {
      if (drop) return RESPONSE_ALREADY_SENT;
      if (overLimit) {
        apiError(413, 'limit_exceeded', tooLarge(maxBytes, 'more'), { connection: 'close' });
      }
      if (e instanceof FilesSealedError || (e as Error).name === 'AbortError') {
        apiError(
          409,
          'invalid_state',
          'The upload was started while this file was being sent; its files can no longer change.',
          { connection: 'close' },
        );
      }
      // The client went away mid-transfer (tab closed, network lost): nothing to answer, nothing to log.
      if (c.req.raw.signal.aborted || (e as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
        return c.body(null, 400);
      }
      throw e;
    }
    return c.body(null, 200);
  });

  return app;
}
