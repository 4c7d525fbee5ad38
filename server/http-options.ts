/**
 * Options of the dashboard's HTTP server. Node cuts any request after 300 s by default (requestTimeout),
 * which would end a large upload through the relay halfway; the relay has its own timeout that tracks
 * progress instead (RELAY_IDLE_TIMEOUT_MS). Headers must still arrive promptly.
 */
export const httpServerOptions = { requestTimeout: 0, headersTimeout: 60_000 } as const;
