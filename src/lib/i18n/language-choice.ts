/**
 * The page's language: the one chosen in the language picker (remembered in localStorage under its own key;
 * nothing else is stored there with it, never the token), else the first of the browser's languages we
 * have, else English. Every change sets `<html lang>` and the locale dates and numbers are written in.
 */
import { useSyncExternalStore } from 'react';
import { currentLocale, isLocale, matchLocale, setCurrentLocale, type Locale } from '@core/i18n/locales.ts';

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

export function setLocale(locale: Locale): void {
  apply(locale);
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Not remembered, still applied.
  }
  listeners.forEach((l) => l());
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
