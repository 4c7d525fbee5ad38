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
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  defaultIo,
  EXIT,
  formatCount,
  projectOf,
  readToken,
  serverUrl,
  usageOf,
  UsageError,
  type ScriptIo,
} from './lib/dashboard-client.ts';
import { MAX_LISTED_PROBLEMS, type PlannedRequest, planImport } from './lib/decision-import-plan.ts';
import { plural, linesNamed, refusedCsv, send, checkAccess } from './lib/decision-import-requests.ts';

const USAGE = `Usage: DASHBOARD_TOKEN=pat_… node --import tsx scripts/import-decisions.ts \\
  --url http://127.0.0.1:5173 --connection simulator|live --project <id> [--dry-run] FILE.csv

CSV columns (a header row first): plotId, kind (risk, double-claim, inside-another; default risk),
otherPlotId, supplierId, verdict, reason, note, evidenceUrl, evidenceNote.`;

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
