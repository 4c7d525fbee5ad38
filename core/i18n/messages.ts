/**
 * Messages in a language: the catalogues, and rendering a message reference ({ key, values }) with ICU
 * MessageFormat (intl-messageformat, the FormatJS runtime react-intl uses too). The rules produce references
 * instead of sentences, so the uploader's worker, the simulator and the CLI share one wording and each reader
 * gets it in their own language. Pure: no DOM, no Node.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { countryName, formatHa } from './format.ts';
import { en, type MessageKey } from './catalogues/en.ts';
import { currentLocale, type Locale } from './locales.ts';

export type { MessageKey };

/** A catalogue: every key of the English one (the compiler catches a missing key, the tests a bad placeholder). */
export type Catalogue = Record<MessageKey, string>;

/**
 * The other languages are loaded when first asked for (`loadCatalogue`), each a chunk of its own in the
 * browser: the five catalogues together were 635 kB (168 kB compressed) of every page's first load and of
 * every worker that words a message, where a reader needs one. English is always here: it is the fallback
 * and what `said` writes.
 */
const IMPORTS: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  fr: () => import('./catalogues/fr.ts').then((m) => m.fr),
  pt: () => import('./catalogues/pt.ts').then((m) => m.pt),
  es: () => import('./catalogues/es.ts').then((m) => m.es),
  id: () => import('./catalogues/id.ts').then((m) => m.id),
};
const loaded: Partial<Record<Locale, Catalogue>> = { en };
const loading = new Map<Locale, Promise<Catalogue>>();

/**
 * Loads `locale`'s catalogue once (again after a failed try: a chunk that did not arrive offline may arrive
 * later). Resolves when `render` and `catalogueOf` speak that language; rejects when it could not be loaded,
 * and they then keep to English.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const have = loaded[locale];
  if (have) return Promise.resolve(have);
  let pending = loading.get(locale);
  if (!pending) {
    pending = IMPORTS[locale as Exclude<Locale, 'en'>]().then(
      (catalogue) => {
        loaded[locale] = catalogue;
        loading.delete(locale);
        return catalogue;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Whether `locale`'s catalogue is loaded (English always is). */
export const hasCatalogue = (locale: Locale): boolean => loaded[locale] !== undefined;

/** `locale`'s catalogue when it is loaded; English until then. */
export const catalogueOf = (locale: Locale): Catalogue => loaded[locale] ?? en;

/**
 * A value in a message: text and numbers as they are (`{n}` writes a number as given, without grouping);
 * another message; an area in hectares, countries ("Côte d’Ivoire (CI)") or a share, in the reader's language.
 */
export type MessageValue =
  | string
  | number
  | MessageRef
  | { readonly ha: number }
  | { readonly countries: readonly string[] }
  | { readonly share: number };

/** A message before it is put into words: a catalogue key and its values. Plain data (worker-safe, JSON). */
export interface MessageRef {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

export const msg = (key: MessageKey, values?: Record<string, MessageValue>): MessageRef =>
  values ? { key, values } : { key };

/**
 * A message as core hands it out: the English sentence (the CLI's default, the server, logs, tests) and the
 * reference a page renders in its reader's language. What a rule problem or a reader's note or error carries.
 */
export interface Said {
  readonly message: string;
  readonly args: MessageRef;
}

export const said = (key: MessageKey, values?: Record<string, MessageValue>): Said => {
  const args = msg(key, values);
  return { message: render('en', args), args };
};

const compiled = new Map<string, IntlMessageFormat>();

function formatterOf(asked: Locale, key: MessageKey): IntlMessageFormat {
  // A language not loaded yet is written in English (and cached as English, not as that language).
  const locale = hasCatalogue(asked) ? asked : 'en';
  const id = `${locale}\u0000${key}`;
  let f = compiled.get(id);
  if (!f) {
    // ignoreTag: messages quote file contents and GIS menus ("Export › Save"), never markup.
    f = new IntlMessageFormat(catalogueOf(locale)[key], locale, undefined, { ignoreTag: true });
    compiled.set(id, f);
  }
  return f;
}

function valueIn(locale: Locale, v: MessageValue): string | number {
  if (typeof v === 'string' || typeof v === 'number') return v;
  if ('key' in v) return render(locale, v);
  if ('ha' in v) return formatHa(v.ha, locale);
  if ('countries' in v) return v.countries.map((c) => `${countryName(c, locale)} (${c})`).join(', ');
  return `${Math.round(v.share * 100)} %`;
}

/** The message in `locale`'s words (in English while its catalogue is not loaded: `loadCatalogue`). */
export function render(locale: Locale, ref: MessageRef): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(ref.values ?? {})) values[k] = valueIn(locale, v);
  return String(formatterOf(locale, ref.key).format(values));
}

/** A problem's (or any checker note's) text in `locale`: from its message reference, else its English text. */
export const messageIn = (
  locale: Locale,
  p: { readonly message: string; readonly args?: MessageRef },
): string => (p.args && locale !== 'en' ? render(locale, p.args) : p.message);

/** Sentences in one language, by key: `const say = sayIn(locale)` in a module that writes several. */
export const sayIn =
  (locale: Locale) =>
  (key: MessageKey, values?: Record<string, MessageValue>): string =>
    render(locale, msg(key, values));

/**
 * A sentence in the language the page speaks now (`currentLocale`, set by the language picker; English in
 * tests, workers, the CLI and the server): for text made outside React, such as an error our code throws.
 */
export const sayNow = (key: MessageKey, values?: Record<string, MessageValue>): string =>
  render(currentLocale(), msg(key, values));
