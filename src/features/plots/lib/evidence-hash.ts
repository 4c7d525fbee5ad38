/**
 * The page's side of the evidence hashing worker (evidence-hash.worker.ts): the geometry hashes of an
 * export's features and the SHA-256 and size of the files handed over, for the evidence snapshot that pins
 * them (core/api/statements.ts).
 */
import { createWorkerClient, type WorkerClient } from '@/lib/worker-rpc/index.ts';

export type EvidenceHashMethods = {
  geometryHashes: { args: { features: readonly string[] }; answer: string[] };
  fileHashes: { args: { files: readonly Blob[] }; answer: { sha256: string; sizeBytes: number }[] };
};

let client: WorkerClient<EvidenceHashMethods> | null = null;
const worker = () =>
  (client ??= createWorkerClient<EvidenceHashMethods>(
    () => new Worker(new URL('./evidence-hash.worker.ts', import.meta.url), { type: 'module' }),
  ));

export const geometryHashesOf = (features: readonly string[], signal?: AbortSignal) =>
  worker().call('geometryHashes', { features }, { signal });

/** Each file's SHA-256 and size; the files are read in the worker (a Blob passes by reference). */
export const fileHashesOf = (files: readonly Blob[], signal?: AbortSignal) =>
  worker().call('fileHashes', { files }, { signal });
