/**
 * Where uploaded file bodies live: `<root>/<uploadId>/<fileIndex>`. A PUT streams to a `.part` file next to
 * the target and renames it, so a resend replaces the file atomically and a dropped PUT leaves the previous
 * version intact. Bodies are never buffered: a 1 GB PUT costs a few chunks of memory.
 *
 * A file is removed only after the upload's state that no longer needs it is committed (upload-engine.ts);
 * what a crash leaves behind (`.part` files, folders of uploads that ended or are unknown) is removed by
 * `sweep` at start.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';

export interface ReceiveOptions {
  /** Sees the running byte count; may throw to abort the transfer (the `.part` file is removed). */
  onBytes?: (total: number) => void;
  /** Aborts the transfer. */
  signal?: AbortSignal;
  /** Asked right before the received file replaces the previous one: throw to refuse it. */
  beforeCommit?: () => void;
}

export class UploadFiles {
  constructor(readonly root: string) {}

  filePath(uploadId: string, index: number): string {
    return path.join(this.root, uploadId, String(index));
  }

  /** Streams `body` to the file and returns the byte count. */
  async receive(
    uploadId: string,
    index: number,
    body: ReadableStream<Uint8Array> | null,
    options: ReceiveOptions = {},
  ): Promise<number> {
    const target = this.filePath(uploadId, index);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${crypto.randomUUID()}.part`;
    let total = 0;
    const { onBytes } = options;
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
      await pipeline(source, counter, createWriteStream(tmp), { signal: options.signal });
      options.beforeCommit?.();
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

  /**
   * Removes crash leftovers: `.part`/`.tmp` files, and the folders of uploads `needsFiles` says no longer
   * need them (ended, pruned or unknown). Returns how many entries were removed.
   */
  async sweep(needsFiles: (uploadId: string) => boolean): Promise<number> {
    let removed = 0;
    let entries: string[];
    try {
      entries = await readdir(this.root);
    } catch {
      return 0;
    }
    for (const entry of entries) {
      const dir = path.join(this.root, entry);
      if (!needsFiles(entry)) {
        await rm(dir, { recursive: true, force: true });
        removed++;
        continue;
      }
      let files: string[] = [];
      try {
        files = await readdir(dir);
      } catch {
        continue;
      }
      for (const f of files) {
        if (f.endsWith('.part') || f.endsWith('.tmp')) {
          await rm(path.join(dir, f), { force: true });
          removed++;
        }
      }
    }
    return removed;
  }
}
