/**
 * The small controls around the Jurisdictions map and table: which layer the map shows (the service's
 * assessed risk or the EU's official benchmark, never both), what the map shows of the open country's
 * regions, and the table's search box (its text lives in the URL).
 */
import { useId } from 'react';
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
  const choices = [
    ['risk', `Assessed risk (service, ${framework})`],
    ['benchmark', 'EU country benchmark (official)'],
  ] as const;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <legend className="float-left mr-2 font-medium text-slate-800">The map shows</legend>
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
  boundaries: { done: boolean; failed: number; count: number };
  drawn: number;
}) {
  const text =
    layer === 'benchmark'
      ? 'The EU benchmark rates whole countries: show the assessed risk to see regions.'
      : !openName
        ? 'Open a country to see its regions on the map, each by its own assessed risk.'
        : !boundaries.done
          ? `Loading the regions of ${openName}…` +
            (drawn ? ` ${drawn.toLocaleString()} of ${boundaries.count.toLocaleString()} drawn.` : '')
          : boundaries.count === 0
            ? `The service lists no regions of ${openName} under these filters.`
            : `${drawn.toLocaleString()} regions of ${openName} drawn by their assessed risk` +
              (boundaries.failed ? `; ${boundaries.failed} boundaries could not be loaded.` : '.');
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
  regions: { complete: boolean; failed: boolean } | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Search countries and regions
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        placeholder="e.g. Lagunes, Pará, Riau"
        className="w-64 max-w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      {regions && !regions.complete ? (
        <span role="status" className="text-xs text-slate-600">
          {regions.failed
            ? 'The regions could not be loaded: only countries are searched.'
            : 'Loading every region to search them…'}
        </span>
      ) : null}
    </div>
  );
}
