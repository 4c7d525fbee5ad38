/**
 * The files a person dropped, each on its way to the check: read in the preparing worker, mapped (the
 * person confirms the proposed fields), converted to TRACES-ready GeoJSON. Files that already say it all
 * (TRACES-shaped GeoJSON) go to the check as they are, streamed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppliedFix } from '@core/api/review.ts';
import { hashFile } from '@/lib/self-check/hash-file.ts';
import {
  withSuggestedName,
  type ConversionStats,
  type FieldMapping,
  type FileReading,
} from './field-mapping.ts';
import { rememberedMappingFor, rememberMapping } from './remembered-mapping.ts';
import { createWorkerClient, type WorkerClient } from '@/lib/worker-rpc/index.ts';
import type { PrepareMethods } from './prepare-protocol.ts';
import { READ_DEADLINE_MS, stoppedMessage, WORKER_SILENCE_MS } from '../shared/worker-stopped.ts';

interface Base {
  id: number;
  source: File;
}

export type PreparedFile =
  | (Base & { status: 'reading' })
  | (Base & { status: 'failed'; message: string })
  | (Base & { status: 'unreadable'; reading: FileReading })
  | (Base & { status: 'direct'; reading: FileReading; file: File; fixes?: AppliedFix[] })
  | (Base & {
      status: 'mapping' | 'converting';
      reading: FileReading;
      mapping: FieldMapping;
      swapAxes: boolean;
      /** The person chose to name plots without a telling name "<file> <n>". */
      numberNames: boolean;
      pointsConfirmed: boolean;
      remembered: boolean;
    })
  | (Base & {
      status: 'ready';
      reading: FileReading;
      mapping: FieldMapping;
      swapAxes: boolean;
      numberNames: boolean;
      pointsConfirmed: true;
      remembered: boolean;
      file: File;
      stats: ConversionStats;
      /** The fixes applied to `file` since it was converted, in the order applied (its upload record). */
      fixes?: AppliedFix[];
    });

export type MappableFile = Extract<PreparedFile, { status: 'mapping' | 'converting' | 'ready' }>;

export const isMappable = (e: PreparedFile): e is MappableFile =>
  e.status === 'mapping' || e.status === 'converting' || e.status === 'ready';

const startReader = () =>
  createWorkerClient<PrepareMethods>(
    () => new Worker(new URL('./prepare.worker.ts', import.meta.url), { type: 'module' }),
    { silenceMs: WORKER_SILENCE_MS },
  );

/**
 * A file just read: unreadable, sent as it is, or waiting for the person to confirm its mapping (from their
 * remembered mapping, else the proposal, starting from a suggested name field when the file has it).
 */
function afterReading(
  e: Base,
  reading: FileReading,
  supplier: string,
  suggestedNameField: string | null,
): PreparedFile {
  const { id, source } = e;
  if (reading.fatal) return { id, source, status: 'unreadable', reading };
  if (reading.inTracesFormat) return { id, source, status: 'direct', reading, file: source };
  const remembered = rememberedMappingFor(supplier, reading);
  return {
    id,
    source,
    status: 'mapping',
    reading,
    mapping: remembered ?? withSuggestedName(reading.proposal, reading.fields, suggestedNameField),
    swapAxes: false,
    // Off unless the person says so: a name the file never had is the page's invention.
    numberNames: false,
    pointsConfirmed: reading.pointColumns === null,
    remembered: remembered !== null,
  };
}

export function useFilePreparation(
  supplier: string,
  /** The name field someone suggests (the buyer's link on /check): where the mapping step starts. */
  suggestedNameField: string | null = null,
) {
  const clientRef = useRef<WorkerClient<PrepareMethods> | null>(null);
  /** Reads run one after another, so each file's deadline is its own reading time. */
  const readQueue = useRef<Promise<unknown>>(Promise.resolve());
  const seq = useRef(0);
  const [entries, setEntries] = useState<PreparedFile[]>([]);
  const supplierRef = useRef(supplier);
  const suggestedRef = useRef(suggestedNameField);
  const entriesRef = useRef(entries);
  useEffect(() => {
    supplierRef.current = supplier;
    suggestedRef.current = suggestedNameField;
    entriesRef.current = entries;
  });

  const update = useCallback(
    (id: number, change: (e: PreparedFile) => PreparedFile) =>
      setEntries((prev) => prev.map((e) => (e.id === id ? change(e) : e))),
    [],
  );

  /** The reader could not read or convert a file (or stopped while it did: it is replaced by then). */
  const fail = useCallback(
    (id: number, error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      update(id, (e) => ({
        id: e.id,
        source: e.source,
        status: 'failed',
        message: stoppedMessage('reader', e.source.name, error),
      }));
    },
    [update],
  );

  useEffect(() => {
    const client = startReader();
    clientRef.current = client;
    return () => {
      client.close();
      clientRef.current = null;
    };
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const client = clientRef.current;
      const added = files.map((source) => ({ id: ++seq.current, source, status: 'reading' as const }));
      // The dropped files' own SHA-256, before any mapping or fix, for the upload's record: started as
      // they are read, in the hashing worker (streamed, so a 2 GB file never sits in memory), and asked
      // for again by the same File when the upload begins (hash-file.ts keeps it per File).
      if (typeof Worker !== 'undefined') for (const a of added) hashFile(a.source).catch(() => undefined);
      const replaced = (e: PreparedFile) => files.some((f) => f.name === e.source.name);
      for (const e of entriesRef.current) if (replaced(e)) client?.notify('forget', { readId: e.id });
      setEntries((prev) => [...prev.filter((p) => !replaced(p)), ...added]);
      for (const a of added) {
        if (!client) continue;
        const read = readQueue.current.then(() =>
          // The page may have closed the reader meanwhile: a call now would start a new worker.
          clientRef.current === client
            ? client.call('read', { readId: a.id, file: a.source }, { deadlineMs: READ_DEADLINE_MS })
            : Promise.reject(new DOMException('The reader was closed.', 'AbortError')),
        );
        readQueue.current = read.catch(() => undefined);
        read.then(
          (reading) =>
            update(a.id, (e) =>
              e.status === 'reading'
                ? afterReading(e, reading, supplierRef.current, suggestedRef.current)
                : e,
            ),
          (error: unknown) => fail(a.id, error),
        );
      }
    },
    [update, fail],
  );

  const remove = useCallback((id: number) => {
    clientRef.current?.notify('forget', { readId: id });
    setEntries((prev) => prev.filter((e) => e.id !== id));
  }, []);

  const setMapping = useCallback(
    (id: number, mapping: FieldMapping) =>
      update(id, (e) => (isMappable(e) ? { ...e, status: 'mapping', mapping } : e) as PreparedFile),
    [update],
  );

  const setPoints = useCallback(
    (id: number, swapAxes: boolean, pointsConfirmed: boolean) =>
      update(id, (e) =>
        isMappable(e) ? ({ ...e, status: 'mapping', swapAxes, pointsConfirmed } as PreparedFile) : e,
      ),
    [update],
  );

  const setNumbering = useCallback(
    (id: number, numberNames: boolean) =>
      update(id, (e) => (isMappable(e) ? ({ ...e, status: 'mapping', numberNames } as PreparedFile) : e)),
    [update],
  );

  /** Converts every file waiting on its mapping with the mapping shown, and remembers it for the supplier. */
  const confirm = useCallback(() => {
    const ids = new Set<number>();
    for (const e of entriesRef.current) {
      if (e.status !== 'mapping' || !e.pointsConfirmed) continue;
      ids.add(e.id);
      rememberMapping(supplierRef.current, e.mapping);
      const args = { readId: e.id, mapping: e.mapping, swapAxes: e.swapAxes, numberNames: e.numberNames };
      clientRef.current?.call('convert', args).then(
        ({ file, stats }) =>
          update(e.id, (x) =>
            // A fresh conversion: fixes applied to an earlier one are not in this file.
            x.status === 'converting'
              ? { ...x, status: 'ready', pointsConfirmed: true, file, stats, fixes: [] }
              : x,
          ),
        (error: unknown) => fail(e.id, error),
      );
    }
    setEntries((prev) =>
      prev.map((e) => (ids.has(e.id) && e.status === 'mapping' ? { ...e, status: 'converting' } : e)),
    );
  }, [update, fail]);

  /** A fix replaced a checked file by its corrected version; `applied` is what it changed, kept for the record. */
  const replaceChecked = useCallback((original: File, corrected: File, applied: AppliedFix[] = []) => {
    setEntries((prev) =>
      prev.map((e) =>
        (e.status === 'direct' || e.status === 'ready') && e.file === original
          ? { ...e, file: corrected, fixes: [...(e.fixes ?? []), ...applied] }
          : e,
      ),
    );
  }, []);

  const pending = entries.some(
    (e) => e.status === 'reading' || e.status === 'mapping' || e.status === 'converting',
  );
  /** What the checker checks and the upload sends, in drop order; nothing until every file is mapped. */
  const checkFiles = useMemo(
    () =>
      pending ? [] : entries.flatMap((e) => (e.status === 'direct' || e.status === 'ready' ? [e.file] : [])),
    [entries, pending],
  );

  return {
    entries,
    pending,
    checkFiles,
    add,
    remove,
    setMapping,
    setPoints,
    setNumbering,
    confirm,
    replaceChecked,
  };
}

export type FilePreparation = ReturnType<typeof useFilePreparation>;
