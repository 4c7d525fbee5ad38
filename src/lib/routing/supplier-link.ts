/**
 * The way to one supplier's page (/suppliers/$supplierId), for every page that names a supplier: the
 * Suppliers table, the Plots page, a plot's page and the end of an upload. Plots and uploads name a
 * supplier; the page is keyed by the service's supplier id, so a name is looked up in the supplier list.
 * Without supplier management on the service (or a name the list does not hold) the id is `name:<name>`,
 * which the supplier page resolves by name.
 */
import { sameSupplierName } from '@core/api/supplier-names.ts';
import type { SupplierList } from '@/lib/project/supplier-queries.ts';

export const NAME_ID_PREFIX = 'name:';

/** The supplier id for a supplier name. */
export function supplierIdOf(list: SupplierList | undefined, name: string): string {
  return list?.results.find((s) => sameSupplierName(s.name, name))?.id ?? `${NAME_ID_PREFIX}${name}`;
}

/** Link props of a supplier's page, e.g. `<Link {...supplierPageLink(id)}>`. */
export const supplierPageLink = (supplierId: string) =>
  ({ to: '/suppliers/$supplierId', params: { supplierId } }) as const;
