/**
 * The loader worker's queue of map tile requests. Tiles are cut one per task, so the messages that arrive
 * meanwhile are read between two tiles: a cancellation (the tile left the view) or new tile options (tiles
 * of a superseded version are then answered empty instead of cut, tile-versions.ts). While plots load, each new pack asks for
 * every tile in view again; cut in arrival order, stale tiles held the final ones back for seconds.
 */
export interface QueuedTile {
  requestId: number;
}

export class TileQueue<T extends QueuedTile> {
  private queue: T[] = [];
  private cancelled = new Set<number>();
  private idle: (() => void)[] = [];
  private serving = false;
  private lastRequest = -Infinity;
  private drawnAt = -Infinity;

  /**
   * @param wanted whether a request is still of the current version (checked when its turn comes)
   * @param cut the tile's bytes
   * @param answer hands the bytes (empty for a cancelled or outdated request) to the page
   */
  constructor(
    private readonly wanted: (request: T) => boolean,
    private readonly cut: (request: T) => Uint8Array,
    private readonly answer: (request: T, bytes: Uint8Array) => void,
    private readonly later: (next: () => void) => void = (next) => void setTimeout(next, 0),
  ) {}

  push(request: T): void {
    this.lastRequest = performance.now();
    this.queue.push(request);
    if (this.serving) return;
    this.serving = true;
    this.later(this.next);
  }

  cancel(requestId: number): void {
    if (this.queue.some((r) => r.requestId === requestId)) this.cancelled.add(requestId);
  }

  /** Resolves once no tile waits. */
  whenServed(): Promise<void> {
    return this.serving ? new Promise((resolve) => this.idle.push(resolve)) : Promise.resolve();
  }

  /**
   * Resolves once no tile waits and none was asked for during the last `quietMs`: long work that blocks the
   * worker (the overlap scan) starts after the map has the tiles of what it shows, which it asks for a
   * moment after the page's state changes (a completed load also asks for overlaps).
   */
  async whenQuiet(quietMs: number): Promise<void> {
    for (;;) {
      await this.whenServed();
      const wait = this.lastRequest + quietMs - performance.now();
      if (wait <= 0 && !this.serving) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
  }

  /**
   * Resolves once a map has asked for tiles, been quiet for `quietMs` and said it drew them (mapDrawn), or
   * when no map asked for any within `firstWithinMs` (a page without a map): background work waits until
   * the map shows what it has.
   */
  async whenMapSettled(firstWithinMs: number, quietMs: number): Promise<void> {
    const started = performance.now();
    while (this.lastRequest === -Infinity) {
      const left = started + firstWithinMs - performance.now();
      if (left <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(left, 50)));
    }
    for (;;) {
      await this.whenQuiet(quietMs);
      // Served is not drawn: on a busy machine the map takes a second or more to draw its tiles. A map that
      // never says it drew (closed, hidden) is waited for until it has been quiet for `firstWithinMs`.
      if (this.drawnAt > this.lastRequest || performance.now() - this.lastRequest >= firstWithinMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * For long background work between its slices: waits while a map draws tiles it asked for, as
   * whenMapSettled does; at once when no map ever asked for a tile (a page without a map, such as
   * Suppliers, must not wait `firstWithinMs` before every slice).
   */
  async whenMapIdle(giveUpMs: number, quietMs: number): Promise<void> {
    if (this.lastRequest === -Infinity) return;
    await this.whenMapSettled(giveUpMs, quietMs);
  }

  /** The map has drawn every tile it asked for (MapLibre's `idle`). */
  mapDrawn(): void {
    this.drawnAt = performance.now();
  }

  private next = () => {
    const request = this.queue.shift();
    if (!request) {
      this.serving = false;
      const waiting = this.idle;
      this.idle = [];
      for (const resolve of waiting) resolve();
      return;
    }
    const skip = this.cancelled.delete(request.requestId) || !this.wanted(request);
    this.answer(request, skip ? new Uint8Array(0) : this.cut(request));
    this.later(this.next);
  };
}
