#!/usr/bin/env node
/**
 * The production build carries no test hook: fails when a bundle in DIST_DIR (default dist) names one of
 * the window hooks the e2e build exposes. The hooks are read from the source, every `__name` a
 * `src/**\/e2e-hook.ts` adds to `Window` (today the Plots map's and the Jurisdictions map's), so a new hook
 * is checked without being listed here. `npm test` runs it after `vite build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/** Every e2e-hook.ts under src/, as repository-relative paths. */
function hookFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return hookFiles(full);
    return entry.name === 'e2e-hook.ts' ? [full] : [];
  });
}

/** The window properties the e2e hooks declare (`__plotsMap?: …` in `interface Window`). */
function testHooks() {
  const names = hookFiles(path.join(root, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s*(__\w+)\??:/gm)].map((m) => m[1]),
  );
  return [...new Set(names)].sort();
}

const HOOKS = testHooks();
if (HOOKS.length === 0) {
  console.error('No e2e hook found in src/**/e2e-hook.ts: the check would check nothing.');
  process.exit(1);
}
const assets = path.join(process.env.DIST_DIR ?? 'dist', 'assets');
const found = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .flatMap((f) => {
    const text = readFileSync(path.join(assets, f), 'utf8');
    return HOOKS.filter((h) => text.includes(h)).map((h) => `${f}: ${h}`);
  });
if (found.length) {
  console.error(`Test hooks in the production build (guard them with import.meta.env.MODE === 'e2e'):`);
  for (const f of found) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`No test hook in ${assets} (${HOOKS.join(', ')}).`);
