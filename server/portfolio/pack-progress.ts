/**
 * How far a packing of one walk has got (packs.ts), for the readers who arrive while it runs: the packs are
 * written to the database one by one, in the copy's order, and a reader is sent each as soon as it is
 * written instead of waiting for the last (about ten seconds at 100,000 plots on a first walk).
 */

/** The packing was replaced by a newer walk's, or stopped: a reader's answer ends with an error line. */
export class PackingStopped extends Error {}

export class PackProgress {
  /** Packs written so far: those of seq 0 to written - 1. */
  written = 0;
  private end: { error: unknown } | null = null;
  private waiters: (() => void)[] = [];

  wrote(count: number): void {
    this.written = count;
    this.wake();
  }

  finish(error?: unknown): void {
    this.end ??= { error: error ?? null };
    this.wake();
  }

  get finished(): boolean {
    return this.end !== null;
  }

  /**
   * The seq ranges to read as they are written: [from, to) each time more are, until the packing ends.
   * Throws PackingStopped when it ends without being complete.
   */
  async *ranges(): AsyncGenerator<[number, number]> {
    let from = 0;
    for (;;) {
      if (from < this.written) {
        const to = this.written;
        yield [from, to];
        from = to;
        continue;
      }
      if (this.end) {
        if (this.end.error) throw new PackingStopped((this.end.error as Error).message);
        return;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}
