/**
 * The reading thread of read-in-worker.ts: one file in, its ReadResult (or the reader's error) out. The
 * plots go back packed (GeoJSON text and the mapping proposal, core/formats check-plot-file.ts), their
 * bytes moved rather than copied: the main thread never holds them as objects.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { packPlots, readPlotFile, type ReadLimits } from '@core/formats/index.ts';
import { loadCountryNames } from '@core/mapping/country-codes.ts';
import { nodeReaderEnv } from './node-source.ts';

const data = workerData as { bytes: Uint8Array; name: string; limits: Partial<ReadLimits> };
const read = await readPlotFile(data.bytes, data.name, { ...nodeReaderEnv, limits: data.limits });
const result = packPlots(read, read.fatal ? null : await loadCountryNames());
const transfer = (result.packed?.chunks ?? []).flatMap((c) => (c ? [c.buffer as ArrayBuffer] : []));
parentPort!.postMessage(result, transfer);
