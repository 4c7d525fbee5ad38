/**
 * The benches' CPU profiles of a page's main thread (Chromium's sampling profiler through CDP): where its time
 * went, in all and within each long task.
 */
import type { Page } from 'playwright-core';

/** Self time per function (main thread) of a CPU profile, the 15 largest: where a revisit's long tasks go. */
export function printTopFunctions(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples?: number[];
    timeDeltas?: number[];
  },
  what = 'revisit (main thread)',
) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, k) => {
    const f = byNode.get(id)!;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[k] ?? 0) / 1000);
  });
  console.log(`${what} CPU profile, self time:`);
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${t.toFixed(0).padStart(6)} ms  ${name}`);
}

export type CpuProfile = Parameters<typeof printTopFunctions>[0] & {
  nodes: { id: number; children?: number[] }[];
};

/**
 * What each of the main thread's long tasks over `overMs` (`tasks`, page times) was made of, from
 * the CPU profile's samples in it: the functions it spent its time in (callees included) and the largest self
 * times. `at`: the page's wall clock (timeOrigin + now, ms) when the profile started.
 */
export function printLongTasks(
  profile: CpuProfile & { startTime: number },
  at: number,
  origin: number,
  tasks: { startTime: number; duration: number }[],
  overMs: number,
): void {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frame = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const nameOf = (id: number) => {
    const f = frame.get(id)!;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time in the page's clock (ms since its navigation).
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of deltas) times.push(((t += d) - profile.startTime) / 1000 + at - origin);
  for (const task of tasks.filter((x) => x.duration > overMs)) {
    const total = new Map<string, number>();
    const self = new Map<string, number>();
    for (let k = 0; k < samples.length; k++) {
      if (times[k]! < task.startTime || times[k]! > task.startTime + task.duration) continue;
      const ms = (deltas[k + 1] ?? 0) / 1000;
      self.set(nameOf(samples[k]!), (self.get(nameOf(samples[k]!)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let id: number | undefined = samples[k]; id !== undefined; id = parent.get(id)) {
        const name = nameOf(id);
        if (seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + ms);
      }
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .filter(([name]) => !/^\(root\)/.test(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${name}`)
        .join('\n');
    console.log(`  long task of ${task.duration.toFixed(0)} ms at ${task.startTime.toFixed(0)} ms; self:`);
    console.log(top(self, 8));
    console.log('   total:');
    console.log(top(total, 30));
  }
}

/**
 * Starts the page's main-thread profiler; `stop` prints the top self times when `topAs` names them, then what
 * each long task over `overMs` was made of (the page's long tasks as LONG_TASK_SCRIPT records them, given a
 * moment to report the last). Start it before the page navigates.
 */
export async function profileLongTasks(
  page: Page,
  overMs: number,
  topAs?: string,
): Promise<{ stop(): Promise<void> }> {
  const profiler = await page.context().newCDPSession(page);
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
  await profiler.send('Profiler.start');
  const at = await page.evaluate(() => performance.timeOrigin + performance.now());
  return {
    async stop() {
      const { profile } = await profiler.send('Profiler.stop');
      if (topAs) printTopFunctions(profile, topAs);
      await page.waitForTimeout(300);
      const { origin, tasks } = await page.evaluate(() => ({
        origin: performance.timeOrigin,
        tasks: (window as unknown as { __longTasks: { startTime: number; duration: number }[] }).__longTasks,
      }));
      printLongTasks(profile, at, origin, tasks, overMs);
    },
  };
}
