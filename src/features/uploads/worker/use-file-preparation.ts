/**
 * The files a person dropped, each on its way to the check: read in the preparing worker, mapped (the
 * person confirms the proposed fields), converted to TRACES-ready GeoJSON. Files that already say it all
 * (TRACES-shaped GeoJSON) go to the check as they are, streamed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConversionStats, FieldMapping, FileReading } from '../lib/field-mapping.ts';
import { rememberedMappingFor, rememberMapping } from '../lib/remembered-mapping.ts';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol.ts';

interface Base {
  id: number;
  source: File;
}

export type PreparedFile =
  | (Base & { status: 'reading' })
  | (Base & { status: 'failed'; message: string })
  | (Base & { status: 'unreadable'; reading: FileReading })
  | (Base & { status: 'direct'; reading: FileReading; file: File })
  | (Base & {
      status: 'mapping' | 'converting';
      reading: FileReading;
      mapping: FieldMapping;
      swapAxes: boolean;
      pointsConfirmed: boolean;
      remembered: boolean;
    })
  | (Base & {
      status: 'ready';
      reading: FileReading;
      mapping: FieldMapping;
      swapAxes: boolean;
      pointsConfirmed: true;
      remembered: boolean;
      file: File;
      stats: ConversionStats;
    });

export type MappableFile = Extract<PreparedFile, { status: 'mapping' | 'converting' | 'ready' }>;

export const isMappable = (e: PreparedFile): e is MappableFile =>
  e.status === 'mapping' || e.status === 'converting' || e.status === 'ready';

export function useFilePreparation(supplier: string) {
  const workerRef = useRef<Worker | null>(null);
  const seq = useRef(0);
  const [entries, setEntries] = useState<PreparedFile[]>([]);
  const supplierRef = useRef(supplier);
  const entriesRef = useRef(entries);
  useEffect(() => {
    supplierRef.current = supplier;
    entriesRef.current = entries;
  });
  /** Conversion request id → the entry it converts. */
  const convertFor = useRef(new Map<number, number>());

  const update = useCallback(
    (id: number, change: (e: PreparedFile) => PreparedFile) =>
      setEntries((prev) => prev.map((e) => (e.id === id ? change(e) : e))),
    [],
  );

  useEffect(() => {
    const worker = new Worker(new URL('./prepare.worker.ts', import.meta.url), { type: 'module' });
    workerRef.current = worker;
    worker.onmessage = (event: MessageEvent<PrepareResponse>) => {
      const msg = event.data;
      const id = msg.requestId;
      setEntries((prev) =>
        prev.map((e) => {
          if (msg.type === 'read' && e.id === id && e.status === 'reading') {
            const reading = msg.reading;
            if (reading.fatal) return { id, source: e.source, status: 'unreadable', reading };
            if (reading.inTracesFormat)
              return { id, source: e.source, status: 'direct', reading, file: e.source };
            const remembered = rememberedMappingFor(supplierRef.current, reading);
            return {
              id,
              source: e.source,
              status: 'mapping',
              reading,
              mapping: remembered ?? reading.proposal,
              swapAxes: false,
              pointsConfirmed: reading.pointColumns === null,
              remembered: remembered !== null,
            };
          }
          if (msg.type === 'converted' && e.id === convertFor.current.get(id) && e.status === 'converting')
            return { ...e, status: 'ready', pointsConfirmed: true, file: msg.file, stats: msg.stats };
          if (msg.type === 'failed' && (e.id === id || e.id === convertFor.current.get(id)))
            return { id: e.id, source: e.source, status: 'failed', message: msg.message };
          return e;
        }),
      );
    };
    worker.onerror = (event) => {
      event.preventDefault();
      setEntries((prev) =>
        prev.map((e) =>
          e.status === 'reading' || e.status === 'converting'
            ? {
                id: e.id,
                source: e.source,
                status: 'failed',
                message: event.message || 'The reader stopped.',
              }
            : e,
        ),
      );
    };
    return () => {
      worker.terminate();
      workerRef.current = null;
    };
  }, []);

  const post = (m: PrepareRequest) => workerRef.current?.postMessage(m);

  const add = useCallback((files: File[]) => {
    const added = files.map((source) => ({ id: ++seq.current, source, status: 'reading' as const }));
    const replaced = (e: PreparedFile) => files.some((f) => f.name === e.source.name);
    for (const e of entriesRef.current) if (replaced(e)) post({ type: 'forget', readId: e.id });
    setEntries((prev) => [...prev.filter((p) => !replaced(p)), ...added]);
    for (const a of added) post({ type: 'read', requestId: a.id, file: a.source });
  }, []);

  const remove = useCallback((id: number) => {
    post({ type: 'forget', readId: id });
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

  /** Converts every file waiting on its mapping with the mapping shown, and remembers it for the supplier. */
  const confirm = useCallback(() => {
    const ids = new Set<number>();
    for (const e of entriesRef.current) {
      if (e.status !== 'mapping' || !e.pointsConfirmed) continue;
      const requestId = ++seq.current;
      convertFor.current.set(requestId, e.id);
      ids.add(e.id);
      rememberMapping(supplierRef.current, e.mapping);
      post({ type: 'convert', requestId, readId: e.id, mapping: e.mapping, swapAxes: e.swapAxes });
    }
    setEntries((prev) =>
      prev.map((e) => (ids.has(e.id) && e.status === 'mapping' ? { ...e, status: 'converting' } : e)),
    );
  }, []);

  /** A fix replaced a checked file by its corrected version. */
  const replaceChecked = useCallback((original: File, corrected: File) => {
    setEntries((prev) =>
      prev.map((e) =>
        (e.status === 'direct' || e.status === 'ready') && e.file === original
          ? { ...e, file: corrected }
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

  return { entries, pending, checkFiles, add, remove, setMapping, setPoints, confirm, replaceChecked };
}
