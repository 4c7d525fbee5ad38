/**
 * Filing with the EU on the pages of other features (issue 51): the "File with the EU" step under a pinned
 * statement package (Plots page) and the filings panel (supplier page, Plots page). They are the filing
 * feature's, and features never import one another: the app shell provides them through this context
 * (src/app/app.tsx), as it provides the supplier report maker (src/lib/report/supplier-report-maker.ts).
 * Outside the app shell (a component test of another feature) nothing is provided and nothing is drawn.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FileRequest } from '@core/api/filing.ts';
import type { SharedQuantities } from '@core/traces/statement.ts';

/**
 * One statement of a pinned package, as it would be filed (`POST .../filings`). `sharedQuantities`: the
 * quantities its request carries are shares by plots of a split package; the person gives them before filing.
 */
export type FilableStatement = Pick<FileRequest, 'kind' | 'part' | 'request'> & {
  sharedQuantities?: SharedQuantities;
};

export interface FileStepProps {
  projectId: string;
  /** The evidence snapshot the package is pinned to. */
  snapshotId: string;
  /** The suppliers of the package's plots, as the review store names them. */
  supplierIds: readonly string[];
  /** The package's statements, in order (part from 1). */
  statements: readonly FilableStatement[];
}

export interface FilingsPanelProps {
  projectId: string;
  /** Only the filings naming this supplier (the store's id); absent: those of `supplierNames`, or all. */
  supplierId?: string;
  /**
   * The Plots page: the filings naming the supplier its plots are filtered to, by name (absent: every
   * filing of the project, as the page shows every plot).
   */
  supplierName?: string;
  className?: string;
}

export interface FilingSlots {
  FileStep: (props: FileStepProps) => ReactNode;
  FilingsPanel: (props: FilingsPanelProps) => ReactNode;
}

export const FilingSlotsContext = createContext<FilingSlots | null>(null);

/** The "File with the EU" step of a pinned package (nothing outside the app shell). */
export function FileStep(props: FileStepProps): ReactNode {
  const slots = useContext(FilingSlotsContext);
  return slots ? slots.FileStep(props) : null;
}

/** The filings of a supplier or of the plots shown, with their status and actions. */
export function FilingsPanel(props: FilingsPanelProps): ReactNode {
  const slots = useContext(FilingSlotsContext);
  return slots ? slots.FilingsPanel(props) : null;
}

/**
 * The package's drafts as statements to file: a draft's `request` when it carries one (V3 drafts: operator
 * role and statement), else its statement under the operator role; its part and shared quantities from the
 * draft's package.
 * Nothing is checked here: the server checks each statement with the rule module and says what is wrong.
 */
export function filableStatements(
  drafts: readonly {
    request?: unknown;
    statement?: unknown;
    package?: { part?: number; sharedQuantities?: SharedQuantities };
    kind?: unknown;
  }[],
): FilableStatement[] {
  return drafts.map((d, i) => {
    const request = (d.request ?? {
      operatorRole: 'OPERATOR',
      statement: d.statement,
    }) as FileRequest['request'];
    const kind = d.kind === 'sd' ? 'sd' : 'dds';
    const shared = d.package?.sharedQuantities;
    return {
      kind,
      part: d.package?.part ?? i + 1,
      request,
      ...(shared ? { sharedQuantities: shared } : {}),
    } as FilableStatement;
  });
}
