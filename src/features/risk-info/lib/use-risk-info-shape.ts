/**
 * The shape the Risk info page asks about and everything that follows from it: drawing (mode, sketch),
 * a shape taken from a paste, a plot or the history, the live check of the service's limits, the request,
 * the answer shown, the history of answers (kept in localStorage), and why a shape was refused.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { RiskInfo } from '@core/api/schemas.ts';
import { riskInfoMutations } from '../api/risk-info-mutations.ts';
import type { DrawMode } from '../map/terra-draw-control.tsx';
import { explainRiskInfoError } from './api-error-explanations.ts';
import { addToHistory, historyEntry, readHistory, writeHistory, type HistoryEntry } from './query-history.ts';
import { assessShape, normalisePolygon } from './shape-assessment.ts';

export interface Shape {
  geometry: GeoJSON.Polygon;
  origin: 'drawn' | 'pasted' | 'plot' | 'history';
  label: string;
}

export function useRiskInfoShape(projectId: string | undefined) {
  const t = useIntl().formatMessage;
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
      replaceShape({ geometry: polygon, origin: 'drawn', label: t({ id: 'riskinfo.shape.drawn' }) });
    },
    [replaceShape, t],
  );
  const takeShape = (polygon: GeoJSON.Polygon, label: string, origin: Shape['origin'] = 'pasted') => {
    setMode(null);
    setSketch(null);
    setClearKey((k) => k + 1);
    replaceShape({ geometry: polygon, origin, label });
  };
  const clear = () => {
    setMode(null);
    setSketch(null);
    setClearKey((k) => k + 1);
    replaceShape(null);
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

  const serviceRefusal =
    mutation.isError && shape ? { at: shape.geometry, message: explainRiskInfoError(mutation.error) } : null;
  const localRefusal =
    refused && shape && assessment?.problem
      ? {
          at: shape.geometry,
          message: {
            title: assessment.problem.title,
            detail: assessment.problem.message,
            hint: assessment.problem.hint,
            notSent: true,
          },
        }
      : null;

  return {
    mode,
    clearKey,
    setSketch,
    shape,
    assessment,
    pending: mutation.isPending,
    refusal: localRefusal ?? serviceRefusal,
    shown,
    history,
    startDrawing,
    onFinish,
    takeShape,
    clear,
    submit,
    openHistory: (e: HistoryEntry) => {
      takeShape(e.geometry, e.label, 'history');
      setShown({ info: e.result, label: e.label, historyId: e.id });
    },
    clearHistory: () => setHistory([]),
  };
}

export type RiskInfoShape = ReturnType<typeof useRiskInfoShape>;
