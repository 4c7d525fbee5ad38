/**
 * Options of the dashboard's HTTP server, and of the simulator run alone. Node cuts any request after
 * 300 s by default (requestTimeout), which would end a large upload through the relay halfway; the relay
 * has its own timeout that tracks progress instead (RELAY_IDLE_TIMEOUT_MS). Headers must still arrive
 * promptly.
 *
 * An idle keep-alive connection is kept 65 s, not Node's 5 s: a client that sends its next request on a
 * connection at the moment the server closes it gets ECONNRESET (nodejs/node#52649). With 5 s, that
 * moment comes after any pause of about 5 s between two requests: the likely cause of the ECONNRESET an
 * e2e journey's API call once met in a clean-clone run. 65 s is longer than a page's or a script's pauses,
 * and as long as common proxies keep theirs.
 */
export const httpServerOptions = {
  requestTimeout: 0,
  headersTimeout: 60_000,
  keepAliveTimeout: 65_000,
} as const;
