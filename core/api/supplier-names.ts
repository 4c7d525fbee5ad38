/**
 * Supplier names are unique per project and the service matches them without case or surrounding spaces
 * (docs/api-contract.md: an upload's `supplier`, `GET /v1/plots?supplier=`, the supplier list). The one
 * home of that rule: the browser, its workers, the simulator and the review store all compare with it.
 */

/** The name as the service compares it: trimmed, lower case (inner spaces and accents are kept). */
export const supplierNameKey = (name: string): string => name.trim().toLowerCase();

/** Whether two names name one supplier. */
export const sameSupplierName = (a: string, b: string): boolean => supplierNameKey(a) === supplierNameKey(b);
