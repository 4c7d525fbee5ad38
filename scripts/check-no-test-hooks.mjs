#!/usr/bin/env node
/**
 * The production build carries no test hook: fails when a bundle in DIST_DIR (default dist) names one of
 * the window hooks the e2e build exposes (src/features/plots/map/e2e-hook.ts). `npm test` runs it after
 * `vite build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const HOOKS = ['__plotsMap'];
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
