/**
 * The filing server alone in a process, for sigkill.test.ts, which kills it with SIGKILL while a statement's
 * request is in flight: `node --import tsx server/eu-filing/sigkill-child.ts <dataDir> <port>`. Serves
 * /api/auth (the demo team: local-only), /api/review, /api/filing and the EU stand-in at /eu-is (its
 * statements kept in <dataDir>/eu-stand-in.db, so they outlive the process like the real system's), on
 * the given loopback port; prints `READY` once it serves.
 */
import { serve } from '@hono/node-server';
import { startFilingServer } from './test-harness.ts';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: sigkill-child.ts <dataDir> <port>');
const server = await startFilingServer({
  dataDir,
  port: Number(port),
  databaseUrl: process.env.DATABASE_URL,
});
serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: Number(port) }, () => console.log('READY'));
