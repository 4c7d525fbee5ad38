/** `npm run simulator:reset`: deletes the simulator's data folder; the next start seeds afresh. */
import { rm } from 'node:fs/promises';
import { readConfig } from './config.ts';

const { dataDir } = readConfig();
await rm(dataDir, { recursive: true, force: true });
console.log(`Simulator data deleted: ${dataDir}`);
