/**
 * The simulator's state in an embedded SQLite database (better-sqlite3), `simulator.db` in the data folder.
 *
 * Durability: WAL journal with `synchronous=NORMAL`. Every transaction is written to the WAL file (handed
 * to the operating system) before the method that made it returns, and routes answer 2xx only after that,
 * so a crash of the process (SIGKILL included) at any moment loses nothing committed and never leaves half a
 * change: the kernel holds the written pages. What NORMAL gives up against FULL is an fsync per commit
 * (tens of ms on a busy disk): a power loss or OS crash may lose the last transactions (never corrupt the
 * database). That is outside what the simulator promises (docs/simulator.md); SIM_SYNC=full restores it.
 *
 * Projects, suppliers and uploads are few: they are also held in memory (maps) for cheap reads, and each
 * change is written to the database first, in a transaction, and applied to the map only after the commit.
 * Plots are many (235,000 in the benchmark, 1,000,000 seedable): they live only in the database, each row
 * holding its plot's JSON, and pages are read through indexes. Only the per-supplier plot counts are kept
 * in memory.
 */
import Database from 'better-sqlite3';
import type { Plot, Project, Supplier } from '@core/api/schemas.ts';
import { sameSupplierName } from '@core/api/supplier-names.ts';
import type {
  NewPlot,
  PlotChanges,
  PlotQuery,
  StoredPlot,
  StoredProject,
  StoredSupplier,
  StoredUpload,
} from './records.ts';
import {
  plotRowJson,
  prepareStatements,
  SCHEMA,
  SCHEMA_VERSION,
  type PlotRow,
  type Statements,
} from './schema.ts';

export class SimStore {
  readonly db: Database.Database;
  readonly urlSecret: string;
  readonly projects = new Map<string, StoredProject>();
  /** Read-only views: change them only through the store's methods (database first). */
  readonly suppliers = new Map<string, StoredSupplier>();
  readonly uploads = new Map<string, StoredUpload>();
  private nextPlotNumber: number;
  private supplierPlotCounts = new Map<string, number>();
  /** Bumped on every change to a project's plots (cache keys of derived data, e.g. detection zips). */
  private plotVersions = new Map<string, number>();
  private readonly stmt: Statements;
  /** Prepared plot queries by SQL text (a handful of filter shapes): preparing costs more than the read. */
  private readonly plotQueries = new Map<string, Database.Statement<unknown[], PlotRow>>();

  /**
   * Opens (or creates) the database at `file` (':memory:' for unit tests). `init` runs once, when the
   * database is new: it fills it (seed or migration) and returns the URL secret.
   */
  constructor(file: string, init: (store: SimStore) => string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(process.env.SIM_SYNC === 'full' ? 'synchronous = FULL' : 'synchronous = NORMAL');
    this.db.pragma('foreign_keys = OFF');
    this.db.exec(SCHEMA);
    this.stmt = prepareStatements(this.db);

    const version = this.stmt.getMeta.get('schemaVersion')?.value;
    if (version === undefined) {
      // New, or a first fill cut short by a crash (schemaVersion is written last): start over. `init` may
      // commit in batches (a million seeded plots are not one transaction).
      this.db.exec('DELETE FROM plots; DELETE FROM uploads; DELETE FROM suppliers; DELETE FROM projects;');
      this.db.exec('DELETE FROM meta;');
      this.nextPlotNumber = 1;
      const secret = init(this);
      this.transaction(() => {
        this.stmt.setMeta.run('urlSecret', secret);
        this.stmt.setMeta.run('nextPlotNumber', String(this.nextPlotNumber));
        this.stmt.setMeta.run('schemaVersion', String(SCHEMA_VERSION));
      });
    } else if (Number(version) !== SCHEMA_VERSION) {
      this.db.close();
      throw new Error('The simulator database has an unknown schema version; run npm run simulator:reset');
    }
    this.urlSecret = this.stmt.getMeta.get('urlSecret')!.value;
    this.nextPlotNumber = Number(this.stmt.getMeta.get('nextPlotNumber')!.value);
    this.loadMaps();
  }

  private loadMaps(): void {
    this.projects.clear();
    this.suppliers.clear();
    this.uploads.clear();
    const projects = this.db
      .prepare<[], { id: string; name: string; created_at: string }>('SELECT * FROM projects ORDER BY rowid')
      .all();
    for (const p of projects) this.projects.set(p.id, { id: p.id, name: p.name, createdAt: p.created_at });
    const suppliers = this.db
      .prepare<[], { id: string; project_id: string; name: string; created_at: string }>(
        'SELECT * FROM suppliers ORDER BY rowid',
      )
      .all();
    for (const s of suppliers)
      this.suppliers.set(s.id, { id: s.id, name: s.name, projectId: s.project_id, createdAt: s.created_at });
    for (const u of this.db.prepare<[], { data: string }>('SELECT data FROM uploads ORDER BY rowid').all()) {
      const upload = JSON.parse(u.data) as StoredUpload;
      this.uploads.set(upload.id, upload);
    }
    this.supplierPlotCounts.clear();
    for (const row of this.stmt.countsBySupplier.all()) this.supplierPlotCounts.set(row.supplier_id, row.n);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** Runs `fn` in one transaction (nested calls join the outer one). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  // ------------------------------------------------------------------ filling a new database
  /** Only inside the `init` of the constructor (seed or migration). */
  insertProject(p: StoredProject): void {
    this.stmt.insertProject.run(p.id, p.name, p.createdAt);
  }

  /** Only inside `init`: the next plot number after a migration. */
  setNextPlotNumber(n: number): void {
    this.nextPlotNumber = n;
  }

  /** Only inside `init`: a migrated upload as it was. */
  insertUpload(u: StoredUpload): void {
    this.writeUpload(u);
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
    return this.suppliersOfProject(projectId).find((s) => sameSupplierName(s.name, name));
  }

  addSupplier(
    projectId: string,
    name: string,
    createdAt: string,
    id: string = crypto.randomUUID(),
  ): StoredSupplier {
    const supplier = { id, name: name.trim(), projectId, createdAt };
    this.stmt.upsertSupplier.run(id, projectId, supplier.name, createdAt);
    this.suppliers.set(supplier.id, supplier);
    return supplier;
  }

  renameSupplier(supplier: StoredSupplier, name: string): void {
    const trimmed = name.trim();
    this.stmt.upsertSupplier.run(supplier.id, supplier.projectId, trimmed, supplier.createdAt);
    supplier.name = trimmed;
  }

  deleteSupplier(id: string): void {
    this.stmt.deleteSupplier.run(id);
    this.suppliers.delete(id);
  }

  plotCountOfSupplier(supplierId: string): number {
    return this.supplierPlotCounts.get(supplierId) ?? 0;
  }

  plotCounts(projectId: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const s of this.suppliersOfProject(projectId)) counts.set(s.id, this.plotCountOfSupplier(s.id));
    return counts;
  }

  supplierView(supplier: StoredSupplier, plotCount: number): Supplier {
    return { ...supplier, plotCount };
  }

  // ------------------------------------------------------------------ plots
  newPlotId(): string {
    return `plt-${String(this.nextPlotNumber++).padStart(9, '0')}`;
  }

  plotVersion(projectId: string): number {
    return this.plotVersions.get(projectId) ?? 0;
  }

  private plotsChanged(projectId: string, supplierId: string, delta: number): void {
    this.plotVersions.set(projectId, this.plotVersion(projectId) + 1);
    this.supplierPlotCounts.set(supplierId, this.plotCountOfSupplier(supplierId) + delta);
  }

  /**
   * Inserts plots (ids assigned here unless given). Call inside a transaction when it must be atomic with
   * other changes; the in-memory counts follow at once and are rolled back by reloading on failure.
   */
  addPlots(plots: Iterable<NewPlot & { id?: string }>): StoredPlot[] {
    const added: StoredPlot[] = [];
    const run = () => {
      for (const p of plots) {
        const plot: StoredPlot = { ...p, id: p.id ?? this.newPlotId() };
        this.stmt.insertPlot.run(
          plot.id,
          plot.projectId,
          plot.supplierId,
          plot.name,
          plot.riskAssessment?.riskLevel ?? null,
          plotRowJson(plot),
        );
        added.push(plot);
      }
      this.stmt.setMeta.run('nextPlotNumber', String(this.nextPlotNumber));
    };
    this.guard(run);
    for (const p of added) this.plotsChanged(p.projectId, p.supplierId, 1);
    return added;
  }

  /** Replaces fields of a stored plot (the row's JSON is rewritten). */
  updatePlot(id: string, changes: PlotChanges): StoredPlot | undefined {
    const plot = this.getPlot(id);
    if (!plot) return undefined;
    Object.assign(plot, changes);
    this.stmt.updatePlot.run(plot.name, plot.riskAssessment?.riskLevel ?? null, plotRowJson(plot), plot.id);
    this.plotsChanged(plot.projectId, plot.supplierId, 0);
    return plot;
  }

  deletePlots(plots: Iterable<{ id: string; projectId: string; supplierId: string }>): void {
    const gone: { projectId: string; supplierId: string }[] = [];
    this.guard(() => {
      for (const p of plots) if (this.stmt.deletePlot.run(p.id).changes) gone.push(p);
    });
    for (const p of gone) this.plotsChanged(p.projectId, p.supplierId, -1);
  }

  /** Runs `fn` in a transaction; on failure reloads the in-memory maps from the database, then rethrows. */
  private guard(fn: () => void): void {
    const nextPlotNumber = this.nextPlotNumber;
    try {
      this.db.transaction(fn)();
    } catch (e) {
      if (!this.db.inTransaction) {
        this.nextPlotNumber = nextPlotNumber;
        this.loadMaps();
      }
      throw e;
    }
  }

  getPlot(id: string): StoredPlot | undefined {
    const row = this.stmt.getPlot.get(id);
    if (!row) return undefined;
    return { ...(JSON.parse(row.json) as Omit<StoredPlot, 'supplierId'>), supplierId: row.supplier_id };
  }

  /** id, name, project and supplier of a supplier's plots, in id order (name matching, overwrite). */
  plotNamesOfSupplier(supplierId: string): { id: string; name: string }[] {
    return this.stmt.namesOfSupplier.all(supplierId);
  }

  /** The geometries of a project's plots, in id order, one row at a time. */
  *geometriesOfProject(projectId: string): Generator<GeoJSON.Geometry> {
    for (const row of this.stmt.geometriesOfProject.iterate(projectId))
      yield (JSON.parse(row.json) as { geometry: GeoJSON.Geometry }).geometry;
  }

  /**
   * One page of a project's plots in id order, as JSON texts (plotJson), and whether more follow. Each
   * filter combination reads an index range: with several risk levels, one range per level, merged by id.
   */
  queryPlots(q: PlotQuery): { json: string[]; lastId: string | null; more: boolean } {
    const after = q.afterId ?? '';
    const limit = q.limit + 1;
    const bySupplier = q.supplierId !== undefined && q.supplierId !== null;
    const owner = bySupplier ? 'supplier_id = ?' : 'project_id = ?';
    const ownerValue = bySupplier ? q.supplierId! : q.projectId;
    // A supplier of another project shows nothing (the project filter always applies).
    const projectCheck = bySupplier ? ' AND project_id = ?' : '';
    const params = (extra: string[]) => [ownerValue, ...extra, after, ...(bySupplier ? [q.projectId] : [])];
    let rows: PlotRow[];
    if (!q.riskLevels) {
      rows = this.db
        .prepare<unknown[], PlotRow>(
          `SELECT id, supplier_id, json FROM plots WHERE ${owner} AND id > ?${projectCheck} ORDER BY id LIMIT ${limit}`,
        )
        .all(...params([]));
    } else {
      const stmt = this.plotQuery(
        `SELECT id, supplier_id, json FROM plots WHERE ${owner} AND risk_level = ? AND id > ?${projectCheck} ORDER BY id LIMIT ${limit}`,
      );
      rows = [...new Set(q.riskLevels)]
        .flatMap((level) => stmt.all(...params([level])))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, limit);
    }
    const page = rows.slice(0, q.limit);
    return {
      json: page.map((r) => this.rowJson(r)),
      lastId: page.at(-1)?.id ?? null,
      more: rows.length > q.limit,
    };
  }

  private plotQuery(sql: string): Database.Statement<unknown[], PlotRow> {
    let stmt = this.plotQueries.get(sql);
    if (!stmt) this.plotQueries.set(sql, (stmt = this.db.prepare<unknown[], PlotRow>(sql)));
    return stmt;
  }

  /** One plot's JSON if it belongs to one of `projectIds`. */
  plotJsonById(id: string, projectIds: readonly string[]): string | null {
    const row = this.stmt.getPlot.get(id);
    return row && projectIds.includes(row.project_id) ? this.rowJson(row) : null;
  }

  private rowJson(row: PlotRow): string {
    const name = this.suppliers.get(row.supplier_id)?.name ?? '';
    // The stored JSON ends with '}': reopen it for the supplier's name, looked up now so a rename shows.
    return `${row.json.slice(0, -1)},"supplier":${JSON.stringify(name)}}`;
  }

  plotView(plot: StoredPlot): Plot {
    const { supplierId, ...rest } = plot;
    return { ...rest, supplier: this.suppliers.get(supplierId)?.name ?? '' };
  }

  // ------------------------------------------------------------------ uploads
  private writeUpload(u: StoredUpload): void {
    this.stmt.upsertUpload.run(u.id, u.projectId, u.supplierId, u.status, JSON.stringify(u));
  }

  addUpload(upload: StoredUpload): void {
    this.writeUpload(upload);
    this.uploads.set(upload.id, upload);
  }

  /**
   * Writes the changed upload, with whatever `within` changes in the same transaction (the plots of an
   * ingestion), then, after the commit, applies the changes to the held object.
   */
  updateUpload(u: StoredUpload, changes: Partial<Omit<StoredUpload, 'id'>>, within?: () => void): void {
    this.guard(() => {
      within?.();
      this.writeUpload({ ...u, ...changes });
    });
    Object.assign(u, changes);
  }

  deleteUpload(id: string): void {
    this.stmt.deleteUpload.run(id);
    this.uploads.delete(id);
  }

  uploadsOfSupplier(supplierId: string): StoredUpload[] {
    return [...this.uploads.values()].filter((u) => u.supplierId === supplierId);
  }
}
