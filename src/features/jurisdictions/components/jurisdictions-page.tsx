/**
 * Jurisdiction risk: filters (in the URL, within the API's limits), every page of the list, a choropleth
 * joined to the offline country shapes, a legend, a table, and the detail of the chosen jurisdiction with
 * its boundary. The person's plots are counted per country so region and plots are seen together. What
 * is loaded and derived lives in lib/use-jurisdictions-view.ts.
 */
import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState, ErrorState, PageHeader } from '@/components/states.tsx';
import type { JurisdictionSearch } from '../lib/filters.ts';
import { useJurisdictionsView } from '../lib/use-jurisdictions-view.ts';
import { JurisdictionMap } from '../map/jurisdiction-map.tsx';
import { JurisdictionDetail } from './jurisdiction-detail.tsx';
import { JurisdictionFiltersPanel } from './jurisdiction-filters.tsx';
import { JurisdictionLegend } from './jurisdiction-legend.tsx';
import { JurisdictionTable } from './jurisdiction-table.tsx';
import { JurisdictionsLoadStatus } from './jurisdictions-load-status.tsx';

const route = getRouteApi('/jurisdictions');

export function JurisdictionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = useJurisdictionsView(search);
  const { filters, list, plots, countries, detail, selected } = view;

  const setSearch = useCallback(
    (patch: Partial<JurisdictionSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  );
  const select = useCallback((id: string) => setSearch({ selected: id }), [setSearch]);

  return (
    <div className="space-y-4 p-6">
      <PageHeader title="Jurisdictions">
        <p className="text-sm text-slate-600">
          The service’s assessed risk under {filters.framework}, with your plots
          {view.project ? ` in ${view.project.name}` : ''}; the EU’s official country benchmark is shown
          apart.
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
      {list.error ? (
        <ErrorState title="Could not load the jurisdictions" error={list.error} onRetry={list.retry} />
      ) : null}
      {plots.error ? (
        <ErrorState
          title="Could not count your plots per jurisdiction"
          error={plots.error}
          onRetry={plots.retry}
        />
      ) : null}
      {countries.error ? (
        <ErrorState
          title="Could not load the country shapes for the map"
          error={countries.error}
          onRetry={() => void countries.refetch()}
        />
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <JurisdictionMap
          choropleth={view.choropleth}
          plots={view.plotTiles}
          plotCountOf={view.plotsHere}
          outline={detail.data?.geometry ?? null}
          bounds={view.bounds}
          onSelect={select}
        />
        <div className="space-y-4">
          {selected ? (
            <JurisdictionDetail
              jurisdiction={selected}
              framework={filters.framework}
              plots={view.plotsInSelected}
              regions={
                view.regions
                  ? {
                      items: view.regions.items,
                      complete: view.regions.complete,
                      failed: Boolean(view.regions.error),
                    }
                  : null
              }
              parent={view.parent}
              onSelect={select}
              outlineState={detail.isError ? 'failed' : detail.data?.geometry ? 'shown' : 'loading'}
              outlineError={detail.error}
              onClose={() => setSearch({ selected: undefined })}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-600">
              Click a country on the map, or a name in the table, to see its assessment and boundary.
            </p>
          )}
          <JurisdictionLegend
            framework={filters.framework}
            cutoffDate={view.cutoffDate}
            counts={view.riskCounts}
          />
        </div>
      </div>

      {list.complete && list.items.length === 0 ? (
        <EmptyState title="No jurisdiction matches these filters">
          Widen the filters: choose more risk levels or countries, or set a “Has…” filter back to Any.
        </EmptyState>
      ) : (
        <section aria-label="Jurisdictions table">
          <JurisdictionTable rows={view.rows} selectedId={search.selected} onSelect={select} />
        </section>
      )}
    </div>
  );
}
