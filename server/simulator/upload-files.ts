/**
 * Where uploaded file bodies live: `<root>/<uploadId>/<fileIndex>`. A PUT streams to a temp file next to
 * the target and renames it, so a resend replaces the file atomically and a dropped PUT leaves the previous
 * version intact. Bodies are never buffered: a 1 GB PUT costs a few chunks of memory.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';

export class UploadFiles {
  constructor(readonly root: string) {}

  filePath(uploadId: string, index: number): string {
    return path.join(this.root, uploadId, String(index));
  }

  /**
   * Streams `body` to the file and returns the byte count. `onBytes` sees the running total and may throw
   * (or destroy the connection) to abort the transfer.
   */
  async receive(
    uploadId: string,
    index: number,
    body: ReadableStream<Uint8Array> | null,
    onBytes?: (total: number) => void,
  ): Promise<number> {
    const target = this.filePath(uploadId, index);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${crypto.randomUUID()}.part`;
    let total = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        total += chunk.length;
        try {
          onBytes?.(total);
          done(null, chunk);
        } catch (e) {
          done(e as Error);
        }
      },
    });
    const source = body ? Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>) : Readable.from([]);
    try {
      await pipeline(source, counter, createWriteStream(tmp));
      await rename(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
    return total;
  }

  read(uploadId: string, index: number): AsyncIterable<Uint8Array> {
    return createReadStream(this.filePath(uploadId, index));
  }

  async remove(uploadId: string): Promise<void> {
    await rm(path.join(this.root, uploadId), { recursive: true, force: true });
  }
}
