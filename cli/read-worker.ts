/** The reading thread of read-in-worker.ts: one file in, its ReadResult (or the reader's error) out. */
import { parentPort, workerData } from 'node:worker_threads';
import { readPlotFile, type ReadLimits } from '@core/formats/index.ts';
import { nodeReaderEnv } from './node-source.ts';

const data = workerData as { bytes: Uint8Array; name: string; limits: Partial<ReadLimits> };
const result = await readPlotFile(data.bytes, data.name, { ...nodeReaderEnv, limits: data.limits });
parentPort!.postMessage(result);
