/** Plot files on disk as the checker's sources, and what the readers need from Node (sql.js's wasm). */
import { said } from '@core/i18n/messages.ts';
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEFAULT_READ_LIMITS,
  ReadLimitError,
  type PlotFileSource,
  type ReaderEnv,
} from '@core/formats/index.ts';

export async function fileSource(file: string): Promise<PlotFileSource> {
  const { size } = await stat(file);
  return {
    name: path.basename(file),
    size,
    async head(n) {
      const fh = await open(file, 'r');
      try {
        const buf = new Uint8Array(Math.min(n, size));
        await fh.read(buf, 0, buf.length, 0);
        return buf;
      } finally {
        await fh.close();
      }
    },
    // The checker refuses a file over the limit from its size before asking; this holds even if it did not.
    async bytes() {
      if (size > DEFAULT_READ_LIMITS.fileBytes)
        throw new ReadLimitError(said('read.error.too-large-in-memory', { file: path.basename(file) }));
      return new Uint8Array(await readFile(file));
    },
    async *chunks() {
      for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) yield chunk as Uint8Array;
    },
  };
}

const require = createRequire(import.meta.url);

export const nodeReaderEnv: ReaderEnv = {
  loadSqlWasm: () => readFile(require.resolve('sql.js/dist/sql-wasm.wasm')),
};
