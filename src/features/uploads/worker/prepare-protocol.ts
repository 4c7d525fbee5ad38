/** Messages between the Uploads page and its preparing worker (read → mapping → TRACES-ready GeoJSON). */
import type { ConversionStats, FieldMapping, FileReading } from '../lib/field-mapping.ts';

export type PrepareRequest =
  | { type: 'read'; requestId: number; file: File }
  | { type: 'convert'; requestId: number; readId: number; mapping: FieldMapping; swapAxes: boolean }
  | { type: 'forget'; readId: number };

export type PrepareResponse =
  | { type: 'read'; requestId: number; reading: FileReading }
  | { type: 'converted'; requestId: number; file: File; stats: ConversionStats }
  | { type: 'failed'; requestId: number; message: string };
