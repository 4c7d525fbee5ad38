/** The app shell: header with the project switcher, navigation, and the current page. */
import { Link, Outlet } from '@tanstack/react-router';
import { NAV_ITEMS } from './nav.ts';
import { ProjectSwitcher } from './project-switcher.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { TokenPrompt } from './token-prompt.tsx';

export function AppLayout() {
  const connection = useConnection();
  return (
    <div className="flex h-full flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-slate-800 px-4 py-2 text-white">
        <div className="flex items-center gap-3">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="text-lg font-semibold">Plot risk dashboard</span>
          <span
            className={`rounded px-2 py-0.5 text-xs font-medium ${
              connection.kind === 'simulator'
                ? 'bg-amber-200 text-amber-900'
                : 'bg-emerald-200 text-emerald-900'
            }`}
          >
            {connection.kind === 'simulator' ? 'Simulator' : 'Live service'}
          </span>
        </div>
        <ProjectSwitcher />
      </header>
      <div className="flex min-h-0 flex-1">
        <nav aria-label="Main" className="w-48 shrink-0 border-r border-slate-200 bg-white py-3">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100"
                  activeProps={{
                    className: 'bg-emerald-50 font-semibold text-emerald-900 border-l-4 border-emerald-700',
                  }}
                  title={item.description}
                >
                  {item.label}
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
