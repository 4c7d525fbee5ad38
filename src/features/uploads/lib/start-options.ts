/**
 * The options of `start` as the form holds them, and the contract's rules between them (contract §2):
 * matching on name needs a designated name field and forces duplicate geometries on.
 */
import { allowsDuplicateGeometries, checkOptionsOfStart, type CheckOptions } from '@core/plot-rules/index.ts';
import type { StartUploadRequest } from '@core/api/schemas.ts';

export interface UploadOptions {
  overwrite: boolean;
  validateForTraces: boolean;
  allowDuplicateGeometries: boolean;
  /** '' = the default name property, ProductionPlace. */
  designatedNameField: string;
  shouldMatchOnName: boolean;
}

export const DEFAULT_UPLOAD_OPTIONS: UploadOptions = {
  overwrite: false,
  validateForTraces: false,
  allowDuplicateGeometries: false,
  designatedNameField: '',
  shouldMatchOnName: false,
};

/** Applies the rules after a change: no name field → no matching; matching → duplicates allowed. */
export function normaliseOptions(o: UploadOptions): UploadOptions {
  const shouldMatchOnName = o.shouldMatchOnName && o.designatedNameField !== '';
  return {
    ...o,
    shouldMatchOnName,
    allowDuplicateGeometries: allowsDuplicateGeometries({ ...o, shouldMatchOnName }),
  };
}

/** What the checker needs: the same options the evaluation will apply. */
export function checkOptionsOf(o: UploadOptions): CheckOptions {
  const n = normaliseOptions(o);
  return checkOptionsOfStart({ ...n, designatedNameField: n.designatedNameField || null });
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
    designatedNameField: n.designatedNameField || null,
    shouldMatchOnName: n.shouldMatchOnName,
    ...(proceedWithErrors ? { proceedWithErrors: true } : {}),
  };
}
