/**
 * Set-up of the projects whose files share one module cache (`isolate: false`, vitest.config.ts): fails the
 * test file after which a JavaScript built-in is no longer the one the worker started with, and puts the
 * original back so the files after it run as they would alone. Such a change outlives its file and breaks
 * whatever runs next in the worker. It happened: pdfjs-dist's legacy build installs core-js's JSON.rawJSON
 * polyfill, whose JSON.stringify ignores a replacer array, and the plot properties hash (which sorts keys
 * through one) then told `{a, b}` and `{b, a}` apart in a later file, in one run of three. A file that must
 * load such a library is named `*.isolated.test.ts` and gets a process of its own.
 */
import { afterAll, expect } from 'vitest';

/** [owner, property, name]: the built-ins the project's code leans on. */
const WATCHED: [Record<string, unknown>, string, string][] = [
  [JSON, 'stringify', 'JSON.stringify'],
  [JSON, 'parse', 'JSON.parse'],
  [Object, 'keys', 'Object.keys'],
  [Object, 'entries', 'Object.entries'],
  [Array.prototype, 'sort', 'Array.prototype.sort'],
  [Array.prototype, 'map', 'Array.prototype.map'],
  [String.prototype, 'charCodeAt', 'String.prototype.charCodeAt'],
  [Math, 'imul', 'Math.imul'],
  [globalThis, 'Promise', 'Promise'],
  [globalThis, 'structuredClone', 'structuredClone'],
] as unknown as [Record<string, unknown>, string, string][];

const holder = globalThis as { __builtinsAtStart?: unknown[] };
// The first file of a worker records them; set-up files run again before every file of the worker.
holder.__builtinsAtStart ??= WATCHED.map(([owner, key]) => owner[key]);
const atStart = holder.__builtinsAtStart;

afterAll(() => {
  const replaced: string[] = [];
  WATCHED.forEach(([owner, key, name], i) => {
    if (owner[key] === atStart[i]) return;
    replaced.push(name);
    owner[key] = atStart[i];
  });
  expect(
    replaced,
    'built-ins this file replaced for the files after it (name it *.isolated.test.ts)',
  ).toEqual([]);
});
