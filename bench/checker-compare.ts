/**
 * Checker throughput against an earlier checker: `node --import tsx bench/checker-compare.ts [--base=REF] [--runs=N]`.
 *
 * Extracts `core/plot-rules` of REF (default 84af3a8, the checker before the GEOS/JTS validity semantics of
 * docs/geometry.md) with `git archive` into node_modules/.cache, runs bench/checker.ts on it and on this
 * tree (100,000 plots, each phase in its own child process, `--runs` times), and compares the median CPU
 * time of `checkFileStream` (steadier than wall time on a shared machine). Target: at most 10 % slower.
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = arg('base') ?? '84af3a8';
const runs = arg('runs') ?? '3';
const MAX_SLOWDOWN = 1.1;

const dir = resolve('node_modules/.cache/checker-base', base.replace(/[^\w.-]/g, '_'));
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
execSync(`git archive ${base} core/plot-rules | tar -x -C ${JSON.stringify(dir)}`, { stdio: 'inherit' });
// The benchmark needs the checker only; an older copy's fixes may import packages no longer installed.
const index = join(dir, 'core/plot-rules/index.ts');
writeFileSync(index, readFileSync(index, 'utf8').replace(/^export \* from '\.\/fixes\.ts';$/m, ''));

/** Median CPU ms of the checkFileStream row of bench/checker.ts's table. */
function cpuOf(rulesDir: string | null): number {
  const args = ['--import', 'tsx', 'bench/checker.ts', `--runs=${runs}`];
  if (rulesDir) args.push(`--rules=${rulesDir}`);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`bench/checker.ts failed:\n${r.stdout}\n${r.stderr}`);
  const lines = r.stdout.split('\n');
  const header = lines
    .find((l) => l.includes('| CPU'))!
    .split('|')
    .map((c) => c.trim());
  const row = lines
    .find((l) => l.includes('checkFileStream'))!
    .split('|')
    .map((c) => c.trim());
  return Number(/([\d.]+) ms/.exec(row[header.indexOf('CPU')]!)![1]);
}

const before = cpuOf(join(dir, 'core/plot-rules'));
const after = cpuOf(null);
const ratio = after / before;
console.log(
  `checkFileStream 100k, median CPU: ${base} ${before.toFixed(0)} ms, this tree ${after.toFixed(0)} ms ` +
    `(${ratio.toFixed(2)}×; target ≤ ${MAX_SLOWDOWN}×)`,
);
if (ratio > MAX_SLOWDOWN) {
  console.log(`  ✖ the checker is ${((ratio - 1) * 100).toFixed(0)} % slower than at ${base}`);
  process.exit(1);
}
