/**
 * What the risk service says is true, asked before a record is kept (docs/people.md, "Only true records"):
 * the team's service token may see the project, and each plot a decision names is a plot of that project
 * and of the supplier it names. The service remains the source of truth; its answers are kept briefly
 * (60 s) so a page of decisions does not walk the project once per click.
 */
import pLimit from 'p-limit';
import { plotSchema, supplierListSchema } from '@core/api/schemas.ts';
import type { ReviewConnection, ReviewItemRef } from '@core/api/review.ts';
import { sameSupplierName } from '@core/api/supplier-names.ts';
import { sha256Hex } from '../people/secrets.ts';
import { ReviewError } from './errors.ts';

/** GET a path of the service (`/v1/...`) with a token; the answer as the service gave it. */
export type ServiceFetch = (path: string, token: string) => Promise<Response>;

export interface ServiceRecordsOptions {
  fetchers: Record<ReviewConnection, ServiceFetch | null>;
  ttlMs?: number;
  now?: () => number;
}

/** Up to this many distinct plots are asked one by one; more, and the project's plots are walked. */
const ONE_BY_ONE = 24;
const WALK_PAGE = 200;
/** Project indexes kept at once (each up to a project's plots: bounded memory). */
const MAX_INDEXES = 8;

interface PlotFacts {
  projectId: string;
  supplier: string;
}

export class ServiceRecords {
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly plots = new Map<string, { facts: PlotFacts | null; until: number }>();
  private readonly indexes = new Map<string, { byId: Map<string, PlotFacts>; until: number }>();
  private readonly suppliers = new Map<string, { names: Map<string, string> | null; until: number }>();

  constructor(private readonly options: ServiceRecordsOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  private fetcher(connection: ReviewConnection): ServiceFetch {
    const f = this.options.fetchers[connection];
    if (!f) throw new ReviewError(404, 'not_found', `This server has no ${connection} connection.`);
    return f;
  }

  private async getJson(connection: ReviewConnection, path: string, token: string): Promise<Response> {
    try {
      return await this.fetcher(connection)(path, token);
    } catch (e) {
      if (e instanceof ReviewError) throw e;
      throw new ReviewError(
        502,
        'bad_gateway',
        'The risk service could not be reached to check the plots; try again shortly.',
      );
    }
  }

  /** Refuses (400) the first items whose plots or suppliers the service does not confirm. */
  async checkItems(
    connection: ReviewConnection,
    token: string,
    projectId: string,
    items: readonly Pick<ReviewItemRef, 'plotId' | 'otherPlotId' | 'supplierId'>[],
  ): Promise<void> {
    const ids = new Set<string>();
    for (const i of items) {
      ids.add(i.plotId);
      if (i.otherPlotId !== undefined) ids.add(i.otherPlotId);
    }
    const facts = await this.plotFacts(connection, token, projectId, [...ids]);
    const problems: string[] = [];
    for (const id of ids) {
      const f = facts.get(id);
      if (!f) problems.push(`plot ${id} is not a plot the service knows in project ${projectId}`);
      else if (f.projectId !== projectId)
        problems.push(`plot ${id} belongs to another project (${f.projectId})`);
      if (problems.length >= 3) break;
    }
    if (problems.length === 0) {
      const supplierIds = [
        ...new Set(items.map((i) => i.supplierId).filter((s): s is string => s !== undefined)),
      ];
      const names = supplierIds.some((s) => !s.startsWith('name:'))
        ? await this.supplierNames(
            connection,
            token,
            projectId,
            supplierIds.filter((s) => !s.startsWith('name:')),
          )
        : null;
      for (const item of items) {
        if (item.supplierId === undefined) continue;
        const plot = facts.get(item.plotId)!;
        const name = item.supplierId.startsWith('name:')
          ? item.supplierId.slice(5)
          : names?.get(item.supplierId);
        if (name === undefined) {
          problems.push(`supplier ${item.supplierId} is not a supplier of project ${projectId}`);
        } else if (!sameSupplierName(name, plot.supplier)) {
          problems.push(
            `plot ${item.plotId} is a plot of supplier "${plot.supplier}", not of ${item.supplierId}`,
          );
        }
        if (problems.length >= 3) break;
      }
    }
    if (problems.length) {
      throw new ReviewError(400, 'invalid_request', `Nothing was recorded: ${problems.join('; ')}.`);
    }
  }

  private async plotFacts(
    connection: ReviewConnection,
    token: string,
    projectId: string,
    ids: string[],
  ): Promise<Map<string, PlotFacts>> {
    const tokenHash = sha256Hex(token);
    const indexKey = `${connection}\n${tokenHash}\n${projectId}`;
    const index = this.indexes.get(indexKey);
    if (index && index.until > this.now()) {
      // A plot uploaded since the walk is not in it: those are asked for (one by one, or in a new walk),
      // never refused on the word of an index that predates them.
      const missing = ids.filter((id) => !index.byId.has(id));
      if (!missing.length) return index.byId;
      if (missing.length > ONE_BY_ONE) return this.walk(connection, token, projectId, indexKey);
      const found = await this.oneByOne(connection, token, tokenHash, missing);
      for (const [id, facts] of found) index.byId.set(id, facts);
      return index.byId;
    }
    if (ids.length > ONE_BY_ONE) return this.walk(connection, token, projectId, indexKey);
    return this.oneByOne(connection, token, tokenHash, ids);
  }

  private async oneByOne(
    connection: ReviewConnection,
    token: string,
    tokenHash: string,
    ids: readonly string[],
  ): Promise<Map<string, PlotFacts>> {
    const out = new Map<string, PlotFacts>();
    const limit = pLimit(6);
    await Promise.all(
      ids.map((id) =>
        limit(async () => {
          const key = `${connection}\n${tokenHash}\n${id}`;
          const hit = this.plots.get(key);
          let facts = hit && hit.until > this.now() ? hit.facts : undefined;
          if (facts === undefined) {
            facts = await this.onePlot(connection, token, id);
            // Only what the service confirmed is kept: a plot not found yet may be uploaded a second later.
            if (facts) {
              this.plots.set(key, { facts, until: this.now() + this.ttlMs });
              if (this.plots.size > 50_000) this.plots.delete(this.plots.keys().next().value!);
            }
          }
          if (facts) out.set(id, facts);
        }),
      ),
    );
    return out;
  }

  private async onePlot(connection: ReviewConnection, token: string, id: string): Promise<PlotFacts | null> {
    const response = await this.getJson(connection, `/v1/plots/${encodeURIComponent(id)}`, token);
    if (response.status === 404) return null;
    const parsed = plotSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
    if (!parsed.success) {
      throw new ReviewError(
        502,
        'bad_gateway',
        `The risk service answered ${response.status} about plot ${id}; try again shortly.`,
      );
    }
    return { projectId: parsed.data.projectId, supplier: parsed.data.supplier };
  }

  /** Every plot of the project, page by page (the cursor never repeats or skips a plot, contract §4). */
  private async walk(
    connection: ReviewConnection,
    token: string,
    projectId: string,
    indexKey: string,
  ): Promise<Map<string, PlotFacts>> {
    const byId = new Map<string, PlotFacts>();
    let path: string | null = `/v1/plots?projectId=${encodeURIComponent(projectId)}&limit=${WALK_PAGE}`;
    while (path) {
      const response = await this.getJson(connection, path, token);
      const body = (response.ok ? await response.json().catch(() => null) : null) as {
        results?: unknown[];
        nextUrl?: string | null;
      } | null;
      if (!body || !Array.isArray(body.results)) {
        throw new ReviewError(
          502,
          'bad_gateway',
          `The risk service answered ${response.status} to a page of plots; try again shortly.`,
        );
      }
      for (const raw of body.results) {
        const r = raw as { id?: unknown; supplier?: unknown; projectId?: unknown };
        if (typeof r.id === 'string' && typeof r.supplier === 'string')
          byId.set(r.id, {
            projectId: typeof r.projectId === 'string' ? r.projectId : projectId,
            supplier: r.supplier,
          });
      }
      path = body.nextUrl ? servicePathOf(body.nextUrl) : null;
    }
    this.indexes.set(indexKey, { byId, until: this.now() + this.ttlMs });
    if (this.indexes.size > MAX_INDEXES) this.indexes.delete(this.indexes.keys().next().value!);
    return byId;
  }

  /** Supplier id → name of the project; null when the service offers no supplier list (contract §9). */
  private async supplierNames(
    connection: ReviewConnection,
    token: string,
    projectId: string,
    /** The suppliers asked about: a kept list without one of them (a supplier created since) is asked again. */
    asked: readonly string[],
  ): Promise<Map<string, string> | null> {
    const key = `${connection}\n${sha256Hex(token)}\n${projectId}`;
    const hit = this.suppliers.get(key);
    if (hit && hit.until > this.now() && (hit.names === null || asked.every((id) => hit.names!.has(id))))
      return hit.names;
    const response = await this.getJson(
      connection,
      `/v1/suppliers?projectId=${encodeURIComponent(projectId)}`,
      token,
    );
    let names: Map<string, string> | null = null;
    if (response.status !== 404 && response.status !== 405) {
      const parsed = supplierListSchema.safeParse(
        response.ok ? await response.json().catch(() => null) : null,
      );
      if (!parsed.success) {
        throw new ReviewError(
          502,
          'bad_gateway',
          `The risk service answered ${response.status} to its supplier list; try again shortly.`,
        );
      }
      names = new Map(parsed.data.results.map((s) => [s.id, s.name]));
    }
    this.suppliers.set(key, { names, until: this.now() + this.ttlMs });
    if (this.suppliers.size > 1_000) this.suppliers.delete(this.suppliers.keys().next().value!);
    return names;
  }

  /** Forget what was kept of a project (a supplier renamed, plots uploaded): the next check asks again. */
  forgetProject(projectId: string): void {
    for (const key of this.indexes.keys()) if (key.endsWith(`\n${projectId}`)) this.indexes.delete(key);
    for (const key of this.suppliers.keys()) if (key.endsWith(`\n${projectId}`)) this.suppliers.delete(key);
  }
}

/** `/v1/...` and the query of a `nextUrl`, wherever the service is mounted (its own origin or ours). */
export function servicePathOf(nextUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(nextUrl, 'http://service.invalid');
  } catch {
    return null;
  }
  const at = url.pathname.indexOf('/v1/');
  return at < 0 ? null : `${url.pathname.slice(at)}${url.search}`;
}
