/** Reading a picked file as a stream of byte chunks, for the check and the fixes (the file is never read whole). */

/** A picked file as the worker sees it (a File in the browser, a stand-in in Node tests). */
export interface CheckInputFile {
  name: string;
  size: number;
  stream(): ReadableStream<Uint8Array>;
}

export class CheckCancelled extends Error {
  constructor() {
    super('Check superseded');
    this.name = 'CheckCancelled';
  }
}

/** The file's bytes chunk by chunk; stops with CheckCancelled between chunks once `isCancelled()` says so. */
export async function* fileChunks(
  file: CheckInputFile,
  isCancelled: () => boolean = () => false,
): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  try {
    for (;;) {
      if (isCancelled()) throw new CheckCancelled();
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
