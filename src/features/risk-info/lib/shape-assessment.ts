/**
 * What the page knows about a shape before sending it: its area and coordinate count (shown live while
 * drawing) and the verdict of the service's own limit check (core/geo/risk-info-limits.ts, the module the
 * simulator enforces), so the browser refuses exactly what the service would refuse. The monitored-region
 * boxes are pre-checked too; whether the shape is on land only the service can say.
 */
import { RISK_INFO_LIMITS } from '@core/api/schemas.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { checkRiskInfoLimits, countCoordinates } from '@core/geo/risk-info-limits.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import { isWithinMonitoredBoxes, OUTSIDE_MONITORING_MESSAGE } from '@core/geo/monitored-regions.ts';

export interface ShapeAssessment {
  areaHa: number;
  coordinates: number;
  /** null when the shape passes every check the browser can make. */
  problem: { title: string; message: string; hint: string } | null;
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

const allowedArea = `the service accepts ${RISK_INFO_LIMITS.minAreaHa} to ${RISK_INFO_LIMITS.maxAreaHa.toLocaleString('en')} ha`;

/**
 * A headline and a hint for the module's verdict. The area cases are reworded with grouped digits
 * ("18,320,944 ha", not "18320943.701 ha"); the verdict itself is always the module's.
 */
function explain(
  message: string,
  areaHa: number,
  coordinates: number,
): { title: string; message: string; hint: string } {
  if (coordinates > RISK_INFO_LIMITS.maxCoordinates) {
    return {
      title: 'Too many corners',
      message,
      hint: `Use at most ${RISK_INFO_LIMITS.maxCoordinates} coordinates (${RISK_INFO_LIMITS.maxCoordinates - 1} corners plus the closing one): simplify the outline.`,
    };
  }
  if (/intersects itself/.test(message)) {
    return { title: 'The outline crosses itself', message, hint: 'Redraw it so that no two edges cross.' };
  }
  if (areaHa > RISK_INFO_LIMITS.maxAreaHa) {
    return {
      title: 'Too large',
      message: `The area is ${formatHa(areaHa)}; ${allowedArea}.`,
      hint: 'Zoom in and draw a smaller area, or split it into several queries.',
    };
  }
  if (areaHa < RISK_INFO_LIMITS.minAreaHa) {
    return {
      title: 'Too small',
      message: `The area is ${formatHa(areaHa)}; ${allowedArea}.`,
      hint: 'Zoom out and draw a larger area.',
    };
  }
  return { title: 'Not a valid polygon', message, hint: 'Draw, paste or pick another shape.' };
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
    return { areaHa: problem.title === 'The outline crosses itself' ? NaN : areaHa, coordinates, problem };
  }
  if (!isWithinMonitoredBoxes(shape)) {
    return {
      areaHa,
      coordinates,
      problem: {
        title: 'Outside the monitored regions',
        message: OUTSIDE_MONITORING_MESSAGE,
        hint: 'Move the shape inside the dashed boxes on the map.',
      },
    };
  }
  return { areaHa, coordinates, problem: null };
}
