/**
 * The typecheck runs TypeScript 7 (the Go compiler, 11 CPU-s on this project against 43 for TypeScript 6).
 * Both are installed: ESLint's parser needs TypeScript 6's JavaScript API, and the side-by-side package
 * brings a TypeScript 6 whose `tsc` npm may link into node_modules/.bin instead of 7's (it did in a clean
 * clone), so `npm run typecheck` names the compiler by its path, and `npm test` runs that script. This keeps
 * them on it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TSC7 = 'node_modules/typescript-native/bin/tsc';

describe('the typecheck compiler', () => {
  it('is TypeScript 7, named by its path in npm run typecheck and in npm test', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts['typecheck']).toBe(`node ${TSC7} --noEmit --singleThreaded -p tsconfig.json`);
    // npm test runs that script, so the compiler and its flags are written once.
    expect(readFileSync('scripts/test-all.mjs', 'utf8')).toContain(
      `{ name: 'typecheck', ...yielding('npm', ['run', '--silent', 'typecheck']) }`,
    );
    expect(execFileSync(process.execPath, [TSC7, '--version'], { encoding: 'utf8' })).toMatch(/^Version 7\./);
  });

  it('TypeScript 6 is what the `typescript` package gives ESLint', () => {
    const ts = JSON.parse(readFileSync('node_modules/typescript/package.json', 'utf8')) as {
      version: string;
    };
    expect(ts.version).toMatch(/^6\./);
  });
});
