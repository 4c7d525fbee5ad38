/**
 * What the page knows about a shape before sending it: its area and coordinate count (shown live while
 * drawing) and the verdict of the service's own limit check (core/geo/risk-info-limits.ts, the module the
 * simulator enforces), so the browser refuses exactly what the service would refuse. The monitored-region
 * boxes are pre-checked too; whether the shape is on land only the service can say.
 */
import { RISK_INFO_LIMITS } from '@core/api/schemas.ts';
import { checkRiskInfoLimits, countCoordinates } from '@core/geo/risk-info-limits.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import { isWithinMonitoredBoxes, OUTSIDE_MONITORING_MESSAGE } from '@core/geo/monitored-regions.ts';
import { said } from '@core/i18n/messages.ts';
import type { Shown } from './api-error-explanations.ts';

/**
 * What is wrong and what to do, in the reader's language. The message is the limit module's own verdict
 * (the service's words, shown as given) except for the area, reworded with grouped digits.
 */
export interface ShapeProblem {
  kind: 'too-many-corners' | 'crossing' | 'too-large' | 'too-small' | 'invalid' | 'outside';
  title: Shown;
  message: Shown;
  hint: Shown;
}

export interface ShapeAssessment {
  areaHa: number;
  coordinates: number;
  /** null when the shape passes every check the browser can make. */
  problem: ShapeProblem | null;
}

/**
 * Drops a position equal to the one before it. terra-draw's ring while drawing repeats the pointer's
 * position after a click, and a zero-length edge is not a shape anyone meant; the same normalisation is
 * applied to what is sent, so the check and the request see one geometry.
 */
export function normalisePolygon(polygon: GeoJSON.Polygon): GeoJSON.Polygon {
  return {
    type: 'Polygon',
    coordinates: polygon.coordinates.map((ring) =>
      ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]),
    ),
  };
}

const areaMessage = (areaHa: number) =>
  said('riskinfo.problem.area', {
    area: { ha: areaHa },
    min: RISK_INFO_LIMITS.minAreaHa,
    max: RISK_INFO_LIMITS.maxAreaHa,
  });

/**
 * A headline and a hint for the module's verdict. The area cases are reworded with grouped digits
 * ("18,320,944 ha", not "18320943.701 ha"); the verdict itself is always the module's.
 */
function explain(verdict: string, areaHa: number, coordinates: number): ShapeProblem {
  const message: Shown = { message: verdict };
  if (coordinates > RISK_INFO_LIMITS.maxCoordinates) {
    return {
      kind: 'too-many-corners',
      title: said('riskinfo.problem.too-many-corners'),
      message,
      hint: said('riskinfo.problem.too-many-corners.hint', {
        max: RISK_INFO_LIMITS.maxCoordinates,
        corners: RISK_INFO_LIMITS.maxCoordinates - 1,
      }),
    };
  }
  if (/intersects itself/.test(verdict)) {
    return {
      kind: 'crossing',
      title: said('riskinfo.problem.crossing'),
      message,
      hint: said('riskinfo.problem.crossing.hint'),
    };
  }
  if (areaHa > RISK_INFO_LIMITS.maxAreaHa) {
    return {
      kind: 'too-large',
      title: said('riskinfo.problem.too-large'),
      message: areaMessage(areaHa),
      hint: said('riskinfo.problem.too-large.hint'),
    };
  }
  if (areaHa < RISK_INFO_LIMITS.minAreaHa) {
    return {
      kind: 'too-small',
      title: said('riskinfo.problem.too-small'),
      message: areaMessage(areaHa),
      hint: said('riskinfo.problem.too-small.hint'),
    };
  }
  return {
    kind: 'invalid',
    title: said('riskinfo.problem.invalid'),
    message,
    hint: said('riskinfo.problem.invalid.hint'),
  };
}

export function assessShape(polygon: GeoJSON.Polygon): ShapeAssessment {
  const shape = normalisePolygon(polygon);
  const ringsOk = shape.coordinates.every((r) => r.length >= 4);
  const areaHa = ringsOk ? geometryAreaHa(shape) : 0;
  const coordinates = countCoordinates(shape);
  const limits = checkRiskInfoLimits(shape);
  if (limits) {
    const problem = explain(limits.errorMessage, areaHa, coordinates);
    // A crossing outline has no meaningful area (its parts cancel out): do not show a number for it.
    return { areaHa: problem.kind === 'crossing' ? NaN : areaHa, coordinates, problem };
  }
  if (!isWithinMonitoredBoxes(shape)) {
    return {
      areaHa,
      coordinates,
      problem: {
        kind: 'outside',
        title: said('riskinfo.problem.outside'),
        // The service's own words for this refusal (the simulator answers with them too).
        message: { message: OUTSIDE_MONITORING_MESSAGE },
        hint: said('riskinfo.problem.outside.hint'),
      },
    };
  }
  return { areaHa, coordinates, problem: null };
}
