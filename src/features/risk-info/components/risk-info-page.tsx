/**
 * Risk info for any area: draw it (terra-draw), paste or upload it, or use a plot. Its area and the
 * service's limits are checked live; a shape the service would refuse is refused here, before any request.
 * The answer shows size, forest, protected and indigenous land, and monthly deforestation since 2016.
 * The shape's state lives in useRiskInfoShape; this file lays the page out.
 */
import { MONITORED_REGIONS } from '@core/geo/monitored-regions.ts';
import { ErrorState, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { boundsOf, type Bounds } from '@/lib/geo/bounds.ts';
import { summarizeList } from '@/lib/plot-loader/page/plot-summary.ts';
import { useContextPlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { useProjectPlots } from '@/lib/plot-loader/page/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { useRiskInfoShape } from '../lib/use-risk-info-shape.ts';
import { RiskInfoMap } from '../map/risk-info-map.tsx';
import { DrawingToolbar } from './drawing-toolbar.tsx';
import { QueryHistoryList } from './query-history-list.tsx';
import { RiskInfoResult } from './risk-info-result.tsx';
import { ShapeStatus } from './shape-status.tsx';
import { PasteGeoJson, PickPlot } from './shape-sources.tsx';

const MONITORED_BOUNDS = boundsOf(MONITORED_REGIONS);

export function RiskInfoPage() {
  const { kind } = useConnection();
  const { projectId } = useCurrentProject();
  const plots = useProjectPlots(kind, projectId);
  const view = useRiskInfoShape(projectId);
  const { shape, mode, refusal } = view;

  const plotTiles = useContextPlotTiles(plots);
  const plotBounds = plots.complete ? summarizeList(plots.items).bounds : null;

  // Frame a pasted, picked or remembered shape; otherwise the plots; otherwise the monitored regions.
  const bounds: Bounds | null =
    shape && shape.origin !== 'drawn'
      ? boundsOf(shape.geometry)
      : (plotBounds ?? (plots.complete || plots.error || !projectId ? MONITORED_BOUNDS : null));

  return (
    <div className="space-y-4 p-6">
      <PageHeader title="Risk info">
        <p className="max-w-xl text-sm text-slate-600">
          Remaining forest, protected areas, indigenous territories and monthly deforestation since 2016 for
          any area you draw, paste or pick.
        </p>
      </PageHeader>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3">
          <DrawingToolbar view={view} />
          <RiskInfoMap
            plots={plotTiles}
            shape={shape && shape.origin !== 'drawn' ? shape.geometry : null}
            refusal={refusal}
            bounds={bounds}
            mode={mode}
            clearKey={view.clearKey}
            onSketch={view.setSketch}
            onFinish={view.onFinish}
          />
          <section
            aria-label="Area check"
            aria-live="polite"
            className="rounded-lg border border-slate-200 bg-white p-3"
          >
            <ShapeStatus assessment={view.assessment} drawing={mode !== null} />
          </section>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={view.submit}
              disabled={!shape || mode !== null || view.pending}
              className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:bg-slate-300 disabled:text-slate-600"
            >
              {view.pending ? 'Asking the service…' : 'Get risk info'}
            </button>
            {shape ? <span className="text-sm text-slate-700">{shape.label}</span> : null}
          </div>
          {refusal ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">{refusal.message.title}</p>
              <p>{refusal.message.detail}</p>
              <p className="text-red-800">{refusal.message.hint}</p>
            </div>
          ) : null}
        </div>

        <div className="space-y-4">
          <PasteGeoJson onShape={(p, label) => view.takeShape(p, label, 'pasted')} />
          <PickPlot
            plots={plots.items}
            loading={!plots.complete && !plots.error}
            onShape={(p, label) => view.takeShape(p, label, 'plot')}
          />
          {plots.error ? (
            <ErrorState title="Could not load your plots" error={plots.error} onRetry={plots.retry} />
          ) : null}
          <QueryHistoryList
            entries={view.history}
            currentId={view.shown?.historyId ?? null}
            onOpen={view.openHistory}
            onClear={view.clearHistory}
          />
        </div>
      </div>

      {view.shown ? <RiskInfoResult info={view.shown.info} label={view.shown.label} /> : null}
    </div>
  );
}
