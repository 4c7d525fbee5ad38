/**
 * A supplier's report PDF for a page of another feature (the statement package on the Plots page pins it,
 * issue 50). The report is the suppliers feature's, and features never import one another: the app shell
 * provides the maker through this context (src/app/app.tsx), and a page mounts it while it needs a report.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface SupplierReportPdf {
  fileName: string;
  /** The PDF's bytes (they start with `%PDF-`). */
  bytes: Uint8Array;
}

/** Where the making stands, in the reader's words when it failed (what failed, as the report says it). */
export type SupplierReportMakerState =
  | { status: 'working' }
  | { status: 'done'; report: SupplierReportPdf }
  | { status: 'failed'; reason: string };

export interface SupplierReportMakerProps {
  projectId: string;
  /** The supplier's id as the review store knows it (a `name:` id names the supplier itself). */
  supplierId: string;
  /** Called as the making moves on; `done` or `failed` once. A new attempt is a new mount (a new key). */
  onState: (state: SupplierReportMakerState) => void;
}

/**
 * Renders the maker (a component the app shell declares once). null: no maker provided (a page rendered
 * outside the app shell), so no report can be made.
 */
export const SupplierReportMakerContext = createContext<
  ((props: SupplierReportMakerProps) => ReactNode) | null
>(null);

/** Whether a maker is provided (the form says so rather than wait for nothing). */
export const useSupplierReportMaker = () => useContext(SupplierReportMakerContext) !== null;

/** The provided maker, mounted while a page needs one report (a new key: a new attempt). */
export function SupplierReportMaker(props: SupplierReportMakerProps): ReactNode {
  const render = useContext(SupplierReportMakerContext);
  return render ? render(props) : null;
}
