/**
 * The page's language: the one chosen in the language picker (remembered in localStorage under its own key;
 * nothing else is stored there with it, never the token), else the first of the browser's languages we
 * have, else English. Every change sets `<html lang>` and the locale dates and numbers are written in. A
 * language's catalogue is loaded before the page switches to it (core/i18n's `loadCatalogue`).
 */
import { useSyncExternalStore } from 'react';
import {
  currentLocale,
  DEFAULT_LOCALE,
  isLocale,
  matchLocale,
  setCurrentLocale,
  type Locale,
} from '@core/i18n/locales.ts';
import { loadCatalogue } from '@core/i18n/messages.ts';

const KEY = 'dashboard.language';
const listeners = new Set<() => void>();

function saved(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage disabled: the browser's language
  }
}

/** The language a page opens in: the remembered choice, else the browser's. */
export function initialLocale(): Locale {
  if (typeof navigator === 'undefined') return currentLocale();
  return saved() ?? matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

function apply(locale: Locale): void {
  setCurrentLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

if (typeof window !== 'undefined') apply(initialLocale());

/**
 * Loads the opening language's catalogue, before the app first renders (main.tsx); when it cannot be loaded
 * (offline, its chunk never cached) the page opens in English rather than in a language it cannot write.
 */
export async function loadOpeningLanguage(): Promise<void> {
  try {
    await loadCatalogue(currentLocale());
  } catch {
    apply(DEFAULT_LOCALE);
  }
}

let latestChoice = 0;

/**
 * Switches the page to `locale` once its catalogue is loaded, and remembers it. Resolves false, and changes
 * nothing, when the catalogue could not be loaded; a later choice made meanwhile wins over this one.
 */
export async function setLocale(locale: Locale): Promise<boolean> {
  const choice = ++latestChoice;
  try {
    await loadCatalogue(locale);
  } catch {
    return false;
  }
  if (choice !== latestChoice) return true;
  apply(locale);
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Not remembered, still applied.
  }
  listeners.forEach((l) => l());
  return true;
}

export function useLocale(): Locale {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    currentLocale,
    currentLocale,
  );
}
