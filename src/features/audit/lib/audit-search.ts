/**
 * The Audit page's filters in the URL (`?personId=&kind=&plotId=&supplierId=&from=&to=`, the names the
 * server reads), so a link or a reload reproduces the view an auditor was shown. Anything malformed in a
 * shared link is dropped rather than breaking the page.
 */
import { z } from 'zod';
import { AUDIT_KINDS, type AuditFilters, type AuditKind } from '@core/api/audit.ts';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .catch(undefined)
  .transform((v) => (v ? v : undefined));

/** A calendar day as a date input writes it; the server takes a day as its start (from) or its end (to). */
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const auditSearchSchema = z.object({
  personId: optionalText,
  kind: z
    .enum(AUDIT_KINDS as unknown as [AuditKind, ...AuditKind[]])
    .optional()
    .catch(undefined),
  plotId: optionalText,
  supplierId: optionalText,
  from: optionalDay,
  to: optionalDay,
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

export const FILTER_NAMES = ['personId', 'kind', 'plotId', 'supplierId', 'from', 'to'] as const;

/** The filters to send: only those set, so two views that mean the same share one cache entry. */
export function filtersOf(search: AuditSearch): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of FILTER_NAMES) {
    const value = search[name];
    if (value) (filters as Record<string, string>)[name] = value;
  }
  return filters;
}

export const hasFilters = (filters: AuditFilters): boolean => Object.keys(filters).length > 0;
