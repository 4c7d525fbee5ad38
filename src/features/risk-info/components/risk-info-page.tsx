/**
 * Risk info for any area: draw it (terra-draw), paste or upload it, or use a plot. Its area and the
 * service's limits are checked live; a shape the service would refuse is refused here, before any request.
 * The map starts where a drawn area fits the limits (lib/draw-frame.ts); a refusal is shown once, on the
 * map (RefusalCallout). The answer shows size, forest, protected and indigenous land, and monthly
 * deforestation since 2016 with a framework's cut-off marked.
 * The shape's state lives in useRiskInfoShape; this file lays the page out.
 */
import { useIntl } from 'react-intl';
import { ErrorState, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { boundsOf, type Bounds } from '@/lib/geo/bounds.ts';
import { drawFrame } from '../lib/draw-frame.ts';
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

// Where a shape came from (use-risk-info-shape.ts frames pasted and picked shapes).
const PASTED = 'pasted';
const PLOT = 'plot';

export function RiskInfoPage() {
  const t = useIntl().formatMessage;
  const { kind } = useConnection();
  const { projectId } = useCurrentProject();
  const plots = useProjectPlots(kind, projectId);
  const view = useRiskInfoShape(projectId);
  const { shape, mode, refusal } = view;

  const plotTiles = useContextPlotTiles(plots);
  const plotBounds = plots.complete ? summarizeList(plots.items).bounds : null;
  const firstPlot = plots.complete && plots.items.length > 0 ? plots.items.centroid(0) : null;

  // Frame a pasted, picked or remembered shape; otherwise start where a drawn area fits the service's
  // limit: on the plots when they are close together, else around the first plot (or a default place).
  const bounds: Bounds | null =
    shape && shape.origin !== 'drawn'
      ? boundsOf(shape.geometry)
      : plots.complete || plots.error || !projectId
        ? drawFrame(plotBounds, firstPlot)
        : null;

  return (
    <div className="space-y-4 p-6">
      <PageHeader title={t({ id: 'nav.risk-info' })}>
        <p className="max-w-xl text-sm text-slate-600">{t({ id: 'riskinfo.intro' })}</p>
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
            aria-label={t({ id: 'riskinfo.check.label' })}
            aria-live="polite"
            className="rounded-lg border border-slate-200 bg-white p-3"
          >
            <ShapeStatus assessment={view.assessment} drawing={mode !== null} refused={refusal !== null} />
          </section>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={view.submit}
              disabled={!shape || mode !== null || view.pending}
              className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:bg-slate-300 disabled:text-slate-600"
            >
              {t({ id: view.pending ? 'riskinfo.submitting' : 'riskinfo.submit' })}
            </button>
            {shape ? <span className="text-sm text-slate-700">{shape.label}</span> : null}
          </div>
        </div>

        <div className="space-y-4">
          <PasteGeoJson onShape={(p, label) => view.takeShape(p, label, PASTED)} />
          <PickPlot
            plots={plots.items}
            loading={!plots.complete && !plots.error}
            onShape={(p, label) => view.takeShape(p, label, PLOT)}
          />
          {plots.error ? (
            <ErrorState title={t({ id: 'riskinfo.plots-error' })} error={plots.error} onRetry={plots.retry} />
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
