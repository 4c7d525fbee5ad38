/**
 * One person's roles, edited as a whole: a role per project (or on all projects), rows added and removed,
 * then saved in one PUT of the whole set. The server refuses to take away the team's last admin, and says so.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ROLES, type Role, type TeamPerson } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { describeError } from '@/lib/api/errors.ts';
import { projectLabel, roleLabel } from '@/lib/people/grant-words.ts';
import { teamMutations } from '../api/team-queries.ts';
import { addGrant, freeProjects, removeGrant, sameGrants, setProject, setRole } from '../lib/grant-draft.ts';
import { buttonClass, dangerClass, primaryClass, selectClass } from './styles.ts';

export function GrantsEditor({
  person,
  projectIds,
  projectNames,
  onDone,
}: {
  person: TeamPerson;
  projectIds: readonly string[];
  projectNames: ReadonlyMap<string, string>;
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const [grants, setGrants] = useState(person.grants);
  const save = useMutation(teamMutations.setGrants());
  // A grant on a project this page cannot list (another connection's, say) stays choosable for its row.
  const known = [
    ...projectIds,
    ...person.grants.map((g) => g.projectId).filter((id) => !projectIds.includes(id)),
  ];

  return (
    <form
      aria-label={t({ id: 'team.grants.edit-of' }, { name: person.displayName })}
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ personId: person.id, grants }, { onSuccess: onDone });
      }}
    >
      {grants.length === 0 ? <p className="text-sm text-slate-700">{t({ id: 'team.grants.none' })}</p> : null}
      <ul className="space-y-2">
        {grants.map((grant, index) => {
          const project = projectLabel(grant.projectId, projectNames, locale);
          return (
            // By position: a row keeps its focus while its project is changed (all of it is controlled).
            <li key={index} className="flex flex-wrap items-center gap-2">
              <select
                aria-label={t({ id: 'team.grants.project' })}
                className={selectClass}
                value={grant.projectId}
                onChange={(e) => setGrants((g) => setProject(g, index, e.target.value))}
              >
                {freeProjects(grants, known, grant.projectId).map((id) => (
                  <option key={id} value={id}>
                    {projectLabel(id, projectNames, locale)}
                  </option>
                ))}
              </select>
              <select
                aria-label={t({ id: 'team.grants.role-on' }, { project })}
                className={selectClass}
                value={grant.role}
                onChange={(e) => setGrants((g) => setRole(g, index, e.target.value as Role))}
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role, locale)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className={dangerClass}
                onClick={() => setGrants((g) => removeGrant(g, index))}
              >
                {t({ id: 'team.grants.remove' }, { project })}
              </button>
            </li>
          );
        })}
      </ul>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {t({ id: 'team.grants.failed' }, { reason: describeError(save.error, locale) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {freeProjects(grants, known).length > 0 ? (
          <button type="button" className={buttonClass} onClick={() => setGrants((g) => addGrant(g, known))}>
            {t({ id: 'team.grants.add' })}
          </button>
        ) : null}
        <button
          type="submit"
          className={primaryClass}
          disabled={save.isPending || sameGrants(grants, person.grants)}
        >
          {t({ id: save.isPending ? 'team.grants.saving' : 'team.grants.save' })}
        </button>
        <button type="button" className={buttonClass} onClick={onDone}>
          {t({ id: 'team.cancel' })}
        </button>
      </div>
    </form>
  );
}
