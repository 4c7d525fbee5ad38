/**
 * The check's options on `/check`, from the buyer's link and what the supplier chose. The supplier's explicit
 * choice wins over the buyer's preset name field (issue 52: a preset field the file did not have left
 * "3 plots checked, 0 accepted" whatever the supplier chose): a file the supplier matched in the mapping step
 * has the name they chose written into ProductionPlace, so it is checked there; the buyer's field is then only
 * the mapping step's suggestion (model/field-mapping.ts, withSuggestedName). A file that needed no mapping
 * (already in the TRACES format) is read by the buyer's field, as the link asks.
 */
import type { CheckPreset } from '@/lib/self-check/check-link.ts';
import { DEFAULT_UPLOAD_OPTIONS, type UploadOptions } from '../shared/start-options.ts';

export function selfCheckOptions(preset: CheckPreset, supplierMapped: boolean): UploadOptions {
  return {
    ...DEFAULT_UPLOAD_OPTIONS,
    validateForTraces: preset.validateForTraces,
    // '' is ProductionPlace, where the mapping step writes the name field the supplier chose.
    designatedNameField: supplierMapped ? '' : (preset.nameField ?? ''),
  };
}
