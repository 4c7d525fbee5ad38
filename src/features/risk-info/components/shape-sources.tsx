/** The other ways to give an area: paste or upload GeoJSON, or use one of the person's plots. */
import { useId, useMemo, useState } from 'react';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { MAX_INPUT_BYTES, polygonFromGeoJsonText, polygonOfPlotGeometry } from '../lib/geojson-input.ts';

const MAX_LISTED = 12;

export function PasteGeoJson({ onShape }: { onShape: (polygon: GeoJSON.Polygon, label: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const use = (value: string, label: string) => {
    const result = polygonFromGeoJsonText(value);
    if ('error' in result) setError(result.error);
    else {
      setError(null);
      onShape(result.polygon, label);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Paste or upload GeoJSON
      </h2>
      <label htmlFor={`${id}-text`} className="mt-2 block text-sm text-slate-700">
        A Polygon, or a Feature or FeatureCollection holding one
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        spellCheck={false}
        className="mt-1 w-full rounded-md border border-slate-300 p-2 font-mono text-xs"
        placeholder='{"type":"Polygon","coordinates":[[[-5.5,7.1],[-5.4,7.1],[-5.4,7.2],[-5.5,7.1]]]}'
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => use(text, 'Pasted area')}
          className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-900"
        >
          Use pasted shape
        </button>
        <label className="text-sm text-slate-700">
          <span className="mr-2">or upload a file</span>
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
                  `${file.name} is ${(file.size / 1e6).toFixed(1)} MB; one area fits in far less (under 1 MB).`,
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
        Use one of your plots
      </h2>
      <label htmlFor={`${id}-search`} className="mt-2 block text-sm text-slate-700">
        Find a plot by name or supplier
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
          ? `Loading your plots… ${plots.length.toLocaleString()} so far`
          : `${matches.total.toLocaleString()} plot${matches.total === 1 ? '' : 's'} match${matches.total > MAX_LISTED ? `; showing the first ${MAX_LISTED}` : ''}`}
      </p>
      <ul aria-label="Matching plots" className="mt-1 max-h-56 divide-y divide-slate-100 overflow-auto">
        {matches.shown.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => {
                const result = polygonOfPlotGeometry(p.geometry);
                if ('error' in result) setError(`${p.name}: ${result.error}`);
                else {
                  setError(null);
                  onShape(result.polygon, `${p.name} (your plot)`);
                }
              }}
              className="w-full px-1 py-1.5 text-left text-sm hover:bg-slate-50"
            >
              <span className="font-medium">{p.name}</span>
              <span className="text-slate-600">
                {' '}
                · {p.supplier} · {formatHa(p.areaHa)}
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
