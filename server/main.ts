/**
 * Production entry (`npm start`): the API app plus the built SPA from dist/, on one port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { readConfig } from './config.ts';
import { createServerApp } from './app.ts';
import { serveBuiltApp } from './static-assets.ts';
import { httpServerOptions } from './http-options.ts';

const config = readConfig();
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does it for you).');
  process.exit(1);
}

const { app, close } = await createServerApp(config);
// Hashed assets cached for a year, compressed once; unknown assets 404; client-side routes get the SPA.
const built = serveBuiltApp(distDir);
app.use('*', built.files);
app.get('*', built.shell);

const server = serve(
  { fetch: app.fetch, hostname: config.host, port: config.port, serverOptions: { ...httpServerOptions } },
  (info) => {
    const backend = config.liveApiUrl
      ? `live service ${config.liveApiUrl} (simulator also available)`
      : 'the built-in simulator';
    console.log(
      `Dashboard ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}/ using ${backend}`,
    );
    console.log(`Simulator data: ${config.dataDir} (reset with npm run simulator:reset)`);
  },
);

const shutdown = async () => {
  server.close();
  await close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
