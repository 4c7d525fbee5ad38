/**
 * The hashing worker: the SHA-256 of dropped files, off the main thread, so a 2 GB file being hashed never
 * freezes the page (file-sha256.ts says how), with how far it has read streamed to the page.
 */
/// <reference lib="webworker" />
import { serve } from '@/lib/worker-rpc/index.ts';
import { fileSha256 } from './file-sha256.ts';
import type { HashMethods } from './hash-file.ts';

serve<HashMethods>({
  sha256: ({ file }, { signal, emit }) => fileSha256(file, signal, emit),
});
