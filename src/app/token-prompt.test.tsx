/**
 * The token prompt's demo accounts (the simulator's) are named in the page's language: the person's name
 * as it is, the role and the project count translated.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

// The prompt is a closed <dialog> until the service refuses a token: its buttons are there, not shown.
const demoButtons = (prefix: string) =>
  screen.getAllByText((text) => text.startsWith(prefix)).map((b) => [b.tagName, b.textContent]);

/**
 * The prompt, its providers and the connection, all loaded afresh on a tab with nothing remembered. The dom
 * tests share their modules (`isolate: false`), and other files load connection.ts afresh and leave it on
 * the live service: setting the connection here was not enough in the full suite (the prompt then offered
 * no demo account), because the component could read another copy of the module than the one set.
 */
async function freshPrompt() {
  sessionStorage.clear();
  vi.resetModules();
  const [{ renderWithProviders }, { TokenPrompt }, { getConnection }, { loadCatalogue }] = await Promise.all([
    import('@tests/support/render.tsx'),
    import('./token-prompt.tsx'),
    import('@/lib/api/connection.ts'),
    import('@core/i18n/messages.ts'),
  ]);
  // The fresh copy of core/i18n has English alone, as a page has before it loads its language.
  await loadCatalogue('es');
  return { renderWithProviders, TokenPrompt, kind: getConnection().kind };
}

describe('TokenPrompt demo accounts', () => {
  it('are named in Spanish on a Spanish page', async () => {
    const { renderWithProviders, TokenPrompt, kind } = await freshPrompt();
    expect(kind).toBe('simulator');
    renderWithProviders(<TokenPrompt />, { locale: 'es' });
    expect(demoButtons('Usar la cuenta')).toEqual([
      ['BUTTON', 'Usar la cuenta de demostración: Amara Okafor – responsable de cumplimiento (3 proyectos)'],
      ['BUTTON', 'Usar la cuenta de demostración: Lucas Meyer – analista (1 proyecto)'],
    ]);
  });

  it('keep their English names on an English page', async () => {
    const { renderWithProviders, TokenPrompt } = await freshPrompt();
    renderWithProviders(<TokenPrompt />);
    expect(demoButtons('Use demo')).toEqual([
      ['BUTTON', 'Use demo account: Amara Okafor – compliance lead (3 projects)'],
      ['BUTTON', 'Use demo account: Lucas Meyer – analyst (1 project)'],
    ]);
  });
});
