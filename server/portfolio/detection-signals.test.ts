import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReviewDatabase, type ReviewDatabase } from '../review/database.ts';
import type { ServiceFetch } from '../review/service-records.ts';
import { simulatedExports } from '../../tests/support/detection-exports.ts';
import { claimedSeed, copyOrder, keepWalk } from '../../tests/support/portfolio-copies.ts';
import {
  DETECTION_LIMITS,
  filePathOf,
  PortfolioDetections,
  type DetectionLimits,
} from './detection-signals.ts';
import { MirrorStore, type MirrorKey } from './mirror-store.ts';

describe('filePathOf', () => {
  it('finds the export’s files beside it, whatever the service is mounted under', () => {
    expect(filePathOf('http://127.0.0.1:5173/api/simulator/detections-export/files/a.zip?projectId=p1')).toBe(
      '/detections-export/files/a.zip?projectId=p1',
    );
    expect(filePathOf('/detections-export/files/deforestation-2026-12.zip')).toBe(
      '/detections-export/files/deforestation-2026-12.zip',
    );
  });

  it('takes the whole path of a URL that is not beside the export, and never its host', () => {
    expect(filePathOf('https://elsewhere.example/v1/files/z.zip?sig=1')).toBe('/v1/files/z.zip?sig=1');
    // A name that only ends like the export is not it.
    expect(filePathOf('https://x.example/my-detections-export.zip')).toBe('/my-detections-export.zip');
  });
});

describe('PortfolioDetections: what the service sends is bounded', () => {
  const KEY: MirrorKey = { connection: 'simulator', teamId: 'team-1', projectId: 'p-cocoa' };
  const NOW = new Date('2026-12-07T10:00:00.000Z');
  const plots = copyOrder(claimedSeed(KEY.projectId, 200));
  let database: ReviewDatabase;
  let store: MirrorStore;
  beforeEach(async () => {
    database = await openReviewDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    store = new MirrorStore(database.db);
  });
  afterEach(() => database.close());

  /** Reads the detections of the plots' copy through `fetch`, under `limits`. */
  async function read(fetch: ServiceFetch, limits: Partial<DetectionLimits> = {}) {
    const walk = await keepWalk(store, KEY, plots, '2026-12-07T09:00:00.000Z');
    const detections = new PortfolioDetections(
      database.db,
      store,
      { simulator: fetch, live: null },
      () => NOW,
      {
        ...DETECTION_LIMITS,
        ...limits,
      },
    );
    return detections.signalsOf(KEY, walk, 'token');
  }

  /** The simulator's exports, but `path`s answered by `answer`. */
  const exportsBut = (answer: (path: string) => Response | null) =>
    simulatedExports(plots, KEY.projectId, NOW, answer).fetch;

  it('reads every month under the limits, and matches the clearings with the plots', async () => {
    const set = await read(simulatedExports(plots, KEY.projectId, NOW).fetch);
    expect(set.month).toBe('2026-12');
    expect(set.detections).toBeGreaterThan(0);
    expect(set.signals).toBeGreaterThan(0);
  });

  it('refuses a listing that says it is larger than read at most, before reading it', async () => {
    const fetch = exportsBut((path) =>
      path.startsWith('/detections-export?')
        ? new Response('{}', { headers: { 'content-length': '2000000' } })
        : null,
    );
    await expect(read(fetch)).rejects.toThrow(
      'The export listing of 2026-12 is 2,000,000 bytes, more than the 1,048,576 bytes read at most.',
    );
  });

  it('stops reading a file that sends more than read at most, without saying its length', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const fetch = exportsBut((path) =>
      path.startsWith('/detections-export/files/deforestation-2026-12') ? new Response(endless) : null,
    );
    await expect(read(fetch, { fileBytes: 10_000 })).rejects.toThrow(
      'The deforestation file deforestation-2026-12.zip is larger, more than the 10,000 bytes read at most.',
    );
    // What was read: the limit and the chunk past it, with what the stream had queued ahead.
    expect(sent).toBeLessThan(20 * 1024);
  });

  it('says which file is not a zipped shapefile, and which listing is not the contract’s', async () => {
    const notZip = exportsBut((path) =>
      path.startsWith('/detections-export/files/deforestation-2026-11') ? new Response('not a zip') : null,
    );
    await expect(read(notZip)).rejects.toThrow(
      /^The deforestation file deforestation-2026-11\.zip is not a readable zipped shapefile/,
    );
    const notListing = exportsBut((path) =>
      path.startsWith('/detections-export?year=2026&month=10') ? new Response('<html>') : null,
    );
    await expect(read(notListing)).rejects.toThrow('The export of 2026-10 is not readable.');
  });

  it('refuses more clearings than are matched at most', async () => {
    await expect(read(simulatedExports(plots, KEY.projectId, NOW).fetch, { clearings: 3 })).rejects.toThrow(
      'The exports hold more than 3 clearings after the cut-off, more than are matched at most.',
    );
  });
});
