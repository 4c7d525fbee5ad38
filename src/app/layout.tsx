/**
 * The app shell: header with the project switcher, navigation, and the current page. On narrow screens (a
 * 390 px phone) the side navigation would keep half the width: it folds into a menu button instead.
 * Only a signed-in person sees it (docs/people.md): the sign-in screen stands in for it until then, save on
 * an invitation's page, which is opened signed out.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { NAV_ITEMS } from './nav.ts';
import { ProjectSwitcher } from './project-switcher.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { TokenPrompt } from './token-prompt.tsx';
import { useIntl } from 'react-intl';
import { LanguagePicker } from './i18n/language-picker.tsx';
import { AccountMenu } from './sign-in/account-menu.tsx';
import { INVITATION_PATH } from './sign-in/paths.ts';
import { SessionGate } from './sign-in/session-gate.tsx';

export function AppLayout() {
  const invitation = useRouterState({ select: (s) => s.location.pathname === INVITATION_PATH });
  if (invitation) return <Outlet />;
  return (
    <SessionGate>
      <Dashboard />
    </SessionGate>
  );
}

function Dashboard() {
  const connection = useConnection();
  const t = useIntl().formatMessage;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // Opening the menu takes focus to its first entry, so keyboard and screen-reader users land in it.
  // Escape closes it and gives focus back to the button.
  useEffect(() => {
    if (!menuOpen) return;
    nav.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="flex h-full flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t({ id: 'app.skip' })}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-slate-800 px-4 py-2 text-white">
        <div className="flex items-center gap-3">
          <button
            ref={menuButton}
            type="button"
            className="-ml-1 rounded-md p-1.5 hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white md:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              {menuOpen ? (
                <path d="M5 5 17 17M17 5 5 17" stroke="currentColor" strokeWidth="2" />
              ) : (
                <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
            <span className="sr-only">{t({ id: 'app.menu' })}</span>
          </button>
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="text-lg font-semibold">{t({ id: 'app.title' })}</span>
          <span
            className={`rounded px-2 py-0.5 text-xs font-medium ${
              connection.kind === 'simulator'
                ? 'bg-amber-200 text-amber-900'
                : 'bg-emerald-200 text-emerald-900'
            }`}
          >
            {t({ id: connection.kind === 'simulator' ? 'app.simulator' : 'app.live' })}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LanguagePicker />
          <ProjectSwitcher />
          <AccountMenu />
        </div>
      </header>
      <div className="relative flex min-h-0 flex-1">
        {menuOpen ? (
          // A tap beside the open menu closes it (keyboard users have Escape and the menu button).
          <div
            aria-hidden="true"
            className="absolute inset-0 z-30 bg-slate-900/30 md:hidden"
            onClick={() => setMenuOpen(false)}
          />
        ) : null}
        <nav
          ref={nav}
          id="main-nav"
          aria-label={t({ id: 'nav.main' })}
          className={`${
            menuOpen ? 'absolute inset-y-0 left-0 z-40 block w-64 overflow-auto shadow-xl' : 'hidden'
          } shrink-0 border-r border-slate-200 bg-white py-3 md:static md:block md:w-48 md:shadow-none`}
        >
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700"
                  activeProps={{
                    className: 'bg-emerald-50 font-semibold text-emerald-900 border-l-4 border-emerald-700',
                  }}
                  title={t({ id: item.hintKey })}
                  onClick={() => setMenuOpen(false)}
                >
                  {t({ id: item.key })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 overflow-auto">
          <Outlet />
        </main>
      </div>
      <TokenPrompt />
    </div>
  );
}
