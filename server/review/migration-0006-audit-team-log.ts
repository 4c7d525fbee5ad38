/**
 * 0006: the team's own part of a project's audit log (sign-ins, roles: entries of no project) read as one
 * index range. A page reads `team_id = ? AND project_id IS NULL AND seq < ?` newest first (audit-store.ts);
 * on `audit_event_team` (team_id, seq) alone SQLite walked every entry of the team, its projects' included,
 * to find the few of no project, so a page of a 100,000-entry log cost 50 ms and paging it all grew with the
 * square of its length (tests/contract/audit-log-scale.test.ts). With project_id in the index, a page reads
 * about its own rows on both databases (IS NULL is an index equality to SQLite and PostgreSQL alike).
 */
import type { Kysely, Migration } from 'kysely';

export const auditTeamLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('audit_event_team_project')
      .on('audit_event')
      .columns(['team_id', 'project_id', 'seq'])
      .execute();
  },
};
