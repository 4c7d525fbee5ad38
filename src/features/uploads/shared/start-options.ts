/**
 * The options of `start` as the form holds them, and the contract's rules between them (contract §2):
 * matching on name needs a designated name field and forces duplicate geometries on. The form's default
 * name field ('') is ProductionPlace, the name the mapping step writes into every converted file; matching
 * on it names it explicitly, since the service needs a designated field to match on.
 */
import { allowsDuplicateGeometries, checkOptionsOfStart, type CheckOptions } from '@core/plot-rules/index.ts';
import type { StartUploadRequest, UploadOptions } from '@core/api/schemas.ts';

/** The form's options: their shape is the contract's (core/api/schemas.ts uploadOptionsSchema). */
export type { UploadOptions };

export const DEFAULT_UPLOAD_OPTIONS: UploadOptions = {
  overwrite: false,
  validateForTraces: false,
  allowDuplicateGeometries: false,
  designatedNameField: '',
  shouldMatchOnName: false,
};

export const DEFAULT_NAME_FIELD = 'ProductionPlace';

/** Applies the rules after a change: matching → duplicates allowed. */
export function normaliseOptions(o: UploadOptions): UploadOptions {
  return { ...o, allowDuplicateGeometries: allowsDuplicateGeometries(o) };
}

/**
 * The name field as sent: null for the default, except when matching on name, which the service accepts
 * only with a designated field: then the default is named, ProductionPlace.
 */
export function designatedNameFieldOf(o: UploadOptions): string | null {
  if (o.designatedNameField) return o.designatedNameField;
  return o.shouldMatchOnName ? DEFAULT_NAME_FIELD : null;
}

/** What the checker needs: the same options the evaluation will apply. */
export function checkOptionsOf(o: UploadOptions): CheckOptions {
  const n = normaliseOptions(o);
  return checkOptionsOfStart({ ...n, designatedNameField: designatedNameFieldOf(n) });
}

export function startRequestOf(
  uploadId: string,
  o: UploadOptions,
  proceedWithErrors = false,
): StartUploadRequest {
  const n = normaliseOptions(o);
  return {
    uploadId,
    overwrite: n.overwrite,
    validateForTraces: n.validateForTraces,
    allowDuplicateGeometries: n.allowDuplicateGeometries,
    designatedNameField: designatedNameFieldOf(n),
    shouldMatchOnName: n.shouldMatchOnName,
    ...(proceedWithErrors ? { proceedWithErrors: true } : {}),
  };
}
