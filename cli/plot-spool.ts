/**
 * The plots `plot-check --json` reports, kept out of memory until the document is written. The document
 * opens with the verdict and each file's counts, which are known only after the last plot, so the plots
 * must wait somewhere: 200,000 plot strings held in memory (with the check's garbage on top) took the
 * process past 512 MB. The first plots stay in memory; beyond them, each batch goes to a temporary file
 * (one JSON value per line: JSON.stringify never writes a raw newline) and is read back, in order, when the
 * document is written. The temporary folder is removed by `dispose()`, and also when the process ends
 * without it: on exit (any code path) and on SIGINT, SIGTERM or SIGHUP (Ctrl-C, a pipeline's timeout), after
 * which the signal is raised again so the process still ends as signalled (exit status 128 + signal).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Plots kept in memory before a batch is written out (a file of fewer plots never touches the disk). */
export const SPOOL_BATCH = 1000;
/** Bytes read back at a time. */
const READ_BYTES = 1 << 20;

/** Spools with a temporary folder on disk: removed however the process ends. */
const live = new Set<PlotSpool>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function removeAll(): void {
  for (const s of live) s.dispose();
}

function onSignal(signal: NodeJS.Signals): void {
  removeAll();
  // With no listener left, the signal's default action ends the process, as if it had not been caught.
  unhook();
  process.kill(process.pid, signal);
}

function hook(): void {
  process.on('exit', removeAll);
  for (const sig of SIGNALS) process.on(sig, onSignal);
}

function unhook(): void {
  process.off('exit', removeAll);
  for (const sig of SIGNALS) process.off(sig, onSignal);
}

export class PlotSpool implements Iterable<string> {
  private batch: string[] = [];
  private dir: string | null = null;
  private fd: number | null = null;
  /** Plots written to the temporary file so far. */
  private spilled = 0;

  get length(): number {
    return this.spilled + this.batch.length;
  }

  /** Whether any plot went to disk (for tests). */
  get onDisk(): boolean {
    return this.spilled > 0;
  }

  add(plotJson: string): void {
    this.batch.push(plotJson);
    if (this.batch.length >= SPOOL_BATCH) this.flush();
  }

  private flush(): void {
    if (this.batch.length === 0) return;
    if (this.fd === null) {
      if (live.size === 0) hook();
      live.add(this);
      this.dir = mkdtempSync(path.join(tmpdir(), 'plot-check-'));
      this.fd = openSync(path.join(this.dir, 'plots.jsonl'), 'w+');
    }
    writeSync(this.fd, `${this.batch.join('\n')}\n`);
    this.spilled += this.batch.length;
    this.batch = [];
  }

  /** Every plot added, in order: those on disk (read back 1 MB at a time), then those still in memory. */
  *[Symbol.iterator](): Generator<string> {
    if (this.fd !== null) {
      const fd = this.fd;
      const buf = new Uint8Array(READ_BYTES);
      const decoder = new TextDecoder();
      let rest = '';
      let at = 0;
      for (;;) {
        const n = readSync(fd, buf, 0, buf.length, at);
        if (n === 0) break;
        at += n;
        const lines = (rest + decoder.decode(buf.subarray(0, n), { stream: true })).split('\n');
        rest = lines.pop()!;
        yield* lines;
      }
      rest += decoder.decode();
      if (rest) yield rest;
    }
    yield* this.batch;
  }

  /** Closes and removes the temporary file, if one was made. */
  dispose(): void {
    if (this.fd !== null) closeSync(this.fd);
    if (this.dir !== null) rmSync(this.dir, { recursive: true, force: true });
    this.fd = null;
    this.dir = null;
    if (live.delete(this) && live.size === 0) unhook();
  }
}
