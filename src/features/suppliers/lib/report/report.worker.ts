/**
 * The report worker: builds a supplier's report model and writes its PDF off the page's thread (at 1,000
 * plots the PDF alone takes 400–700 ms; at 100,000 the model and map take seconds), so the tab stays
 * responsive however large the supplier.
 */
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { serve } from '@/lib/worker-rpc/index.ts';
import { supplierReport } from './report-model.ts';
import { reportPdf } from './report-pdf.ts';
import type { ReportMethods } from './report-protocol.ts';

serve<ReportMethods>({
  report: ({ packs, pdf, ...input }, { transfer }) => {
    const t0 = performance.now();
    const model = supplierReport({ ...input, list: new PlotList(packs) });
    const t1 = performance.now();
    const bytes = pdf ? reportPdf(model) : null;
    if (bytes) transfer([bytes.buffer]);
    return { model, pdf: bytes, ms: { model: t1 - t0, pdf: performance.now() - t1 } };
  },
});
