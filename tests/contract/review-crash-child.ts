/**
 * The review store alone in a process, for review-crash.test.ts, which kills it with SIGKILL:
 * `node --import tsx tests/contract/review-crash-child.ts <dataDir> <port>` (the test runs it bundled). Serves
 * /api/auth (people sign in: the demo team, this server being local-only), /api/review and, beside them, the
 * embedded simulator at /api/simulator whose plots decisions are checked against, on the given loopback port
 * (the page's own address, which the store checks); prints `READY` once it serves. The simulator's seed comes
 * from the environment (SIM_SEED_PLOTS, SIM_SEED_PROJECT, SIM_SEED_SUPPLIER_PLOTS) and is kept in
 * <dataDir>/simulator, so every restart sees the same plots.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readConfig } from '../../server/config.ts';
import { createReviewService } from '../../server/review/index.ts';
import { createSimulator } from '../../server/simulator/index.ts';
import { DEMO_ACCOUNTS } from '../../server/simulator/demo-accounts.ts';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: review-crash-child.ts <dataDir> <port>');
const simulator = await createSimulator({ dataDir: path.join(dataDir, 'simulator'), faults: false });
const review = await createReviewService(
  { ...readConfig({ DATABASE_URL: process.env.DATABASE_URL }), dataDir, port: Number(port) },
  DEMO_ACCOUNTS,
  simulator.app,
);
const app = new Hono();
app.route('/api/simulator', simulator.app);
app.route('/api/auth', review.auth);
app.route('/api/review', review.app);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(port) }, () => console.log('READY'));
