/**
 * The chosen basemap. Not sensitive, so it is remembered in localStorage (unlike the API token).
 * An online style is only applied after a probe shows its host answers.
 */
import { useSyncExternalStore } from 'react';
import { BASEMAPS, type BasemapId } from './basemap-style.ts';

const KEY = 'dashboard.basemap';
const listeners = new Set<() => void>();

function read(): BasemapId {
  try {
    const saved = localStorage.getItem(KEY);
    if (BASEMAPS.some((b) => b.id === saved)) return saved as BasemapId;
  } catch {
    // Storage disabled: the offline default.
  }
  return 'offline';
}

let current: BasemapId = typeof window === 'undefined' ? 'offline' : read();

export function setBasemap(id: BasemapId): void {
  current = id;
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Not remembered, still applied.
  }
  listeners.forEach((l) => l());
}

export function useBasemap(): BasemapId {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}

/** Whether an online style answers within `timeoutMs`; navigator.onLine is only a hint. */
export async function probeStyle(url: string, timeoutMs = 4000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
