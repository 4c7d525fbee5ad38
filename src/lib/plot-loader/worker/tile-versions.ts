/**
 * What the tiles of one load show, by tile version, as the loader worker keeps it. The page tells the worker
 * the options of each new version (use-plot-tiles.ts) before the map asks for tiles at that version's
 * address. The map may still be on an earlier version when a newer one arrives (a render React threw away
 * had sent it, or the map's source has not taken the new address yet): its tiles must still be cut with their
 * own options. Keeping only the newest options answered them empty, and the map stayed without plots until
 * the next change. A few recent versions are kept; a tile of an older one is superseded and answered empty.
 */
import type { TileOptions } from './plot-tiles.ts';

/** Versions kept per load: each holds a mask of one byte per plot. */
const KEPT_VERSIONS = 8;

const EVERY_PLOT: TileOptions = { mask: null, clusterMaxZoom: -1 };

export class TileVersions {
  // Insertion order is version order: the page's versions only grow.
  private readonly versions = new Map<number, TileOptions>([[0, EVERY_PLOT]]);

  set(version: number, options: TileOptions): void {
    this.versions.set(version, options);
    for (const oldest of this.versions.keys()) {
      if (this.versions.size <= KEPT_VERSIONS) break;
      this.versions.delete(oldest);
    }
  }

  /** The options of a tile at `version`; null when the version is older than every one kept. */
  of(version: number): TileOptions | null {
    const exact = this.versions.get(version);
    if (exact) return exact;
    const newest = [...this.versions][this.versions.size - 1]!;
    // A version not told yet (never, as the page tells first): what is newest is the best guess.
    return version > newest[0] ? newest[1] : null;
  }
}
