/** The other ways to give an area: paste or upload GeoJSON, or use one of the person's plots. */
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { messageIn } from '@core/i18n/messages.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { MAX_INPUT_BYTES, polygonFromGeoJsonText, polygonOfPlotGeometry } from '../lib/geojson-input.ts';

const MAX_LISTED = 12;
// The box's example: GeoJSON as written in a file, not words to translate.
const EXAMPLE = '{"type":"Polygon","coordinates":[[[-5.5,7.1],[-5.4,7.1],[-5.4,7.2],[-5.5,7.1]]]}';

export function PasteGeoJson({ onShape }: { onShape: (polygon: GeoJSON.Polygon, label: string) => void }) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const use = (value: string, label: string) => {
    const result = polygonFromGeoJsonText(value);
    if ('error' in result) setError(messageIn(intl.locale as Locale, result.error));
    else {
      setError(null);
      onShape(result.polygon, label);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t({ id: 'riskinfo.paste.title' })}
      </h2>
      <label htmlFor={`${id}-text`} className="mt-2 block text-sm text-slate-700">
        {t({ id: 'riskinfo.paste.label' })}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        spellCheck={false}
        className="mt-1 w-full rounded-md border border-slate-300 p-2 font-mono text-xs"
        placeholder={EXAMPLE}
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => use(text, t({ id: 'riskinfo.shape.pasted' }))}
          className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-900"
        >
          {t({ id: 'riskinfo.paste.use' })}
        </button>
        <label className="text-sm text-slate-700">
          <span className="mr-2">{t({ id: 'riskinfo.paste.upload' })}</span>
          <input
            type="file"
            accept=".geojson,.json,application/geo+json,application/json"
            className="text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-2 file:py-1"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (file.size > MAX_INPUT_BYTES) {
                setError(
                  t(
                    { id: 'riskinfo.paste.too-large' },
                    { file: file.name, size: Math.round(file.size / 1e5) / 10 },
                  ),
                );
                return;
              }
              const content = await file.text();
              setText(content);
              use(content, file.name);
            }}
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}

export function PickPlot({
  plots,
  loading,
  onShape,
}: {
  plots: PlotList;
  loading: boolean;
  onShape: (polygon: GeoJSON.Polygon, label: string) => void;
}) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = useMemo(() => {
    const t = term.trim().toLowerCase();
    // Positions only: a plot is materialised when it is listed.
    const shown: number[] = [];
    let total = 0;
    for (let i = 0; i < plots.length; i++) {
      if (t && !plots.name(i).toLowerCase().includes(t) && !plots.supplier(i).toLowerCase().includes(t))
        continue;
      total++;
      if (shown.length < MAX_LISTED) shown.push(i);
    }
    return { shown: shown.map((i) => plots.at(i)), total };
  }, [plots, term]);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t({ id: 'riskinfo.pick.title' })}
      </h2>
      <label htmlFor={`${id}-search`} className="mt-2 block text-sm text-slate-700">
        {t({ id: 'riskinfo.pick.search' })}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
      />
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">
        {loading
          ? t({ id: 'riskinfo.pick.loading' }, { count: plots.length })
          : matches.total > MAX_LISTED
            ? t({ id: 'riskinfo.pick.matches-first' }, { count: matches.total, shown: MAX_LISTED })
            : t({ id: 'riskinfo.pick.matches' }, { count: matches.total })}
      </p>
      <ul
        aria-label={t({ id: 'riskinfo.pick.list' })}
        className="mt-1 max-h-56 divide-y divide-slate-100 overflow-auto"
      >
        {matches.shown.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => {
                const result = polygonOfPlotGeometry(p.geometry);
                if ('error' in result)
                  setError(
                    t(
                      { id: 'riskinfo.input.plot' },
                      { name: p.name, reason: messageIn(locale, result.error) },
                    ),
                  );
                else {
                  setError(null);
                  onShape(result.polygon, t({ id: 'riskinfo.shape.plot' }, { name: p.name }));
                }
              }}
              className="w-full px-1 py-1.5 text-left text-sm hover:bg-slate-50"
            >
              <span className="font-medium">{p.name}</span>
              <span className="text-slate-600">
                {' '}
                · {p.supplier} · {formatHa(p.areaHa, locale)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
