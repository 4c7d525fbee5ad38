/**
 * A service's monthly detection exports (contract §7) as the simulator makes them for some plots
 * (server/simulator/geo/detections.ts), answered through a ServiceFetch as the server reads them, with the
 * requests it was asked: for the review counts' tests and bench (server/portfolio/detection-signals.ts).
 */
import type { Plot } from '@core/api/schemas.ts';
import { reviewMonths } from '@core/review/review-signals.ts';
import type { ServiceFetch } from '../../server/review/service-records.ts';
import { buildDetectionsZip, detectionsFileName } from '../../server/simulator/geo/detections.ts';

/**
 * The twelve months up to `now`'s exports for `plots` (a project `projectId`); `answer` may answer a path
 * instead (a failing service). File URLs are written as the simulator mounted under /api/simulator writes
 * them: the server finds its own path in them.
 */
export function simulatedExports(
  plots: readonly Plot[],
  projectId: string,
  now: Date,
  answer: (path: string) => Response | null = () => null,
) {
  const asked: string[] = [];
  const zips = new Map<string, Uint8Array>();
  const geometries = plots.map((p) => p.geometry);
  for (const { year, month } of reviewMonths(now))
    zips.set(
      detectionsFileName('deforestation', year, month),
      buildDetectionsZip('deforestation', year, month, geometries),
    );
  const fetch: ServiceFetch = (path) => {
    asked.push(path);
    const instead = answer(path);
    if (instead) return Promise.resolve(instead);
    const url = new URL(path, 'http://127.0.0.1');
    if (url.pathname === '/detections-export') {
      const year = Number(url.searchParams.get('year'));
      const month = Number(url.searchParams.get('month'));
      const files = (['deforestation', 'fire'] as const).map((kind) => {
        const fileName = detectionsFileName(kind, year, month);
        return {
          kind,
          fileName,
          url: `http://127.0.0.1:5173/api/simulator/detections-export/files/${fileName}?projectId=${projectId}`,
          sizeBytes: zips.get(fileName)?.byteLength ?? 0,
        };
      });
      return Promise.resolve(Response.json({ year, month, files }));
    }
    const zip = zips.get(url.pathname.split('/').at(-1)!);
    return Promise.resolve(
      zip ? new Response(zip.slice()) : Response.json({ errorCode: 'not_found' }, { status: 404 }),
    );
  };
  return { fetch, asked, zips };
}
