/**
 * One record per dropped file, from the drop to the PUT: the dropped File itself, the stage it has reached
 * (read, mapped, converted, checked), what reading it found, the mapping the person confirmed, the file the
 * check looks at and the upload sends, the fixes applied to that file, and the dropped file's own SHA-256
 * (worked out once, in the hashing worker, as it is dropped). The records change only through the reducer
 * (file-records.ts); the stages read them through selectors (selectors.ts). Pure data: no React, no worker.
 */
import type { AppliedFix } from '@core/api/review.ts';
import type { ConversionStats, FieldMapping, FileReading, PointColumns } from './field-mapping.ts';

/** The dropped file's SHA-256 (hex), or why it could not be had; absent while the hashing worker runs. */
export type SourceHash = { sha256: string } | { error: string };

interface Base {
  /** Given at the drop, unique for the page's life (a file dropped again gets a new one). */
  id: number;
  /** The file as dropped. */
  source: File;
  hash?: SourceHash;
}

/** What the person chose for a file that needs mapping before it is checked. */
interface Mapped {
  reading: FileReading;
  mapping: FieldMapping;
  swapAxes: boolean;
  /** The person chose to name plots without a telling name "<file> <n>". */
  numberNames: boolean;
  /** A lat/lon table's positions were looked at on the map (files with shapes need no confirmation). */
  pointsConfirmed: boolean;
  /** The mapping came from the one remembered for this supplier. */
  remembered: boolean;
}

export type FileRecord =
  | (Base & { stage: 'reading' })
  /** The reader stopped or failed on the file: `message` says what and what to do. */
  | (Base & { stage: 'failed'; message: string })
  | (Base & { stage: 'unreadable'; reading: FileReading })
  /** Already a TRACES GeoJSON: checked and sent as dropped (or as fixed since). */
  | (Base & { stage: 'direct'; reading: FileReading; checked: File; fixes: AppliedFix[] })
  | (Base & Mapped & { stage: 'mapping' | 'converting' })
  | (Base &
      Mapped & {
        stage: 'ready';
        pointsConfirmed: true;
        /** The TRACES GeoJSON converted from the dropped file (or as fixed since). */
        checked: File;
        stats: ConversionStats;
        /** The fixes applied to `checked` since it was converted, in the order applied (its upload record). */
        fixes: AppliedFix[];
      });

export type MappableRecord = Extract<FileRecord, { stage: 'mapping' | 'converting' | 'ready' }>;
/** A record the check looks at and the upload sends. */
export type CheckedRecord = Extract<FileRecord, { stage: 'direct' | 'ready' }>;
export type BrokenRecord = Extract<FileRecord, { stage: 'unreadable' | 'failed' }>;

export const isMappable = (r: FileRecord): r is MappableRecord =>
  r.stage === 'mapping' || r.stage === 'converting' || r.stage === 'ready';
export const isChecked = (r: FileRecord): r is CheckedRecord => r.stage === 'direct' || r.stage === 'ready';
export const isBroken = (r: FileRecord): r is BrokenRecord =>
  r.stage === 'unreadable' || r.stage === 'failed';

/**
 * Where a sent file came from, before hashes: the dropped file's name and size, the mapping, axis order and
 * numbering that turned it into the GeoJSON sent, the lat/lon columns, the fixes applied (send/file-origin.ts
 * adds the hashes and keeps it with the upload session).
 */
export interface OriginDraft {
  name: string;
  size: number;
  /** Null: the dropped file was sent as it is (a TRACES GeoJSON). */
  mapping: FieldMapping | null;
  swapAxes: boolean;
  numberNames?: boolean;
  pointColumns?: PointColumns | null;
  fixes?: AppliedFix[];
}
