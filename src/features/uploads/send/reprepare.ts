/**
 * Converts a dropped file again, as it was converted before a reload: read in a preparing worker of its own,
 * then written as TRACES GeoJSON with the remembered mapping, axis order and plot numbering. A TRACES file comes back as it
 * is. Rejects with the reader's message when the file cannot be read (or the reader stopped on it).
 */
import { currentLocale } from '@core/i18n/locales.ts';
import { messageIn } from '@core/i18n/messages.ts';
import { createWorkerClient } from '@/lib/worker-rpc/index.ts';
import type { FieldMapping } from '../model/field-mapping.ts';
import type { PrepareMethods } from '../prepare/prepare-protocol.ts';
import { READ_DEADLINE_MS, stoppedMessage } from '../shared/worker-stopped.ts';

export async function reprepareFile(
  file: File,
  mapping: FieldMapping | null,
  swapAxes: boolean,
  numberNames = false,
): Promise<File> {
  const reader = createWorkerClient<PrepareMethods>(
    () => new Worker(new URL('../prepare/prepare.worker.ts', import.meta.url), { type: 'module' }),
  );
  try {
    const reading = await reader.call('read', { readId: 1, file }, { deadlineMs: READ_DEADLINE_MS });
    // The reader's reason in the page's language (its reference came back with it).
    if (reading.fatal) throw new Error(messageIn(currentLocale(), reading.fatal));
    if (reading.inTracesFormat || !mapping) return file;
    return (await reader.call('convert', { readId: 1, mapping, swapAxes, numberNames })).file;
  } catch (error) {
    throw new Error(stoppedMessage('reader', file.name, error));
  } finally {
    reader.close();
  }
}
