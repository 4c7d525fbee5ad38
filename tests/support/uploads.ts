/**
 * Builders for the uploader's check results, as the checker worker reports them: a problem row. Only what a
 * test says differs from a clean one.
 */
import type { ProblemRow } from '@/features/uploads/worker/check-protocol.ts';

export function problemRow(over: Partial<ProblemRow> = {}): ProblemRow {
  return {
    code: 'hole',
    severity: 'warning',
    fileName: 'farms.geojson',
    featureIndex: 0,
    featureName: 'Farm 0',
    message: 'The plot has a hole.',
    fileIndex: 0,
    uid: 1,
    ...over,
  };
}
