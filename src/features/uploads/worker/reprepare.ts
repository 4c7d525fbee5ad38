/**
 * Converts a dropped file again, as it was converted before a reload: read in a preparing worker of its own,
 * then written as TRACES GeoJSON with the remembered mapping and axis order. A TRACES file comes back as it
 * is. Rejects with the reader's message when the file cannot be read.
 */
import type { FieldMapping } from '../lib/field-mapping.ts';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol.ts';

export function reprepareFile(file: File, mapping: FieldMapping | null, swapAxes: boolean): Promise<File> {
  const worker = new Worker(new URL('./prepare.worker.ts', import.meta.url), { type: 'module' });
  const post = (m: PrepareRequest) => worker.postMessage(m);
  return new Promise<File>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<PrepareResponse>) => {
      const msg = event.data;
      if (msg.type === 'failed') reject(new Error(msg.message));
      else if (msg.type === 'converted') resolve(msg.file);
      else if (msg.reading.fatal) reject(new Error(msg.reading.fatal.message));
      else if (msg.reading.inTracesFormat || !mapping) resolve(file);
      else post({ type: 'convert', requestId: 2, readId: 1, mapping, swapAxes });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'The reader stopped.'));
    };
    post({ type: 'read', requestId: 1, file });
  }).finally(() => worker.terminate());
}
