/**
 * The shell of the supplier self-check (`/check`): a title and the language picker, nothing of the dashboard's
 * account flow (no project switcher, no navigation, no token prompt), so the page makes no request to the
 * service or to our server's API. src/app/router.tsx picks it for that path.
 */
import { Outlet } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LanguagePicker } from './i18n/language-picker.tsx';

export function SelfCheckLayout() {
  const t = useIntl().formatMessage;
  return (
    <div className="flex h-full flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 bg-slate-800 px-4 py-2 text-white">
        <div className="flex items-center gap-3">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="text-lg font-semibold">{t({ id: 'selfcheck.shell' })}</span>
        </div>
        <LanguagePicker />
      </header>
      <main id="main" className="min-w-0 flex-1 overflow-auto">
        <Outlet />
      </main>
    </div>
  );
}
