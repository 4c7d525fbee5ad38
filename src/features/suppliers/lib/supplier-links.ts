/**
 * Where the supplier pages lead for one supplier: its plots on the Plots page (all, those in a double claim,
 * those with deforestation) and a new upload preselecting it. Link props, e.g. `<Link {...plotsOf(name)}>`,
 * one home for links several supplier components make.
 */
export const plotsOf = (supplier: string) => ({ to: '/plots', search: { supplier } }) as const;

export const overlappingPlotsOf = (supplier: string) =>
  ({ to: '/plots', search: { supplier, overlaps: 'yes' } }) as const;

export const deforestedPlotsOf = (supplier: string) =>
  ({ to: '/plots', search: { supplier, deforestation: 'yes' } }) as const;

/** The Uploads page preselects the supplier from `supplier`. */
export const uploadFor = (supplier: string) => ({ to: '/uploads', search: { supplier } }) as const;

/** The Suppliers page. */
export const allSuppliers = { to: '/suppliers' } as const;

/** One supplier's printable report (its page: supplierPageLink, src/lib/routing/supplier-link.ts). */
export const supplierReportPage = (supplierId: string) =>
  ({ to: '/suppliers/$supplierId/report', params: { supplierId } }) as const;
