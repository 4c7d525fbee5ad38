/**
 * A project's copy as the server's walk keeps it (server/portfolio/mirror-store.ts), for the suites that
 * test what the server makes of a copy (its overlaps, its packs) without walking a service.
 */
import type { Plot } from '@core/api/schemas.ts';
import { iterateSeedPlots, SEED_PROJECTS, SEED_SUPPLIERS } from '../../server/simulator/geo/seed.ts';
import type { MirrorKey, MirrorStore } from '../../server/portfolio/mirror-store.ts';
import type { PortfolioWalkRow } from '../../server/portfolio/schema.ts';

/** The simulator's seed plots of one project, as its suppliers share them: `count` of them, lazily. */
export function* projectSeed(projectId: string, count: number): Generator<Plot> {
  const project = SEED_PROJECTS.find((p) => p.id === projectId)!;
  let n = 0;
  for (const plot of iterateSeedPlots({
    projects: [project],
    suppliers: SEED_SUPPLIERS.filter((s) => s.projectId === projectId),
    count,
  })) {
    if (n++ === count) return;
    yield plot;
  }
}

/** The names of a seeded project's suppliers. */
export const seedSuppliersOf = (projectId: string): string[] =>
  SEED_SUPPLIERS.filter((s) => s.projectId === projectId).map((s) => s.name);

/**
 * A seed plot's polygon moved east by `share` of its width (a third: a copy over about two thirds of it);
 * any other geometry as it is. The double claims the portfolio suites and benches add to the seed.
 */
export function shifted(g: GeoJSON.Geometry, share = 1 / 3): GeoJSON.Geometry {
  if (g.type !== 'Polygon') return g;
  const xs = g.coordinates[0]!.map((p) => p[0]!);
  const dx = (Math.max(...xs) - Math.min(...xs)) * share;
  return { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(([x, y]) => [x! + dx, y!])) };
}

/** The copy's order: supplier by supplier, each in id order (MirrorStore.plotBodies). */
export const copyOrder = (plots: Plot[]) =>
  [...plots].sort((a, b) =>
    a.supplier === b.supplier ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.supplier < b.supplier ? -1 : 1,
  );

/** A complete walk of `key`'s copy of one plot, as its row (for suites that write or fake the store). */
export const completeWalkRow = (id: string, key: MirrorKey): PortfolioWalkRow => ({
  id,
  connection: key.connection,
  team_id: key.teamId,
  project_id: key.projectId,
  token_hash: 'h',
  started_at: '2026-12-07T09:00:00.000Z',
  completed_at: '2026-12-07T09:01:00.000Z',
  state: 'complete',
  plot_count: 1,
  error: null,
});

/** The token hash the walks kept here are made with (a copy is served to the token it was walked with). */
export const COPY_TOKEN_HASH = 'token-hash';

/**
 * `plots` kept as one complete walk of `key`'s copy at `at`, in pages of `pageSize` (500 as a test's walk
 * keeps them; the benches keep larger pages), as the server's walk keeps them.
 */
export async function keepWalk(
  store: MirrorStore,
  key: MirrorKey,
  plots: Plot[],
  at: string,
  pageSize = 500,
) {
  const walkId = await store.beginWalk(key, COPY_TOKEN_HASH, at, ['']);
  for (let k = 0; k < plots.length; k += pageSize) {
    const page = plots.slice(k, k + pageSize);
    await store.keepPage(
      walkId,
      '',
      page.map((p) => ({ id: p.id, supplier: p.supplier, body: JSON.stringify(p) })),
      k + pageSize >= plots.length ? null : `cursor-${k}`,
    );
  }
  return store.complete(walkId, at);
}

/** The polygon grown around its own box by `share` of its width on every side. */
function around(g: GeoJSON.Geometry, share: number): GeoJSON.Polygon {
  if (g.type !== 'Polygon') throw new Error('a seed plot is a polygon');
  const xs = g.coordinates[0]!.map((p) => p[0]!);
  const ys = g.coordinates[0]!.map((p) => p[1]!);
  const d = (Math.max(...xs) - Math.min(...xs)) * share;
  const [w, s, e, n] = [Math.min(...xs) - d, Math.min(...ys) - d, Math.max(...xs) + d, Math.max(...ys) + d];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}

/**
 * A seeded project's first `count` plots with every kind of overlap the counts tell apart: every 40th
 * claimed again by the next supplier (shifted by a third: a pair between suppliers), every 90th mapped
 * twice by its own supplier (a pair within it, each inside the other), every 70th taken whole by the next
 * supplier (each inside the other), and the 7th's farm drawn around it by its own supplier.
 */
export function claimedSeed(projectId: string, count: number): Plot[] {
  const suppliers = seedSuppliersOf(projectId);
  const otherSupplier = (s: string) => suppliers[(suppliers.indexOf(s) + 1) % suppliers.length]!;
  const plots: Plot[] = [];
  let n = 0;
  for (const p of projectSeed(projectId, count)) {
    plots.push(p);
    n++;
    const again = (id: string, supplier: string, geometry: GeoJSON.Geometry) =>
      plots.push({ ...p, id: `${p.id}-${id}`, name: `${p.name} (${id})`, supplier, geometry });
    if (n % 40 === 0) again('claim', otherSupplier(p.supplier), shifted(p.geometry, 1 / 3));
    if (n % 90 === 0) again('copy', p.supplier, p.geometry);
    if (n % 70 === 0) again('taken', otherSupplier(p.supplier), p.geometry);
    if (n === 7) again('farm', p.supplier, around(p.geometry, 0.5));
    if (n >= count) break;
  }
  return plots;
}
