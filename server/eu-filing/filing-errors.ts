/** The answers a filing route gives when a filing is missing, the team has no account, or the system fails. */
import { ReviewError } from '../review/errors.ts';
import { EuAccountRefused, EuAnswerLost, EuFault } from './eu-client-types.ts';
import type { FilingScope } from './journal-records.ts';

export const notFound = (id: string, scope: FilingScope) =>
  new ReviewError(404, 'not_found', `No filing ${id} in project ${scope.projectId}.`);

export const noAccount = () =>
  new ReviewError(
    409,
    'no_eu_account',
    'Your team has no EU account the server can use: an admin sets it on the Team page (environment, username, authentication key, client id).',
  );

/** What a failed call to the system says to the page: never the credentials (the client's messages hold none). */
export function euProblem(e: unknown): ReviewError {
  if (e instanceof EuFault) {
    const errors = e.errors.map((x) => `${x.code}${x.field ? ` (${x.field})` : ''}: ${x.message}`).join('; ');
    return new ReviewError(
      422,
      'eu_refused',
      `The EU Information System refused it (${e.faultName}): ${errors || e.message}`,
    );
  }
  if (e instanceof EuAccountRefused) {
    return new ReviewError(
      e.throttled ? 429 : 502,
      e.throttled ? 'too_many_requests' : 'eu_account_refused',
      e.message,
      e.throttled ? 60 : undefined,
    );
  }
  if (e instanceof EuAnswerLost) {
    return new ReviewError(
      502,
      'bad_gateway',
      `${e.message} It may have been carried out: check the status before trying again.`,
    );
  }
  return new ReviewError(
    502,
    'bad_gateway',
    'The EU Information System could not be reached: try again later.',
  );
}
