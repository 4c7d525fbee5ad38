/**
 * The last few risk-info queries of this tab, so a person can compare areas without drawing them again.
 * sessionStorage: it ends with the tab, and it holds shapes and figures only, never the token.
 */
import { z } from 'zod';
import { polygonSchema, riskInfoSchema, type RiskInfo } from '@core/api/schemas.ts';

export const HISTORY_LIMIT = 8;
const KEY = 'risk-info.history.v1';

const entrySchema = z.object({
  id: z.string(),
  at: z.string(),
  label: z.string(),
  projectId: z.string().optional(),
  geometry: polygonSchema,
  result: riskInfoSchema,
});
export type HistoryEntry = z.infer<typeof entrySchema>;

/** Newest first; the same shape asked again moves to the top instead of repeating. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const same = JSON.stringify(entry.geometry.coordinates);
  return [entry, ...history.filter((h) => JSON.stringify(h.geometry.coordinates) !== same)].slice(
    0,
    HISTORY_LIMIT,
  );
}

export function readHistory(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): HistoryEntry[] {
  try {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(storage?.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function writeHistory(
  history: readonly HistoryEntry[],
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage,
) {
  try {
    storage?.setItem(KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the history simply lasts as long as the page.
  }
}

export function historyEntry(
  label: string,
  geometry: GeoJSON.Polygon,
  result: RiskInfo,
  projectId: string | undefined,
): HistoryEntry {
  return { id: crypto.randomUUID(), at: new Date().toISOString(), label, projectId, geometry, result };
}
