/**
 * The preparing stage's effect runner: the dropped files' records (model/) live in the page; this runs the
 * workers that move them on and dispatches what they answer. A dropped file is hashed in the hashing worker
 * (streamed, once: the hash stays in its record for the receipts and the upload's record) and read in the
 * preparing worker; once the person confirms its mapping it is converted to TRACES-ready GeoJSON there.
 * Files that already say it all (TRACES-shaped GeoJSON) go to the check as they are.
 */
import { useCallback, useEffect, useMemo, useRef, type Dispatch } from 'react';
import { hashFile } from '@/lib/self-check/hash-file.ts';
import { useWorkerClient } from '@/lib/worker-rpc/use-worker-client.ts';
import { withSuggestedName, type FieldMapping } from '../model/field-mapping.ts';
import type { FileRecord } from '../model/file-record.ts';
import type { FileRecordAction } from '../model/file-records.ts';
import { toConvertOf } from '../model/selectors.ts';
import { READ_DEADLINE_MS, stoppedMessage } from '../shared/worker-stopped.ts';
import type { PrepareMethods } from './prepare-protocol.ts';
import { rememberedMappingFor, rememberMapping } from './remembered-mapping.ts';

const startReader = () => new Worker(new URL('./prepare.worker.ts', import.meta.url), { type: 'module' });

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Ids for dropped files, unique for the page's life (the reader keeps its readings by them). */
let lastId = 0;

export interface Preparation {
  /** Files dropped: each gets a record, is hashed and read (one read after another). */
  add: (files: File[]) => void;
  remove: (id: number) => void;
  setMapping: (id: number, mapping: FieldMapping) => void;
  setPoints: (id: number, swapAxes: boolean, pointsConfirmed: boolean) => void;
  setNumbering: (id: number, numberNames: boolean) => void;
  /** Converts every file waiting on its mapping with the mapping shown, and remembers it for the supplier. */
  confirm: () => void;
}

export function usePreparation(
  records: readonly FileRecord[],
  dispatch: Dispatch<FileRecordAction>,
  supplier: string,
  /** The name field someone suggests (the buyer's link on /check): where the mapping step starts. */
  suggestedNameField: string | null = null,
): Preparation {
  const clientRef = useWorkerClient<PrepareMethods>(startReader);
  /** Reads run one after another, so each file's deadline is its own reading time. */
  const readQueue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef({ records, supplier, suggestedNameField });
  useEffect(() => {
    latest.current = { records, supplier, suggestedNameField };
  });

  /** The reader could not read or convert a file (or stopped while it did: it is replaced by then). */
  const fail = useCallback(
    (id: number, name: string, error: unknown) => {
      if (!isAbort(error)) dispatch({ type: 'failed', id, message: stoppedMessage('reader', name, error) });
    },
    [dispatch],
  );

  const add = useCallback(
    (files: File[]) => {
      const client = clientRef.current;
      const added = files.map((source) => ({ id: ++lastId, source }));
      const names = new Set(files.map((f) => f.name));
      for (const r of latest.current.records)
        if (names.has(r.source.name)) client?.notify('forget', { readId: r.id });
      dispatch({ type: 'dropped', files: added });
      for (const { id, source } of added) {
        // The dropped file's own SHA-256, before any mapping or fix: streamed in the hashing worker, so a
        // 2 GB file never sits in memory, and kept in the record (the receipts and the upload read it there).
        if (typeof Worker !== 'undefined')
          hashFile(source).then(
            (sha256) => dispatch({ type: 'hashed', id, hash: { sha256 } }),
            (error: unknown) =>
              dispatch({
                type: 'hashed',
                id,
                hash: { error: error instanceof Error ? error.message : String(error) },
              }),
          );
        if (!client) continue;
        const read = readQueue.current.then(() =>
          // The page may have closed the reader meanwhile: a call now would start a new worker.
          clientRef.current === client
            ? client.call('read', { readId: id, file: source }, { deadlineMs: READ_DEADLINE_MS })
            : Promise.reject(new DOMException('The reader was closed.', 'AbortError')),
        );
        readQueue.current = read.catch(() => undefined);
        read.then(
          (reading) => {
            const { supplier, suggestedNameField } = latest.current;
            const remembered = reading.fatal ? null : rememberedMappingFor(supplier, reading);
            const mapping =
              remembered ?? withSuggestedName(reading.proposal, reading.fields, suggestedNameField);
            dispatch({ type: 'read', id, reading, mapping, remembered: remembered !== null });
          },
          (error: unknown) => fail(id, source.name, error),
        );
      }
    },
    [clientRef, dispatch, fail],
  );

  const confirm = useCallback(() => {
    const { records, supplier } = latest.current;
    const converting = toConvertOf(records);
    dispatch({ type: 'confirmed' });
    for (const r of converting) {
      rememberMapping(supplier, r.mapping);
      const args = { readId: r.id, mapping: r.mapping, swapAxes: r.swapAxes, numberNames: r.numberNames };
      clientRef.current?.call('convert', args).then(
        ({ file, stats }) => dispatch({ type: 'converted', id: r.id, checked: file, stats }),
        (error: unknown) => fail(r.id, r.source.name, error),
      );
    }
  }, [clientRef, dispatch, fail]);

  return useMemo(
    () => ({
      add,
      remove: (id: number) => {
        clientRef.current?.notify('forget', { readId: id });
        dispatch({ type: 'removed', id });
      },
      setMapping: (id: number, mapping: FieldMapping) => dispatch({ type: 'mappingChanged', id, mapping }),
      setPoints: (id: number, swapAxes: boolean, pointsConfirmed: boolean) =>
        dispatch({ type: 'pointsChanged', id, swapAxes, pointsConfirmed }),
      setNumbering: (id: number, numberNames: boolean) =>
        dispatch({ type: 'numberingChanged', id, numberNames }),
      confirm,
    }),
    [add, clientRef, confirm, dispatch],
  );
}
