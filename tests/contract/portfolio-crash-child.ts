/**
 * The whole dashboard server (server/app.ts) in a process of its own, for portfolio-crash.test.ts, which kills
 * it with SIGKILL in the middle of a walk of the portfolio mirror: `node portfolio-crash-child.mjs <dataDir>
 * <port>` (bundled by the test). The simulator's seed comes from the environment (SIM_SEED_PLOTS,
 * SIM_SEED_PROJECT) and is kept in <dataDir>, with the server's database, so a restart sees both as they were.
 * Prints `READY` once it serves.
 */
import { serve } from '@hono/node-server';
import { readConfig } from '../../server/config.ts';
import { createServerApp } from '../../server/app.ts';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: portfolio-crash-child.ts <dataDir> <port>');
const { app } = await createServerApp({ ...readConfig(), dataDir, port: Number(port) });
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(port) }, () => console.log('READY'));
