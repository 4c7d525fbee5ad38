/**
 * scripts/check-no-test-hooks.mjs keeps both e2e window hooks out of the production build (the Plots map's
 * `__plotsMap` and the Jurisdictions map's `__jurisdictionsMap`, read from src/**\/e2e-hook.ts): run on a
 * build folder holding either, it fails and names it; on a clean one it passes and lists both.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The check run on a build whose one bundle holds `code`: its exit status and output. */
function check(code: string): { status: number; output: string } {
  const dist = mkdtempSync(join(tmpdir(), 'hooks-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc.js'), code);
  try {
    const out = execFileSync('node', ['scripts/check-no-test-hooks.mjs'], {
      cwd: root,
      env: { ...process.env, DIST_DIR: dist },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { status: 0, output: out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: e.stdout + e.stderr };
  }
}

describe('the production build carries no e2e hook', () => {
  it('passes a clean build and names both hooks it looked for', () => {
    const { status, output } = check('window.map = 1;');
    expect(status).toBe(0);
    expect(output).toContain('__jurisdictionsMap, __plotsMap');
  });

  it.each(['__plotsMap', '__jurisdictionsMap'])('fails a build that holds %s, naming it', (hook) => {
    const { status, output } = check(`window.${hook} = map;`);
    expect(status).toBe(1);
    expect(output).toContain(`index-abc.js: ${hook}`);
  });
});
