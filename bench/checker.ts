/**
 * Plot checker benchmark: `node --import tsx bench/checker.ts [--big]`.
 * Generates 100,000 plots (24-vertex rings, ~70 MB) in a temp dir, then measures a bare JSON.parse of the
 * whole file against checkFileStream fed by a 1 MiB-chunk stream. `--big` adds a ~1 GB file, generated
 * streaming to disk, checked streaming (targets: ≥ 40 MB/s, memory under 300 MB).
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkFileStream,
  createUploadCheckState,
  DEFAULT_CHECK_OPTIONS,
  loadLandIndex,
} from '../core/plot-rules/index.ts';

const MB = 1e6;
const VERTICES = 24;

/** One plot in Côte d'Ivoire / Ghana: a slightly irregular 24-gon of ~1–4 ha with 6-decimal positions. */
function plot(i: number): string {
  const cx = -8 + ((i * 7919) % 70000) / 10000; // -8 .. -1
  const cy = 5.5 + ((i * 104729) % 40000) / 10000; // 5.5 .. 9.5
  const r = 0.0006 + ((i * 31) % 5) * 0.0001;
  const ring: string[] = [];
  for (let k = 0; k < VERTICES; k++) {
    const a = (2 * Math.PI * k) / VERTICES;
    const rr = r * (1 + 0.08 * Math.sin(3 * a + i));
    ring.push(`[${(cx + rr * Math.cos(a)).toFixed(6)},${(cy + rr * Math.sin(a)).toFixed(6)}]`);
  }
  ring.push(ring[0]!);
  const country = cx < -3.2 ? 'CI' : 'GH';
  const areaHa = (Math.PI * (r * 111_000) ** 2 * Math.cos((cy * Math.PI) / 180)) / 10_000;
  return `{"type":"Feature","properties":{"ProducerName":"Cooperative ${i % 500}","ProducerCountry":"${country}","ProductionPlace":"Plot ${i}","Area":${areaHa.toFixed(2)}},"geometry":{"type":"Polygon","coordinates":[[${ring.join(',')}]]}}`;
}

async function writeFile(path: string, count: number): Promise<number> {
  const out = createWriteStream(path);
  const write = async (s: string): Promise<void> => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write('{"type":"FeatureCollection","features":[\n');
  let batch: string[] = [];
  for (let i = 0; i < count; i++) {
    batch.push(plot(i));
    if (batch.length === 1000 || i === count - 1) {
      await write(batch.join(',\n') + (i === count - 1 ? '\n' : ',\n'));
      batch = [];
    }
  }
  await write(']}\n');
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

/** Samples heap and RSS every 20 ms while `fn` runs. */
async function withPeak<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; ms: number; heap: number; rss: number }> {
  let heap = 0;
  let rss = 0;
  const sample = (): void => {
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed);
    rss = Math.max(rss, m.rss);
  };
  const timer = setInterval(sample, 20);
  const t0 = performance.now();
  const value = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  sample();
  return { value, ms, heap, rss };
}

async function check(path: string): Promise<{ features: number; problems: number }> {
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  const s = await checkFileStream('bench.geojson', stream, DEFAULT_CHECK_OPTIONS, createUploadCheckState(), {
    maxProblems: 1000,
  });
  return { features: s.featureCount, problems: Object.values(s.counts).reduce((a, b) => a + b, 0) };
}

const rows: string[][] = [];
const fmtMB = (b: number): string => `${(b / 1024 / 1024).toFixed(0)} MiB`;

const dir = mkdtempSync(join(tmpdir(), 'plot-bench-'));
try {
  await loadLandIndex(); // one-off ~20 ms, not part of the per-file figures
  const small = join(dir, 'plots-100k.geojson');
  const bytes = await writeFile(small, 100_000);

  global.gc?.();
  const parse = await withPeak(async () => JSON.parse(readFileSync(small, 'utf8')) as unknown);
  const parsedCount = (parse.value as { features: unknown[] }).features.length;
  parse.value = null;
  global.gc?.();
  const full = await withPeak(() => check(small));
  rows.push([
    'JSON.parse(readFileSync) 100k',
    `${(bytes / MB).toFixed(1)} MB`,
    `${parse.ms.toFixed(0)} ms`,
    `${(bytes / MB / (parse.ms / 1000)).toFixed(1)}`,
    fmtMB(parse.heap),
    fmtMB(parse.rss),
    `${parsedCount} features`,
  ]);
  rows.push([
    'checkFileStream 100k (1 MiB chunks)',
    `${(bytes / MB).toFixed(1)} MB`,
    `${full.ms.toFixed(0)} ms`,
    `${(bytes / MB / (full.ms / 1000)).toFixed(1)}`,
    fmtMB(full.heap),
    fmtMB(full.rss),
    `${full.value.features} features, ${full.value.problems} problems; ratio ${(full.ms / parse.ms).toFixed(2)}× JSON.parse`,
  ]);
  rmSync(small);

  if (process.argv.includes('--big')) {
    const big = join(dir, 'plots-1gb.geojson');
    const bigBytes = await writeFile(big, 1_430_000);
    global.gc?.();
    const r = await withPeak(() => check(big));
    rows.push([
      'checkFileStream ~1 GB (1 MiB chunks)',
      `${(bigBytes / MB).toFixed(0)} MB`,
      `${(r.ms / 1000).toFixed(1)} s`,
      `${(bigBytes / MB / (r.ms / 1000)).toFixed(1)}`,
      fmtMB(r.heap),
      fmtMB(r.rss),
      `${r.value.features} features, ${r.value.problems} problems`,
    ]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const header = ['run', 'size', 'time', 'MB/s', 'peak heap', 'peak RSS', 'notes'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'),
);
console.log(`Node ${process.version}, ${VERTICES}-vertex rings, 1 MiB chunks.`);
