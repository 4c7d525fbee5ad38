/**
 * The field mapping a person confirmed for a supplier, remembered in localStorage so the next file from the
 * same supplier opens with the same choices. It holds property names only: no token, no plot data.
 */
import { supplierNameKey } from '@core/api/supplier-names.ts';
import {
  fieldFor,
  MAPPING_ROLES,
  withField,
  type FieldMapping,
  type FileReading,
} from '../model/field-mapping.ts';

const KEY = 'dashboard.field-mappings.v1';

type Store = Record<string, FieldMapping>;

function readStore(): Store {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

export function rememberMapping(supplier: string, mapping: FieldMapping): void {
  if (!supplier.trim()) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readStore(), [supplierNameKey(supplier)]: mapping }));
  } catch {
    // Storage full or disabled: the mapping is simply not remembered.
  }
}

/**
 * The supplier's remembered mapping applied to this file: each remembered field the file has replaces the
 * proposal; roles whose remembered field is missing keep the proposal. Null when nothing applies.
 */
export function rememberedMappingFor(supplier: string, reading: FileReading): FieldMapping | null {
  if (!supplier.trim()) return null;
  const saved = readStore()[supplierNameKey(supplier)];
  if (!saved) return null;
  const keys = new Set(reading.fields.map((f) => f.key));
  let used = false;
  let mapping = { ...reading.proposal };
  for (const role of MAPPING_ROLES) {
    const field = fieldFor(saved, role);
    if (typeof field === 'string' && keys.has(field)) {
      mapping = withField(mapping, role, field);
      used = true;
    }
  }
  if (used && saved.areaField === mapping.areaField && saved.areaUnit) mapping.areaUnit = saved.areaUnit;
  return used ? mapping : null;
}
