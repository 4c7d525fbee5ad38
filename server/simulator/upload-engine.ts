/**
 * Walks uploads through their states (contract §3) on timers scaled by `speed`:
 *   evaluating (≈3 s) → evaluated (with errors, waits) or ingesting (≈2 s) → finished; failed on a bad file.
 * Evaluation streams each stored file through the shared rule module (core/plot-rules), feature by feature,
 * so the simulator reports exactly what the browser's checker predicts. Ingestion streams the files again
 * and keeps the accepted features, instead of holding every feature in memory between the two steps; that
 * also makes an upload caught mid-way by a restart simply resume.
 */
import * as plotRules from '@core/plot-rules/index.ts';
import type { CheckOptions } from '@core/plot-rules/index.ts';
import { roundHa } from '@core/geo/hectares.ts';
import {
  IN_PROGRESS_UPLOAD_STATUSES,
  isTerminalUploadStatus,
  type Upload,
  type UploadStatus,
} from '@core/api/schemas.ts';
import { areaHaOf, assessPlot, countryOfGeometry } from './geo/assess.ts';
import type { NewPlot, StoredUpload, UploadOptions } from './records.ts';
import type { SimStore } from './store.ts';
import type { UploadFiles } from './upload-files.ts';

export const UPLOAD_TTL_MS = 60 * 60 * 1000;
const EVALUATING_MS = 3000;
const INGESTING_MS = 2000;

/**
 * Bounds of an upload's error messages, shown by every status poll and stored with the upload: more help
 * nobody, and a hostile file (a 600 KB file name in each of 1,001 messages) must not grow the state.
 */
export const ERROR_LIMITS = { messages: 1000, messageChars: 1000, totalBytes: 256 * 1024 } as const;

/** Collects error messages within ERROR_LIMITS while a file is checked; the rest are only counted. */
export class ErrorMessages {
  readonly messages: string[] = [];
  private bytes = 0;
  private dropped = 0;

  add(message: string): void {
    const text =
      message.length > ERROR_LIMITS.messageChars
        ? `${message.slice(0, ERROR_LIMITS.messageChars - 1)}…`
        : message;
    const size = Buffer.byteLength(text);
    if (this.messages.length >= ERROR_LIMITS.messages || this.bytes + size > ERROR_LIMITS.totalBytes) {
      this.dropped++;
      return;
    }
    this.messages.push(text);
    this.bytes += size;
  }

  /** The kept messages, and one line saying how many more there were and why they are not listed. */
  result(): string[] {
    if (this.dropped === 0) return this.messages;
    return [
      ...this.messages,
      `… and ${this.dropped} more problems (an upload lists at most ${ERROR_LIMITS.messages} messages, ` +
        `${ERROR_LIMITS.totalBytes / 1024} KB in all; each message is cut at ${ERROR_LIMITS.messageChars} characters).`,
    ];
  }
}

/** Terminal uploads are deleted (with their files) this long after they ended (SIM_UPLOAD_RETENTION_DAYS). */
export const DEFAULT_UPLOAD_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const checkOptionsOf = (upload: StoredUpload): CheckOptions => plotRules.checkOptionsOfStart(upload.options);

export const isInProgress = (status: UploadStatus) => IN_PROGRESS_UPLOAD_STATUSES.includes(status);

/** The upload as GET /v1/bulk-uploads/status shows it. */
export function uploadView(store: SimStore, u: StoredUpload): Upload {
  const showErrors = u.status === 'evaluated' || u.status === 'ingesting';
  return {
    uploadId: u.id,
    supplier: store.suppliers.get(u.supplierId)?.name ?? '',
    kind: u.kind,
    status: u.status,
    createdAt: new Date(u.createdAt).toISOString(),
    // Spec: messages only while evaluated or ingesting, else []; numNotAccepted omitted outside them.
    errorMessages: showErrors ? u.errorMessages : [],
    ...(showErrors ? { numNotAccepted: u.numNotAccepted ?? 0 } : {}),
    isOverwrite: u.options?.overwrite ?? false,
    files: u.files.map((f) => ({ fileName: f.fileName, sizeBytes: f.sizeBytes ?? 0 })),
    ...(u.numPlots === null ? {} : { numPlots: u.numPlots }),
    ...(u.status === 'failed' && u.failureReason ? { failureMessage: u.failureReason } : {}),
  };
}

interface InflightPut {
  controller: AbortController;
  done: Promise<unknown>;
}

export class UploadEngine {
  private closed = false;
  private timers = new Set<NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout;
  /** Signed-URL PUTs being received, per upload: aborted when the upload starts. */
  private inflight = new Map<string, Set<InflightPut>>();
  /** Uploads being started: their files no longer change, and their supplier counts as busy. */
  private sealed = new Set<string>();

  constructor(
    private readonly deps: {
      store: SimStore;
      files: UploadFiles;
      now: () => number;
      speed: number;
      /** Terminal uploads older than this are deleted (default DEFAULT_UPLOAD_RETENTION_MS). */
      retentionMs?: number;
    },
  ) {
    // Expiry is also checked on every access; the sweep frees disk space of forgotten uploads and prunes.
    this.sweeper = setInterval(() => this.sweepExpired(), 5000);
    this.sweeper.unref();
  }

  /**
   * After a restart: removes crash leftovers from the upload folder, resumes uploads caught mid-way, and
   * expires or prunes the overdue ones.
   */
  async resume(): Promise<void> {
    const { store, files } = this.deps;
    this.sweepExpired();
    await files.sweep((id) => {
      const u = store.uploads.get(id);
      return u !== undefined && !isTerminalUploadStatus(u.status);
    });
    for (const u of store.uploads.values()) {
      if (u.status === 'evaluating') void this.evaluate(u);
      else if (u.status === 'ingesting') void this.ingest(u);
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const puts of this.inflight.values()) for (const p of puts) p.controller.abort();
  }

  /** `created` uploads not started within 60 minutes become `expired` and lose their files. */
  expireIfDue(u: StoredUpload): void {
    if (u.status === 'created' && !this.sealed.has(u.id) && this.deps.now() - u.createdAt >= UPLOAD_TTL_MS)
      this.finish(u, 'expired');
  }

  sweepExpired(): void {
    const retention = this.deps.retentionMs ?? DEFAULT_UPLOAD_RETENTION_MS;
    const now = this.deps.now();
    for (const u of [...this.deps.store.uploads.values()]) {
      this.expireIfDue(u);
      const ended = u.endedAt ?? u.createdAt;
      if (isTerminalUploadStatus(u.status) && now - ended >= retention) {
        this.deps.store.deleteUpload(u.id);
        void this.deps.files.remove(u.id);
      }
    }
  }

  /** In progress (evaluating, evaluated, ingesting) or being started. */
  isBusy(u: StoredUpload): boolean {
    return isInProgress(u.status) || this.sealed.has(u.id);
  }

  /** A PUT may still replace the upload's files (it is `created` and not being started). */
  acceptsFiles(u: StoredUpload): boolean {
    return u.status === 'created' && !this.sealed.has(u.id);
  }

  /**
   * Runs a signed-URL PUT of `u`'s file, registered so that starting the upload aborts it. `receive` gets
   * the abort signal and must call `check` right before the file replaces the previous one.
   */
  async receivePut<T>(u: StoredUpload, receive: (signal: AbortSignal, check: () => void) => Promise<T>) {
    const controller = new AbortController();
    let puts = this.inflight.get(u.id);
    if (!puts) this.inflight.set(u.id, (puts = new Set()));
    const check = () => {
      if (!this.acceptsFiles(u)) throw new FilesSealedError(u.status);
    };
    const done = receive(controller.signal, check);
    const entry = { controller, done };
    puts.add(entry);
    try {
      return await done;
    } finally {
      puts.delete(entry);
      if (puts.size === 0) this.inflight.delete(u.id);
    }
  }

  /**
   * Starts a `created` upload: from now on no PUT changes its files (those in flight are aborted and
   * awaited), then `evaluating` is committed with the start options.
   */
  async begin(u: StoredUpload, options: UploadOptions): Promise<void> {
    this.sealed.add(u.id);
    try {
      const puts = [...(this.inflight.get(u.id) ?? [])];
      for (const p of puts) p.controller.abort();
      await Promise.allSettled(puts.map((p) => p.done));
      this.deps.store.updateUpload(u, { options, status: 'evaluating' });
    } finally {
      this.sealed.delete(u.id);
    }
    void this.evaluate(u);
  }

  /** True while `begin` runs for this upload (a second start must not begin it twice). */
  isStarting(u: StoredUpload): boolean {
    return this.sealed.has(u.id);
  }

  proceed(u: StoredUpload): void {
    this.deps.store.updateUpload(u, {
      options: { ...u.options!, proceedWithErrors: true },
      status: 'ingesting',
    });
    void this.ingest(u);
  }

  cancel(u: StoredUpload): void {
    this.finish(u, 'cancelled');
  }

  private finish(
    u: StoredUpload,
    status: 'finished' | 'failed' | 'cancelled' | 'expired',
    reason?: string,
    commitWith?: () => void,
  ): void {
    const changes: Partial<StoredUpload> = { status, endedAt: this.deps.now() };
    if (reason) changes.failureReason = reason;
    this.deps.store.updateUpload(u, changes, commitWith);
    // Terminal and committed: the files have served their purpose (or, expired, must go per the spec).
    void this.deps.files.remove(u.id);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        resolve();
      }, ms / this.deps.speed);
      this.timers.add(t);
    });
  }

  /** Streams every sent file through the rule module; `onAccepted` receives each accepted feature. */
  private async checkFiles(
    u: StoredUpload,
    onAccepted?: (feature: GeoJSON.Feature, name: string | null) => void,
  ): Promise<{ fatal: string | null; errors: string[]; notAccepted: number; numPlots: number }> {
    const options = checkOptionsOf(u);
    const state = plotRules.createUploadCheckState();
    const errors = new ErrorMessages();
    let notAccepted = 0;
    let numPlots = 0;
    for (const [index, file] of u.files.entries()) {
      if (file.sizeBytes === null) continue;
      const summary = await plotRules.checkFileStream(
        file.fileName,
        this.deps.files.read(u.id, index),
        options,
        state,
        {
          onFeature: (f) => {
            if (!f.acceptedByEvaluation) notAccepted++;
            else if (f.feature) onAccepted?.(f.feature, f.name);
          },
        },
      );
      if (summary.fatal) {
        const fatal = new ErrorMessages();
        fatal.add(plotRules.evaluationMessage(summary.fatal));
        return {
          fatal: fatal.messages[0] ?? 'The file could not be read.',
          errors: [],
          notAccepted,
          numPlots,
        };
      }
      numPlots += summary.featureCount;
      for (const p of summary.problems) {
        if (plotRules.isBlockingForEvaluation(p, options)) errors.add(plotRules.evaluationMessage(p));
      }
    }
    return { fatal: null, errors: errors.result(), notAccepted, numPlots };
  }

  private async evaluate(u: StoredUpload): Promise<void> {
    try {
      const [result] = await Promise.all([this.checkFiles(u), this.sleep(EVALUATING_MS)]);
      if (this.closed || u.status !== 'evaluating') return;
      if (result.fatal) return this.finish(u, 'failed', result.fatal);
      const hasErrors = result.errors.length > 0 || result.notAccepted > 0;
      const counts = {
        errorMessages: result.errors,
        numNotAccepted: result.notAccepted,
        numPlots: result.numPlots,
      };
      if (hasErrors && !u.options?.proceedWithErrors) {
        this.deps.store.updateUpload(u, { ...counts, status: 'evaluated' });
        return;
      }
      this.deps.store.updateUpload(u, { ...counts, status: 'ingesting' });
      void this.ingest(u);
    } catch (e) {
      if (this.closed) return;
      console.error(`simulator: evaluation of upload ${u.id} failed`, e);
      this.finish(u, 'failed', 'Evaluation failed: the files could not be read. Upload them again.');
    }
  }

  private async ingest(u: StoredUpload): Promise<void> {
    try {
      const accepted: { feature: GeoJSON.Feature; name: string | null }[] = [];
      const [result] = await Promise.all([
        this.checkFiles(u, (feature, name) => accepted.push({ feature, name })),
        this.sleep(INGESTING_MS),
      ]);
      if (this.closed || u.status !== 'ingesting') return;
      if (result.fatal) return this.finish(u, 'failed', result.fatal);
      // The plots and `finished` in one transaction: a crash leaves either both or neither.
      this.finish(u, 'finished', undefined, () => this.writePlots(u, accepted));
    } catch (e) {
      if (this.closed) return;
      console.error(`simulator: ingestion of upload ${u.id} failed`, e);
      this.finish(u, 'failed', 'Ingestion failed: the plots could not be stored. Upload them again.');
    }
  }

  /** Creates plots, or updates them matched by name; with overwrite, removes the supplier's other plots. */
  private writePlots(u: StoredUpload, accepted: { feature: GeoJSON.Feature; name: string | null }[]): void {
    const { store } = this.deps;
    const options = checkOptionsOf(u);
    const nameField = options.designatedNameField ?? 'ProductionPlace';
    const existing = store.plotNamesOfSupplier(u.supplierId);
    const byName = new Map(options.shouldMatchOnName ? existing.map((p) => [p.name, p.id]) : []);
    const now = new Date(this.deps.now()).toISOString();
    const kept = new Set<string>();
    const created: NewPlot[] = [];
    for (const { feature, name } of accepted) {
      if (!feature.geometry) continue;
      const properties = { ...(feature.properties ?? {}) };
      const plotName = name ?? String(properties[nameField] ?? '');
      const geometry = feature.geometry;
      const areaHa = roundHa(areaHaOf(geometry));
      const fields = {
        name: plotName,
        country: countryOfGeometry(geometry),
        areaHa,
        properties,
        geometry,
        riskAssessment: assessPlot(geometry, { assessedAt: now, areaHa }),
        updatedAt: now,
      };
      const match = byName.get(plotName);
      if (match !== undefined) {
        store.updatePlot(match, fields);
        kept.add(match);
      } else {
        created.push({ ...fields, supplierId: u.supplierId, projectId: u.projectId, createdAt: now });
      }
    }
    if (u.options?.overwrite) {
      store.deletePlots(
        existing
          .filter((p) => !kept.has(p.id))
          .map((p) => ({ id: p.id, projectId: u.projectId, supplierId: u.supplierId })),
      );
    }
    store.addPlots(created);
  }
}

/** A PUT that arrived (or finished) after its upload was started. */
export class FilesSealedError extends Error {
  constructor(readonly status: UploadStatus) {
    super('The upload has started; its files can no longer change.');
  }
}
