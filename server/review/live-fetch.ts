/**
 * How the server reads the live service with a team's token (the record's checks, service-records.ts, and the
 * portfolio mirror's walks, server/portfolio/): a GET of a service path, following the service's own
 * redirects (a cloud API answers some GETs with a 307 to itself) but never one that leaves it.
 */
import type { ServiceFetch } from './service-records.ts';

/** Redirects followed within the service, at most. */
const MAX_REDIRECTS = 3;

export function liveFetch(baseUrl: string): ServiceFetch {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const basePath = base.pathname.replace(/\/+$/, '');
  const within = (url: URL) =>
    url.origin === base.origin && (url.pathname === basePath || url.pathname.startsWith(`${basePath}/`));
  return async (servicePath, token) => {
    let url = new URL(`${base.origin}${basePath}${servicePath}`);
    for (let hops = 0; ; hops++) {
      const response = await fetch(url, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'user-agent': 'plot-risk-dashboard',
        },
        // Followed here, and only within the service (its origin and base path): the token never follows a
        // redirect elsewhere (the live proxy refuses those too, server/live-proxy.ts).
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location || hops >= MAX_REDIRECTS)
        return response;
      const next = new URL(location, url);
      if (!within(next)) return response;
      await response.body?.cancel();
      url = next;
    }
  };
}
