/**
 * What the options of `POST /v1/bulk-uploads/start` mean for the checks (docs/api-contract.md, "Start").
 * One place for the rule both sides apply, so the browser predicts what the service evaluates.
 */
import type { StartOptions } from '@core/api/schemas.ts';
import type { CheckOptions } from './types.ts';

/** Matching on name updates plots by name, so two plots may share a geometry: it forces duplicates on. */
export const allowsDuplicateGeometries = (o: StartOptions): boolean =>
  (o.allowDuplicateGeometries ?? false) || (o.shouldMatchOnName ?? false);

/** The check options a start request means, absent fields at their defaults. */
export function checkOptionsOfStart(o: StartOptions | null | undefined): CheckOptions {
  return {
    validateForTraces: o?.validateForTraces ?? false,
    allowDuplicateGeometries: allowsDuplicateGeometries(o ?? {}),
    designatedNameField: o?.designatedNameField ?? null,
    shouldMatchOnName: o?.shouldMatchOnName ?? false,
  };
}
