/**
 * The token prompt's demo accounts (the simulator's) are named in the page's language: the person's name
 * as it is, the role and the project count translated.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { getConnection, setConnection, type Connection } from '@/lib/api/connection.ts';
import { TokenPrompt } from './token-prompt.tsx';

// The prompt is a closed <dialog> until the service refuses a token: its buttons are there, not shown.
const demoButtons = (prefix: string) =>
  screen.getAllByText((text) => text.startsWith(prefix)).map((b) => [b.tagName, b.textContent]);

describe('TokenPrompt demo accounts', () => {
  // The demo accounts are offered on the simulator only. The dom tests share their modules (isolate: false),
  // and an earlier file may have left the connection on the live service: set it, and put it back after.
  let before: Connection;
  beforeEach(() => {
    before = getConnection();
    setConnection({ kind: 'simulator' });
  });
  afterEach(() => setConnection(before));

  it('are named in Spanish on a Spanish page', () => {
    renderWithProviders(<TokenPrompt />, { locale: 'es' });
    expect(demoButtons('Usar la cuenta')).toEqual([
      ['BUTTON', 'Usar la cuenta de demostración: Amara Okafor – responsable de cumplimiento (3 proyectos)'],
      ['BUTTON', 'Usar la cuenta de demostración: Lucas Meyer – analista (1 proyecto)'],
    ]);
  });

  it('keep their English names on an English page', () => {
    renderWithProviders(<TokenPrompt />);
    expect(demoButtons('Use demo')).toEqual([
      ['BUTTON', 'Use demo account: Amara Okafor – compliance lead (3 projects)'],
      ['BUTTON', 'Use demo account: Lucas Meyer – analyst (1 project)'],
    ]);
  });
});
