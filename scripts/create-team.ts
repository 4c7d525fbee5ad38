/**
 * Adds a team and its first admin to the dashboard's database, for an operator running one server for
 * several teams (the first team is made on the sign-in screen's first-run set-up; docs/people.md). The
 * password comes from TEAM_ADMIN_PASSWORD, never the command line (it would show in `ps` and the history):
 *
 *   TEAM_ADMIN_PASSWORD=… node --import tsx scripts/create-team.ts --team "Cocoa buyers" \
 *     --name "Ana Silva" --email ana@example.org [--simulator-token <a SIM_TOKENS token>]
 *
 * It opens the database the server would (DATABASE_URL, REVIEW_DB_FILE, SIM_DATA_DIR) and runs its migrations.
 */
import { parseArgs } from 'node:util';
import { setupRequestSchema } from '@core/api/team.ts';
import { readConfig, simulatorAccounts } from '../server/config.ts';
import { PeopleStore } from '../server/people/people-store.ts';
import { openReviewDatabase } from '../server/review/database.ts';
import { reviewDbFileOf } from '../server/review/index.ts';

const { values } = parseArgs({
  options: {
    team: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    'simulator-token': { type: 'string' },
  },
});
const input = setupRequestSchema.safeParse({
  teamName: values.team,
  displayName: values.name,
  email: values.email,
  password: process.env.TEAM_ADMIN_PASSWORD,
});
if (!input.success) {
  console.error(
    `create-team: ${input.error.issues.map((i) => `${i.path.join('.') || 'input'} ${i.message}`).join('; ')}.\n` +
      'Usage: TEAM_ADMIN_PASSWORD=… node --import tsx scripts/create-team.ts --team NAME --name ADMIN --email ADDRESS',
  );
  process.exit(2);
}
const config = readConfig();
const database = await openReviewDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: reviewDbFileOf(config),
});
try {
  const person = await new PeopleStore(database.db).createTeam({
    ...input.data,
    simulatorToken: values['simulator-token'] ?? Object.keys(simulatorAccounts(config))[0]!,
  });
  console.log(
    `Team "${input.data.teamName}" made; its admin ${person.display_name} <${person.email}> can sign in.`,
  );
} catch (e) {
  console.error(`create-team: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
