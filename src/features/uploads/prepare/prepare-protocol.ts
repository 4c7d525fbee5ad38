/**
 * The preparing worker's methods (read → mapping → TRACES-ready GeoJSON; the protocol itself:
 * src/lib/worker-rpc). The worker keeps a read file's plots under the page's `readId` until converted or
 * forgotten.
 */
import type { ConversionStats, FieldMapping, FileReading } from '../model/field-mapping.ts';

export type PrepareMethods = {
  read: { args: { readId: number; file: File }; answer: FileReading };
  convert: {
    args: {
      readId: number;
      mapping: FieldMapping;
      swapAxes: boolean;
      /** Name the plots without a (telling) name "<file> <n>" (prepare-file.ts convertFeatures). */
      numberNames?: boolean;
    };
    answer: { file: File; stats: ConversionStats };
  };
  forget: { args: { readId: number }; answer: void };
};
