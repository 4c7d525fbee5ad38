/**
 * The simulator's records as the store keeps them (server/simulator/store.ts): projects, suppliers, plots
 * (the contract's Plot with its supplier's id) and uploads, the legacy JSON snapshot they migrate from, and
 * the shape of a plot page query.
 */
import type { PlotRiskAssessment, StartUploadRequest, UploadStatus } from '@core/api/schemas.ts';

export interface StoredProject {
  id: string;
  name: string;
  createdAt: string;
}

export interface StoredSupplier {
  id: string;
  name: string;
  projectId: string;
  createdAt: string;
}

/** A plot as stored: the Plot of the contract with the supplier's id instead of its name. */
export interface StoredPlot {
  /** Sortable (`plt-000000042`): id order is creation order, which cursor pagination relies on. */
  id: string;
  name: string;
  supplierId: string;
  projectId: string;
  country: string;
  areaHa: number;
  createdAt: string;
  updatedAt: string;
  properties: Record<string, unknown>;
  geometry: GeoJSON.Geometry;
  riskAssessment: PlotRiskAssessment | null;
}

export type NewPlot = Omit<StoredPlot, 'id'>;
export type PlotChanges = Partial<Omit<StoredPlot, 'id' | 'projectId' | 'createdAt' | 'supplierId'>>;

/** A started upload's options, each as applied (the contract's shape, core/api/schemas.ts, with defaults filled). */
export type UploadOptions = Required<Omit<StartUploadRequest, 'uploadId'>>;

export interface StoredUploadFile {
  fileName: string;
  /** Bytes received by the last PUT; null while the file was never sent. */
  sizeBytes: number | null;
}

export interface StoredUpload {
  id: string;
  projectId: string;
  supplierId: string;
  kind: 'orgPlotsForSupplier';
  status: UploadStatus;
  /** ms since epoch, by the simulator's clock. */
  createdAt: number;
  /** When it reached a terminal status (ms, simulator clock): pruning counts from here. */
  endedAt?: number | null;
  files: StoredUploadFile[];
  options: UploadOptions | null;
  errorMessages: string[];
  numNotAccepted: number | null;
  numPlots: number | null;
  /** Why it failed (kept for logs and the UI; not a contract field). */
  failureReason: string | null;
}

/** The JSON snapshot of earlier versions (`state.json`), migrated on first start (persistence.ts). */
export interface LegacyState {
  version: 1;
  urlSecret: string;
  nextPlotNumber: number;
  projects: StoredProject[];
  suppliers: StoredSupplier[];
  plots: StoredPlot[];
  uploads: StoredUpload[];
}

export interface PlotQuery {
  projectId: string;
  /** Only this supplier's plots ('' or an unknown id: none). */
  supplierId?: string | null;
  /** Only plots with one of these risk levels (plots without an assessment never match). */
  riskLevels?: readonly string[] | null;
  /** Only plots whose id sorts after this one (the cursor). */
  afterId?: string | null;
  limit: number;
}
