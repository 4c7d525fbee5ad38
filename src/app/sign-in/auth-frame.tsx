/**
 * The screen around signing in and accepting an invitation: the dashboard's name and the language picker,
 * and nothing that needs a session (no navigation, no project switcher), so it asks the server for nothing
 * a signed-out person may not read.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguagePicker } from '../i18n/language-picker.tsx';

export function AuthFrame({ children }: { children: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <div className="flex h-full flex-col bg-slate-50">
      <header className="flex flex-wrap items-center justify-between gap-3 bg-slate-800 px-4 py-2 text-white">
        <div className="flex items-center gap-3">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="text-lg font-semibold">{t({ id: 'app.title' })}</span>
        </div>
        <LanguagePicker />
      </header>
      <main id="main" className="min-h-0 flex-1 overflow-auto px-4 py-6 sm:py-10">
        <div className="mx-auto w-full max-w-md space-y-4">{children}</div>
      </main>
    </div>
  );
}

/** One block of the screen (a form, the demo team), named by its heading. */
export function AuthCard({
  title,
  level = 2,
  children,
}: {
  title: string;
  /** The screen's main block is its h1. */
  level?: 1 | 2;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <Heading id={id} className={`font-semibold text-slate-900 ${level === 1 ? 'text-xl' : 'text-lg'}`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
