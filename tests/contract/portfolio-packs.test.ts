/**
 * The server's packs of a copy (server/portfolio/packs.ts) against the loader worker's own packing of the
 * same plots (each page of 200 checked against the TRACES rules and packed): the same columns, plot for
 * plot, after the trip through the database and the deflated answer, on both databases the server runs on.
 * And a pack never mixes suppliers nor holds more than PACK_PLOTS; a walk replaced while asked is packed
 * from the newer one; a copy is packed once.
 */
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { concatPacks } from '@core/plot-packs/concat-packs.ts';
import { readFrames, type Frame } from '@core/plot-packs/pack-frames.ts';
import {
  ARRAY_FIELDS,
  packSize,
  TEXT_FIELDS,
  TEXT_ID,
  TRACES_REFUSED,
  type PackedPlots,
} from '@core/plot-packs/packed-plots.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { testPlot } from '@tests/support/plots.ts';
import { openReviewDatabase, type ReviewDatabase } from '../../server/review/database.ts';
import { isWalkKept, MirrorStore, type MirrorKey } from '../../server/portfolio/mirror-store.ts';
import { PACK_PLOTS, PortfolioPacks, type SentPack } from '../../server/portfolio/packs.ts';
import { PackingStopped } from '../../server/portfolio/pack-progress.ts';
import { zlibStream } from '../../server/portfolio/deflated-answer.ts';
import type { PortfolioPackSetRow } from '../../server/portfolio/schema.ts';
import { databaseBackends } from '../support/database-backends.ts';
import { copyOrder, keepWalk, projectSeed } from '../support/portfolio-copies.ts';

const KEY: MirrorKey = { connection: 'simulator', teamId: 'team-1', projectId: 'p-palm' };

/** A bow tie: its ring crosses itself, which TRACES refuses. */
const bowTie: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [101.5, 0.5],
      [101.501, 0.501],
      [101.501, 0.5],
      [101.5, 0.501],
      [101.5, 0.5],
    ],
  ],
};

function plots(): Plot[] {
  const seed = [...projectSeed(KEY.projectId, 600)];
  const [first] = seed;
  return [
    ...seed,
    { ...first!, id: 'bow-tie', name: 'Coopérative Ağaç 🌳', geometry: bowTie },
    {
      ...first!,
      id: 'point-5-ha',
      geometry: { type: 'Point', coordinates: [101.4, 0.4] },
      properties: { Area: 5, note: '<b>data, not HTML</b>' },
    },
    // One supplier at PACK_PLOTS exactly, one a plot over it: one pack, then two.
    ...Array.from({ length: PACK_PLOTS }, (_, i) => testPlot(`full-${i}`, { supplier: 'Full' })),
    ...Array.from({ length: PACK_PLOTS + 1 }, (_, i) => testPlot(`over-${i}`, { supplier: 'Over' })),
  ];
}

/** The packs as a browser receives them: one zlib answer, inflated (checksum checked), read frame by frame. */
async function received(packs: PortfolioPacks, set: PortfolioPackSetRow, first?: string) {
  return receivedOf(packs.frames(set, first));
}

async function receivedOf(sent: AsyncIterable<SentPack>) {
  async function* parts() {
    for await (const { part } of sent) yield part;
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of zlibStream(parts())) chunks.push(chunk);
  async function* body() {
    yield new Uint8Array(inflateSync(Buffer.concat(chunks)));
  }
  const frames: Frame[] = [];
  for await (const frame of readFrames(body())) frames.push(frame);
  return frames.map((f) => {
    if (!('pack' in f)) throw new Error('only packs here');
    return f.pack;
  });
}

const decoder = new TextDecoder();
const idsOf = (p: PackedPlots) =>
  Array.from({ length: packSize(p) }, (_, i) =>
    decoder.decode(
      p.text.subarray(p.textStart[i * TEXT_FIELDS + TEXT_ID], p.textStart[i * TEXT_FIELDS + TEXT_ID + 1]),
    ),
  );
const suppliersOf = (p: PackedPlots) => [...new Set(Array.from(p.supplier, (code) => p.words[code]))];

/** Every column as plain values, word codes as the words they name (each pack numbers its own). */
function columns(p: PackedPlots) {
  const named = ['supplier', 'country', 'project', 'framework'] as const;
  return {
    ...Object.fromEntries(
      ARRAY_FIELDS.filter((k) => !(named as readonly string[]).includes(k)).map((k) => [
        k,
        Array.from(p[k] as ArrayLike<number>),
      ]),
    ),
    ...Object.fromEntries(named.map((k) => [k, Array.from(p[k], (code) => p.words[code] ?? null)])),
  };
}

const backends = databaseBackends();

describe.each(backends)('packs on the server ($name)', (backend) => {
  let database: ReviewDatabase;
  let store: MirrorStore;
  let packs: PortfolioPacks;
  const list = copyOrder(plots());

  /** `packs` full packs of one supplier's plots: the seed's, under new ids. */
  const onePlotsSupplier = (packs: number) =>
    copyOrder(
      Array.from({ length: packs * PACK_PLOTS }, (_, k) => ({
        ...list[k % list.length]!,
        id: `plot-${String(k).padStart(6, '0')}`,
        supplier: 'One',
      })),
    );

  beforeEach(async () => {
    database = await openReviewDatabase({ databaseUrl: await backend.databaseUrl(), sqliteFile: ':memory:' });
    store = new MirrorStore(database.db);
    packs = new PortfolioPacks(database.db, store, () => new Date('2026-12-07T10:00:00.000Z'));
  });
  afterEach(async () => {
    await packs.close();
    await database.close();
  });

  it('sends the columns the worker would have made, plot for plot, the TRACES refusals included', async () => {
    const walk = await keepWalk(store, KEY, list, '2026-12-07T09:00:00.000Z');
    const set = await packs.packsOf(KEY, walk);
    expect(set).toMatchObject({
      walk_id: walk.id,
      plot_count: list.length,
      packed_at: '2026-12-07T10:00:00.000Z',
    });
    const sent = await received(packs, set);
    const worker = [];
    for (let k = 0; k < list.length; k += 200) worker.push(await packWithTracesCheck(list.slice(k, k + 200)));
    expect(columns(concatPacks(sent))).toEqual(columns(concatPacks(worker)));
    const all = concatPacks(sent);
    const refused = idsOf(all).filter((_, i) => all.tracesRefused[i] === TRACES_REFUSED);
    expect(refused).toEqual(['bow-tie', 'point-5-ha']);

    // One supplier per pack, never more than PACK_PLOTS: Full in one pack, Over in two.
    for (const p of sent) expect(suppliersOf(p)).toHaveLength(1);
    const sizes = (name: string) => sent.filter((p) => suppliersOf(p)[0] === name).map(packSize);
    expect(sizes('Full')).toEqual([PACK_PLOTS]);
    expect(sizes('Over')).toEqual([PACK_PLOTS, 1]);

    // A supplier's first, then the rest in the copy's order.
    const firstIds = (await received(packs, set, 'Over')).flatMap(idsOf);
    expect(firstIds.slice(0, PACK_PLOTS + 1).every((id) => id.startsWith('over-'))).toBe(true);
    expect([...firstIds].sort()).toEqual(list.map((p) => p.id).sort());
    expect(await received(packs, set, 'Nobody')).toHaveLength(sent.length);
  });

  it('packs a copy once, again when walked again; a walk replaced before it was packed gives the newer one’s', async () => {
    const walk = await keepWalk(store, KEY, list, '2026-12-07T09:00:00.000Z');
    const set = await packs.packsOf(KEY, walk);
    expect(await packs.packsOf(KEY, walk)).toEqual(set);
    expect(await database.db.selectFrom('portfolio_pack_set').selectAll().execute()).toHaveLength(1);

    // Walked again with one plot renamed: packed again, the older packs replaced.
    const renamed = (name: string) => list.map((p) => (p.id === 'bow-tie' ? { ...p, name } : p));
    const newer = await keepWalk(store, KEY, renamed('Renamed'), '2026-12-07T09:30:00.000Z');
    const nameOf = (sent: PackedPlots, id: string) => {
      const i = idsOf(sent).indexOf(id);
      const at = sent.textStart[i * TEXT_FIELDS + 1]!;
      return decoder.decode(sent.text.subarray(at, sent.textStart[i * TEXT_FIELDS + 2]));
    };
    const again = await packs.packsOf(KEY, newer);
    expect(again.walk_id).toBe(newer.id);
    const repacked = concatPacks(await received(packs, again));
    expect(nameOf(repacked, 'bow-tie')).toBe('Renamed');
    // Only the renamed plot's pack was made again (its supplier has fewer than PACK_PLOTS); the others,
    // Full's and Over's included, were copied; and the whole is what packing from nothing gives.
    const supplier = list.find((p) => p.id === 'bow-tie')!.supplier;
    expect(again.packed_plots).toBe(list.filter((p) => p.supplier === supplier).length);
    expect(again.plot_count).toBe(list.length);
    const fromNothing = [];
    for (let k = 0; k < list.length; k += 200)
      fromNothing.push(await packWithTracesCheck(renamed('Renamed').slice(k, k + 200)));
    expect(columns(repacked)).toEqual(columns(concatPacks(fromNothing)));
    const sizes = await database.db.selectFrom('portfolio_pack').select(['size', 'bytes']).execute();
    expect(sizes.reduce((n, r) => n + r.size, 0)).toBe(again.bytes);
    for (const r of sizes) expect(r.bytes.length).toBe(r.size);
    expect(set.packed_plots).toBe(list.length);
    const walksOfPacks = () =>
      database.db.selectFrom('portfolio_pack').select('walk_id').distinct().execute();
    expect(await walksOfPacks()).toEqual([{ walk_id: newer.id }]);

    // Asked for a walk that a newer one replaced before it was packed: the newer one's packs.
    const third = await keepWalk(store, KEY, renamed('Third'), '2026-12-07T10:00:00.000Z');
    const fourth = await keepWalk(store, KEY, renamed('Fourth'), '2026-12-07T10:30:00.000Z');
    expect(await store.walk(third.id)).toBeUndefined();
    const latest = await packs.packsOf(KEY, third);
    expect(latest.walk_id).toBe(fourth.id);
    expect(nameOf(concatPacks(await received(packs, latest)), 'bow-tie')).toBe('Fourth');
    expect(await walksOfPacks()).toEqual([{ walk_id: fourth.id }]);
  });

  it('a pack that cannot be written stops the packing there, not after the rest of the project', async () => {
    const many = onePlotsSupplier(12);
    const walk = await keepWalk(store, KEY, many, '2026-12-07T09:00:00.000Z', 2000);
    // The database refuses every pack (a full disk, say).
    if (backend.name === 'SQLite')
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON portfolio_pack BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(
        database.db,
      );
    else {
      await sql`CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`.execute(
        database.db,
      );
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON portfolio_pack FOR EACH ROW EXECUTE FUNCTION refuse()`.execute(
        database.db,
      );
    }
    let read = 0;
    const records = store.plotRecords.bind(store);
    store.plotRecords = async function* (walkId: string, first?: string) {
      for await (const rows of records(walkId, first)) {
        read += rows.length;
        yield rows;
      }
    };
    await expect(packs.packsOf(KEY, walk)).rejects.toThrow('disk full');
    // The first pack's write failed while the next ones were made: a few were read past it (as many as a
    // busy machine's zlib threads took to deflate the first), not the project's twelve.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(many.length / 2);
    expect(await database.db.selectFrom('portfolio_pack_set').selectAll().execute()).toEqual([]);
  });

  it('a plot text that cannot be packed fails the packing with the reason, and nothing else', async () => {
    // Three packs' worth; the second's first text is cut short (a copy damaged on disk).
    const many = onePlotsSupplier(3);
    const walkId = await store.beginWalk(KEY, 'token-hash', '2026-12-07T09:00:00.000Z', ['']);
    await store.keepPage(
      walkId,
      '',
      many.map((p, k) => ({
        id: p.id,
        supplier: p.supplier,
        body: k === PACK_PLOTS ? JSON.stringify(p).slice(0, 40) : JSON.stringify(p),
      })),
      null,
    );
    const walk = await store.complete(walkId, '2026-12-07T09:00:00.000Z');
    // An unhandled rejection (a later pack failing while an earlier one is written) fails the run too.
    await expect(packs.packsOf(KEY, walk)).rejects.toThrow(/packing failed: .*JSON/);
    expect(await database.db.selectFrom('portfolio_pack_set').selectAll().execute()).toEqual([]);
  });

  it('tells a kept walk from one a newer walk of the copy replaced, inside a transaction too (isWalkKept)', async () => {
    const older = await keepWalk(store, KEY, list, '2026-12-07T09:00:00.000Z');
    expect(await isWalkKept(database.db, older.id)).toBe(true);
    const newer = await keepWalk(store, KEY, list, '2026-12-07T09:30:00.000Z');
    expect(await isWalkKept(database.db, older.id)).toBe(false);
    expect(await database.db.transaction().execute((tx) => isWalkKept(tx, newer.id))).toBe(true);
    expect(await isWalkKept(database.db, 'no-such-walk')).toBe(false);
  });

  it('sends a supplier’s page its supplier’s packs alone, while the walk is packed and once kept', async () => {
    // "Over" has two packs: followed as each is written, then read from the set.
    const next = await keepWalk(store, KEY, list, '2026-12-07T09:00:00.000Z');
    const over = await packs.sendable(KEY, next, { only: 'Over' });
    expect(over).toMatchObject({ walkId: next.id, plotCount: PACK_PLOTS + 1 });
    expect(await database.db.selectFrom('portfolio_pack_set').selectAll().execute()).toEqual([]);
    const overPacks = await receivedOf(over.packs);
    expect(overPacks.map(suppliersOf)).toEqual([['Over'], ['Over']]);
    const overIds = list.filter((p) => p.supplier === 'Over').map((p) => p.id);
    expect(overPacks.flatMap(idsOf)).toEqual(overIds);
    // Once kept: the same plots, counted from the set.
    const keptOver = await packs.sendable(KEY, next, { only: 'Over' });
    expect(keptOver.plotCount).toBe(PACK_PLOTS + 1);
    expect((await receivedOf(keptOver.packs)).flatMap(idsOf)).toEqual(overIds);
    expect(await packs.sendable(KEY, next, { only: 'Nobody' })).toMatchObject({ plotCount: 0 });
  });

  it('sends a reader who arrives while the walk is packed each pack as it is written, and says a stop', async () => {
    const walk = await keepWalk(store, KEY, list, '2026-12-07T09:00:00.000Z');
    const sendable = await packs.sendable(KEY, walk);
    expect(sendable).toMatchObject({ walkId: walk.id, plotCount: list.length });
    const got: SentPack[] = [];
    for await (const pack of sendable.packs) {
      // The first pack arrives while the packing is under way: the set is not made yet.
      if (!got.length)
        expect(await database.db.selectFrom('portfolio_pack_set').selectAll().execute()).toEqual([]);
      got.push(pack);
    }
    const set = await packs.packsOf(KEY, walk);
    expect(got.reduce((n, p) => n + p.plots, 0)).toBe(set.plot_count);
    const kept: SentPack[] = [];
    for await (const pack of packs.frames(set)) kept.push(pack);
    expect(got.map((p) => [p.plots, p.part.adler, p.part.length])).toEqual(
      kept.map((p) => [p.plots, p.part.adler, p.part.length]),
    );

    // Stopped midway (the server shuts down): the reader is told, never handed a shorter copy as whole.
    const newer = await keepWalk(
      store,
      KEY,
      copyOrder([...list, testPlot('late', { supplier: 'Late' })]),
      '2026-12-07T09:30:00.000Z',
    );
    const cut = await packs.sendable(KEY, newer);
    const stopping = packs.close();
    const reading = (async () => {
      let plots = 0;
      for await (const pack of cut.packs) plots += pack.plots;
      return plots;
    })();
    await expect(reading).rejects.toBeInstanceOf(PackingStopped);
    await stopping;
    // Nothing of the stopped packing is served: the set is still the older walk's.
    expect((await packs.packsOf(KEY, walk)).walk_id).toBe(walk.id);
  });
});
