/**
 * The supplier report maker the app shell hands to other features (src/lib/report/supplier-report-maker.ts):
 * the suppliers feature's report PDF, made in its worker, its progress passed on as it moves. Loaded only
 * when a page first asks for a report (app.tsx), so the report's code stays out of the first download.
 */
import { useEffect, useRef } from 'react';
import { useSupplierReportPdf } from '@/features/suppliers/lib/report/use-supplier-report.ts';
import type { SupplierReportMakerProps } from '@/lib/report/supplier-report-maker.ts';

export function SupplierReportMaker({ projectId, supplierId, onState }: SupplierReportMakerProps) {
  const state = useSupplierReportPdf(projectId, supplierId);
  // The state is a new object each render: only a change of status is news.
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (said.current === state.status) return;
    said.current = state.status;
    onState(state);
  });
  return null;
}
