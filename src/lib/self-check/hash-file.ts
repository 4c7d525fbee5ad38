/**
 * The page's side of the hashing worker: `hashFile(file)` is the file's SHA-256 (hex), worked out once per
 * File object (a file dropped again is another object and is hashed again: its bytes may have changed), in
 * the worker and streamed, so the page never holds a big file's bytes. Whoever asks may follow how far it has
 * read (`onProgress`), including a caller that asks while another's hash of the same file is under way.
 */
import { createWorkerClient, type WorkerClient } from '@/lib/worker-rpc/index.ts';
import type { HashProgress } from './file-sha256.ts';

export type { HashProgress };

export type HashMethods = {
  sha256: { args: { file: File }; answer: string; event: HashProgress };
};

interface Hashing {
  answer: Promise<string>;
  /** Who follows the progress until the answer comes. */
  followers: Set<(progress: HashProgress) => void>;
  last: HashProgress | null;
  settled: boolean;
}

let client: WorkerClient<HashMethods> | null = null;
const hashes = new WeakMap<File, Hashing>();

export function hashFile(file: File, onProgress?: (progress: HashProgress) => void): Promise<string> {
  let hashing = hashes.get(file);
  if (!hashing) {
    client ??= createWorkerClient<HashMethods>(
      () => new Worker(new URL('./file-sha256.worker.ts', import.meta.url), { type: 'module' }),
    );
    const entry: Hashing = {
      answer: Promise.resolve(''),
      followers: new Set(),
      last: null,
      settled: false,
    };
    entry.answer = client.call(
      'sha256',
      { file },
      {
        onEvent: (progress) => {
          entry.last = progress;
          for (const follow of entry.followers) follow(progress);
        },
      },
    );
    // A failed hash (the file removed from the device meanwhile) is tried again on the next ask.
    const settle = () => {
      entry.settled = true;
      entry.followers.clear();
    };
    entry.answer.then(settle, () => {
      settle();
      if (hashes.get(file) === entry) hashes.delete(file);
    });
    hashes.set(file, entry);
    hashing = entry;
  }
  if (onProgress) {
    if (hashing.last) onProgress(hashing.last);
    if (!hashing.settled) hashing.followers.add(onProgress);
  }
  return hashing.answer;
}
