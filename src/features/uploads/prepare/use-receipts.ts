/**
 * Self-check receipts dropped on the Uploads page (src/lib/self-check/receipt-match.ts reads them): taken
 * out of the dropped files before the plot reader sees them, kept for the browser tab's session
 * (sessionStorage, read back through the same checks), so a file dropped later is still compared with a
 * receipt dropped earlier. Receipts hold hashes, counts and names, no plots.
 */
import { useCallback, useState } from 'react';
import type { Receipt } from '@/lib/self-check/receipt.ts';
import { mayBeReceipt, readReceipt } from '@/lib/self-check/receipt-match.ts';

const STORE_KEY = 'uploads.self-check-receipts';
/** The most receipts kept: the oldest go first. */
export const RECEIPTS_KEPT = 20;

export interface DroppedReceipt {
  /** The name of the receipt file as dropped. */
  fileName: string;
  receipt: Receipt;
}

export interface Receipts {
  kept: DroppedReceipt[];
  /** Names of dropped files that say they are receipts but do not hold together. */
  damaged: string[];
  /** Keeps the receipts among `files`; hands the other files, in their order, to `rest`. */
  take: (files: File[], rest: (others: File[]) => void) => void;
  forget: () => void;
}

function load(): DroppedReceipt[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.slice(-RECEIPTS_KEPT).flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { fileName, receipt } = item as { fileName?: unknown; receipt?: unknown };
      if (typeof fileName !== 'string') return [];
      // Read back as hostile as when dropped: the tab's storage is not ours alone.
      const read = readReceipt(JSON.stringify(receipt));
      return read.kind === 'receipt' ? [{ fileName: fileName.slice(0, 255), receipt: read.receipt }] : [];
    });
  } catch {
    return [];
  }
}

function save(kept: DroppedReceipt[]) {
  try {
    if (kept.length) sessionStorage.setItem(STORE_KEY, JSON.stringify(kept));
    else sessionStorage.removeItem(STORE_KEY);
  } catch {
    // Storage full or refused: the receipts stay for this page's life only.
  }
}

/** The same receipt dropped twice is kept once (the newest drop last). */
function merged(before: DroppedReceipt[], added: DroppedReceipt[]): DroppedReceipt[] {
  const key = (r: DroppedReceipt) => JSON.stringify(r.receipt);
  const addedKeys = new Set(added.map(key));
  return [...before.filter((r) => !addedKeys.has(key(r))), ...added].slice(-RECEIPTS_KEPT);
}

export function useReceipts(): Receipts {
  const [kept, setKept] = useState(load);
  const [damaged, setDamaged] = useState<string[]>([]);

  const take = useCallback((files: File[], rest: (others: File[]) => void) => {
    // Only small .json files are read here; every other file goes to the reader at once.
    if (!files.some(mayBeReceipt)) {
      setDamaged((d) => (d.length ? [] : d));
      rest(files);
      return;
    }
    void Promise.all(
      files.map(async (file) => {
        if (!mayBeReceipt(file)) return { file, reading: null };
        try {
          return { file, reading: readReceipt(await file.text()) };
        } catch {
          // Unreadable here: the plot reader says why.
          return { file, reading: null };
        }
      }),
    ).then((readings) => {
      const added: DroppedReceipt[] = [];
      const broken: string[] = [];
      const others: File[] = [];
      for (const { file, reading } of readings) {
        if (reading?.kind === 'receipt') added.push({ fileName: file.name, receipt: reading.receipt });
        else if (reading?.kind === 'damaged') broken.push(file.name);
        else others.push(file);
      }
      if (added.length)
        setKept((before) => {
          const next = merged(before, added);
          save(next);
          return next;
        });
      setDamaged(broken);
      if (others.length) rest(others);
    });
  }, []);

  const forget = useCallback(() => {
    setKept([]);
    setDamaged([]);
    save([]);
  }, []);

  return { kept, damaged, take, forget };
}
