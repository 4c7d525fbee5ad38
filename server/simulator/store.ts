/**
 * The simulator's state: projects, suppliers, plots and uploads, held in memory and persisted as one JSON
 * snapshot in the data folder (see persistence.ts). Plots reference their supplier by id, so renaming a
 * supplier keeps every link without touching the plots.
 */
import type { Plot, PlotRiskAssessment, Project, Supplier, UploadStatus } from '../../core/api/schemas.ts';

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

/** Change a stored plot only through SimStore.updatePlot: its JSON is cached (SimStore.plotJson). */
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

export interface UploadOptions {
  overwrite: boolean;
  validateForTraces: boolean;
  proceedWithErrors: boolean;
  allowDuplicateGeometries: boolean;
  designatedNameField: string | null;
  shouldMatchOnName: boolean;
}

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
  files: StoredUploadFile[];
  options: UploadOptions | null;
  errorMessages: string[];
  numNotAccepted: number | null;
  numPlots: number | null;
  /** Why it failed (kept for logs and the UI; not a contract field). */
  failureReason: string | null;
}

/** Everything the snapshot holds. */
export interface StoreState {
  version: 1;
  /** Secret of the signed URLs: kept in the snapshot so URLs stay valid across a restart. */
  urlSecret: string;
  nextPlotNumber: number;
  projects: StoredProject[];
  suppliers: StoredSupplier[];
  plots: StoredPlot[];
  uploads: StoredUpload[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class SimStore {
  readonly urlSecret: string;
  private nextPlotNumber: number;
  readonly projects = new Map<string, StoredProject>();
  readonly suppliers = new Map<string, StoredSupplier>();
  /** Insertion order = id order (ids are sequential and never re-inserted). */
  readonly plots = new Map<string, StoredPlot>();
  readonly uploads = new Map<string, StoredUpload>();
  /** Per-project plot lists in id order, rebuilt lazily after a change. */
  private projectPlotIndex: Map<string, StoredPlot[]> | null = null;
  /**
   * Per plot, the JSON of its view without `supplier` and without the closing brace (see plotJson). Why:
   * GET /v1/plots stringified 200 plot views (~1 KB each, mostly geometry) per page, 2-4 ms of server CPU,
   * and the plots benchmark loads 500 pages in a browser that shares 2 cores with this server; a page of
   * cached plots costs less than half. The first serialisation of a plot costs a little more than before
   * (the string is kept), and memory grows by about its JSON size (~1 KB a plot). Keyed by the StoredPlot
   * object, so a deleted plot's entry goes with it; updatePlot drops the plot's entry.
   */
  private plotJsonCache = new WeakMap<StoredPlot, string>();
  private listeners: (() => void)[] = [];

  constructor(state: StoreState) {
    this.urlSecret = state.urlSecret;
    this.nextPlotNumber = state.nextPlotNumber;
    for (const p of state.projects) this.projects.set(p.id, p);
    for (const s of state.suppliers) this.suppliers.set(s.id, s);
    for (const p of [...state.plots].sort((a, b) => (a.id < b.id ? -1 : 1))) this.plots.set(p.id, p);
    for (const u of state.uploads) this.uploads.set(u.id, u);
  }

  /** Called after every change (the persistence layer schedules a snapshot). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Mark the state as changed: call after mutating an object held by the store. */
  touch(): void {
    for (const l of this.listeners) l();
  }

  private plotsChanged(): void {
    this.projectPlotIndex = null;
    this.touch();
  }

  snapshot(): StoreState {
    return {
      version: 1,
      urlSecret: this.urlSecret,
      nextPlotNumber: this.nextPlotNumber,
      projects: [...this.projects.values()],
      suppliers: [...this.suppliers.values()],
      plots: [...this.plots.values()],
      uploads: [...this.uploads.values()],
    };
  }

  // ------------------------------------------------------------------ projects
  projectView(project: StoredProject, activeProjectId: string): Project {
    return { ...project, isActive: project.id === activeProjectId };
  }

  // ------------------------------------------------------------------ suppliers
  suppliersOfProject(projectId: string): StoredSupplier[] {
    return [...this.suppliers.values()].filter((s) => s.projectId === projectId);
  }

  supplierByName(projectId: string, name: string): StoredSupplier | undefined {
    return this.suppliersOfProject(projectId).find((s) => sameName(s.name, name));
  }

  addSupplier(
    projectId: string,
    name: string,
    createdAt: string,
    id: string = crypto.randomUUID(),
  ): StoredSupplier {
    const supplier = { id, name: name.trim(), projectId, createdAt };
    this.suppliers.set(supplier.id, supplier);
    this.touch();
    return supplier;
  }

  renameSupplier(supplier: StoredSupplier, name: string): void {
    supplier.name = name.trim();
    this.touch();
  }

  deleteSupplier(id: string): void {
    this.suppliers.delete(id);
    this.touch();
  }

  plotCounts(projectId: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const p of this.plotsOfProject(projectId))
      counts.set(p.supplierId, (counts.get(p.supplierId) ?? 0) + 1);
    return counts;
  }

  supplierView(supplier: StoredSupplier, plotCount: number): Supplier {
    return { ...supplier, plotCount };
  }

  // ------------------------------------------------------------------ plots
  /** The project's plots in id (= creation) order. Do not mutate the array. */
  plotsOfProject(projectId: string): readonly StoredPlot[] {
    if (!this.projectPlotIndex) {
      const index = new Map<string, StoredPlot[]>();
      for (const p of this.plots.values()) {
        let list = index.get(p.projectId);
        if (!list) index.set(p.projectId, (list = []));
        list.push(p);
      }
      this.projectPlotIndex = index;
    }
    return this.projectPlotIndex.get(projectId) ?? [];
  }

  plotsOfSupplier(supplierId: string): StoredPlot[] {
    const supplier = this.suppliers.get(supplierId);
    if (!supplier) return [];
    return this.plotsOfProject(supplier.projectId).filter((p) => p.supplierId === supplierId);
  }

  newPlotId(): string {
    return `plt-${String(this.nextPlotNumber++).padStart(9, '0')}`;
  }

  addPlots(plots: Iterable<Omit<StoredPlot, 'id'> & { id?: string }>): void {
    for (const p of plots) {
      const plot = { ...p, id: p.id ?? this.newPlotId() };
      this.plots.set(plot.id, plot);
    }
    this.plotsChanged();
  }

  /** The only way to change a stored plot: it also drops the plot's cached JSON (plotJson). */
  updatePlot(plot: StoredPlot, changes: Partial<Omit<StoredPlot, 'id' | 'projectId' | 'createdAt'>>): void {
    Object.assign(plot, changes);
    this.plotJsonCache.delete(plot);
    this.plotsChanged();
  }

  deletePlots(ids: Iterable<string>): void {
    for (const id of ids) this.plots.delete(id);
    this.plotsChanged();
  }

  /**
   * Fills the plot JSON cache for every plot, a slice at a time so requests are served in between. Run at
   * start: the first walk through a large project then costs the server ~1 ms a page instead of ~3 ms
   * (measured with 100k plots: ~1 s of CPU in the background, ~1 KB of memory per plot).
   */
  async warmPlotJson(sliceSize = 2000): Promise<void> {
    let n = 0;
    for (const plot of this.plots.values()) {
      this.plotJson(plot);
      if (++n % sliceSize === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  plotView(plot: StoredPlot): Plot {
    const { supplierId, ...rest } = plot;
    return { ...rest, supplier: this.suppliers.get(supplierId)?.name ?? '' };
  }

  /**
   * `JSON.stringify(this.plotView(plot))`, byte for byte, with everything but the supplier's name cached
   * (plotJsonCache). The name is looked up on every call: renaming a supplier does not touch its plots.
   * Stale only if a plot is mutated other than through updatePlot, which nothing does.
   */
  plotJson(plot: StoredPlot): string {
    let head = this.plotJsonCache.get(plot);
    if (head === undefined) {
      const { supplierId: _supplierId, ...rest } = plot;
      const json = JSON.stringify(rest);
      // The object's JSON open for one more key (its last '}' becomes ','), or '{' if it had no keys.
      head = json === '{}' ? '{' : `${json.slice(0, -1)},`;
      this.plotJsonCache.set(plot, head);
    }
    return `${head}"supplier":${JSON.stringify(this.suppliers.get(plot.supplierId)?.name ?? '')}}`;
  }

  // ------------------------------------------------------------------ uploads
  addUpload(upload: StoredUpload): void {
    this.uploads.set(upload.id, upload);
    this.touch();
  }

  uploadsOfSupplier(supplierId: string): StoredUpload[] {
    return [...this.uploads.values()].filter((u) => u.supplierId === supplierId);
  }
}
