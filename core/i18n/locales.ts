/**
 * The languages of the dashboard, the self-check and the CLI (docs/languages.md): which exist, their own
 * names for the language picker, and which one a person gets from what their browser or shell asks for.
 * Pure: no DOM, no Node.
 */

export const LOCALES = ['en', 'fr', 'pt', 'es', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, as a person looks for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  es: 'Español',
  id: 'Bahasa Indonesia',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first supported language among what is asked for, in the order asked ("fr-CI", "pt_BR.UTF-8",
 * "in" — Java's old code for Indonesian — all count); English when none is.
 */
export function matchLocale(asked: readonly (string | null | undefined)[]): Locale {
  for (const tag of asked) {
    if (!tag) continue;
    const base = tag
      .trim()
      .toLowerCase()
      .split(/[-_.@]/)[0];
    const code = base === 'in' ? 'id' : base;
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

let current: Locale = DEFAULT_LOCALE;

/**
 * The language dates, numbers and areas are written in when no locale is passed: the page's chosen language
 * in the browser (set by the language provider), the `--lang` of the CLI; English otherwise.
 */
export const currentLocale = (): Locale => current;

export function setCurrentLocale(locale: Locale): void {
  current = locale;
}
