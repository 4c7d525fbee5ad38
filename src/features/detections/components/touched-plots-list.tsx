/**
 * The plots a detection touches, with the detections, each plot a button that frames it on the map. A
 * confidence label carries its meaning as a tooltip; the legend under the map says it in full.
 */
import { confidenceMeaning } from '../lib/confidence.ts';
import type { TouchedPlot } from '../lib/touched-plots.ts';

export function TouchedPlotsList({
  touched,
  focusedId,
  onFocus,
}: {
  touched: readonly TouchedPlot[];
  focusedId: string | null;
  onFocus: (plotId: string) => void;
}) {
  return (
    <div className="max-h-[26rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Your plots touched by this month's detections</caption>
        <thead className="sticky top-0 bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              Plot
            </th>
            <th scope="col" className="px-3 py-2">
              Supplier
            </th>
            <th scope="col" className="px-3 py-2">
              Detections
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
                      <span aria-hidden="true">{d.kind === 'fire' ? '▲ ' : '■ '}</span>
                      {d.kind === 'fire' ? 'Fire' : 'Deforestation'} {d.date}
                      {d.areaHa !== null ? `, ${d.areaHa} ha` : ''}
                      {d.confidence ? (
                        <>
                          {' ('}
                          <abbr title={confidenceMeaning(d.confidence)} className="cursor-help">
                            {d.confidence}
                          </abbr>
                          {' confidence)'}
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
