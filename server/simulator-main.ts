/** `npm run simulator`: the simulator alone on PORT (default 4010), mounted at the root. */
import { serve } from '@hono/node-server';
import { readConfig, simulatorAccounts } from './config.ts';
import { createSimulator } from './simulator/index.ts';

const config = readConfig();
const port = Number(process.env.PORT ?? 4010);
const simulator = await createSimulator({
  dataDir: config.dataDir,
  speed: config.simSpeed,
  faults: config.simFaults,
  publicUrl: config.publicUrl,
  accounts: simulatorAccounts(config),
  uploadRetentionMs: config.uploadRetentionDays * 24 * 60 * 60 * 1000,
});

const server = serve({ fetch: simulator.app.fetch, hostname: config.host, port }, (info) => {
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
