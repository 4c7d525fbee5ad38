/**
 * The generated plot files of the checker benchmarks (Node and Chromium): irregular 24-vertex plots in
 * Côte d'Ivoire / Ghana with every TRACES property, and a known number of duplicate geometries so the
 * benchmarks can verify what the checker found. Written to disk in batches, never held whole in memory.
 */
import { createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';

export const VERTICES = 24;
export const SMALL_COUNT = 100_000;
export const BIG_COUNT = 1_430_000;
/** Every DUP_EVERY-th plot repeats the geometry of the plot DUP_BACK before it (with its own name). */
export const DUP_EVERY = 1000;
const DUP_BACK = 500;

/** One plot in Côte d'Ivoire / Ghana: a slightly irregular 24-gon of ~1–4 ha with 6-decimal positions. */
export function plot(i: number): string {
  const g = i % DUP_EVERY === DUP_EVERY - 1 ? i - DUP_BACK : i; // geometry seed
  const cx = -8 + ((g * 7919) % 70000) / 10000; // -8 .. -1
  const cy = 5.5 + ((g * 104729) % 40000) / 10000; // 5.5 .. 9.5
  const r = 0.0006 + ((g * 31) % 5) * 0.0001;
  const ring: string[] = [];
  for (let k = 0; k < VERTICES; k++) {
    const a = (2 * Math.PI * k) / VERTICES;
    const rr = r * (1 + 0.08 * Math.sin(3 * a + g));
    ring.push(`[${(cx + rr * Math.cos(a)).toFixed(6)},${(cy + rr * Math.sin(a)).toFixed(6)}]`);
  }
  ring.push(ring[0]!);
  const country = cx < -3.2 ? 'CI' : 'GH';
  const areaHa = (Math.PI * (r * 111_000) ** 2 * Math.cos((cy * Math.PI) / 180)) / 10_000;
  return `{"type":"Feature","properties":{"ProducerName":"Cooperative ${i % 500}","ProducerCountry":"${country}","ProductionPlace":"Plot ${i}","Area":${areaHa.toFixed(2)}},"geometry":{"type":"Polygon","coordinates":[[${ring.join(',')}]]}}`;
}

/** Writes `count` plots as a FeatureCollection, 1000 at a time with back-pressure (never the whole file). */
export async function writeFile(path: string, count: number): Promise<number> {
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
