/** The team's people: how each signs in, when they last did, and their roles, which an admin edits here. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TeamPerson } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { formatDateTime } from '@/lib/format/dates.ts';
import { grantsLabel } from '@/lib/people/grant-words.ts';
import { GrantsEditor } from './grants-editor.tsx';
import { buttonClass, sectionClass } from './styles.ts';

export function PeopleSection({
  people,
  projectIds,
  projectNames,
}: {
  people: readonly TeamPerson[];
  projectIds: readonly string[];
  projectNames: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="team-people" className={sectionClass}>
      <h2 id="team-people" className="text-lg font-semibold">
        {t({ id: 'team.people' })}
      </h2>
      <ul className="divide-y divide-slate-100">
        {people.map((person) => (
          <li key={person.id} className="space-y-2 py-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-medium text-slate-900">{person.displayName}</p>
                {person.email ? <p className="text-sm text-slate-600">{person.email}</p> : null}
                <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                  <span>
                    {person.lastSignInAt
                      ? t({ id: 'team.last-sign-in' }, { at: formatDateTime(person.lastSignInAt, locale) })
                      : t({ id: 'team.never-signed-in' })}
                  </span>
                  <span>
                    {person.methods.includes('demo')
                      ? t({ id: 'team.methods.demo' })
                      : t(
                          { id: 'team.methods' },
                          {
                            password: person.methods.includes('password') ? 'yes' : 'no',
                            sso: person.methods.includes('sso') ? 'yes' : 'no',
                          },
                        )}
                  </span>
                </p>
                <p className="text-sm text-slate-800">{grantsLabel(person.grants, projectNames, locale)}</p>
              </div>
              {editing === person.id ? null : (
                <button type="button" className={buttonClass} onClick={() => setEditing(person.id)}>
                  {t({ id: 'team.grants.edit' }, { name: person.displayName })}
                </button>
              )}
            </div>
            {editing === person.id ? (
              <GrantsEditor
                person={person}
                projectIds={projectIds}
                projectNames={projectNames}
                onDone={() => setEditing(null)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
