/** Suppliers (contract §9). Names are unique per project, compared without case or surrounding spaces. */
import { Hono } from 'hono';
import type { SimEnv } from '../context.ts';
import type { SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import { readJson, requireText } from '../http.ts';
import {
  createSupplierRequestSchema,
  isTerminalUploadStatus,
  renameSupplierRequestSchema,
} from '@core/api/schemas.ts';
import type { StoredSupplier } from '../records.ts';

export function supplierRoutes(deps: SimDeps) {
  const { store } = deps;
  const app = new Hono<SimEnv>();

  const find = (projectIds: string[], id: string): StoredSupplier => {
    const s = store.suppliers.get(id);
    if (!s || !projectIds.includes(s.projectId)) apiError(404, 'not_found', `Supplier ${id} not found.`);
    return s;
  };
  const view = (s: StoredSupplier) => store.supplierView(s, store.plotCountOfSupplier(s.id));
  const assertFreeName = (projectId: string, name: string, self?: string) => {
    const other = store.supplierByName(projectId, name);
    if (other && other.id !== self)
      apiError(409, 'invalid_state', `A supplier named "${other.name}" already exists.`);
  };

  app.get('/v1/suppliers', (c) => {
    const projectId = deps.resolveProjectId(c, c.req.query('projectId'));
    const counts = store.plotCounts(projectId);
    const results = store
      .suppliersOfProject(projectId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => store.supplierView(s, counts.get(s.id) ?? 0));
    return c.json({ results });
  });

  app.post('/v1/suppliers', async (c) => {
    const body = await readJson(c, createSupplierRequestSchema);
    const projectId = deps.resolveProjectId(c, body.projectId);
    const name = requireText(body.name, 'name');
    assertFreeName(projectId, name);
    const supplier = store.addSupplier(projectId, name, new Date(deps.now()).toISOString());
    return c.json(store.supplierView(supplier, 0), 201);
  });

  app.get('/v1/suppliers/:id', (c) => c.json(view(find(c.get('account').projectIds, c.req.param('id')))));

  app.patch('/v1/suppliers/:id', async (c) => {
    const supplier = find(c.get('account').projectIds, c.req.param('id'));
    const body = await readJson(c, renameSupplierRequestSchema);
    const name = requireText(body.name, 'name');
    assertFreeName(supplier.projectId, name, supplier.id);
    // Plots hold the supplier's id, so they follow the new name without being touched.
    store.renameSupplier(supplier, name);
    return c.json(view(supplier));
  });

  app.delete('/v1/suppliers/:id', (c) => {
    const supplier = find(c.get('account').projectIds, c.req.param('id'));
    const plots = store.plotCountOfSupplier(supplier.id);
    if (plots > 0)
      apiError(409, 'invalid_state', `The supplier still has ${plots} plots; remove them first.`);
    // Any upload not yet over (even one only created) still points at this supplier.
    if (store.uploadsOfSupplier(supplier.id).some((u) => !isTerminalUploadStatus(u.status))) {
      apiError(409, 'invalid_state', 'The supplier has an upload in progress.');
    }
    store.deleteSupplier(supplier.id);
    return c.body(null, 204);
  });

  return app;
}
