/**
 * The live reading of the shape: its area and coordinates as it is drawn, and whether the service will
 * take it. Once a refusal is shown on the map, its reason is not repeated here.
 */
import { RISK_INFO_LIMITS } from '@core/api/schemas.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import type { ShapeAssessment } from '../lib/shape-assessment.ts';

export function ShapeStatus({
  assessment,
  drawing,
  refused = false,
}: {
  assessment: ShapeAssessment | null;
  drawing: boolean;
  /** The refusal is on the map: the problem is not repeated here. */
  refused?: boolean;
}) {
  if (!assessment) {
    return (
      <p className="text-sm text-slate-600">
        {drawing
          ? 'Click on the map to place the first corner.'
          : 'No area yet: draw one, paste GeoJSON, or pick one of your plots.'}
      </p>
    );
  }
  const { areaHa, coordinates, problem } = assessment;
  const unfinished = drawing && coordinates < 4;
  return (
    <div className="text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
        <span>
          {drawing ? 'Drawing · ' : ''}Area:{' '}
          <strong data-testid="live-area">
            {Number.isNaN(areaHa) ? 'not measurable' : formatHa(areaHa)}
          </strong>{' '}
          <span className="text-slate-500">
            (allowed {RISK_INFO_LIMITS.minAreaHa}–{RISK_INFO_LIMITS.maxAreaHa.toLocaleString('en')} ha)
          </span>
        </span>
        <span>
          Coordinates: <strong>{coordinates}</strong>{' '}
          <span className="text-slate-500">of at most {RISK_INFO_LIMITS.maxCoordinates}</span>
        </span>
      </p>
      {unfinished ? (
        <p className="mt-1 text-slate-600">Keep clicking to add corners; click the first corner to finish.</p>
      ) : problem && refused ? (
        <p className="mt-1 text-red-800">
          <span aria-hidden="true">✗ </span>Not sent: the reason is shown on the map.
        </p>
      ) : problem ? (
        <p className="mt-1 text-red-800">
          <span aria-hidden="true">✗ </span>
          <strong>{problem.title}.</strong> {problem.message} {problem.hint}
        </p>
      ) : (
        <p className="mt-1 text-emerald-800">
          <span aria-hidden="true">✓ </span>
          Within the service’s limits{drawing ? ' so far' : ''}. Whether it lies on monitored land the service
          will say.
        </p>
      )}
    </div>
  );
}
