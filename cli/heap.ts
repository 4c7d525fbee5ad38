/**
 * A full garbage collection on request, for `plot-check`'s main thread. After a non-GeoJSON file is read,
 * its plots arrive from the reading thread all at once (~85 MB for 200,000 CSV rows); V8 then sets its next
 * full collection at a multiple of that live set, while the check itself leaves only short-lived garbage
 * (each plot parsed, checked and serialized), much of it promoted. The heap grew to ~330 MB of garbage
 * before the first collection and the process past 512 MB; collecting every few thousand plots keeps the
 * heap near what is really live. V8 only offers this with --expose-gc, turned on here for this process.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/** Runs a full collection (a no-op where the engine does not allow it). */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    } catch {
      gc = null;
    }
  }
  gc?.();
}
