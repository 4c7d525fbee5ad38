import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { selfCheckServiceWorker } from './scripts/self-check-sw.ts';

/**
 * In development the same Node app as production (server/app.ts) is mounted into Vite, so /api,
 * /basemap and the EU stand-in's /eu-is behave identically in both. Loaded lazily so `vite build` does not start a simulator.
 */
const SERVER_PATHS = ['/api/', '/basemap/', '/eu-is/'];

function serverApp(): Plugin {
  return {
    name: 'dashboard-server-app',
    apply: 'serve',
    async configureServer(server) {
      const { getRequestListener } = await import('@hono/node-server');
      const { readConfig } = await server.ssrLoadModule('/server/config.ts');
      const { createServerApp } = await server.ssrLoadModule('/server/app.ts');
      const { app, close } = await createServerApp(readConfig());
      const listener = getRequestListener(app.fetch);
      server.middlewares.use((req, res, next) => {
        if (SERVER_PATHS.some((prefix) => req.url?.startsWith(prefix))) {
          void listener(req, res);
        } else next();
      });
      server.httpServer?.on('close', () => void close());
    },
  };
}

/**
 * `@/` is the SPA (src/), `@core/` the pure shared code, `@tests/` the tests' shared builders (tests/support):
 * imports say where they reach without climbing `../`.
 */
export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), serverApp(), selfCheckServiceWorker()],
  resolve: { alias: aliases },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
  build: {
    target: 'es2022',
    outDir: process.env.DIST_DIR ?? 'dist',
    // The manifest lets the bundle benchmark tell the initial JS from the lazy chunks.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  worker: { format: 'es' },
});
