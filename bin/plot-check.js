#!/usr/bin/env node
// Launcher of the `plot-check` command (package.json "bin"): runs the TypeScript entry with tsx, using the
// project's tsconfig wherever the command is started from.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url);
register({ tsconfig: fileURLToPath(new URL('tsconfig.json', root)) });
const { main } = await import(new URL('cli/plot-check.ts', root).href);
process.exitCode = await main(process.argv.slice(2));
