/**
 * Renders a component as the app does (a fresh TanStack Query client, no retries so an error shows at
 * once; react-intl over core/i18n's catalogues, English unless `locale` says otherwise: every catalogue is
 * loaded before the tests, by tests/support/catalogues.ts) with a user-event
 * session, and unmounts it after each test. Component tests use this instead of wiring providers themselves.
 */
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { catalogueOf } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';

afterEach(cleanup);

export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: Omit<RenderOptions, 'wrapper'> & { locale?: Locale } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogueOf(locale)}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IntlProvider>
  );
  const user = userEvent.setup();
  return { user, queryClient, ...render(ui, { wrapper, ...options }) };
}

/**
 * jsdom lays nothing out, so a virtualised list would show no row: give elements a size so
 * @tanstack/react-virtual renders the rows that fit (`height` px of viewport, rows of `rowHeight`).
 */
export function withLayout(height = 800, rowHeight = 36) {
  const proto = HTMLElement.prototype;
  const sizes: Record<string, (this: HTMLElement) => number> = {
    // @tanstack/virtual-core reads the scroll element's client size, and measures rows by their box (their
    // offsetHeight since 3.19): a row is one row high, not a viewport.
    clientHeight: () => height,
    clientWidth: () => 1000,
    offsetHeight: function (this: HTMLElement) {
      return this.tagName === 'TR' ? rowHeight : height;
    },
    offsetWidth: () => 1000,
  };
  const keys = [...Object.keys(sizes), 'getBoundingClientRect'];
  const saved = new Map(keys.map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)]));
  for (const [key, get] of Object.entries(sizes))
    Object.defineProperty(proto, key, { configurable: true, get });
  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    value: function (this: HTMLElement) {
      const h = this.tagName === 'TR' ? rowHeight : height;
      return { x: 0, y: 0, top: 0, left: 0, bottom: h, right: 1000, width: 1000, height: h, toJSON() {} };
    },
  });
  return () => {
    for (const [key, d] of saved) {
      if (d) Object.defineProperty(proto, key, d);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  };
}
