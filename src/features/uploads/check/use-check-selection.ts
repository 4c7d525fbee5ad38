/**
 * The plot the person looks at among the checked files: picked on the map or through a problem's "Show"
 * (which also zooms the map to it), with its properties and problems fetched from the check worker.
 */
import { useCallback, useState } from 'react';
import type { ProblemRow } from './check-protocol.ts';
import type { FeatureDetail } from './check-protocol.ts';

export function useCheckSelection(requestFeature: (uid: number) => Promise<FeatureDetail>) {
  const [selectedUid, setSelectedUid] = useState<number | null>(null);
  const [zoomTo, setZoomTo] = useState<{ uid: number; seq: number } | null>(null);
  const [detail, setDetail] = useState<FeatureDetail | null>(null);

  const selectPlot = useCallback(
    (uid: number | null) => {
      setSelectedUid(uid);
      setDetail(null);
      if (uid !== null) void requestFeature(uid).then(setDetail);
    },
    [requestFeature],
  );
  const showProblem = useCallback(
    (row: ProblemRow) => {
      if (row.uid === null) return;
      selectPlot(row.uid);
      setZoomTo((z) => ({ uid: row.uid!, seq: (z?.seq ?? 0) + 1 }));
    },
    [selectPlot],
  );
  return { selectedUid, zoomTo, detail, selectPlot, showProblem };
}

export type CheckSelection = ReturnType<typeof useCheckSelection>;
