/**
 * The small controls around the Jurisdictions map and table: which layer the map shows (the service's
 * assessed risk or the EU's official benchmark, never both), what the map shows of the open country's
 * regions, and the table's search box (its text lives in the URL).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Framework } from '@core/api/schemas.ts';
import { SEARCH_MAX_LENGTH } from '../lib/filters.ts';
import type { MapLayer } from '../map/jurisdiction-map.tsx';

export function MapLayerChoice({
  layer,
  framework,
  onChange,
}: {
  layer: MapLayer;
  framework: Framework;
  onChange: (layer: MapLayer) => void;
}) {
  const name = useId();
  const t = useIntl().formatMessage;
  const choices = [
    ['risk', t({ id: 'jurisdictions.layer.risk' }, { framework })],
    ['benchmark', t({ id: 'jurisdictions.benchmark' })],
  ] as const;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <legend className="float-left mr-2 font-medium text-slate-800">
        {t({ id: 'jurisdictions.layer.legend' })}
      </legend>
      {choices.map(([value, label]) => (
        <label key={value} className="flex items-center gap-1.5">
          <input type="radio" name={name} checked={layer === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

export function RegionMapStatus({
  layer,
  openName,
  boundaries,
  drawn,
}: {
  layer: MapLayer;
  /** The open country's name; null when none is open. */
  openName: string | null | undefined;
  /**
   * The regions' list ('loading' until it is all in: no region yet is not "none"), then their boundaries
   * (`done` is also true while none is listed).
   */
  boundaries: { list: 'loading' | 'complete' | 'failed'; done: boolean; failed: number; count: number };
  drawn: number;
}) {
  const t = useIntl().formatMessage;
  const text = (() => {
    if (layer === 'benchmark') return t({ id: 'jurisdictions.regions.benchmark' });
    if (!openName) return t({ id: 'jurisdictions.regions.none-open' });
    const name = openName;
    if (boundaries.list === 'failed') return t({ id: 'jurisdictions.regions.list-failed' }, { name });
    if (boundaries.list === 'loading' || !boundaries.done)
      return drawn
        ? t({ id: 'jurisdictions.regions.loading-drawn' }, { name, drawn, count: boundaries.count })
        : t({ id: 'jurisdictions.regions.loading' }, { name });
    if (boundaries.count === 0) return t({ id: 'jurisdictions.regions.empty' }, { name });
    return boundaries.failed
      ? t({ id: 'jurisdictions.regions.drawn-failed' }, { name, drawn, failed: boundaries.failed })
      : t({ id: 'jurisdictions.regions.drawn' }, { name, drawn });
  })();
  return (
    <p role="status" className="mt-1 text-xs text-slate-600">
      {text}
    </p>
  );
}

export function JurisdictionSearchBox({
  value,
  onChange,
  regions,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Set while the search looks through every region too. */
  regions: { complete: boolean; failed: boolean; count: number } | null;
}) {
  const id = useId();
  const t = useIntl().formatMessage;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t({ id: 'jurisdictions.search.label' })}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t({ id: 'jurisdictions.search.placeholder' })}
        className="w-64 max-w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      {regions && !regions.complete ? (
        <span role="status" className="text-xs text-slate-600">
          {regions.failed
            ? t({ id: 'jurisdictions.search.regions-failed' })
            : t({ id: 'jurisdictions.search.regions-loading' }, { count: regions.count })}
        </span>
      ) : null}
    </div>
  );
}
