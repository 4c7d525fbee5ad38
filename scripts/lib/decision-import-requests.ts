/**
 * Sending a decisions import's requests (scripts/import-decisions.ts): each again on a network error, 429 or
 * 5xx with the same key (the server stores it once), the refused rows written back as a file to fix, and the
 * check that the token opens the project before anything is sent.
 */
import Papa from 'papaparse';
import { decisionListSchema } from '@core/api/review.ts';
import { authHeaders, errorOf, formatCount, type ProjectRef, type ScriptIo } from './dashboard-client.ts';

import { IMPORT_COLUMNS, type PlannedRequest } from './decision-import-plan.ts';

/** Attempts of one request when the server is unreachable, busy (429) or failing (5xx). */
const ATTEMPTS = 5;
/** One request may carry 10,000 items, each checked against the service: generous, but not forever. */
const REQUEST_TIMEOUT_MS = 300_000;

export const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** The lines of a refused request's rows whose plot the server's message names (it names the first it found). */
export function linesNamed(message: string, request: PlannedRequest): number[] {
  const words = new Set(message.split(/[\s,.:;()"']+/));
  return request.rows
    .filter((row) => words.has(row.item.plotId) || (row.item.otherPlotId && words.has(row.item.otherPlotId)))
    .map((row) => row.line);
}

/** The refused rows as a file of the import's own format: fixed, it is imported on its own. */
export function refusedCsv(requests: readonly PlannedRequest[]): string {
  const rows = requests.flatMap((r) =>
    r.rows.map((row) => ({
      plotId: row.item.plotId,
      kind: row.item.kind,
      otherPlotId: row.item.otherPlotId ?? '',
      supplierId: row.item.supplierId ?? '',
      verdict: row.request.verdict,
      reason: row.request.reason,
      note: row.request.note ?? '',
      evidenceUrl: row.request.evidence?.url ?? '',
      evidenceNote: row.request.evidence?.note ?? '',
    })),
  );
  return `${Papa.unparse(rows, { columns: [...IMPORT_COLUMNS], newline: '\r\n' })}\r\n`;
}

type Outcome =
  | { kind: 'stored'; decisions: number }
  | { kind: 'replayed'; decisions: number }
  | { kind: 'refused'; message: string }
  | { kind: 'stop'; message: string };

/** How long to wait before attempt `attempt` + 1: the server's Retry-After when it sent one (capped). */
function backoffMs(attempt: number, response: Response | null): number {
  const retryAfter = Number(response?.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter, 60) * 1000;
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Sends one request, again on a network error, 429 or 5xx (the same key: the server stores it once). */
export async function send(
  io: ScriptIo,
  url: string,
  token: string,
  request: PlannedRequest,
  runStartedAt: number,
): Promise<Outcome> {
  let lastProblem = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let response: Response | null = null;
    try {
      response = await io.fetch(url, {
        method: 'POST',
        headers: {
          ...authHeaders(token),
          'content-type': 'application/json',
          'idempotency-key': request.key,
        },
        body: request.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (e) {
      lastProblem = `the server did not answer (${(e as Error).message})`;
    }
    if (response) {
      if (response.status === 201 || response.status === 200) {
        const answer = decisionListSchema.safeParse(await response.json().catch(() => null));
        if (!answer.success) return { kind: 'stop', message: 'the server answered something unexpected' };
        const decidedAt = Date.parse(answer.data.decisions[0]?.decidedAt ?? '');
        // The server answers a replay exactly as the first time: the decisions it stored then are dated
        // before this run began.
        const replayed = decidedAt < runStartedAt;
        return { kind: replayed ? 'replayed' : 'stored', decisions: answer.data.decisions.length };
      }
      if (response.status === 429 || response.status >= 500) {
        lastProblem = await errorOf(response);
      } else if ([400, 413, 422].includes(response.status)) {
        return { kind: 'refused', message: await errorOf(response) };
      } else {
        // 401, 403, 404: every other request would be answered the same.
        return { kind: 'stop', message: await errorOf(response) };
      }
    }
    if (attempt + 1 < ATTEMPTS) {
      const wait = backoffMs(attempt, response);
      io.err(`  ${lastProblem}; trying again in ${Math.round(wait / 1000)} s`);
      await io.sleep(wait);
    }
  }
  return { kind: 'stop', message: lastProblem };
}

/**
 * The server's clock when this run began, from its Date header (rounded down to the second, so never after
 * the true time); without one, this computer's. A decision dated before it was stored by an earlier run.
 */
export async function checkAccess(
  io: ScriptIo,
  base: string,
  token: string,
  project: ProjectRef,
): Promise<{ startedAt: number } | { problem: string }> {
  const localStart = Date.now();
  let response: Response;
  try {
    // A page of one audit entry: the cheapest read that proves the token opens the project.
    response = await io.fetch(
      `${base}/api/audit/${project.connection}/projects/${encodeURIComponent(project.projectId)}/events?limit=1`,
      { headers: authHeaders(token), signal: AbortSignal.timeout(60_000) },
    );
  } catch (e) {
    return { problem: `${base} did not answer (${(e as Error).message})` };
  }
  if (!response.ok) return { problem: await errorOf(response) };
  await response.body?.cancel();
  const serverDate = Date.parse(response.headers.get('date') ?? '');
  return { startedAt: Number.isNaN(serverDate) ? localStart : serverDate };
}
