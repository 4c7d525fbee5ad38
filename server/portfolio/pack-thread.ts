/**
 * Packing off the event loop (docs/portfolio.md, "Packs"): one worker thread per server makes the packs
 * (parses the plots' texts, packs and checks them against the TRACES rules, encodes and deflates the frame:
 * pack-thread-worker.ts), while the event loop only reads the texts from the database, hands them over and
 * writes what comes back. On the event loop, packing 100,000 plots held it for up to 144-233 ms at a time.
 *
 * The thread starts on the first pack asked and stays; one that dies (out of memory, a bug) fails the packs
 * it held, and the next pack asked starts another.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { makePack, type MadePackParts } from './make-pack.ts';
import { tsWorkerStart } from '../ts-worker.ts';

/** What the thread is asked: one pack's plots as JSON texts, and the deflate level. */
export interface PackAsked {
  id: number;
  bodies: string[];
  level: number;
}

/** What it answers: the pack's deflated frame and figures, or why it could not make it. */
export type PackMade = { id: number } & ((MadePackParts & { error?: undefined }) | { error: string });

/**
 * The process's packing thread, shared by every PortfolioPacks (the server has one; a test suite makes
 * dozens, and each thread's start compiles its TypeScript: about half a second of CPU). Idle, it does not
 * keep the process alive.
 */
export const sharedPackThread = (): PackThread => (shared ??= new PackThread());
let shared: PackThread | undefined;

export class PackThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (p: MadePackParts) => void; reject: (e: Error) => void }
  >();

  /**
   * The thread's module, beside this one; absent where the server runs bundled (the crash tests bundle it
   * into one file): there the packs are made on the event loop, with the same code, given back between
   * slices of the TRACES check (`pause`, given with each pack).
   */
  private readonly threaded: boolean;

  constructor(private readonly entry = new URL('./pack-thread-worker.ts', import.meta.url)) {
    this.threaded = entry.protocol === 'file:' && existsSync(fileURLToPath(entry));
  }

  /** The pack of these plots' texts (one supplier's, in order), deflated at `level`. */
  pack(bodies: string[], level: number, pause?: () => Promise<void>): Promise<MadePackParts> {
    if (!this.threaded) return makePack(bodies, level, pause);
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, bodies, level } satisfies PackAsked);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const start = tsWorkerStart(this.entry, new URL('../../tsconfig.json', import.meta.url));
    const worker = new Worker(start.script, { eval: start.eval, workerData: start.boot });
    // The server may stop with the thread idle: it does not keep the process alive.
    worker.unref();
    worker.on('message', (made: PackMade) => {
      const waiter = this.waiting.get(made.id);
      if (!waiter) return;
      this.waiting.delete(made.id);
      if (made.error !== undefined) waiter.reject(new Error(`packing failed: ${made.error}`));
      else waiter.resolve({ part: made.part, figures: made.figures, signals: made.signals });
    });
    const ended = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', (e) => ended(e));
    worker.on('exit', (code) => ended(new Error(`the packing thread ended (exit ${code})`)));
    this.worker = worker;
    return worker;
  }

  /** Ends the thread (the packs it held fail). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    await worker.terminate();
  }
}
