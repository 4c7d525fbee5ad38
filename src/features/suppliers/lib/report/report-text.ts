/**
 * Words and dates the report's PDF and printable page share: review item kinds, dates written the same on
 * every machine (ISO days, UTC; no locale), and the file name. Pure.
 */
import type { ReviewItemKind } from '@core/api/review.ts';

export const KIND_LABELS: Record<ReviewItemKind, string> = {
  risk: 'plot at risk',
  'double-claim': 'double claim',
  'inside-another': 'inside another plot',
};

/** The day of an ISO instant, in UTC: 2026-11-26 (as given when it is not a date). */
export function reportDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().slice(0, 10);
}

/** The report's own date and time, in UTC: 2026-11-26 21:04 UTC. */
export function reportDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A file name part: letters and digits of any script kept, runs of anything else one dash, at most 60. */
const slug = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'unnamed';

/** due-diligence-<project>-<supplier>-<day>.pdf */
export function reportFileName(projectName: string, supplierName: string, generatedAt: string): string {
  return `due-diligence-${slug(projectName)}-${slug(supplierName)}-${reportDay(generatedAt)}.pdf`;
}
