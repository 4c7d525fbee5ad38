/**
 * Imports reviewers' decisions from a CSV file into a project's record, with a personal access token
 * (docs/people.md, "Scripts: import decisions and pull the log"):
 *
 *   DASHBOARD_TOKEN=pat_… node --import tsx scripts/import-decisions.ts \
 *     --url http://127.0.0.1:5173 --connection simulator --project p-palm [--dry-run] decisions.csv
 *
 * Every row is checked with the server's own schemas (core/api/review.ts) before anything is sent; one bad
 * row and nothing is sent. Rows with the same verdict, reason, note and evidence go in one request (at most
 * REVIEW_LIMITS.maxItems items), each with the Idempotency-Key `<batch id>:<n>`. The batch id is derived
 * from the file's SHA-256, the connection and the project, so running the same command again after a
 * failure sends the same requests under the same keys: the server answers those it stored already as the
 * first time, without storing them again, and stores the rest.
 *
 * Exit status: 0 every decision stored (now or by an earlier run); 1 the server refused some requests or
 * the import stopped (run it again to resume); 2 a mistake in the arguments or the file (nothing sent).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Papa from 'papaparse';
import type { z } from 'zod';
import {
  decideRequestSchema,
  decisionListSchema,
  REVIEW_LIMITS,
  reviewItemKey,
  type DecideRequest,
  type ReviewItemRef,
} from '@core/api/review.ts';
import {
  authHeaders,
  defaultIo,
  errorOf,
  EXIT,
  formatCount,
  projectOf,
  readToken,
  serverUrl,
  usageOf,
  UsageError,
  type ProjectRef,
  type ScriptIo,
} from './lib/dashboard-client.ts';

const USAGE = `Usage: DASHBOARD_TOKEN=pat_… node --import tsx scripts/import-decisions.ts \\
  --url http://127.0.0.1:5173 --connection simulator|live --project <id> [--dry-run] FILE.csv

CSV columns (a header row first): plotId, kind (risk, double-claim, inside-another; default risk),
otherPlotId, supplierId, verdict, reason, note, evidenceUrl, evidenceNote.`;

/** The columns of the file; plotId, verdict and reason are required, the others may be left out. */
export const IMPORT_COLUMNS = [
  'plotId',
  'kind',
  'otherPlotId',
  'supplierId',
  'verdict',
  'reason',
  'note',
  'evidenceUrl',
  'evidenceNote',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['plotId', 'verdict', 'reason'];
/** Bad rows listed before "… and N more": enough to fix a pattern, not a screen of noise. */
const MAX_LISTED_PROBLEMS = 50;
/** Attempts of one request when the server is unreachable, busy (429) or failing (5xx). */
const ATTEMPTS = 5;
/** One request may carry 10,000 items, each checked against the service: generous, but not forever. */
const REQUEST_TIMEOUT_MS = 300_000;

export interface RowProblem {
  line: number;
  message: string;
}

/** One request of the import: its Idempotency-Key, its body exactly as sent, and the lines it came from. */
export interface PlannedRequest {
  key: string;
  body: string;
  items: number;
  verdict: string;
  reason: string;
  firstLine: number;
  /** Its rows: the lines to name when the server refuses it, and the rows of the refused file. */
  rows: readonly ImportRow[];
}

export interface ImportPlan {
  batchId: string;
  fileSha256: string;
  rows: number;
  requests: PlannedRequest[];
}

/**
 * The batch id: the same file for the same project always gives the same one (so a second run resumes the
 * first), another file or project another one. 96 bits of the hash: no two files meet by chance.
 */
export function batchIdOf(fileSha256: string, project: ProjectRef): string {
  const digest = createHash('sha256')
    .update(`decisions-import\n${project.connection}\n${project.projectId}\n${fileSha256}`)
    .digest('hex');
  return `import-${digest.slice(0, 24)}`;
}

/** A line break of any convention: a row's line number counts them (a quoted cell may hold some). */
const LINE_BREAKS = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(LINE_BREAKS)?.length ?? 0;

/** The column an issue of decideRequestSchema is about, named as in the file. */
function columnOf(issuePath: readonly PropertyKey[]): string {
  if (issuePath[0] === 'items') return String(issuePath[2] ?? 'plotId');
  if (issuePath[0] === 'evidence') return issuePath[1] === 'note' ? 'evidenceNote' : 'evidenceUrl';
  return String(issuePath[0] ?? 'row');
}

const describe = (error: z.ZodError) =>
  error.issues.map((issue) => `${columnOf(issue.path)}: ${issue.message}`).join('; ');

/** One checked row of the file: its item, and its request without the other rows' items. */
export interface ImportRow {
  line: number;
  item: ReviewItemRef;
  request: Omit<DecideRequest, 'items'>;
}

/**
 * Reads and checks the whole file: every row's problems with its line number (1 is the header), or the
 * requests to send. Nothing is sent while one row is wrong: a half-imported file is harder to put right
 * than a file fixed first.
 */
export function planImport(
  bytes: Buffer,
  project: ProjectRef,
): { problems: RowProblem[] } | { plan: ImportPlan } {
  const fileSha256 = createHash('sha256').update(bytes).digest('hex');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problems: [{ line: 1, message: 'the file is not UTF-8 text: save it as CSV UTF-8' }] };
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);

  const problems: RowProblem[] = [];
  const rows: ImportRow[] = [];
  /** Each item's first line: an item decided twice in one file has no single verdict to keep. */
  const seen = new Map<string, number>();
  let header: string[] | null = null;
  let rowStart = 0;
  let line = 1;

  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    step: (result) => {
      const cursor = result.meta.cursor;
      const rowLine = line;
      line += countLineBreaks(text.slice(rowStart, cursor));
      rowStart = cursor;
      const cells = result.data;
      for (const error of result.errors) problems.push({ line: rowLine, message: error.message });
      if (result.errors.length > 0) return;
      if (cells.every((cell) => cell.trim() === '')) return;
      if (header === null) {
        header = cells.map((cell) => cell.trim());
        const unknown = header.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
        const missing = REQUIRED_COLUMNS.filter((name) => !header!.includes(name));
        const twice = header.filter((name, i) => header!.indexOf(name) !== i);
        if (unknown.length > 0)
          problems.push({
            line: rowLine,
            message: `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}; the columns are ${IMPORT_COLUMNS.join(', ')}`,
          });
        if (missing.length > 0)
          problems.push({ line: rowLine, message: `the header names no ${missing.join(', ')} column` });
        if (twice.length > 0)
          problems.push({ line: rowLine, message: `the header names ${twice.join(', ')} twice` });
        return;
      }
      if (cells.length !== header.length) {
        problems.push({
          line: rowLine,
          message: `${cells.length} cells where the header has ${header.length} columns`,
        });
        return;
      }
      const cell = (name: Column): string | undefined => {
        const i = header!.indexOf(name);
        if (i < 0) return undefined;
        // Ids and words lose the spaces a spreadsheet leaves around them; notes are kept as written.
        const value = name === 'note' || name === 'evidenceNote' ? cells[i]! : cells[i]!.trim();
        return value === '' ? undefined : value;
      };
      const evidenceUrl = cell('evidenceUrl');
      const evidenceNote = cell('evidenceNote');
      const note = cell('note');
      // Built field by field in one order: the body's text, and so its idempotency fingerprint, is the same
      // on every run.
      const candidate = {
        items: [
          {
            plotId: cell('plotId') ?? '',
            kind: cell('kind') ?? 'risk',
            ...(cell('otherPlotId') !== undefined ? { otherPlotId: cell('otherPlotId') } : {}),
            ...(cell('supplierId') !== undefined ? { supplierId: cell('supplierId') } : {}),
          },
        ],
        verdict: cell('verdict') ?? '',
        reason: cell('reason') ?? '',
        ...(note !== undefined ? { note } : {}),
        ...(evidenceUrl !== undefined || evidenceNote !== undefined
          ? {
              evidence: {
                ...(evidenceUrl !== undefined ? { url: evidenceUrl } : {}),
                ...(evidenceNote !== undefined ? { note: evidenceNote } : {}),
              },
            }
          : {}),
      };
      const parsed = decideRequestSchema.safeParse(candidate);
      if (!parsed.success) {
        problems.push({ line: rowLine, message: describe(parsed.error) });
        return;
      }
      const { items, ...request } = parsed.data;
      const item = items[0]!;
      const itemKey = reviewItemKey(item);
      const before = seen.get(itemKey);
      if (before !== undefined) {
        problems.push({
          line: rowLine,
          message: `the ${item.kind} item of plot ${item.plotId}${item.otherPlotId ? ` with ${item.otherPlotId}` : ''} is decided on line ${before} already: keep one row per item`,
        });
        return;
      }
      seen.set(itemKey, rowLine);
      rows.push({ line: rowLine, item, request });
    },
  });

  if (header === null) problems.push({ line: 1, message: 'the file is empty: send a header row and rows' });
  else if (rows.length === 0 && problems.length === 0)
    problems.push({ line: 2, message: 'the file has a header but no rows' });
  if (problems.length > 0) return { problems };

  // One request per verdict, reason, note and evidence (the request's shape: one verdict for many items), in
  // the order their first row appears, split at the server's limit.
  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const { verdict, reason, note, evidence } = row.request;
    const key = JSON.stringify([
      verdict,
      reason,
      note ?? null,
      evidence?.url ?? null,
      evidence?.note ?? null,
    ]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const batchId = batchIdOf(fileSha256, project);
  const requests: PlannedRequest[] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += REVIEW_LIMITS.maxItems) {
      const chunk = group.slice(i, i + REVIEW_LIMITS.maxItems);
      const first = chunk[0]!;
      const body: DecideRequest = { items: chunk.map((row) => row.item), ...first.request };
      requests.push({
        key: `${batchId}:${requests.length}`,
        body: JSON.stringify(body),
        items: chunk.length,
        verdict: first.request.verdict,
        reason: first.request.reason,
        firstLine: first.line,
        rows: chunk,
      });
    }
  }
  return { plan: { batchId, fileSha256, rows: rows.length, requests } };
}

const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** The lines of a refused request's rows whose plot the server's message names (it names the first it found). */
function linesNamed(message: string, request: PlannedRequest): number[] {
  const words = new Set(message.split(/[\s,.:;()"']+/));
  return request.rows
    .filter((row) => words.has(row.item.plotId) || (row.item.otherPlotId && words.has(row.item.otherPlotId)))
    .map((row) => row.line);
}

/** The refused rows as a file of the import's own format: fixed, it is imported on its own. */
function refusedCsv(requests: readonly PlannedRequest[]): string {
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
async function send(
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
async function checkAccess(
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

export async function importDecisions(argv: string[], io: ScriptIo = defaultIo()): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      return EXIT.usage;
    }
    throw e;
  }
}

async function run(argv: string[], io: ScriptIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        connection: { type: 'string' },
        project: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    throw usageOf(e, USAGE);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError(`Name one CSV file.\n\n${USAGE}`);
  const file = positionals[0]!;
  const project = projectOf(values.connection, values.project);
  const base = serverUrl(values.url);
  const dryRun = values['dry-run'];
  // Read before the file: a missing token is found before a long file is checked.
  const token = dryRun ? '' : readToken(io.env);

  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const name = path.basename(file);
  const checked = planImport(bytes, project);
  if ('problems' in checked) {
    const { problems } = checked;
    for (const p of problems.slice(0, MAX_LISTED_PROBLEMS)) io.err(`${name}:${p.line}: ${p.message}`);
    if (problems.length > MAX_LISTED_PROBLEMS)
      io.err(`… and ${formatCount(problems.length - MAX_LISTED_PROBLEMS)} more`);
    io.err(
      `${formatCount(problems.length)} problem${problems.length === 1 ? '' : 's'} in ${name}: nothing was sent. Fix the file and run the command again.`,
    );
    return EXIT.usage;
  }
  const { plan } = checked;
  const where = `${project.projectId} (${project.connection})`;
  io.err(
    `${name}: ${plural(plan.rows, 'decision')} in ${plural(plan.requests.length, 'request')}, batch ${plan.batchId}`,
  );
  if (dryRun) {
    for (const [n, r] of plan.requests.entries())
      io.out(
        `request ${n + 1}: ${plural(r.items, 'item')}, ${r.verdict} (${r.reason}), from line ${r.firstLine}`,
      );
    io.out(`Dry run: every row is valid; nothing was sent to ${where}.`);
    return EXIT.ok;
  }

  const access = await checkAccess(io, base, token, project);
  if ('problem' in access) {
    io.err(`Cannot import into ${where}: ${access.problem}`);
    return EXIT.failed;
  }
  const url = `${base}/api/review/${project.connection}/projects/${encodeURIComponent(project.projectId)}/decisions`;
  // unconfirmed: the request that stopped the import (perhaps stored, its answer lost) and those after it.
  const totals = { stored: 0, replayed: 0, refused: 0, unconfirmed: 0 };
  let stopped: string | null = null;
  const refused: PlannedRequest[] = [];
  for (const [n, request] of plan.requests.entries()) {
    const label = `[${n + 1}/${plan.requests.length}] ${formatCount(request.items)} × ${request.verdict} (${request.reason})`;
    if (stopped !== null) {
      totals.unconfirmed += request.items;
      continue;
    }
    const outcome = await send(io, url, token, request, access.startedAt);
    switch (outcome.kind) {
      case 'stored':
        totals.stored += outcome.decisions;
        io.err(`${label}: stored`);
        break;
      case 'replayed':
        totals.replayed += outcome.decisions;
        io.err(`${label}: stored by an earlier run, not again`);
        break;
      case 'refused':
        totals.refused += request.items;
        refused.push(request);
        {
          const named = linesNamed(outcome.message, request);
          const lines = named.length > 0 ? `line ${named.join(', ')}` : `from line ${request.firstLine}`;
          io.err(`${label}: refused (${lines}): ${outcome.message}`);
        }
        break;
      case 'stop':
        totals.unconfirmed += request.items;
        stopped = outcome.message;
        io.err(`${label}: not stored: ${outcome.message}`);
        break;
    }
  }

  io.out(`Imported ${name} into ${where}, batch ${plan.batchId}:`);
  io.out(`  sent:     ${plural(totals.stored, 'decision')} stored`);
  io.out(`  replayed: ${plural(totals.replayed, 'decision')} stored by an earlier run (not doubled)`);
  io.out(`  refused:  ${plural(totals.refused, 'decision')}`);
  if (stopped !== null) {
    io.out(`  not confirmed: ${plural(totals.unconfirmed, 'decision')}: the import stopped (${stopped})`);
    io.out('Run the same command again to resume: what was stored is answered again, not stored twice.');
  }
  if (refused.length > 0) {
    // A changed file is a new batch: imported whole again, what this run stored would be recorded twice.
    const refusedFile = path.join(
      path.dirname(file),
      `${path.basename(file, path.extname(file))}.refused.csv`,
    );
    await writeFile(refusedFile, refusedCsv(refused));
    io.out(
      `The refused rows are in ${refusedFile}: fix them there and import that file (not the whole file again, which would record the stored decisions a second time).`,
    );
  }
  return stopped === null && totals.refused === 0 ? EXIT.ok : EXIT.failed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await importDecisions(process.argv.slice(2));
}
