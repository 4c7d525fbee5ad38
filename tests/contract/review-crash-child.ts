/**
 * The review store alone in a process, for review-crash.test.ts, which kills it with SIGKILL:
 * `node --import tsx tests/contract/review-crash-child.ts <dataDir> <port>` (the test runs it bundled). Serves /api/review on the given
 * loopback port (the page's own address, which the store checks) and prints `READY` once it serves.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readConfig } from '../../server/config.ts';
import { createReviewService } from '../../server/review/index.ts';
import { DEMO_ACCOUNTS } from '../../server/simulator/demo-accounts.ts';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: review-crash-child.ts <dataDir> <port>');
const review = await createReviewService(
  { ...readConfig({ DATABASE_URL: process.env.DATABASE_URL }), dataDir, port: Number(port) },
  DEMO_ACCOUNTS,
);
const app = new Hono();
app.route('/api/review', review.app);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(port) }, () => console.log('READY'));
