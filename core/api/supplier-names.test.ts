import { describe, expect, it } from 'vitest';
import { sameSupplierName, supplierNameKey } from './supplier-names.ts';

describe('supplier names (contract: matched without case or surrounding spaces)', () => {
  it('are one supplier whatever their case and surrounding spaces', () => {
    expect(sameSupplierName('Acme Palm', ' acme palm\t')).toBe(true);
    expect(sameSupplierName('ÉCO Cacao', 'éco cacao')).toBe(true);
    expect(supplierNameKey('  Kebun SARI ')).toBe('kebun sari');
  });

  it('are two suppliers when anything else differs: inner spaces, accents, letters', () => {
    expect(sameSupplierName('Acme Palm', 'Acme  Palm')).toBe(false);
    expect(sameSupplierName('Eco Cacao', 'Éco Cacao')).toBe(false);
    expect(sameSupplierName('Acme', 'Acme Ltd')).toBe(false);
    expect(supplierNameKey('Éco')).not.toBe(supplierNameKey('Eco'));
  });
});
