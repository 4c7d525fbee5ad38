/** Supplier names are unique per project, compared without case or surrounding spaces (contract §9). */
export const sameSupplierName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
