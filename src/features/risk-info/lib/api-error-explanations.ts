/** The service's refusals of a shape, said so a person knows what to change. */
import { ApiError, describeError } from '@/lib/api/errors.ts';

export interface ShapeRefusal {
  title: string;
  detail: string;
  hint: string;
}

export function explainRiskInfoError(error: unknown): ShapeRefusal {
  if (error instanceof ApiError && error.errorCode === 'invalid_geometry') {
    return {
      title: 'The service refused this shape',
      detail: error.errorMessage,
      hint: 'Its rules: one polygon, at most 40 coordinates, 0.1 to 100,000 ha, edges that do not cross. Redraw it.',
    };
  }
  if (error instanceof ApiError && error.errorCode === 'outside_monitoring_region') {
    return {
      title: 'Outside the monitored regions',
      detail: error.errorMessage,
      hint: 'The service only monitors land inside the dashed boxes on the map: move the shape onto monitored land (not the sea).',
    };
  }
  return {
    title: 'The risk info could not be fetched',
    detail: describeError(error),
    hint: 'Try again in a moment.',
  };
}
