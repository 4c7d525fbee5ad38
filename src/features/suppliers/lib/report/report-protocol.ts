/**
 * What the page asks the report worker (report.worker.ts): the report's inputs with the plot packs that
 * hold the supplier's plots (copied, not moved: the page keeps its own), and whether to write the PDF too.
 * The model comes back for the printable page, the PDF's bytes (moved) for the download.
 */
import type { PackedPlots } from '@core/plot-packs/packed-plots.ts';
import type { ReportInput, SupplierReport } from './report-shape.ts';

export interface ReportJob extends Omit<ReportInput, 'list'> {
  packs: PackedPlots[];
  pdf: boolean;
}

export interface ReportAnswer {
  model: SupplierReport;
  pdf: Uint8Array | null;
  /** Time spent in the worker on the model and on the PDF, for the page to show and the tests to read. */
  ms: { model: number; pdf: number };
}

export type ReportMethods = {
  report: { args: ReportJob; answer: ReportAnswer };
};
