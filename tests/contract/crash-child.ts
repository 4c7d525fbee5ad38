/**
 * The simulator alone in a process, for the crash test (crash.test.ts), which kills it with SIGKILL:
 * `node --import tsx tests/contract/crash-child.ts <dataDir>`. Listens on a free loopback port and prints
 * `PORT <n>` once it serves.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSimulator } from '../../server/simulator/index.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-child.ts <dataDir>');
const simulator = await createSimulator({ dataDir, speed: 30, seedPlots: 40, faults: false });
const server = serve({ fetch: simulator.app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
  console.log(`PORT ${(server.address() as AddressInfo).port}`);
});
