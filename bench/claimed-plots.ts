/**
 * One project's plots made with the simulator's seed generator (server/simulator/geo/seed.ts: its suppliers,
 * regions and plot shapes), with a realistic share of double claims added: every 50th plot claimed again by
 * another supplier (shifted by a third of its width) and every 200th mapped twice by its own supplier.
 * Shared by the overlap benches (bench/overlaps.ts, bench/server-overlaps.ts).
 */
import type { Plot } from '@core/api/schemas.ts';
import { iterateSeedPlots, SEED_PROJECTS, SEED_SUPPLIERS } from '../server/simulator/geo/seed.ts';
import { shifted } from '../tests/support/portfolio-copies.ts';

const CROSS_EVERY = 50;
const WITHIN_EVERY = 200;

export const claimedProject = SEED_PROJECTS[0];
export const claimedSuppliers = SEED_SUPPLIERS.filter((s) => s.projectId === claimedProject.id);

/** `count` plots in all, the injected claims among them, handed out one by one. */
export function* claimedPlots(count: number, onInjected: () => void = () => undefined): Generator<Plot> {
  let n = 0;
  const names = claimedSuppliers.map((s) => s.name);
  for (const p of iterateSeedPlots({
    projects: [claimedProject],
    suppliers: [...claimedSuppliers],
    count,
  })) {
    if (n >= count) return;
    yield p;
    n++;
    if (n < count && p.geometry?.type === 'Polygon' && (n % CROSS_EVERY === 0 || n % WITHIN_EVERY === 0)) {
      const other =
        n % CROSS_EVERY === 0 ? names[(names.indexOf(p.supplier) + 1) % names.length]! : p.supplier;
      yield { ...p, id: `${p.id}-claim`, supplier: other, geometry: shifted(p.geometry) };
      onInjected();
      n++;
    }
  }
}
