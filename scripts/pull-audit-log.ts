/**
 * Pulls a project's audit log as CSV or JSON, with a personal access token (docs/people.md, "Scripts:
 * import decisions and pull the log"):
 *
 *   DASHBOARD_TOKEN=pat_… node --import tsx scripts/pull-audit-log.ts \
 *     --url http://127.0.0.1:5173 --connection simulator --project p-palm \
 *     [--format csv|json] [--from 2026-01-01] [--to 2026-12-31] [--kind decision] [--person ID] \
 *     [--plot ID] [--supplier ID] [--output FILE]
 *
 * The server streams the export (GET …/events.csv or events.json); so does this script, to the file or to
 * standard output, so memory stays flat for any number of entries. A file is written under a temporary
 * name and renamed when the whole log arrived: a file of that name is never a partial log.
 *
 * Exit status: 0 written; 1 the server refused or the transfer broke; 2 a mistake in the arguments.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { auditKindSchema } from '@core/api/audit.ts';
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
  type ScriptIo,
} from './lib/dashboard-client.ts';

const USAGE = `Usage: DASHBOARD_TOKEN=pat_… node --import tsx scripts/pull-audit-log.ts \\
  --url http://127.0.0.1:5173 --connection simulator|live --project <id> [--format csv|json] \\
  [--from DAY|INSTANT] [--to DAY|INSTANT] [--kind KIND] [--person ID] [--plot ID] [--supplier ID] \\
  [--output FILE]   (default: standard output)`;

/** The script's options and the query parameters of the export they become. */
const FILTERS = {
  from: 'from',
  to: 'to',
  kind: 'kind',
  person: 'personId',
  plot: 'plotId',
  supplier: 'supplierId',
} as const;

/**
 * Counts the entries passing through without holding them: records of the CSV (line breaks outside quoted
 * cells, less the header), or entries of the JSON array (the server writes one per line between `[` and `]`).
 */
function entryCounter(format: 'csv' | 'json') {
  let breaks = 0;
  let quoted = false;
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === 0x22 && format === 'csv') quoted = !quoted;
        else if (byte === 0x0a && !quoted) breaks++;
      }
      callback(null, chunk);
    },
  });
  return { stream, entries: () => Math.max(0, breaks - 1), bytes: () => bytes };
}

export interface PullIo extends ScriptIo {
  /** Where the log goes without --output. */
  stdout: Writable;
}

export async function pullAuditLog(
  argv: string[],
  io: PullIo = { ...defaultIo(), stdout: process.stdout },
): Promise<number> {
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

async function run(argv: string[], io: PullIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        connection: { type: 'string' },
        project: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        from: { type: 'string' },
        to: { type: 'string' },
        kind: { type: 'string' },
        person: { type: 'string' },
        plot: { type: 'string' },
        supplier: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    throw usageOf(e, USAGE);
  }
  const { values } = parsed;
  if (values.help) {
    io.out(USAGE);
    return EXIT.ok;
  }
  const format = values.format;
  if (format !== 'csv' && format !== 'json') throw new UsageError(`--format is csv or json.\n\n${USAGE}`);
  if (values.kind !== undefined && !auditKindSchema.safeParse(values.kind).success) {
    throw new UsageError(`--kind is one of ${auditKindSchema.options.join(', ')}.`);
  }
  const project = projectOf(values.connection, values.project);
  const base = serverUrl(values.url);
  const token = readToken(io.env);

  const query = new URLSearchParams();
  for (const [option, parameter] of Object.entries(FILTERS)) {
    const value = values[option as keyof typeof FILTERS];
    if (value !== undefined && value !== '') query.set(parameter, value);
  }
  const url = `${base}/api/audit/${project.connection}/projects/${encodeURIComponent(project.projectId)}/events.${format}${query.size > 0 ? `?${query}` : ''}`;
  const where = `${project.projectId} (${project.connection})`;

  const started = performance.now();
  let response: Response;
  try {
    response = await io.fetch(url, { headers: authHeaders(token) });
  } catch (e) {
    io.err(`Cannot pull the audit log of ${where}: ${base} did not answer (${(e as Error).message})`);
    return EXIT.failed;
  }
  if (!response.ok || !response.body) {
    io.err(`Cannot pull the audit log of ${where}: ${await errorOf(response)}`);
    return EXIT.failed;
  }

  const counter = entryCounter(format);
  const source = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  const output = values.output === '-' ? undefined : values.output;
  const part = output === undefined ? null : `${output}.part`;
  try {
    if (part === null) {
      // Standard output stays open after the log (the caller owns it).
      await pipeline(source, counter.stream, io.stdout, { end: false });
    } else {
      await pipeline(source, counter.stream, createWriteStream(part, { flags: 'w' }));
      await rename(part, output!);
    }
  } catch (e) {
    if (part !== null) await rm(part, { force: true });
    io.err(
      `The audit log of ${where} broke off after ${formatCount(counter.bytes())} bytes (${(e as Error).message}); nothing was kept. Run the command again.`,
    );
    return EXIT.failed;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.err(
    `${formatCount(counter.entries())} entries of ${where} (${formatCount(counter.bytes())} bytes, ${format}) written to ${output ?? 'standard output'} in ${seconds} s`,
  );
  return EXIT.ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await pullAuditLog(process.argv.slice(2));
}
