import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFileStream, createUploadCheckState, DEFAULT_CHECK_OPTIONS } from './index.ts';

const dir = join(import.meta.dirname, '../../tests/fixtures/plots');
const readme = readFileSync(join(dir, 'README.md'), 'utf8');
const expected = new Map(
  [...readme.matchAll(/^\| `([^`]+)` \| (.*) \|$/gm)].map((m) => [m[1]!, m[2]!.split(', ').filter(Boolean)]),
);

describe('tests/fixtures/plots produce the codes README.md documents', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.geojson'))) {
    it(file, async () => {
      const bytes = new Uint8Array(readFileSync(join(dir, file)));
      const chunks = (async function* () {
        for (let i = 0; i < bytes.length; i += 4096) yield bytes.subarray(i, i + 4096);
      })();
      const s = await checkFileStream(file, chunks, DEFAULT_CHECK_OPTIONS, createUploadCheckState());
      expect(s.problems.map((p) => `${p.featureIndex ?? '-'}:${p.code}`)).toEqual(expected.get(file) ?? []);
    });
  }
});
