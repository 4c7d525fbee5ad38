/**
 * The catalogues as the code uses them (issue 52: English left on French and Indonesian pages). Every message
 * key the code names (a react-intl descriptor's `id`, `msg`, `said`, `sayNow`, a `<FormattedMessage id>`, or
 * the fixed start of a key built from a value) is in all five catalogues; and no other language's sentence is
 * English's word for word, except the few that are the same in both (names, codes, formats), listed with why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from './catalogues/en.ts';
import { es } from './catalogues/es.ts';
import { fr } from './catalogues/fr.ts';
import { id } from './catalogues/id.ts';
import { pt } from './catalogues/pt.ts';
import type { Locale } from './locales.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOGUES: Record<Locale, Record<string, string>> = { en, fr, pt, es, id };
const KEYS = Object.keys(en);

/** Source files of the app, the server, the CLI and core: tests and the catalogues themselves left out. */
function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'catalogues') sources(at, into);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name)) into.push(at);
  }
  return into;
}

const KEY = String.raw`[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+`;
/** Where the code names a message key: a descriptor's id, the core message helpers, a FormattedMessage. */
const LITERAL_USES = [
  new RegExp(String.raw`\bid:\s*'(${KEY})'`, 'g'),
  new RegExp(String.raw`\b(?:msg|said|sayNow)\(\s*'(${KEY})'`, 'g'),
  new RegExp(String.raw`\bid="(${KEY})"`, 'g'),
];
/** A key built from a value: its fixed start (`selfcheck.offline.${state}`). */
const BUILT_USES = [
  new RegExp(String.raw`\b(?:id:\s*|(?:msg|said|sayNow)\(\s*)\`(${KEY}\.|[a-z][a-z0-9-]*\.)\$\{`, 'g'),
];

/** Descriptor ids that are not message keys: none so far (an `id:` with dots elsewhere is a message). */
const NOT_MESSAGES = new Set<string>([]);

function uses(): { literal: Map<string, string[]>; built: Map<string, string[]> } {
  const literal = new Map<string, string[]>();
  const built = new Map<string, string[]>();
  const note = (into: Map<string, string[]>, key: string, file: string) =>
    into.set(key, [...(into.get(key) ?? []), path.relative(ROOT, file)]);
  for (const dir of ['src', 'core', 'cli', 'server'])
    for (const file of sources(path.join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const re of LITERAL_USES) for (const m of text.matchAll(re)) note(literal, m[1]!, file);
      for (const re of BUILT_USES) for (const m of text.matchAll(re)) note(built, m[1]!, file);
    }
  return { literal, built };
}

describe('message keys the code uses', () => {
  const { literal, built } = uses();

  it('are found in the code (the scan sees the usual ways of naming a key)', () => {
    expect(literal.size).toBeGreaterThan(1000);
    expect(literal.get('selfcheck.title')).toBeDefined();
    expect(built.get('selfcheck.offline.')).toBeDefined();
  });

  for (const [locale, catalogue] of Object.entries(CATALOGUES))
    it(`are each in the ${locale} catalogue`, () => {
      const missing = [...literal]
        .filter(([key]) => !NOT_MESSAGES.has(key) && !(key in catalogue))
        .map(([key, files]) => `${key} (${files[0]})`);
      expect(missing).toEqual([]);
      const unknownStarts = [...built]
        .filter(([start]) => !Object.keys(catalogue).some((k) => k.startsWith(start)))
        .map(([start, files]) => `${start}… (${files[0]})`);
      expect(unknownStarts).toEqual([]);
    });
});

/** The words of a message a reader sees: its literal text, every option of a plural or select included. */
function words(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal) into.push(el.value);
    else if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) words(option.value, into);
    else if (el.type === TYPE.tag) words(el.children, into);
    into.push(' ');
  }
  return into;
}

/** Two words or more of letters: a sentence, not a name, a code or a format. */
const isSentence = (message: string) =>
  (
    words(parse(message, { ignoreTag: true }))
      .join('')
      .match(/\p{L}{2,}/gu) ?? []
  ).length >= 2;

/** Sentences the same in English and another language, and why. */
const SAME_AS_ENGLISH: Partial<Record<Locale, Record<string, string>>> = {
  pt: {
    'report.file.fact': '“bytes” and “SHA-256” are the same in Portuguese',
    'review.evidence.link': '“Link” is the Portuguese word too, and the rest is a URL',
  },
  es: {
    'report.file.fact': '“bytes” and “SHA-256” are the same in Spanish',
  },
};

describe('other languages’ sentences', () => {
  it('are sentences the scan sees as such', () => {
    expect(isSentence(en['selfcheck.title'])).toBe(true);
    expect(isSentence('{file} ({size})')).toBe(false);
    expect(isSentence('Menu')).toBe(false);
    expect(isSentence('{count, plural, one {# plot left} other {# plots left}}')).toBe(true);
  });

  for (const locale of ['fr', 'pt', 'es', 'id'] as const)
    it(`${locale}: no sentence left in English`, () => {
      const catalogue = CATALOGUES[locale];
      const allowed = SAME_AS_ENGLISH[locale] ?? {};
      const english = KEYS.filter(
        (key) =>
          catalogue[key] === en[key as keyof typeof en] && isSentence(catalogue[key]!) && !(key in allowed),
      );
      expect(english).toEqual([]);
      // An allowance that no longer applies goes.
      expect(Object.keys(allowed).filter((key) => catalogue[key] !== en[key as keyof typeof en])).toEqual([]);
    });
});
