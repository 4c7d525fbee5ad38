/**
 * The packing thread (pack-thread.ts): each message is one pack's plots as the service gave them (JSON
 * texts, one supplier's, in the copy's order); the answer is the pack as it is kept and sent (one frame of
 * core/plot-packs/pack-frames.ts, deflated to be joined with others) and its figures. The same code the
 * event loop ran before, off it.
 */
import { parentPort } from 'node:worker_threads';
import type { Plot } from '@core/api/schemas.ts';
import { packFigures } from '@core/plot-packs/pack-figures.ts';
import { encodePackFrame } from '@core/plot-packs/pack-frames.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { deflatePart } from './deflated-answer.ts';
import type { PackAsked, PackMade } from './pack-thread.ts';

parentPort!.on('message', ({ id, bodies, level }: PackAsked) => {
  void (async () => {
    try {
      const pack = await packWithTracesCheck(bodies.map((body) => JSON.parse(body) as Plot));
      const part = await deflatePart(encodePackFrame(pack), level);
      // Moved, not copied; a view on a shared slab (zlib's small outputs may be) is copied out first, or
      // moving the slab would take the thread's other buffers with it.
      const { deflated } = part;
      const own =
        deflated.byteOffset === 0 && deflated.byteLength === deflated.buffer.byteLength
          ? deflated
          : new Uint8Array(deflated);
      const made: PackMade = { id, part: { ...part, deflated: own }, figures: packFigures(pack) };
      parentPort!.postMessage(made, [own.buffer as ArrayBuffer]);
    } catch (e) {
      const failed: PackMade = { id, error: e instanceof Error ? e.message : String(e) };
      parentPort!.postMessage(failed);
    }
  })();
});
