/**
 * The reading thread of read-in-worker.ts: one file in, its ReadResult (or the reader's error) out. The
 * plots go back packed (GeoJSON text and the mapping proposal, core/formats check-plot-file.ts), their
 * bytes moved rather than copied: the main thread never holds them as objects.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DEFAULT_READ_LIMITS, PlotPacker, readPlotFile, type ReadLimits } from '@core/formats/index.ts';
import { loadCountryNames } from '@core/mapping/country-codes.ts';
import { nodeReaderEnv } from './node-source.ts';

const data = workerData as { bytes: Uint8Array; name: string; limits: Partial<ReadLimits> };
// The plots are packed as the reader hands them on (shapefile and KML read in batches), so this thread
// never holds a big file's plots all as objects.
const packer = new PlotPacker(data.name, { ...DEFAULT_READ_LIMITS, ...data.limits });
const read = await readPlotFile(data.bytes, data.name, {
  ...nodeReaderEnv,
  limits: data.limits,
  sink: packer,
});
const result = packer.finish(read, read.fatal ? null : await loadCountryNames());
const transfer = (result.packed?.chunks ?? []).flatMap((c) => (c ? [c.buffer as ArrayBuffer] : []));
parentPort!.postMessage(result, transfer);
