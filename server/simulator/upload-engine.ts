/**
 * Walks uploads through their states (contract §3) on timers scaled by `speed`:
 *   evaluating (≈3 s) → evaluated (with errors, waits) or ingesting (≈2 s) → finished; failed on a bad file.
 * Evaluation streams each stored file through the shared rule module (core/plot-rules), feature by feature,
 * so the simulator reports exactly what the browser's checker predicts. Ingestion streams the files again
 * and keeps the accepted features, instead of holding every feature in memory between the two steps; that
 * also makes an upload caught mid-way by a restart simply resume.
 */
import * as plotRules from '../../core/plot-rules/index.ts';
import type { CheckOptions } from '../../core/plot-rules/index.ts';
import { IN_PROGRESS_UPLOAD_STATUSES, type Upload, type UploadStatus } from '../../core/api/schemas.ts';
import { areaHaOf, assessPlot, countryOfGeometry } from './geo/assess.ts';
import type { SimStore, StoredPlot, StoredUpload } from './store.ts';
import type { UploadFiles } from './upload-files.ts';

export const UPLOAD_TTL_MS = 60 * 60 * 1000;
const EVALUATING_MS = 3000;
const INGESTING_MS = 2000;
/** More messages than this help nobody and bloat every status poll. */
const MAX_ERROR_MESSAGES = 1000;

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

export class UploadEngine {
  private closed = false;
  private timers = new Set<NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout;

  constructor(
    private readonly deps: { store: SimStore; files: UploadFiles; now: () => number; speed: number },
  ) {
    // Expiry is also checked on every access; the sweep only frees disk space of forgotten uploads.
    this.sweeper = setInterval(() => this.sweepExpired(), 5000);
    this.sweeper.unref();
  }

  /** Resume uploads a restart caught mid-way; expire the overdue ones. */
  resume(): void {
    for (const u of this.deps.store.uploads.values()) {
      if (u.status === 'evaluating') void this.evaluate(u);
      else if (u.status === 'ingesting') void this.ingest(u);
    }
    this.sweepExpired();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** `created` uploads not started within 60 minutes become `expired` and lose their files. */
  expireIfDue(u: StoredUpload): void {
    if (u.status === 'created' && this.deps.now() - u.createdAt >= UPLOAD_TTL_MS) this.finish(u, 'expired');
  }

  sweepExpired(): void {
    for (const u of this.deps.store.uploads.values()) this.expireIfDue(u);
  }

  begin(u: StoredUpload): void {
    this.setStatus(u, 'evaluating');
    void this.evaluate(u);
  }

  proceed(u: StoredUpload): void {
    this.setStatus(u, 'ingesting');
    void this.ingest(u);
  }

  cancel(u: StoredUpload): void {
    this.finish(u, 'cancelled');
  }

  private setStatus(u: StoredUpload, status: UploadStatus): void {
    u.status = status;
    this.deps.store.touch();
  }

  private finish(
    u: StoredUpload,
    status: 'finished' | 'failed' | 'cancelled' | 'expired',
    reason?: string,
  ): void {
    u.status = status;
    if (reason) u.failureReason = reason;
    this.deps.store.touch();
    // Terminal: the files have served their purpose (or, expired, must be deleted per the spec).
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
    const errors: string[] = [];
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
      if (summary.fatal)
        return { fatal: plotRules.evaluationMessage(summary.fatal), errors, notAccepted, numPlots };
      numPlots += summary.featureCount;
      for (const p of summary.problems) {
        if (plotRules.isBlockingForEvaluation(p, options)) errors.push(plotRules.evaluationMessage(p));
      }
    }
    if (errors.length > MAX_ERROR_MESSAGES) {
      const more = errors.length - MAX_ERROR_MESSAGES;
      errors.splice(MAX_ERROR_MESSAGES, more, `… and ${more} more problems`);
    }
    return { fatal: null, errors, notAccepted, numPlots };
  }

  private async evaluate(u: StoredUpload): Promise<void> {
    try {
      const [result] = await Promise.all([this.checkFiles(u), this.sleep(EVALUATING_MS)]);
      if (this.closed || u.status !== 'evaluating') return;
      if (result.fatal) return this.finish(u, 'failed', result.fatal);
      u.errorMessages = result.errors;
      u.numNotAccepted = result.notAccepted;
      u.numPlots = result.numPlots;
      const hasErrors = result.errors.length > 0 || result.notAccepted > 0;
      if (hasErrors && !u.options?.proceedWithErrors) return this.setStatus(u, 'evaluated');
      this.proceed(u);
    } catch (e) {
      if (this.closed) return;
      console.error(`simulator: evaluation of upload ${u.id} failed`, e);
      this.finish(u, 'failed', `Evaluation failed: ${(e as Error).message}`);
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
      this.writePlots(u, accepted);
      this.finish(u, 'finished');
    } catch (e) {
      if (this.closed) return;
      console.error(`simulator: ingestion of upload ${u.id} failed`, e);
      this.finish(u, 'failed', `Ingestion failed: ${(e as Error).message}`);
    }
  }

  /** Creates plots, or updates them matched by name; with overwrite, removes the supplier's other plots. */
  private writePlots(u: StoredUpload, accepted: { feature: GeoJSON.Feature; name: string | null }[]): void {
    const { store } = this.deps;
    const options = checkOptionsOf(u);
    const nameField = options.designatedNameField ?? 'ProductionPlace';
    const existing = store.plotsOfSupplier(u.supplierId);
    const byName = new Map(options.shouldMatchOnName ? existing.map((p) => [p.name, p]) : []);
    const now = new Date(this.deps.now()).toISOString();
    const kept = new Set<string>();
    const created: Omit<StoredPlot, 'id'>[] = [];
    for (const { feature, name } of accepted) {
      if (!feature.geometry) continue;
      const properties = { ...(feature.properties ?? {}) };
      const plotName = name ?? String(properties[nameField] ?? '');
      const geometry = feature.geometry;
      const areaHa = Math.round(areaHaOf(geometry) * 10_000) / 10_000;
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
      if (match) {
        store.updatePlot(match, fields);
        kept.add(match.id);
      } else {
        created.push({ ...fields, supplierId: u.supplierId, projectId: u.projectId, createdAt: now });
      }
    }
    if (u.options?.overwrite) store.deletePlots(existing.filter((p) => !kept.has(p.id)).map((p) => p.id));
    store.addPlots(created);
  }
}
