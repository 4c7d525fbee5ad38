/**
 * One pack as the server keeps and sends it, from its plots' texts (one supplier's, in the copy's order):
 * parsed, packed and checked against the TRACES rules (core/plot-packs), encoded as one frame
 * (pack-frames.ts) and deflated to be joined with others (deflated-answer.ts), with its figures and its
 * plots' own review signals. What the
 * packing thread runs (pack-thread-worker.ts), and the event loop where the thread cannot start.
 */
import type { Plot } from '@core/api/schemas.ts';
import { packFigures, type PackFigures } from '@core/plot-packs/pack-figures.ts';
import { encodePackFrame } from '@core/plot-packs/pack-frames.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { packSignals } from '@core/review/review-signals.ts';
import { deflatePart, type DeflatedPart } from './deflated-answer.ts';

/** A review item a plot of the pack raises by itself (core/review/review-signals.ts): its plot and kind. */
export interface PackSignal {
  plotId: string;
  kind: string;
}

export interface MadePackParts {
  part: DeflatedPart;
  figures: PackFigures;
  signals: PackSignal[];
}

/** `pause`, when given, is awaited between slices of the TRACES check (on the event loop). */
export async function makePack(
  bodies: readonly string[],
  level: number,
  pause?: () => Promise<void>,
): Promise<MadePackParts> {
  const plots = bodies.map((body) => JSON.parse(body) as Plot);
  const pack = await packWithTracesCheck(plots, pause);
  return {
    part: await deflatePart(encodePackFrame(pack), level),
    figures: packFigures(pack),
    // A pack holds its plots in the order given.
    signals: packSignals(pack).map(({ index, kind }) => ({ plotId: plots[index]!.id, kind })),
  };
}
