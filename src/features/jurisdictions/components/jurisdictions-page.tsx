/**
 * Jurisdiction risk: filters (in the URL, within the API's limits), every page of the list, a choropleth
 * joined to the offline country shapes with an opened country's regions over it, a legend, a table grouped
 * country → region and searchable, and the detail of the chosen jurisdiction with its boundary. The
 * person's plots and suppliers are counted per country and per region, so region and plots are seen
 * together. The map shows either the service's assessed risk or the EU's official country benchmark, never
 * both at once. Filters, search, map layer and the opened jurisdiction are in the URL, so a link restores
 * the view. What is loaded and derived lives in lib/use-jurisdictions-view.ts.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, PageHeader } from '@/components/states.tsx';
import type { JurisdictionSearch } from '../lib/filters.ts';
import { useJurisdictionsView } from '../lib/use-jurisdictions-view.ts';
import { JurisdictionMap, type MapLayer } from '../map/jurisdiction-map.tsx';
import { JurisdictionSearchBox, MapLayerChoice, RegionMapStatus } from './jurisdiction-view-controls.tsx';
import { JurisdictionDetail } from './jurisdiction-detail.tsx';
import { JurisdictionFiltersPanel } from './jurisdiction-filters.tsx';
import { JurisdictionLegend } from './jurisdiction-legend.tsx';
import { JurisdictionTable } from './jurisdiction-table.tsx';
import { JurisdictionsErrors, JurisdictionsLoadStatus } from './jurisdictions-load-status.tsx';

const route = getRouteApi('/jurisdictions');

export function JurisdictionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useIntl().formatMessage;
  const view = useJurisdictionsView(search);
  const { filters, list, plots, countries, detail, selected } = view;

  const setSearch = useCallback(
    (patch: Partial<JurisdictionSearch>, replace = false) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  const select = useCallback((id: string) => setSearch({ selected: id }), [setSearch]);
  const toggleCountry = useCallback(
    (id: string, open: boolean) => setSearch({ selected: open ? id : undefined }),
    [setSearch],
  );
  const layer: MapLayer = search.layer ?? 'risk';
  const outlineState = detail.isError ? 'failed' : detail.data?.geometry ? 'shown' : 'loading';
  const intro = view.project
    ? ({ id: 'jurisdictions.intro.project', project: view.project.name } as const)
    : ({ id: 'jurisdictions.intro', project: '' } as const);

  return (
    <div className="space-y-4 p-6">
      <PageHeader title={t({ id: 'nav.jurisdictions' })}>
        <p className="text-sm text-slate-600">
          {t({ id: intro.id }, { framework: filters.framework, project: intro.project })}
        </p>
      </PageHeader>

      <JurisdictionFiltersPanel filters={filters} countryOptions={view.countryOptions} onChange={setSearch} />

      <JurisdictionsLoadStatus
        list={{
          complete: list.complete,
          failed: Boolean(list.error),
          count: list.items.length,
          pagesLoaded: list.pagesLoaded,
        }}
        plots={{ complete: plots.complete, failed: Boolean(plots.error), count: plots.items.length }}
      />
      <JurisdictionsErrors
        list={list}
        plots={plots}
        countries={{ error: countries.error, retry: () => void countries.refetch() }}
      />

      <MapLayerChoice
        layer={layer}
        framework={filters.framework}
        onChange={(value) => setSearch({ layer: value === 'risk' ? undefined : value })}
      />

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <JurisdictionMap
            layer={layer}
            countryRisk={view.countryRisk}
            regions={view.regionChoropleth}
            benchmark={view.benchmarkLayer}
            plots={view.plotTiles}
            tallyOf={view.tallyOf}
            outline={detail.data?.geometry ?? null}
            bounds={view.bounds}
            onSelect={select}
          />
          <RegionMapStatus
            layer={layer}
            openName={view.openCountryName}
            boundaries={view.regionBoundaries}
            drawn={view.regionChoropleth?.features.length ?? 0}
          />
        </div>
        <div className="space-y-4">
          {selected ? (
            <JurisdictionDetail
              jurisdiction={selected}
              framework={filters.framework}
              tally={view.tallyOfSelected}
              regions={view.detailRegions}
              parent={view.parent}
              onSelect={select}
              outlineState={outlineState}
              outlineError={detail.error}
              onClose={() => setSearch({ selected: undefined })}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-600">
              {t({ id: 'jurisdictions.pick-hint' })}
            </p>
          )}
          <JurisdictionLegend
            layer={layer}
            framework={filters.framework}
            cutoffDate={view.cutoffDate}
            counts={view.riskCounts}
          />
        </div>
      </div>

      {list.complete && list.items.length === 0 ? (
        <EmptyState title={t({ id: 'jurisdictions.empty.title' })}>
          {t({ id: 'jurisdictions.empty.body' })}
        </EmptyState>
      ) : (
        <section aria-label={t({ id: 'jurisdictions.table.label' })} className="space-y-2">
          <JurisdictionSearchBox
            value={search.q ?? ''}
            onChange={(q) => setSearch({ q: q || undefined }, true)}
            regions={view.searchingRegions}
          />
          <JurisdictionTable
            rows={view.rows}
            selectedId={search.selected}
            openCountryId={view.openCountry}
            search={search.q ?? ''}
            onSelect={select}
            onToggleCountry={toggleCountry}
          />
        </section>
      )}
    </div>
  );
}
