/** The entries of the log, newest first: when (UTC, to the second), who, what, which plot and supplier. */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { AuditEvent } from '@core/api/audit.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { supplierPageLink } from '@/lib/routing/supplier-link.ts';
import { eventTime, eventWords } from '../lib/event-words.ts';

export function AuditTable({
  events,
  projectNames,
}: {
  events: readonly AuditEvent[];
  projectNames: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t({ id: 'audit.table' })}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
              {t({ id: 'audit.col.time' })}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
              {t({ id: 'audit.col.who' })}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
              {t({ id: 'audit.col.what' })}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
              {t({ id: 'audit.col.plot' })}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
              {t({ id: 'audit.col.supplier' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const words = eventWords(event, projectNames, locale);
            return (
              <tr key={event.id} className="border-t border-slate-100 align-top">
                <td className="px-2 py-2 sm:px-3 tabular-nums sm:whitespace-nowrap">
                  <time dateTime={event.at}>{eventTime(event.at, locale)}</time>
                </td>
                <td className="px-2 py-2 [overflow-wrap:anywhere] sm:px-3">
                  {event.personName ?? t({ id: 'audit.who.server' })}
                </td>
                <td className="px-2 py-2 [overflow-wrap:anywhere] sm:px-3">
                  <p>{words.what}</p>
                  {words.more.map((line) => (
                    <p key={line} className="text-slate-600">
                      {line}
                    </p>
                  ))}
                </td>
                <td className="px-2 py-2 sm:px-3 break-all">
                  {event.plotId ? (
                    <Link
                      to="/plots/$plotId"
                      params={{ plotId: event.plotId }}
                      className="text-emerald-800 underline"
                    >
                      {event.plotId}
                    </Link>
                  ) : null}
                </td>
                <td className="px-2 py-2 sm:px-3 break-all">
                  {event.supplierId ? (
                    <Link {...supplierPageLink(event.supplierId)} className="text-emerald-800 underline">
                      {event.supplierId}
                    </Link>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
