/**
 * The Node HTTP app shared by development (mounted into Vite) and production (server/main.ts):
 *   /api/config          which connections this server offers
 *   /api/simulator/...   the embedded simulator of the risk service (always)
 *   /api/live/...        proxy to the live service (when SATELLIGENCE_API_URL is set)
 *   /api/auth, /api/team people: sessions, sign-in, roles, access tokens (server/people/, docs/people.md)
 *   /api/review/...      the dashboard's own record: decisions and upload records (server/review/)
 *   /api/audit/...       the audit log (server/audit/)
 *   /api/portfolio/...   the team's copy of each project's plots, walked by the server (server/portfolio/)
 *   /eu-is/...           the stand-in of the EU Information System's V3 SOAP API (server/eu-stand-in/)
 *   /basemap/...         offline basemap data drawn from Natural Earth: vector tiles for the map,
 *                        GeoJSON of the countries (jurisdictions page) and of label points
 */
import { Hono } from 'hono';
import type { ServerConfigView } from '@core/api/schemas.ts';
import { simulatorAccounts, simulatorOptions, type ServerConfig } from './config.ts';
import { createSimulator, type Simulator } from './simulator/index.ts';
import { createEuStandIn, euStandInOptions, type EuStandIn } from './eu-stand-in/index.ts';
import { createLiveProxy } from './live-proxy.ts';
import { createReviewService, demoSignInAllowed, type ReviewService } from './review/index.ts';
import { createEuFiling, type EuFiling } from './eu-filing/index.ts';
import { createPortfolio, type Portfolio } from './portfolio/index.ts';
import { DeclarationStore } from './eu-declarations/declaration-store.ts';
import { createDeclarationsApp } from './eu-declarations/routes.ts';
import { DEMO_TEAM_ID } from './people/people-records.ts';
import { securityHeaders } from './security-headers.ts';
import { projectRefusal, projectsOfCaller } from './people/service-gate.ts';
import { basemapGeoJson, basemapLabelsGeoJson } from './geo/basemap.ts';
import { BASEMAP_TILE_MAXZOOM, basemapTile, parseTileCoordinates } from './geo/basemap-tiles.ts';

export interface ServerApp {
  app: Hono;
  simulator: Simulator;
  /** The EU Information System's stand-in; the filing server calls `euStandIn.app.fetch` in-process. */
  euStandIn: EuStandIn;
  /** The dashboard's own store: people, the record, the log. */
  review: ReviewService;
  /** Filing with the EU: the team's EU account, the journal and its poller (server/eu-filing/). */
  euFiling: EuFiling;
  /** The team's copies of the projects' plots (server/portfolio/). */
  portfolio: Portfolio;
  close(): Promise<void>;
}

export async function createServerApp(config: ServerConfig): Promise<ServerApp> {
  const app = new Hono();
  // First, so it wraps every answer (API, basemap, and the built app that server/main.ts adds).
  // Live mode's storage origins may be PUT to directly from the page.
  app.use('*', securityHeaders(config.liveApiUrl ? config.storageOrigins : []));
  const simulatorConfig = simulatorOptions(config);
  const simulator = await createSimulator(simulatorConfig);
  let euStandIn: EuStandIn;
  let review: ReviewService;
  try {
    euStandIn = await createEuStandIn(euStandInOptions(config));
  } catch (e) {
    await simulator.close();
    throw e;
  }
  try {
    review = await createReviewService(config, simulatorAccounts(config), simulator.app);
  } catch (e) {
    await Promise.all([simulator.close(), euStandIn.close()]);
    throw e;
  }
  let euFiling: EuFiling;
  try {
    euFiling = await createEuFiling({
      db: review.db,
      projectDeps: review.projectDeps,
      dataDir: config.dataDir,
      demoTeamId: demoSignInAllowed(config) ? DEMO_TEAM_ID : null,
      // In-process: the stand-in's Hono app answers by path, no socket (docs/filing.md).
      standInFetch: () => (url, init) => euStandIn.app.request(url, init),
    });
  } catch (e) {
    await Promise.all([simulator.close(), euStandIn.close(), review.close()]);
    throw e;
  }
  let portfolio: Portfolio;
  try {
    portfolio = await createPortfolio(review, {
      refreshAfterMs: config.mirrorRefreshMs,
      serve: config.portfolioMirror,
    });
  } catch (e) {
    await euFiling.close();
    await Promise.all([simulator.close(), euStandIn.close(), review.close()]);
    throw e;
  }

  app.get('/api/config', (c) =>
    c.json<ServerConfigView>({
      connections: {
        simulator: { available: true },
        live: { available: Boolean(config.liveApiUrl), serverHoldsToken: Boolean(config.liveApiToken) },
      },
      defaultConnection: config.liveApiUrl ? 'live' : 'simulator',
    }),
  );
  // Writes and upload progress seen on their way through: the copies they touch are walked again.
  app.use('/api/simulator/*', portfolio.changeMarks('simulator'));
  app.use('/api/live/*', portfolio.changeMarks('live'));
  // In team mode the page sends the simulator no token: the server adds its team's (docs/people.md). Never
  // to a signed-URL PUT (storage refuses any Authorization, as cloud storage does).
  app.use('/api/simulator/*', async (c, next) => {
    if (c.req.header('authorization') !== undefined || c.req.path.includes('/storage/')) return next();
    const caller = await review.peopleAuth.caller(c).catch(() => null);
    if (!caller?.team.simulator_token) return next();
    const refused = await projectRefusal(c, caller);
    if (refused) return refused;
    c.req.raw.headers.set('authorization', `Bearer ${caller.team.simulator_token}`);
    await next();
    if (c.req.method === 'GET' && c.req.path === '/api/simulator/v1/projects')
      c.res = await projectsOfCaller(c.res, caller);
  });
  app.route('/api/simulator', simulator.app);
  app.route('/eu-is', euStandIn.app);
  if (config.liveApiUrl) {
    const people = review.peopleAuth;
    app.route(
      '/api/live',
      createLiveProxy(
        { ...config, liveApiUrl: config.liveApiUrl },
        {
          heldToken: async (c) => {
            const caller = await people.caller(c).catch(() => null);
            const held = caller?.team.live_token ?? config.liveApiToken;
            if (held && !caller) return 'sign-in';
            if (held && caller && (await projectRefusal(c, caller))) return 'forbidden';
            return held;
          },
        },
      ),
    );
  }
  app.route('/api/auth', review.auth);
  app.route('/api/team', review.team);
  app.route('/api/review', review.app);
  app.route('/api/audit', review.audit);
  if (config.portfolioMirror) app.route('/api/portfolio', portfolio.app);
  app.route('/api/filing', euFiling.app);
  // The register of suppliers' declarations, checked with the team's EU account (server/eu-declarations/).
  app.route(
    '/api/filing',
    createDeclarationsApp({
      ...review.projectDeps,
      store: new DeclarationStore(review.db),
      euClientFor: (teamId) => euFiling.euClientFor(teamId),
    }),
  );
  app.all('/api/*', (c) =>
    c.json(
      {
        errorCode: 'not_found',
        errorMessage: `No such path: ${c.req.path}. Use /api/simulator or /api/live.`,
      },
      404,
    ),
  );

  const geojson = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'application/geo+json', 'cache-control': 'public, max-age=86400' },
    });
  app.get('/basemap/countries.geojson', () => geojson(basemapGeoJson()));
  app.get('/basemap/labels.geojson', () => geojson(basemapLabelsGeoJson()));
  // Vector tiles of the countries (layer `countries`, z0–6; MapLibre over-zooms beyond). An open-ocean tile
  // is a 204 with no body, which MapLibre reads as an empty tile. Uncompressed: the server is local.
  app.get('/basemap/tiles/:z/:x/:file', (c) => {
    const { z, x, file } = c.req.param();
    const coordinates = file.endsWith('.pbf')
      ? parseTileCoordinates(z, x, file.slice(0, -'.pbf'.length))
      : null;
    if (!coordinates) {
      return c.text(
        `Basemap tiles are /basemap/tiles/{z}/{x}/{y}.pbf, z 0–${BASEMAP_TILE_MAXZOOM}, x and y 0 to 2^z − 1.`,
        400,
      );
    }
    const bytes = basemapTile(coordinates.z, coordinates.x, coordinates.y);
    const headers = { 'content-type': 'application/x-protobuf', 'cache-control': 'public, max-age=86400' };
    return bytes.length ? new Response(bytes, { headers }) : new Response(null, { status: 204, headers });
  });

  return {
    app,
    simulator,
    euStandIn,
    review,
    euFiling,
    portfolio,
    close: async () => {
      await portfolio.close();
      await euFiling.close();
      await Promise.all([simulator.close(), euStandIn.close(), review.close()]);
    },
  };
}
