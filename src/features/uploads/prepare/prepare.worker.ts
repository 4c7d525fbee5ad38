/**
 * The preparing worker: reads supplier files of any format off the main thread, keeps their plots until the
 * person has confirmed the field mapping, then writes the TRACES-ready GeoJSON the checker and the upload use.
 */
/// <reference lib="webworker" />
import { sayNow } from '@core/i18n/messages.ts';
import { serve } from '@/lib/worker-rpc/index.ts';
import type { PrepareMethods } from './prepare-protocol.ts';
import { numberingPrefixOf } from '../model/field-mapping.ts';
import { convertFeatures, prepareFile, tracesFileName } from './prepare-file.ts';
import { workerReaderEnv } from '../shared/reader-env.ts';

const kept = new Map<number, { name: string; features: GeoJSON.Feature[] }>();

serve<PrepareMethods>({
  read: async ({ readId, file }) => {
    const { reading, features } = await prepareFile(file, workerReaderEnv);
    if (!reading.inTracesFormat && !reading.fatal) kept.set(readId, { name: file.name, features });
    return reading;
  },
  convert: async ({ readId, mapping, swapAxes, numberNames }) => {
    const source = kept.get(readId);
    if (!source) throw new Error(sayNow('uploads.error.file-forgotten'));
    const { parts, stats } = await convertFeatures(source.features, mapping, {
      swapAxes,
      numberAs: numberNames ? numberingPrefixOf(source.name) : null,
    });
    return { file: new File(parts, tracesFileName(source.name), { type: 'application/geo+json' }), stats };
  },
  forget: ({ readId }) => void kept.delete(readId),
});
