/**
 * One pack as the server keeps and sends it, from its plots' texts (one supplier's, in the copy's order):
 * parsed, packed and checked against the TRACES rules (core/plot-packs), encoded as one frame
 * (pack-frames.ts) and deflated to be joined with others (deflated-answer.ts), with its figures. What the
 * packing thread runs (pack-thread-worker.ts), and the event loop where the thread cannot start.
 */
import type { Plot } from '@core/api/schemas.ts';
import { packFigures, type PackFigures } from '@core/plot-packs/pack-figures.ts';
import { encodePackFrame } from '@core/plot-packs/pack-frames.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { deflatePart, type DeflatedPart } from './deflated-answer.ts';

export interface MadePackParts {
  part: DeflatedPart;
  figures: PackFigures;
}

/** `pause`, when given, is awaited between slices of the TRACES check (on the event loop). */
export async function makePack(
  bodies: readonly string[],
  level: number,
  pause?: () => Promise<void>,
): Promise<MadePackParts> {
  const pack = await packWithTracesCheck(
    bodies.map((body) => JSON.parse(body) as Plot),
    pause,
  );
  return { part: await deflatePart(encodePackFrame(pack), level), figures: packFigures(pack) };
}
