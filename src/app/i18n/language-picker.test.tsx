/**
 * The language picker over the app's language provider: a choice switches the page once that language's
 * messages are loaded (core/i18n loads them on demand), the latest choice wins, and a language that cannot
 * be loaded leaves the page as it was and says so.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@core/i18n/locales.ts';
import type * as MessagesModule from '@core/i18n/messages.ts';

type Messages = typeof MessagesModule;

/** The picker and the page's skip link, under the real provider, from fresh modules (the language is module state). */
async function mountPicker() {
  const { LanguageProvider } = await import('./language-provider.tsx');
  const { LanguagePicker } = await import('./language-picker.tsx');
  const { FormattedMessage } = await import('react-intl');
  render(
    <LanguageProvider>
      <LanguagePicker />
      <a href="#main">
        <FormattedMessage id="app.skip" />
      </a>
    </LanguageProvider>,
  );
  return import('@/lib/i18n/language-choice.ts');
}

afterEach(() => {
  vi.doUnmock('@core/i18n/messages.ts');
  vi.resetModules();
  localStorage.clear();
  setCurrentLocale('en');
  document.documentElement.lang = 'en';
});

describe('LanguagePicker', () => {
  it('switches the page to the chosen language, and remembers it', async () => {
    vi.resetModules();
    await mountPicker();
    expect(screen.getByRole('link')).toHaveTextContent('Skip to content');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Français');
    await waitFor(() => expect(screen.getByRole('link')).toHaveTextContent('Aller au contenu'));
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('dashboard.language')).toBe('fr');
    expect(screen.getByLabelText('Langue')).toHaveValue('fr');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the latest of two choices when the first one loads last', async () => {
    vi.resetModules();
    let releaseSpanish!: () => void;
    const spanishHeld = new Promise<void>((resolve) => (releaseSpanish = resolve));
    vi.doMock('@core/i18n/messages.ts', async (importOriginal) => {
      const real = await importOriginal<Messages>();
      return {
        ...real,
        loadCatalogue: async (locale: 'es' | 'pt') => {
          if (locale === 'es') await spanishHeld;
          return real.loadCatalogue(locale);
        },
      };
    });
    const { setLocale } = await mountPicker();
    await act(async () => {
      const spanish = setLocale('es');
      expect(await setLocale('pt')).toBe(true);
      releaseSpanish();
      expect(await spanish).toBe(true);
    });
    expect(document.documentElement.lang).toBe('pt');
    expect(localStorage.getItem('dashboard.language')).toBe('pt');
    expect(screen.getByRole('link')).toHaveTextContent('Ir para o conteúdo');
  });

  it('stays in its language and says why when the chosen one cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('@core/i18n/messages.ts', async (importOriginal) => {
      const real = await importOriginal<Messages>();
      return {
        ...real,
        loadCatalogue: (locale: string) =>
          locale === 'id' ? Promise.reject(new Error('offline')) : real.loadCatalogue(locale as 'en'),
      };
    });
    await mountPicker();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Bahasa Indonesia');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bahasa Indonesia could not be loaded: check the connection and choose it again.',
    );
    expect(screen.getByRole('link')).toHaveTextContent('Skip to content');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(localStorage.getItem('dashboard.language')).toBeNull();
  });
});
