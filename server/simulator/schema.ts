/**
 * The simulator database's layout (server/simulator/store.ts): its tables and indexes, the version the
 * store refuses to open a database without, a plot row's JSON, and the statements prepared once per open.
 */
import type Database from 'better-sqlite3';
import type { StoredPlot } from './records.ts';

export const DB_FILE = 'simulator.db';
export const SCHEMA_VERSION = 1;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS projects (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS suppliers (
  id TEXT PRIMARY KEY, project_id TEXT NOT NULL, name TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY, project_id TEXT NOT NULL, supplier_id TEXT NOT NULL, status TEXT NOT NULL,
  data TEXT NOT NULL);
-- One row per plot: the indexed columns, and the plot's JSON without its supplier (see plotJson).
CREATE TABLE IF NOT EXISTS plots (
  id TEXT PRIMARY KEY, project_id TEXT NOT NULL, supplier_id TEXT NOT NULL, name TEXT NOT NULL,
  risk_level TEXT, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS plots_by_project ON plots (project_id, id);
CREATE INDEX IF NOT EXISTS plots_by_project_risk ON plots (project_id, risk_level, id);
CREATE INDEX IF NOT EXISTS plots_by_supplier ON plots (supplier_id, id);
CREATE INDEX IF NOT EXISTS plots_by_supplier_risk ON plots (supplier_id, risk_level, id);
`;

/** The stored JSON of a plot: the contract's Plot without `supplier`, keys in the contract's order. */
export function plotRowJson(p: StoredPlot): string {
  return JSON.stringify({
    id: p.id,
    name: p.name,
    projectId: p.projectId,
    country: p.country,
    areaHa: p.areaHa,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    properties: p.properties,
    geometry: p.geometry,
    riskAssessment: p.riskAssessment,
  });
}

export interface PlotRow {
  id: string;
  supplier_id: string;
  json: string;
}

/** The statements the store runs, prepared once per database it opens. */
export function prepareStatements(db: Database.Database) {
  return {
    getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    setMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
    insertProject: db.prepare('INSERT INTO projects (id, name, created_at) VALUES (?, ?, ?)'),
    upsertSupplier: db.prepare(
      'INSERT OR REPLACE INTO suppliers (id, project_id, name, created_at) VALUES (?, ?, ?, ?)',
    ),
    deleteSupplier: db.prepare('DELETE FROM suppliers WHERE id = ?'),
    upsertUpload: db.prepare(
      'INSERT OR REPLACE INTO uploads (id, project_id, supplier_id, status, data) VALUES (?, ?, ?, ?, ?)',
    ),
    deleteUpload: db.prepare('DELETE FROM uploads WHERE id = ?'),
    insertPlot: db.prepare(
      'INSERT INTO plots (id, project_id, supplier_id, name, risk_level, json) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    updatePlot: db.prepare('UPDATE plots SET name = ?, risk_level = ?, json = ? WHERE id = ?'),
    deletePlot: db.prepare('DELETE FROM plots WHERE id = ?'),
    getPlot: db.prepare<[string], PlotRow & { project_id: string }>(
      'SELECT id, supplier_id, project_id, json FROM plots WHERE id = ?',
    ),
    namesOfSupplier: db.prepare<[string], { id: string; name: string }>(
      'SELECT id, name FROM plots WHERE supplier_id = ? ORDER BY id',
    ),
    geometriesOfProject: db.prepare<[string], { json: string }>(
      'SELECT json FROM plots WHERE project_id = ? ORDER BY id',
    ),
    countsBySupplier: db.prepare<[], { supplier_id: string; n: number }>(
      'SELECT supplier_id, count(*) AS n FROM plots GROUP BY supplier_id',
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
