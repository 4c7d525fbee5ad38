/**
 * `plot-check --draft FILE...`: a statement draft and its geolocation checked with the rules the EU
 * Information System applies (core/eudr/rules.ts: the Operator API Reference §10.3, the XSD of §4.1.3–4.2.4,
 * and §9 on each producer's geolocation), the same the dashboard applies before it offers a draft and the
 * EU stand-in when it receives one. FILE is a draft of the statement package (docs/statement-package.md:
 * `{ schemaVersion: 2, kind, request, package }`) or a bare SubmitDdsRequest / SubmitSdRequest as JSON (an SD
 * is told by its operatorRole). A draft whose package names its geolocation file has that file checked too
 * when it lies beside the draft (§9, core/traces/geolocation-rules.ts). Each violation is printed with the
 * EU's error code, the rule and where it is; exit status 1 on any violation or unreadable file, else 0.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SD_OPERATOR_ROLES } from '@core/eudr/dds-v3.ts';
import { checkDdsRequestFully, checkSdRequestFully, type RuleViolation } from '@core/eudr/rules.ts';
import { checkGeolocation } from '@core/traces/geolocation-rules.ts';
import type { PlotCheckIo } from './plot-check.ts';

export const DRAFT_USAGE = `Usage: plot-check --draft [--json] FILE...

Checks statement drafts (the statement package's <name>.json, or a bare SubmitDdsRequest or SubmitSdRequest
as JSON) with the EU Information System's rules: the Operator API Reference §10.3, the XSD constraints and
the GeoJSON file description §9 on each producer's geolocation; a draft's geolocation file (package.
geolocationFile) is checked too when it lies beside the draft. Each violation is printed with its EU error
code and rule. Exit status: 0 every draft passes, 1 a draft breaks a rule or cannot be read, 2 usage error.`;

export interface DraftReport {
  file: string;
  kind: 'dds' | 'sd' | null;
  /** Why the file could not be checked at all. */
  unreadable: string | null;
  violations: RuleViolation[];
}

/** The request a file holds, and whether it is a simplified declaration. */
function requestOf(
  doc: unknown,
): { kind: 'dds' | 'sd'; request: unknown; geolocationFile: string | null } | string {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return 'it is not a JSON object';
  const d = doc as Record<string, unknown>;
  if ('schemaVersion' in d) {
    if (d['schemaVersion'] !== 2)
      return `it is a draft of schemaVersion ${String(d['schemaVersion'])}; only V3 drafts (schemaVersion 2) can be filed: build the package again`;
    const pkg = d['package'] as { geolocationFile?: unknown } | undefined;
    return {
      kind: d['kind'] === 'sd' ? 'sd' : 'dds',
      request: d['request'],
      geolocationFile: typeof pkg?.geolocationFile === 'string' ? pkg.geolocationFile : null,
    };
  }
  if ('operatorRole' in d && 'statement' in d)
    return {
      kind: (SD_OPERATOR_ROLES as readonly unknown[]).includes(d['operatorRole']) ? 'sd' : 'dds',
      request: d,
      geolocationFile: null,
    };
  return 'it is neither a statement draft nor a SubmitDdsRequest / SubmitSdRequest (no operatorRole and statement)';
}

export async function checkDraftFile(file: string): Promise<DraftReport> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return {
      file,
      kind: null,
      unreadable: err.code === 'ENOENT' ? 'no such file' : err.message,
      violations: [],
    };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { file, kind: null, unreadable: `it is not JSON (${(e as Error).message})`, violations: [] };
  }
  const found = requestOf(doc);
  if (typeof found === 'string') return { file, kind: null, unreadable: found, violations: [] };
  const violations =
    found.kind === 'sd'
      ? await checkSdRequestFully(found.request)
      : await checkDdsRequestFully(found.request);
  if (found.geolocationFile) {
    const beside = path.join(path.dirname(file), path.basename(found.geolocationFile));
    const geo = await readFile(beside, 'utf8').catch(() => null);
    // A Type II file (§9.3.2): every plot carries its ProducerCountry.
    if (geo !== null)
      for (const v of checkGeolocation(geo, { requireCountry: true }))
        violations.push({
          code: v.code,
          rule: v.rule,
          path: `${path.basename(beside)}${v.featureIndex === null ? '' : ` (plot ${v.featureIndex + 1})`}`,
          message: v.message,
        });
  }
  return { file, kind: found.kind, unreadable: null, violations };
}

export function draftText(reports: readonly DraftReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    const what = r.kind === 'sd' ? 'simplified declaration' : 'due diligence statement';
    if (r.unreadable) lines.push(`${r.file}: cannot be checked: ${r.unreadable}.`);
    else if (r.violations.length === 0)
      lines.push(`${r.file}: the ${what} passes every rule (Operator API Reference §10.3, §9).`);
    else {
      lines.push(
        `${r.file}: the ${what} breaks ${r.violations.length === 1 ? '1 rule' : `${r.violations.length} rules`}:`,
      );
      for (const v of r.violations) lines.push(`  ${v.code}  ${v.path}: ${v.message} [${v.rule}]`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `plot-check --draft ...` (argv without `--draft`). */
export async function draftMain(argv: readonly string[], io: PlotCheckIo): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.out.write(`${DRAFT_USAGE}\n`);
    return 0;
  }
  const json = argv.includes('--json');
  const unknown = argv.find((a) => a.startsWith('-') && a !== '--json');
  const files = argv.filter((a) => !a.startsWith('-'));
  if (unknown || files.length === 0) {
    io.err.write(
      `plot-check: ${unknown ? `${unknown} does not go with --draft.` : 'No FILE given.'}\n\n${DRAFT_USAGE}\n`,
    );
    return 2;
  }
  const reports: DraftReport[] = [];
  for (const f of files) reports.push(await checkDraftFile(f));
  const ok = reports.every((r) => !r.unreadable && r.violations.length === 0);
  io.out.write(json ? `${JSON.stringify({ passes: ok, drafts: reports }, null, 2)}\n` : draftText(reports));
  return ok ? 0 : 1;
}
