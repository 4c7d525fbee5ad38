/**
 * Vitest's file order for `npm test`: the few files that take tens of seconds start first, so that on two
 * cores they run beside the many short ones instead of alone at the end. Vitest's own order puts files it has
 * timed before by their last duration, but a fresh clone (CI) has no such record and falls back to file
 * size and project name, which started the longest file (the SIGKILL trials) last.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Slowest first, as measured on an idle 2-core machine (seconds, roughly). */
const SLOW_FILES = [
  'tests/contract/crash.test.ts', // 45–65: 20 SIGKILL trials, each a restart of the simulator
  'server/review/review-store.test.ts', // 25–55: both databases, people signed in, 10,000-item bounds
  'tests/contract/review-crash.test.ts', // ~12: SIGKILL rounds on SQLite and PostgreSQL
  'tests/contract/audit-log-scale.test.ts', // ~20: 100,000 audit entries paged and exported
  'src/app/sign-in/sign-in.test.tsx', // 7–26: typing into password fields in jsdom
  'tests/hostile/hostile-cli.node.test.ts', // ~10–20: plot-check on every hostile file
  'server/review/statements.test.ts', // ~11: both databases
  'tests/cli/plot-check.test.ts', // ~10: plot-check as a process and in its runner
];

const rank = (spec: TestSpecification) => {
  const i = SLOW_FILES.findIndex((f) => spec.moduleId.endsWith(f));
  return i === -1 ? SLOW_FILES.length : i;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: files outside the list keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
