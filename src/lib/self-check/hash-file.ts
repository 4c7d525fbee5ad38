/**
 * The page's side of the hashing worker: `hashFile(file)` is the file's SHA-256 (hex), worked out once per
 * File object (a file dropped again is another object and is hashed again: its bytes may have changed).
 */
import { createWorkerClient, type WorkerClient } from '@/lib/worker-rpc/index.ts';

export type HashMethods = {
  sha256: { args: { file: File }; answer: string };
};

let client: WorkerClient<HashMethods> | null = null;
const hashes = new WeakMap<File, Promise<string>>();

export function hashFile(file: File): Promise<string> {
  let hash = hashes.get(file);
  if (!hash) {
    client ??= createWorkerClient<HashMethods>(
      () => new Worker(new URL('./file-sha256.worker.ts', import.meta.url), { type: 'module' }),
    );
    hash = client.call('sha256', { file });
    // A failed hash (the file removed from the device meanwhile) is tried again on the next ask.
    hash.catch(() => hashes.delete(file));
    hashes.set(file, hash);
  }
  return hash;
}
