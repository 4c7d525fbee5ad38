/**
 * The packing thread (pack-thread.ts): a pack made there is the pack made on the event loop, byte for byte
 * once inflated; a plot text that is not JSON fails its pack with the reason; a thread that ends fails the
 * packs it held, and the next pack starts another.
 */
import { constants, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { packFigures } from '@core/plot-packs/pack-figures.ts';
import { encodePackFrame } from '@core/plot-packs/pack-frames.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { adler32 } from './deflated-answer.ts';
import { PackThread } from './pack-thread.ts';
import { projectSeed } from '../../tests/support/portfolio-copies.ts';

// Seed plots (every risk class among them), as one supplier's.
const plots = [...projectSeed('p-palm', 300)].map((p) => ({ ...p, supplier: 'One' }));
const bodies = plots.map((p) => JSON.stringify(p));
const counted = (figures: { risk: Record<string, number> }) =>
  Object.values(figures.risk).reduce((a, b) => a + b, 0);

let thread: PackThread;
afterEach(async () => {
  await thread.close();
});

describe('PackThread', () => {
  it('makes the pack the event loop would, deflated, with its figures', async () => {
    thread = new PackThread();
    const { part, figures } = await thread.pack(bodies, 6);
    const here = await packWithTracesCheck(plots);
    const frame = encodePackFrame(here);
    // The part is raw deflate ending on a full flush: inflated, the frame itself.
    const inflated = inflateRawSync(part.deflated, { finishFlush: constants.Z_SYNC_FLUSH });
    expect(Buffer.compare(inflated, Buffer.from(frame))).toBe(0);
    expect(part.length).toBe(frame.byteLength);
    expect(part.adler).toBe(adler32(frame));
    expect(figures).toEqual(packFigures(here));
    expect(counted(figures)).toBe(300);
    expect(figures.risk.high).toBeGreaterThan(0);
  });

  it('fails a pack whose text is not JSON with the reason, and goes on with the next', async () => {
    thread = new PackThread();
    await expect(thread.pack(['{"id":'], 6)).rejects.toThrow(/packing failed: .*JSON/);
    expect(counted((await thread.pack(bodies.slice(0, 10), 6)).figures)).toBe(10);
  });

  it('where its module is not beside it (a bundled server), makes the same packs on the event loop', async () => {
    let paused = 0;
    thread = new PackThread(new URL('./no-such-thread.ts', import.meta.url));
    const inline = await thread.pack(bodies, 6, async () => void paused++);
    const threaded = new PackThread();
    try {
      const made = await threaded.pack(bodies, 6);
      expect(Buffer.compare(Buffer.from(inline.part.deflated), Buffer.from(made.part.deflated))).toBe(0);
      expect(inline.figures).toEqual(made.figures);
    } finally {
      await threaded.close();
    }
    // The TRACES check gave the event loop back between its slices.
    expect(paused).toBeGreaterThan(0);
  });

  it('a thread that ends fails the packs it held; the next pack starts another', async () => {
    thread = new PackThread();
    const held = thread.pack(bodies, 6);
    await thread.close();
    await expect(held).rejects.toThrow('the packing thread ended');
    expect(counted((await thread.pack(bodies.slice(0, 3), 6)).figures)).toBe(3);
  });
});
