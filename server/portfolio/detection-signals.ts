/**
 * The deforestation detections near each plot of a copy, as the review items count them
 * (core/review/review-signals.ts; the page finds the same in use-review-detections.ts): the REVIEW_MONTHS
 * monthly exports (contract §7) read with the team's token, each month's deforestation file read as the
 * page reads it (core/formats/shapefile.ts), and the clearings after the cut-off matched with the copy's plots: each clearing as
 * it is and grown by NEAR_M, its box looked up in an index of the clearings' boxes (Flatbush), then the exact
 * test (core/detections/detections.ts exactTouches). Kept per copy in the database (review-counts.ts joins
 * them with the decisions), for the walk they were matched with; read again after DETECTIONS_FRESH_MS or
 * in a new month, as the page's query cache does.
 *
 * A service without the export (404 or 405) has no detections to review, as on the page. One that fails
 * otherwise fails the reading: the counts then wait (the signals kept before, of the same walk, still
 * count).
 */
import bbox from '@turf/bbox';
import Flatbush from 'flatbush';
import type { Kysely } from 'kysely';
import type { Plot } from '@core/api/schemas.ts';
import { detectionsExportSchema } from '@core/api/schemas.ts';
import { detectionOf, exactTouches, type Detection } from '@core/detections/detections.ts';
import { readShapefileZip } from '@core/formats/shapefile.ts';
import {
  isAfterCutoff,
  reviewFootprints,
  reviewMonths,
  signalsOf,
  type DetectionSignal,
} from '@core/review/review-signals.ts';
import type { ReviewConnection } from '@core/api/review.ts';
import type { ServiceFetch } from '../review/service-records.ts';
import { CopyJobs } from './copy-jobs.ts';
import { isWalkKept, type MirrorKey, type MirrorStore } from './mirror-store.ts';
import { copyKeyOf } from './overlaps.ts';
import type {
  PortfolioDetectionSetRow,
  PortfolioReviewTables,
  PortfolioTables,
  PortfolioWalkRow,
} from './schema.ts';

/** How long the exports read are taken as current: the page's query cache keeps them as long. */
export const DETECTIONS_FRESH_MS = 10 * 60_000;
/**
 * What one reading takes from the service, at most: a month's listing, a month's deforestation file (read
 * whole to be unzipped; the simulator's for 100,000 plots is under 100 kB), and clearings after the cut-off
 * in all twelve months together. A service that sends more fails the reading, not the server.
 */
export const DETECTION_LIMITS = {
  listingBytes: 1024 * 1024,
  fileBytes: 64 * 1024 * 1024,
  clearings: 200_000,
};
export type DetectionLimits = typeof DETECTION_LIMITS;

/** Signal rows inserted per statement (6 values each). */
const WRITE_BATCH = 400;

/** The exports could not be read: the service failed, or a file is not a readable zipped shapefile. */
export class DetectionsUnread extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DetectionsUnread';
  }
}

/** "YYYY-MM" of the newest month read. */
const monthOf = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`;

/**
 * The path of a file's URL on the service, as the page resolves it (src/lib/api/client.ts resolveApiUrl):
 * from `/detections-export/` on where the URL has it (the export's files lie beside it, whatever the
 * service's mount), else the URL's whole path.
 */
export function filePathOf(url: string): string {
  const parsed = new URL(url, 'http://service.invalid');
  const at = parsed.pathname.indexOf('/detections-export/');
  return `${at >= 0 ? parsed.pathname.slice(at) : parsed.pathname}${parsed.search}`;
}

/**
 * The body of an answer, refused past `max` bytes: by its stated length before a byte is read, else as
 * the bytes arrive (the rest is not read).
 */
async function bodyOf(response: Response, max: number, what: string): Promise<Uint8Array> {
  const tooLarge = (size: string) =>
    new DetectionsUnread(`${what} is ${size}, more than the ${max.toLocaleString('en')} bytes read at most.`);
  const stated = Number(response.headers.get('content-length') ?? NaN);
  if (stated > max) {
    await response.body?.cancel();
    throw tooLarge(`${stated.toLocaleString('en')} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) break;
    size += read.value.byteLength;
    if (size > max) {
      await reader!.cancel();
      throw tooLarge('larger');
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** Of signals of one detection and one plot, the one that touches (should the answer name both). */
function oncePerPlot(signals: readonly DetectionSignal[]): DetectionSignal[] {
  const byKey = new Map<string, DetectionSignal>();
  for (const s of signals) {
    const key = JSON.stringify([s.plotId, s.detectionId]);
    const seen = byKey.get(key);
    if (!seen || (!seen.touches && s.touches)) byKey.set(key, s);
  }
  return [...byKey.values()];
}

export class PortfolioDetections {
  private readonly jobs: CopyJobs<PortfolioDetectionSetRow>;

  constructor(
    private readonly db: Kysely<PortfolioReviewTables & PortfolioTables>,
    private readonly store: MirrorStore,
    private readonly fetchers: Record<ReviewConnection, ServiceFetch | null>,
    private readonly now: () => Date = () => new Date(),
    private readonly limits: DetectionLimits = DETECTION_LIMITS,
  ) {
    this.jobs = new CopyJobs(store, 'match detections', db);
  }

  /** The copy's kept detections, of whichever walk and age; none before the first reading. */
  kept(key: MirrorKey): Promise<PortfolioDetectionSetRow | undefined> {
    return this.db
      .selectFrom('portfolio_detection_set')
      .selectAll()
      .where('copy_key', '=', copyKeyOf(key))
      .executeTakeFirst();
  }

  /** Whether a kept reading is current: of this month, read less than DETECTIONS_FRESH_MS ago. */
  isFresh(set: PortfolioDetectionSetRow): boolean {
    const now = this.now();
    return (
      set.month === monthOf(reviewMonths(now)[0]!) &&
      now.getTime() - Date.parse(set.read_at) < DETECTIONS_FRESH_MS
    );
  }

  /**
   * The detections of this walk of the copy, current: the kept ones, or read now (after any reading under
   * way). A walk replaced meanwhile gives the newer one's.
   */
  signalsOf(key: MirrorKey, walk: PortfolioWalkRow, token: string): Promise<PortfolioDetectionSetRow> {
    const copyKey = copyKeyOf(key);
    return this.jobs.after(copyKey, key, walk, {
      kept: async () => {
        const set = await this.kept(key);
        return set && this.isFresh(set) ? set : undefined;
      },
      run: (target) => this.run(copyKey, key, target, token),
    });
  }

  private fetcher(connection: string): ServiceFetch {
    const f = this.fetchers[connection as ReviewConnection];
    if (!f) throw new DetectionsUnread(`This server has no ${connection} connection.`);
    return f;
  }

  /** A GET of the service; null for a service without the export (404, 405). */
  private async get(connection: string, path: string, token: string): Promise<Response | null> {
    let response: Response;
    try {
      response = await this.fetcher(connection)(path, token);
    } catch (e) {
      throw new DetectionsUnread(`The service could not be reached (${(e as Error).message}).`);
    }
    if (response.status === 404 || response.status === 405) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { errorMessage?: unknown } | null;
      const said = typeof answer?.errorMessage === 'string' ? `: ${answer.errorMessage}` : '';
      throw new DetectionsUnread(`The service answered ${response.status} to ${path.split('?')[0]}${said}.`);
    }
    return response;
  }

  /** The clearings after the cut-off of the REVIEW_MONTHS months' exports of the project. */
  private async clearings(key: MirrorKey, token: string, months: { year: number; month: number }[]) {
    const detections: Detection[] = [];
    for (const { year, month } of months) {
      const query = new URLSearchParams({
        year: String(year),
        month: String(month),
        projectId: key.projectId,
      });
      const listing = await this.get(key.connection, `/detections-export?${query}`, token);
      if (!listing) return [];
      const text = new TextDecoder().decode(
        await bodyOf(listing, this.limits.listingBytes, `The export listing of ${monthOf({ year, month })}`),
      );
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: said below, as any listing that is not the contract's.
      }
      const parsed = detectionsExportSchema.safeParse(json);
      if (!parsed.success)
        throw new DetectionsUnread(`The export of ${monthOf({ year, month })} is not readable.`);
      for (const file of parsed.data.files) {
        if (file.kind !== 'deforestation') continue;
        const answer = await this.get(key.connection, filePathOf(file.url), token);
        if (!answer) continue;
        const bytes = await bodyOf(answer, this.limits.fileBytes, `The deforestation file ${file.fileName}`);
        // The plot files' own shapefile reader, as the page reads the exports: its zip opened under limits
        // (a file that unzips to gigabytes stops at them), its records walked before they are parsed.
        let read: Awaited<ReturnType<typeof readShapefileZip>>;
        try {
          read = await readShapefileZip(bytes, file.fileName);
        } catch (e) {
          throw new DetectionsUnread(
            `The deforestation file ${file.fileName} could not be read: ${(e as Error).message}`,
          );
        }
        if (read.fatal)
          throw new DetectionsUnread(
            `The deforestation file ${file.fileName} is not a readable zipped shapefile (${read.fatal.message}).`,
          );
        read.features.forEach((f, i) => {
          const d = detectionOf('deforestation', f, i);
          if (d && isAfterCutoff(d.date)) detections.push(d);
        });
        if (detections.length > this.limits.clearings)
          throw new DetectionsUnread(
            `The exports hold more than ${this.limits.clearings.toLocaleString('en')} clearings after the cut-off, more than are matched at most.`,
          );
      }
    }
    return detections;
  }

  private async run(
    copyKey: string,
    key: MirrorKey,
    walk: PortfolioWalkRow,
    token: string,
  ): Promise<PortfolioDetectionSetRow | null> {
    const started = performance.now();
    const now = this.now();
    const months = reviewMonths(now);
    const detections = await this.clearings(key, token, months);
    const touches: { id: string; supplier: string; footprints: number[] }[] = [];
    if (detections.length) {
      const footprints = reviewFootprints(detections);
      const index = new Flatbush(footprints.length);
      for (const f of footprints) {
        const [w, s, e, n] = bbox(f);
        index.add(w, s, e, n);
      }
      index.finish();
      for await (const rows of this.store.plotRecords(walk.id)) {
        for (const { supplier, body } of rows) {
          const plot = JSON.parse(body) as Plot;
          if (!plot.geometry) continue;
          const [w, s, e, n] = bbox(plot.geometry);
          const near = index.search(w, s, e, n);
          if (!near.length) continue;
          const touching = exactTouches(
            plot.geometry,
            footprints,
            near.sort((a, b) => a - b),
          );
          if (touching.length) touches.push({ id: plot.id, supplier, footprints: touching });
        }
        await this.jobs.pause();
      }
    }
    const supplierOf = new Map(touches.map((t) => [t.id, t.supplier]));
    const signals = oncePerPlot(signalsOf(detections, touches));
    const set: PortfolioDetectionSetRow = {
      copy_key: copyKey,
      walk_id: walk.id,
      read_at: now.toISOString(),
      month: monthOf(months[0]!),
      detections: detections.length,
      signals: signals.length,
      ms: Math.round(performance.now() - started),
    };
    return this.db.transaction().execute(async (tx) => {
      // Replaced meanwhile: matched with plots nobody is served any more (done again on the newer walk).
      if (!(await isWalkKept(tx, walk.id))) return null;
      await tx.deleteFrom('portfolio_detection_signal').where('copy_key', '=', copyKey).execute();
      for (let k = 0; k < signals.length; k += WRITE_BATCH)
        await tx
          .insertInto('portfolio_detection_signal')
          .values(
            signals.slice(k, k + WRITE_BATCH).map((s) => ({
              copy_key: copyKey,
              plot_id: s.plotId,
              supplier: supplierOf.get(s.plotId)!,
              detection_id: s.detectionId,
              date: s.date,
              touches: s.touches ? 1 : 0,
            })),
          )
          .execute();
      await tx
        .insertInto('portfolio_detection_set')
        .values(set)
        .onConflict((oc) =>
          oc.column('copy_key').doUpdateSet({
            walk_id: set.walk_id,
            read_at: set.read_at,
            month: set.month,
            detections: set.detections,
            signals: set.signals,
            ms: set.ms,
          }),
        )
        .execute();
      return set;
    });
  }

  /** Whether close() was called. */
  get stopped(): boolean {
    return this.jobs.stopped;
  }

  async close(): Promise<void> {
    await this.jobs.stop();
  }
}
