/**
 * The service's refusals of a shape, said so a person knows what to change. Each part is a message in
 * the reader's language (`args`, rendered with messageIn) or, for the service's own words, its text as given.
 */
import { said, type MessageRef } from '@core/i18n/messages.ts';
import { ApiError, describeError } from '@/lib/api/errors.ts';

/** A text for the page: our message (English in `message`, its reference in `args`) or words shown as given. */
export interface Shown {
  readonly message: string;
  readonly args?: MessageRef;
}
const asGiven = (message: string): Shown => ({ message });

export interface ShapeRefusal {
  title: Shown;
  detail: Shown;
  hint: Shown;
  /** Refused here, before any request: the title is said as "Not sent: …". */
  notSent?: boolean;
}

export function explainRiskInfoError(error: unknown): ShapeRefusal {
  if (error instanceof ApiError && error.errorCode === 'invalid_geometry') {
    return {
      title: said('riskinfo.refusal.invalid'),
      detail: asGiven(error.errorMessage),
      hint: said('riskinfo.refusal.invalid.hint'),
    };
  }
  if (error instanceof ApiError && error.errorCode === 'outside_monitoring_region') {
    return {
      title: said('riskinfo.problem.outside'),
      detail: asGiven(error.errorMessage),
      hint: said('riskinfo.refusal.outside.hint'),
    };
  }
  return {
    title: said('riskinfo.refusal.failed'),
    detail: asGiven(describeError(error)),
    hint: said('riskinfo.refusal.failed.hint'),
  };
}
