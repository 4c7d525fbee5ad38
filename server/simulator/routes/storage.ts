/**
 * The signed-URL PUT (contract §2), served by the simulator itself the way cloud storage serves it: the
 * URL is the credential (no Bearer auth), the body is streamed straight to disk, never buffered.
 */
import { Hono } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { SimEnv } from '../context.ts';
import type { SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import { nodeBindings, type Faults } from '../faults.ts';
import type { UploadEngine } from '../upload-engine.ts';
import type { UploadFiles } from '../upload-files.ts';
import { storageResource } from './uploads.ts';

/** At most this many bytes of a dropped upload get through before the connection dies. */
const DROP_AFTER_BYTES = 64 * 1024;

export function storageRoutes(
  deps: SimDeps,
  engine: UploadEngine,
  files: UploadFiles,
  faults: Faults | null,
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
    if (upload.status !== 'created') {
      apiError(
        409,
        'invalid_state',
        `The upload is already ${upload.status}; its files can no longer change.`,
      );
    }

    const node = nodeBindings(c.env);
    const drop = node !== null && faults !== null && faults.take('dropUpload');
    // Cut mid-way: after half the body (at most 64 KiB), so the previous version of the file stays.
    const length = Number(c.req.header('content-length'));
    const dropAt = length > 0 ? Math.max(1, Math.min(DROP_AFTER_BYTES, Math.floor(length / 2))) : 1;
    try {
      const bytes = await files.receive(uploadId, index, c.req.raw.body, (total) => {
        if (drop && total >= dropAt) {
          node.incoming.socket.destroy();
          throw new Error('Simulated fault: upload dropped');
        }
      });
      if (drop) {
        // An empty body cannot be cut mid-way: the answer is lost instead.
        node.incoming.socket.destroy();
        return RESPONSE_ALREADY_SENT;
      }
      file.sizeBytes = bytes;
      deps.store.touch();
    } catch (e) {
      if (drop) return RESPONSE_ALREADY_SENT;
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
