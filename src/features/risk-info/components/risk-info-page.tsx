/**
 * Risk info for any area: draw it (terra-draw), paste or upload it, or use a plot. Its area and the
 * service's limits are checked live; a shape the service would refuse is refused here, before any request.
 * The answer shows size, forest, protected and indigenous land, and monthly deforestation since 2016.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import centroid from '@turf/centroid';
import type { RiskInfo } from '@core/api/schemas.ts';
import { MONITORED_REGIONS } from '@core/geo/monitored-regions.ts';
import { boundsOf, type Bounds } from '@/lib/geo/bounds.ts';
import { ErrorState, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useProjectPlots } from '@/lib/portfolio/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { riskInfoMutations } from '../api/risk-info-mutations.ts';
import { explainRiskInfoError } from '../lib/api-error-explanations.ts';
import {
  addToHistory,
  historyEntry,
  readHistory,
  writeHistory,
  type HistoryEntry,
} from '../lib/query-history.ts';
import { assessShape, normalisePolygon } from '../lib/shape-assessment.ts';
import { RiskInfoMap } from '../map/risk-info-map.tsx';
import type { DrawMode } from '../map/terra-draw-control.tsx';
import { QueryHistoryList } from './query-history-list.tsx';
import { RiskInfoResult } from './risk-info-result.tsx';
import { ShapeStatus } from './shape-status.tsx';
import { PasteGeoJson, PickPlot } from './shape-sources.tsx';

interface Shape {
  geometry: GeoJSON.Polygon;
  origin: 'drawn' | 'pasted' | 'plot' | 'history';
  label: string;
}

const MONITORED_BOUNDS = boundsOf(MONITORED_REGIONS);

export function RiskInfoPage() {
  const { kind } = useConnection();
  const { projectId } = useCurrentProject();
  const plots = useProjectPlots(kind, projectId);

  const [mode, setMode] = useState<DrawMode | null>(null);
  const [clearKey, setClearKey] = useState(0);
  const [sketch, setSketch] = useState<GeoJSON.Polygon | null>(null);
  const [shape, setShape] = useState<Shape | null>(null);
  const [refused, setRefused] = useState(false);
  const [shown, setShown] = useState<{ info: RiskInfo; label: string; historyId: string | null } | null>(
    null,
  );
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory());
  useEffect(() => writeHistory(history), [history]);

  const mutation = useMutation({
    ...riskInfoMutations.get(),
    onSuccess: (info, vars) => {
      const entry = historyEntry(vars.label, vars.geometry, info, vars.projectId);
      setHistory((h) => addToHistory(h, entry));
      setShown({ info, label: vars.label, historyId: entry.id });
    },
  });
  const { reset } = mutation;

  const replaceShape = useCallback(
    (next: Shape | null) => {
      setShape(next);
      setRefused(false);
      setShown(null);
      reset();
    },
    [reset],
  );

  const startDrawing = (next: DrawMode) => {
    replaceShape(null);
    setSketch(null);
    setMode(next);
  };
  const onFinish = useCallback(
    (polygon: GeoJSON.Polygon) => {
      setMode(null);
      setSketch(null);
      replaceShape({ geometry: polygon, origin: 'drawn', label: 'Drawn area' });
    },
    [replaceShape],
  );
  const takeShape = (polygon: GeoJSON.Polygon, label: string, origin: Shape['origin'] = 'pasted') => {
    setMode(null);
    setSketch(null);
    setClearKey((k) => k + 1);
    replaceShape({ geometry: polygon, origin, label });
  };

  const live = mode ? sketch : (shape?.geometry ?? null);
  const assessment = useMemo(() => (live ? assessShape(live) : null), [live]);

  const submit = () => {
    if (!shape) return;
    const verdict = assessShape(shape.geometry);
    if (verdict.problem) {
      setRefused(true);
      return;
    }
    mutation.mutate({ geometry: normalisePolygon(shape.geometry), projectId, label: shape.label });
  };

  const plotShapes = useMemo<GeoJSON.FeatureCollection | null>(
    () =>
      plots.complete
        ? {
            type: 'FeatureCollection',
            features: plots.items.map((p) => ({ type: 'Feature', properties: {}, geometry: p.geometry })),
          }
        : null,
    [plots.complete, plots.items],
  );
  const plotCentroids = useMemo<GeoJSON.FeatureCollection | null>(
    () =>
      plotShapes
        ? { type: 'FeatureCollection', features: plotShapes.features.map((f) => centroid(f)) }
        : null,
    [plotShapes],
  );

  // Frame a pasted, picked or remembered shape; otherwise the plots; otherwise the monitored regions.
  const bounds: Bounds | null =
    shape && shape.origin !== 'drawn'
      ? boundsOf(shape.geometry)
      : plotShapes && plotShapes.features.length
        ? boundsOf(plotShapes)
        : plots.complete || plots.error || !projectId
          ? MONITORED_BOUNDS
          : null;

  const serviceRefusal =
    mutation.isError && shape ? { at: shape.geometry, message: explainRiskInfoError(mutation.error) } : null;
  const localRefusal =
    refused && shape && assessment?.problem
      ? {
          at: shape.geometry,
          message: {
            title: `Not sent: ${assessment.problem.title.toLowerCase()}`,
            detail: assessment.problem.message,
            hint: assessment.problem.hint,
          },
        }
      : null;
  const refusal = localRefusal ?? serviceRefusal;

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
          <div role="toolbar" aria-label="Drawing" className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-pressed={mode === 'polygon'}
              onClick={() => startDrawing('polygon')}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-pressed:border-blue-800 aria-pressed:bg-blue-50"
            >
              Draw polygon
            </button>
            <button
              type="button"
              aria-pressed={mode === 'rectangle'}
              onClick={() => startDrawing('rectangle')}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-pressed:border-blue-800 aria-pressed:bg-blue-50"
            >
              Draw rectangle
            </button>
            <button
              type="button"
              onClick={() => {
                setMode(null);
                setSketch(null);
                setClearKey((k) => k + 1);
                replaceShape(null);
              }}
              disabled={!shape && !mode}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:text-slate-400"
            >
              Clear
            </button>
            <span className="text-xs text-slate-600">
              {mode === 'polygon'
                ? 'Click each corner; click the first corner (or press Enter) to finish; Escape cancels.'
                : mode === 'rectangle'
                  ? 'Click one corner, then the opposite corner.'
                  : 'Dashed boxes: the regions the service monitors (land only).'}
            </span>
          </div>

          <RiskInfoMap
            plots={plotShapes}
            plotCentroids={plotCentroids}
            shape={shape && shape.origin !== 'drawn' ? shape.geometry : null}
            refusal={refusal}
            bounds={bounds}
            mode={mode}
            clearKey={clearKey}
            onSketch={setSketch}
            onFinish={onFinish}
          />

          <section
            aria-label="Area check"
            aria-live="polite"
            className="rounded-lg border border-slate-200 bg-white p-3"
          >
            <ShapeStatus assessment={assessment} drawing={mode !== null} />
          </section>

          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={submit}
              disabled={!shape || mode !== null || mutation.isPending}
              className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:bg-slate-300 disabled:text-slate-600"
            >
              {mutation.isPending ? 'Asking the service…' : 'Get risk info'}
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
          <PasteGeoJson onShape={(p, label) => takeShape(p, label, 'pasted')} />
          <PickPlot
            plots={plots.items}
            loading={!plots.complete && !plots.error}
            onShape={(p, label) => takeShape(p, label, 'plot')}
          />
          {plots.error ? (
            <ErrorState title="Could not load your plots" error={plots.error} onRetry={plots.retry} />
          ) : null}
          <QueryHistoryList
            entries={history}
            currentId={shown?.historyId ?? null}
            onOpen={(e) => {
              takeShape(e.geometry, e.label, 'history');
              setShown({ info: e.result, label: e.label, historyId: e.id });
            }}
            onClear={() => setHistory([])}
          />
        </div>
      </div>

      {shown ? <RiskInfoResult info={shown.info} label={shown.label} /> : null}
    </div>
  );
}
