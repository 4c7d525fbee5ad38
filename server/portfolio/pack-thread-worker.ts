/**
 * The packing thread (pack-thread.ts): each message is one pack's plots as the service gave them (JSON
 * texts, one supplier's, in the copy's order); the answer is the pack as it is kept and sent and its
 * figures (make-pack.ts), or why it could not be made.
 */
import { parentPort } from 'node:worker_threads';
import { makePack } from './make-pack.ts';
import type { PackAsked, PackMade } from './pack-thread.ts';

parentPort!.on('message', ({ id, bodies, level }: PackAsked) => {
  void (async () => {
    try {
      const { part, figures, signals } = await makePack(bodies, level);
      // Moved, not copied; a view on a shared slab (zlib's small outputs may be) is copied out first, or
      // moving the slab would take the thread's other buffers with it.
      const { deflated } = part;
      const own =
        deflated.byteOffset === 0 && deflated.byteLength === deflated.buffer.byteLength
          ? deflated
          : new Uint8Array(deflated);
      const made: PackMade = { id, part: { ...part, deflated: own }, figures, signals };
      parentPort!.postMessage(made, [own.buffer as ArrayBuffer]);
    } catch (e) {
      const failed: PackMade = { id, error: e instanceof Error ? e.message : String(e) };
      parentPort!.postMessage(failed);
    }
  })();
});
