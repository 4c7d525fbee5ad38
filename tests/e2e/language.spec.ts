/**
 * The language of the app shell: English for an English browser, switched from the header's picker by
 * keyboard, `<html lang>` following, remembered across a reload; and the browser's language on a first visit.
 * The main pages in French and Indonesian show no sentence of the English catalogue (issue 52).
 */
import type { Page } from '@playwright/test';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from '@core/i18n/catalogues/en.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { loadCatalogue, msg, render, type Catalogue } from '@core/i18n/messages.ts';
import { test, expect } from './fixtures.ts';
import { fixableFile, writeFixture } from './uploads-files.ts';

test('the picker switches the shell to French by keyboard, sets <html lang> and is remembered', async ({
  page,
}) => {
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Plots', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const picker = page.getByLabel('Language', { exact: true });
  await picker.focus();
  await picker.selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const navFr = page.getByRole('navigation', { name: 'Principale' });
  await expect(navFr.getByRole('link', { name: 'Parcelles', exact: true })).toBeVisible();
  await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('fr');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(navFr.getByRole('link', { name: 'Envois', exact: true })).toBeVisible();
  // Only the language is remembered under its key.
  expect(await page.evaluate(() => localStorage.getItem('dashboard.language'))).toBe('fr');
});

test.describe('a browser set to Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('opens in Indonesian', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const nav = page.getByRole('navigation', { name: 'Utama' });
    await expect(nav.getByRole('link', { name: 'Persil', exact: true })).toBeVisible();
    await expect(page.getByLabel('Bahasa', { exact: true })).toHaveValue('id');
  });
});

/**
 * The English catalogue's sentences (three words or more between placeholders), for finding English left on
 * a page in another language (issue 52). A run the other language writes the same (a name, a code) is left
 * out: only what that language would say differently counts.
 */
function englishSentences(other: Catalogue): { key: string; text: string }[] {
  const runs: { key: string; text: string }[] = [];
  const otherText = Object.values(other).join('\n');
  const walk = (key: string, elements: MessageFormatElement[]) => {
    let run = '';
    const end = () => {
      const text = run.replace(/\s+/g, ' ').trim();
      run = '';
      if ((text.match(/\p{L}{2,}/gu) ?? []).length >= 3 && !otherText.includes(text))
        runs.push({ key, text });
    };
    for (const el of elements) {
      if (el.type === TYPE.literal) run += el.value;
      else {
        end();
        if (el.type === TYPE.plural || el.type === TYPE.select)
          for (const option of Object.values(el.options)) walk(key, option.value);
        else if (el.type === TYPE.tag) walk(key, el.children);
      }
    }
    end();
  };
  for (const [key, message] of Object.entries(en)) walk(key, parse(message, { ignoreTag: true }));
  return runs;
}

/**
 * English's little words in a sentence's context ("to reset north", "of Regulation"), lower case as in running
 * text; neither French nor Indonesian writes them, and the demo's names (data, shown as given) do not.
 */
const ENGLISH_LITTLE_WORDS = /\S*\s?\b(?:the|and|with|of|to|is|are|this|from|has|have|not)\b\s?\S*/gu;

/** What a person reads on the page: its visible text and the names and hints its elements carry. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n').replace(/\s+/g, ' ');
  });
}

/** Waits until the page's text stops changing (its data and checks in), within about 40 s. */
async function settled(page: Page) {
  let before = await shownText(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(2000);
    const now = await shownText(page);
    if (now === before) return;
    before = now;
  }
}

/**
 * The main pages, each reached as a person does after the first: from the navigation (one load of the app,
 * not one a page: a fresh load costs about 2 CPU-s of the journeys' budget).
 */
const byNavigation = (key: 'nav.suppliers' | 'nav.jurisdictions') => async (page: Page, locale: Locale) => {
  const nav = page.getByRole('navigation', { name: render(locale, msg('nav.main')) });
  await nav.getByRole('link', { name: render(locale, msg(key)), exact: true }).click();
};
const MAIN_PAGES: { name: string; open: (page: Page, locale: Locale) => Promise<void> }[] = [
  { name: 'plots', open: (page) => page.goto('/plots').then(() => undefined) },
  { name: 'suppliers', open: byNavigation('nav.suppliers') },
  {
    // The review: a supplier's page with what needs attention.
    name: 'review',
    open: async (page) => {
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/suppliers\/[^/?]+$/);
    },
  },
  { name: 'jurisdictions', open: byNavigation('nav.jurisdictions') },
  {
    // The self-check with a file checked: its summary, problems, fixes, map and receipt.
    name: 'check',
    open: async (page) => {
      await page.goto('/check?buyer=Chocolaterie+Exemple&traces=yes&countries=CI&commodity=cocoa&name=Nom');
      const file = writeFixture(test.info().outputDir, 'parcelles.geojson', fixableFile('Koffi'));
      await page.getByTestId('plot-file-input').setInputFiles(file);
      await expect(page.locator('#self-check-receipt')).toBeVisible();
    },
  },
];

for (const [locale, browserLocale] of [
  ['fr', 'fr-FR'],
  ['id', 'id-ID'],
] as const) {
  test.describe(`the main pages in ${browserLocale}`, () => {
    test.use({ locale: browserLocale });

    test('show no English sentence', async ({ page }) => {
      test.setTimeout(300_000);
      const sentences = englishSentences(await loadCatalogue(locale));
      expect(sentences.length).toBeGreaterThan(500);
      for (const { name, open } of MAIN_PAGES) {
        await open(page, locale);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        const shown = await shownText(page);
        const english = sentences.filter((s) => shown.includes(s.text)).map((s) => `${s.key}: ${s.text}`);
        expect(english, `English on the ${name} page`).toEqual([]);
        // English written outside the catalogues (a library's words, a constant): its little words give it away.
        const littleWords = [...shown.matchAll(ENGLISH_LITTLE_WORDS)].map((m) => m[0]);
        expect(littleWords, `English words on the ${name} page`).toEqual([]);
      }
    });
  });
}
