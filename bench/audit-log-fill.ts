/**
 * A large audit log for the audit bench (bench/audit-log.ts) and its test (tests/contract/audit-log-scale.test.ts):
 * entries shaped by the server's own row makers (server/audit/audit-rows.ts), written through the server's
 * database layer in one transaction of multi-row inserts. Mostly one project's decisions by a few people,
 * with a team entry (a sign-in) every 50th, since a project's log holds its team's entries too; and a share
 * of another project's decisions, which its log must not show.
 */
import type { Kysely } from 'kysely';
import { decisionAuditRow, teamAuditRow, type NewAuditRow } from '../server/audit/audit-rows.ts';
import type { ReviewTables } from '../server/review/database.ts';

export interface AuditFill {
  teamId: string;
  connection: 'simulator' | 'live';
  projectId: string;
  /** Entries of the project's log (its own and its team's). */
  count: number;
  /** Entries of another project of the same team, interleaved (never part of projectId's log). */
  otherProjectId: string;
  otherCount: number;
}

const PEOPLE = [
  { id: 'demo-amara', name: 'Amara Okafor (compliance lead)' },
  { id: 'demo-lucas', name: 'Lucas Meyer (analyst)' },
  { id: 'demo-ines', name: 'Inês Duarte (approver)' },
];
const VERDICTS = [
  ['cleared', 'no-deforestation-verified'],
  ['needs-information', 'awaiting-supplier-documents'],
  ['excluded', 'deforestation-confirmed'],
] as const;
/** 13 columns × 2,000 rows: under SQLite's 32,766 parameters of one statement. */
const ROWS_PER_INSERT = 2_000;
const TEAM_ENTRY_EVERY = 50;

/** The id of the project's n-th filled entry (0-based): what the tests look for, each exactly once. */
export const fillEntryId = (n: number) =>
  n % TEAM_ENTRY_EVERY === 0 ? `sign-in:fill-${n}` : `decision:fill-${n}`;

function entry(fill: AuditFill, projectId: string, n: number, at: string): NewAuditRow {
  const person = PEOPLE[n % PEOPLE.length]!;
  if (projectId === fill.projectId && n % TEAM_ENTRY_EVERY === 0) {
    return {
      ...teamAuditRow({
        teamId: fill.teamId,
        kind: 'sign-in',
        person,
        at,
        summary: `${person.name} signed in`,
      }),
      id: fillEntryId(n),
    };
  }
  const [verdict, reason] = VERDICTS[n % VERDICTS.length]!;
  const plot = `plt-${String((n % 5_000) + 1).padStart(9, '0')}`;
  const row = decisionAuditRow(
    {
      id: projectId === fill.projectId ? `fill-${n}` : `fill-other-${n}`,
      connection: fill.connection,
      account_key: '',
      project_id: projectId,
      item_key: JSON.stringify(['risk', plot, null]),
      plot_id: plot,
      kind: 'risk',
      other_plot_id: null,
      signal_id: null,
      supplier_id: `sup-${(n % 3) + 4}`,
      verdict,
      reason,
      note: n % 7 === 0 ? `Checked against the supplier's map, "batch" ${n}, line 1\nline 2` : '',
      evidence_url: n % 11 === 0 ? `https://evidence.example.org/${n}` : null,
      evidence_note: null,
      decided_by: person.name,
      decided_by_id: person.id,
      decided_at: at,
      team_id: fill.teamId,
    },
    person.id,
  );
  return row;
}

/**
 * Writes the entries oldest first, one a second from 2026-01-01, in one transaction; returns how long that
 * took (ms).
 */
export async function fillAuditLog(db: Kysely<ReviewTables>, fill: AuditFill): Promise<number> {
  const started = performance.now();
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const total = fill.count + fill.otherCount;
  // The other project's entries spread evenly among the project's.
  const otherEvery = fill.otherCount > 0 ? Math.max(1, Math.floor(total / fill.otherCount)) : Infinity;
  await db.transaction().execute(async (trx) => {
    let own = 0;
    let other = 0;
    let rows: NewAuditRow[] = [];
    for (let i = 0; i < total; i++) {
      const at = new Date(start + i * 1000).toISOString();
      const isOther = other < fill.otherCount && (i % otherEvery === otherEvery - 1 || own >= fill.count);
      rows.push(
        isOther ? entry(fill, fill.otherProjectId, other++, at) : entry(fill, fill.projectId, own++, at),
      );
      if (rows.length === ROWS_PER_INSERT || i === total - 1) {
        await trx.insertInto('audit_event').values(rows).execute();
        rows = [];
      }
    }
  });
  return performance.now() - started;
}
