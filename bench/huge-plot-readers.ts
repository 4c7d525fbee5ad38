/**
 * Peak memory of the upload page's GeoJSON readers (pure modules the workers run) on a file with one huge
 * ring between ordinary plots (issue 52 item 4): one reader per process, so GNU time's maximum resident set
 * is that reader's. The file is written piece by piece (never held whole) and is not kept in the tree.
 *
 *   node --import tsx bench/huge-plot-readers.ts make /tmp/huge.geojson 5000000
 *   /usr/bin/time -v node --import tsx bench/huge-plot-readers.ts prepare|check|fix|leave-out|preview /tmp/huge.geojson
 *
 * Files over FIX_MAX_BYTES / MAP_MAX_BYTES (200 MB) are refused by size or streamed by the check; a ring
 * under that size is what those readers used to parse whole.
 */
import { closeSync, openAsBlob, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { runCheck } from '@/features/uploads/check/run-check.ts';
import { runFix } from '@/features/uploads/check/run-fix.ts';
import { runTracesPreview } from '@/features/uploads/check/run-traces-preview.ts';
import { prepareFile } from '@/features/uploads/prepare/prepare-file.ts';
import { withoutFeatures } from '@/features/uploads/send/leave-out.ts';

const [what, file, count] = process.argv.slice(2);

const plot = (name: string, x: number) =>
  JSON.stringify({
    type: 'Feature',
    properties: { Farm: name, ProducerCountry: 'CI' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [x, 7.5],
          [x + 0.001, 7.5],
          [x + 0.001, 7.501],
          [x, 7.501],
          [x, 7.5],
        ],
      ],
    },
  });

function make(out: string, vertices: number): void {
  const fd = openSync(out, 'w');
  const enc = new TextEncoder();
  writeSync(fd, `{"type":"FeatureCollection","features":[\n${plot('A', -5.5)},\n`);
  writeSync(
    fd,
    '{"type":"Feature","properties":{"Farm":"Huge"},"geometry":{"type":"Polygon","coordinates":[[',
  );
  const vertex = enc.encode('[-5.123456,7.123456],');
  const per = 100_000;
  const piece = new Uint8Array(vertex.length * per);
  for (let i = 0; i < per; i++) piece.set(vertex, i * vertex.length);
  for (let done = 0; done < vertices; done += per) writeSync(fd, piece);
  writeSync(fd, `[-5.123456,7.123456]]]}},\n${plot('C', -5.4)},\n${plot('D', -5.3)}\n]}\n`);
  closeSync(fd);
}

async function run(): Promise<unknown> {
  const blob = await openAsBlob(file!);
  const input = {
    name: path.basename(file!),
    size: blob.size,
    stream: () => blob.stream() as ReadableStream<Uint8Array>,
    slice: (a?: number, b?: number) => blob.slice(a, b),
    arrayBuffer: () => blob.arrayBuffer(),
  };
  const started = performance.now();
  let summary: unknown;
  if (what === 'prepare') {
    // Any supplier format (the GeoPackage reader needs sql.js's WebAssembly, as the worker's env gives it).
    const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
    const { reading, features } = await prepareFile(input, { loadSqlWasm: async () => readFileSync(wasm) });
    summary = { features: features.length, notes: reading.notes, traces: reading.inTracesFormat };
  } else if (what === 'check') {
    const r = await runCheck([input], DEFAULT_CHECK_OPTIONS);
    summary = { plots: r.totals.featureCount, huge: r.problems.find((p) => p.featureIndex === 1)?.message };
  } else if (what === 'fix') {
    const r = await runFix(input, ['close-rings'], DEFAULT_CHECK_OPTIONS);
    summary = { plots: r.featuresAfter, bytes: r.file.size };
  } else if (what === 'leave-out') {
    const r = await withoutFeatures(input, new Set([0]));
    summary = { kept: r.kept, bytes: r.file.size };
  } else if (what === 'preview') {
    const r = await runTracesPreview(input, DEFAULT_CHECK_OPTIONS);
    summary = { plots: r.plotCount, changed: r.changed };
  } else throw new Error(`unknown reader ${what}`);
  return { what, seconds: Math.round(performance.now() - started) / 1000, summary };
}

if (what === 'make') make(file!, Number(count));
else console.log(JSON.stringify(await run()));
