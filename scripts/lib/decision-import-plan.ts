/**
 * The plan of a decisions import (scripts/import-decisions.ts): the file read and checked row by row, and
 * cut into requests of at most REVIEW_LIMITS.maxDecisionsPerRequest items, each with an Idempotency-Key
 * derived from the file and the project, so a run started again sends the same requests. Pure.
 */
import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import type { z } from 'zod';
import {
  decideRequestSchema,
  REVIEW_LIMITS,
  reviewItemKey,
  type DecideRequest,
  type ReviewItemRef,
} from '@core/api/review.ts';
import { type ProjectRef } from './dashboard-client.ts';

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
export const MAX_LISTED_PROBLEMS = 50;

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
