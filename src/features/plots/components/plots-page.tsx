/**
 * The Plots page: every plot of the project, loaded page by page into one cached list, filtered by the URL,
 * shown in a virtualised table and on a map that are linked both ways (select in one, see it in the other).
 * What it shows is worked out in usePlotsView; this file lays it out.
 */
import { useIntl } from 'react-intl';
import { ProjectGate } from '@/components/project-gate.tsx';
import { ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { FilingsPanel } from '@/lib/filing/filing-slots.tsx';
import { usePlotsView } from '../lib/use-plots-view.ts';
import { PlotsMap } from '../map/plots-map.tsx';
import { OverlapsPanel } from './overlaps-panel.tsx';
import { ExportPanel } from './export-panel.tsx';
import { LoadProgress } from './load-progress.tsx';
import { NoPlotMatches, NoPlotsYet } from './plots-empty.tsx';
import { PlotFiltersBar } from './plot-filters-bar.tsx';
import { PlotsTable } from './plots-table.tsx';
import { RiskLegend } from './risk-legend.tsx';
import { SelectionPanel } from './selection-panel.tsx';

// The URL's value for "only plots with overlaps".
const OVERLAPS_ONLY = 'yes';
export function PlotsPage() {
  const { projectId } = useCurrentProject();
  const t = useIntl().formatMessage;
  return (
    <ProjectGate header={<PageHeader title={t({ id: 'nav.plots' })} />}>
      {projectId ? <ProjectPlots projectId={projectId} /> : null}
    </ProjectGate>
  );
}

function ProjectPlots({ projectId }: { projectId: string }) {
  const v = usePlotsView(projectId);
  const { plotsQuery, loaded } = v;
  const t = useIntl().formatMessage;
  return (
    <div className="p-4 lg:p-6">
      <PageHeader title={t({ id: 'nav.plots' })}>
        <ExportPanel
          plots={v.filtered}
          selection={v.checks.selection}
          complete={v.complete}
          filtered={v.filtering}
        />
      </PageHeader>
      <PlotFiltersBar
        filters={v.filters}
        suppliers={v.options.suppliers}
        countries={v.options.countries}
        onChange={v.setSearch}
        onClear={v.clearFilters}
        review={v.review.state}
      />
      {v.review.query.error ? (
        <div className="mb-3">
          <ErrorState
            title={t({ id: 'plots.review-failed' })}
            error={v.review.query.error}
            onRetry={() => void v.review.query.refetch()}
          />
        </div>
      ) : null}
      {plotsQuery.error ? (
        <div className="mb-3">
          <ErrorState
            title={
              loaded ? t({ id: 'plots.load-stopped' }, { count: loaded }) : t({ id: 'plots.load-failed' })
            }
            error={plotsQuery.error}
            onRetry={() => void plotsQuery.refetch()}
          />
        </div>
      ) : null}
      {plotsQuery.isPending && !plotsQuery.error ? (
        <Loading label={t({ id: 'plots.loading-first' })} />
      ) : null}
      {loaded > 0 ? (
        <LoadProgress
          loaded={loaded}
          expected={v.expected}
          complete={v.complete}
          shown={v.filtered.length}
          filtering={v.filtering}
          refreshing={v.complete && plotsQuery.isFetching}
          freshness={v.freshness}
        />
      ) : null}
      {v.complete && loaded === 0 ? (
        <NoPlotsYet />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)]">
          <section aria-label={t({ id: 'plots.table' })} className="flex h-[36rem] flex-col">
            {v.filtered.length === 0 && v.anyLoaded ? (
              <NoPlotMatches onClear={v.clearFilters} />
            ) : (
              <PlotsTable
                plots={v.filtered}
                selectedId={v.selected}
                revealToken={v.revealToken}
                onSelect={v.selectFromTable}
                onOpen={v.openPlot}
                checked={v.checks.checked}
                onCheck={v.checks.toggle}
                onCheckAll={v.checks.setAll}
              />
            )}
          </section>
          <section aria-label={t({ id: 'plots.map' })}>
            <SelectionPanel
              plot={v.selectedShown}
              selectedId={v.complete ? v.selected : undefined}
              onClear={() => v.setSearch({ selected: undefined })}
            />
            {v.map.started ? (
              <PlotsMap
                className="h-[29rem]"
                tiles={v.map.tiles}
                bounds={v.map.bounds}
                selectedId={v.selected}
                highlightedId={v.map.highlightedId}
                flyTo={v.map.flyTo}
                onSelect={v.selectFromMap}
              />
            ) : (
              <div
                role="status"
                className="flex h-[29rem] items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-600"
              >
                {t({ id: 'plots.map.waiting' })}
              </div>
            )}
            <RiskLegend counts={v.counts} grouped={v.map.clustered} />
            <OverlapsPanel
              report={v.overlaps.report}
              pending={!v.complete || v.overlaps.query.isPending}
              error={v.overlaps.query.error}
              plotOf={v.overlaps.plotOf}
              onlyOverlaps={v.overlaps.only}
              onToggle={(on) => v.setSearch({ overlaps: on ? OVERLAPS_ONLY : undefined })}
              onShowPair={v.overlaps.showPair}
            />
          </section>
        </div>
      )}
      <FilingsPanel projectId={projectId} supplierName={v.filters.supplier} className="mt-4" />
    </div>
  );
}
