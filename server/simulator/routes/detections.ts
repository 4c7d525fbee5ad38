/**
 * GET /detections-export (contract §7; no /v1 prefix) and the simulator's download route for its files.
 * Each file is built from the project's plots (deterministic, so the listing's sizeBytes matches the
 * download), once per month and project, then cached. Downloads need the bearer token like every non-storage route.
 */
import { Hono, type Context } from 'hono';
import type { DetectionsExport } from '@core/api/schemas.ts';
import type { SimEnv } from '../context.ts';
import { simulatorUrl, type SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import {
  buildDetectionsZip,
  DETECTION_KINDS,
  detectionsFileName,
  type DetectionKind,
  type PlacedDetections,
} from '../geo/detections.ts';
import { MONITORING_START_YEAR } from '../geo/risk-info.ts';

type Deps = Pick<SimDeps, 'now' | 'resolveProjectId' | 'store' | 'publicUrl'>;

/** Year and month as integers, 400 (naming the parameter) when missing, malformed, before 2016 or future. */
function checkMonth(yearText: string | undefined, monthText: string | undefined, now: number) {
  const year = Number(yearText);
  const month = Number(monthText);
  if (!yearText || !/^\d{4}$/.test(yearText))
    apiError(400, 'invalid_request', 'year is required (e.g. 2024).');
  if (!monthText || !/^\d{1,2}$/.test(monthText) || month < 1 || month > 12) {
    apiError(400, 'invalid_request', 'month is required: 1 to 12.');
  }
  const today = new Date(now);
  if (year < MONITORING_START_YEAR) {
    apiError(
      400,
      'invalid_request',
      `year ${year} is before ${MONITORING_START_YEAR}, when monitoring starts.`,
    );
  }
  if (year * 12 + month > today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
    apiError(400, 'invalid_request', `month ${year}-${String(month).padStart(2, '0')} is in the future.`);
  }
  return { year, month };
}

/** Built zips kept: a few projects × two kinds × the months people look at. */
const CACHED_ZIPS = 48;

/** `placed`: the clearings tests placed (admin routes), added to their month's deforestation export. */
export function detectionsRoutes(deps: Deps, placed?: PlacedDetections) {
  const app = new Hono<SimEnv>();
  // Each month's zip of a project is built once and served from here until the project's plots change
  // (the key holds the store's plot version): building reads every plot of the project.
  const cache = new Map<string, Uint8Array>();
  const build = (projectId: string, kind: DetectionKind, year: number, month: number) => {
    const key = `${projectId}\n${kind}\n${year}-${month}\n${deps.store.plotVersion(projectId)}\n${placed?.version ?? 0}`;
    let zip = cache.get(key);
    if (zip) {
      cache.delete(key); // most recently used last
    } else {
      zip = buildDetectionsZip(
        kind,
        year,
        month,
        deps.store.geometriesOfProject(projectId),
        kind === 'deforestation' ? (placed?.of(projectId, year, month) ?? []) : [],
      );
      if (cache.size >= CACHED_ZIPS) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, zip);
    return zip;
  };

  app.get('/detections-export', (c) => {
    const { year, month } = checkMonth(c.req.query('year'), c.req.query('month'), deps.now());
    const projectId = deps.resolveProjectId(c, c.req.query('projectId'));
    const body: DetectionsExport = {
      year,
      month,
      files: DETECTION_KINDS.map((kind) => {
        const fileName = detectionsFileName(kind, year, month);
        const query = new URLSearchParams({ projectId }).toString();
        return {
          kind,
          fileName,
          url: simulatorUrl(
            c,
            deps.publicUrl,
            '/detections-export',
            `/detections-export/files/${fileName}?${query}`,
          ),
          sizeBytes: build(projectId, kind, year, month).byteLength,
        };
      }),
    };
    return c.json(body);
  });

  app.get('/detections-export/files/:fileName', (c: Context<SimEnv>) => {
    const fileName = c.req.param('fileName') ?? '';
    const match = /^(deforestation|fire)-(\d{4})-(\d{2})\.zip$/.exec(fileName);
    if (!match) apiError(404, 'not_found', `File ${fileName} not found.`);
    const { year, month } = checkMonth(match[2], match[3], deps.now());
    const projectId = deps.resolveProjectId(c, c.req.query('projectId'));
    const bytes = build(projectId, match[1] as DetectionKind, year, month);
    return c.body(bytes.slice().buffer, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(bytes.byteLength),
    });
  });

  return app;
}
