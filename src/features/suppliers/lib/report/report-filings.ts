/**
 * The report's statements filed with the EU (issue 51): each statement naming the supplier, newest first,
 * with its state in the reader's words, its reference and verification numbers, when and by whom it was
 * filed (UTC), and a rejection's reason; at most REPORT_FILINGS rows, the rest counted. A block of its own
 * beside the report model (report-model.ts), so the filing part stays apart from the rest. Pure.
 */
import type { Filing } from '@core/api/filing.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { msg, render } from '@core/i18n/messages.ts';
import { reportDate, type Words } from './report-text.ts';

export const REPORT_FILINGS = 100;

export interface FilingLine {
  id: string;
  internalReferenceNumber: string;
  part: number;
  /** The state in the reader's words (the filing panel's). */
  state: string;
  referenceNumber: string | null;
  verificationNumber: string | null;
  filedBy: string;
  filedAt: string;
  rejectionReason: string | null;
}

export interface ReportFilings {
  total: number;
  rows: FilingLine[];
}

/** Our journal's state while nothing was filed, then the system's status (as the filings panel words it). */
function phaseKey(f: Filing): string {
  if (f.state !== 'filed') return f.state;
  const status = f.euStatus;
  if (status === 'AVAILABLE' || status === 'UPDATED') return 'available';
  if (status === 'REJECTED' || status === 'WITHDRAWN' || status === 'GROUPED' || status === 'ARCHIVED')
    return status.toLowerCase();
  if (status === 'OBSOLETE') return 'obsolete';
  return 'submitted';
}

export function reportFilings(filings: readonly Filing[], locale: Locale): ReportFilings {
  const sorted = [...filings].sort((a, b) =>
    a.filedAt < b.filedAt ? 1 : a.filedAt > b.filedAt ? -1 : a.id < b.id ? -1 : 1,
  );
  return {
    total: sorted.length,
    rows: sorted.slice(0, REPORT_FILINGS).map((f) => ({
      id: f.id,
      internalReferenceNumber: f.internalReferenceNumber,
      part: f.part,
      state: render(locale, msg(`filing.phase.${phaseKey(f)}` as Parameters<typeof msg>[0])),
      referenceNumber: f.referenceNumber,
      verificationNumber: f.verificationNumber,
      filedBy: f.filedBy,
      filedAt: f.filedAt,
      rejectionReason: f.euStatus === 'REJECTED' ? f.rejectionReason : null,
    })),
  };
}

/** One statement as the report writes it (the printable page and the PDF alike). */
export function filingText(w: Words, f: FilingLine): string {
  const line = w.say('report.filings.line', {
    internal: f.internalReferenceNumber,
    part: f.part,
    state: f.state,
    reference: f.referenceNumber ?? w.say('report.filings.none-yet'),
    verification: f.verificationNumber ?? w.say('report.filings.none-yet'),
    date: reportDate(f.filedAt),
    by: f.filedBy,
  });
  return f.rejectionReason
    ? `${line}. ${w.say('report.filings.rejected', { reason: f.rejectionReason })}`
    : line;
}
