/**
 * The plots a detection touches, with the detections, each plot a button that frames it on the map. A
 * confidence label carries its meaning as a tooltip; the legend under the map says it in full.
 */
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { confidenceMeaning, confidenceWord } from '../lib/confidence.ts';
import type { TouchedPlot } from '@/lib/detections/touched-plots.ts';

// The map's marker shapes, beside the words (hidden from screen readers).
const KIND_MARK = { fire: '▲ ', deforestation: '■ ' } as const;
const KIND_WORD = {
  fire: 'detections.kind.one.fire',
  deforestation: 'detections.kind.one.deforestation',
} as const;

export function TouchedPlotsList({
  touched,
  focusedId,
  onFocus,
}: {
  touched: readonly TouchedPlot[];
  focusedId: string | null;
  onFocus: (plotId: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <div className="max-h-[26rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t({ id: 'detections.touched.caption' })}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t({ id: 'detections.touched.plot' })}
            </th>
            <th scope="col" className="px-3 py-2">
              {t({ id: 'detections.touched.supplier' })}
            </th>
            <th scope="col" className="px-3 py-2">
              {t({ id: 'detections.touched.detections' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {touched.map(({ plot, detections }) => (
            <tr
              key={plot.id}
              className={`border-t border-slate-100 align-top ${plot.id === focusedId ? 'bg-amber-50' : ''}`}
            >
              <td className="px-3 py-2">
                <button
                  type="button"
                  aria-pressed={plot.id === focusedId}
                  onClick={() => onFocus(plot.id)}
                  className="text-left font-medium text-emerald-900 underline decoration-emerald-300 underline-offset-2"
                >
                  {plot.name}
                </button>
              </td>
              <td className="px-3 py-2 text-slate-700">{plot.supplier}</td>
              <td className="px-3 py-2">
                <ul>
                  {detections.map((d) => (
                    <li key={d.id}>
                      <span aria-hidden="true">{KIND_MARK[d.kind]}</span>
                      {t({ id: KIND_WORD[d.kind] })} {formatDate(d.date, locale)}
                      {d.areaHa !== null ? t({ id: 'detections.touched.area' }, { area: d.areaHa }) : ''}
                      {d.confidence ? (
                        <>
                          {' '}
                          {t(
                            { id: 'detections.touched.confidence' },
                            {
                              label: confidenceWord(d.confidence, locale),
                              abbr: (chunks) => (
                                <abbr
                                  title={confidenceMeaning(d.confidence!, locale)}
                                  className="cursor-help"
                                >
                                  {chunks}
                                </abbr>
                              ),
                            },
                          )}
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
