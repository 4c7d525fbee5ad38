/**
 * The evidence hashing worker: the geometry hashes of an export's plots and the SHA-256 of the files handed
 * over, off the main thread (100,000 geometries take seconds to canonicalise and hash; the page stays
 * responsive meanwhile). core/traces/evidence-hash.ts says what is hashed.
 */
/// <reference lib="webworker" />
import { featureGeometryHashes } from '@core/traces/evidence-hash.ts';
import { streamSha256 } from '@/lib/self-check/file-sha256.ts';
import { serve } from '@/lib/worker-rpc/index.ts';
import type { EvidenceHashMethods } from './evidence-hash.ts';

/** Features hashed between two looks at the signal (and heartbeats). */
const SLICE = 5_000;
const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

serve<EvidenceHashMethods>({
  geometryHashes: async ({ features }, { signal }) => {
    const out: string[] = [];
    for (let i = 0; i < features.length; i += SLICE) {
      signal.throwIfAborted();
      out.push(...featureGeometryHashes(features.slice(i, i + SLICE)));
      await breathe();
    }
    return out;
  },
  fileHashes: async ({ files }, { signal }) => {
    const out: { sha256: string; sizeBytes: number }[] = [];
    for (const file of files)
      out.push({ sha256: await streamSha256(file.stream(), signal), sizeBytes: file.size });
    return out;
  },
});
