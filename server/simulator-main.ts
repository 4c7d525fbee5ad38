/** `npm run simulator`: the simulator alone on PORT (default 4010), mounted at the root. */
import { serve } from '@hono/node-server';
import { readConfig, simulatorOptions } from './config.ts';
import { httpServerOptions } from './http-options.ts';
import { createSimulator } from './simulator/index.ts';

const config = readConfig();
const port = Number(process.env.PORT ?? 4010);
const simulator = await createSimulator(simulatorOptions(config));

const options = {
  fetch: simulator.app.fetch,
  hostname: config.host,
  port,
  serverOptions: { ...httpServerOptions },
};
const server = serve(options, (info) => {
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `Simulator ready on http://${host}:${info.port}/ (try /v1/projects with Authorization: Bearer demo-token-amara)`,
  );
  console.log(
    `Data: ${config.dataDir} (reset with npm run simulator:reset)${config.simFaults ? '; fault injection on /_sim' : ''}`,
  );
});

const shutdown = async () => {
  server.close();
  await simulator.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
