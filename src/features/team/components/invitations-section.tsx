/**
 * Invitations: who was invited with which role, and whether they came; a new one for an e-mail address with
 * a role on a project (or on all of them), whose link is shown this once; revoking one that is still open.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ALL_PROJECTS, ROLES, type Invitation, type Role } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { describeError } from '@/lib/api/errors.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { grantsLabel, projectLabel, roleLabel } from '@/lib/people/grant-words.ts';
import { teamMutations, teamQueries } from '../api/team-queries.ts';
import { SecretOnce } from '@/components/secret-once.tsx';
import { dangerClass, inputClass, primaryClass, sectionClass } from './styles.ts';

type InvitationState = 'open' | 'accepted' | 'revoked' | 'expired';

const stateOf = (inv: Invitation, now: number): InvitationState =>
  inv.acceptedAt
    ? 'accepted'
    : inv.revokedAt
      ? 'revoked'
      : Date.parse(inv.expiresAt) <= now
        ? 'expired'
        : 'open';

export function InvitationsSection({
  projectIds,
  projectNames,
}: {
  projectIds: readonly string[];
  projectNames: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const list = useQuery(teamQueries.invitations());
  const revoke = useMutation(teamMutations.revokeInvitation());
  // "Now" for telling an expired invitation, read once per visit.
  const [now] = useState(() => Date.now());

  return (
    <section aria-labelledby="team-invitations" className={sectionClass}>
      <h2 id="team-invitations" className="text-lg font-semibold">
        {t({ id: 'team.invitations' })}
      </h2>
      <NewInvitation projectIds={projectIds} projectNames={projectNames} />
      {list.isPending ? (
        <Loading label={t({ id: 'team.invitations.loading' })} />
      ) : list.isError ? (
        <ErrorState
          title={t({ id: 'team.invitations.failed' })}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.invitations.length === 0 ? (
        <p className="text-sm text-slate-600">{t({ id: 'team.invitations.none' })}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.invitations.map((inv) => {
            const state = stateOf(inv, now);
            return (
              <li key={inv.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <div className="text-sm">
                  <p className="font-medium text-slate-900">{inv.email}</p>
                  <p className="text-slate-700">{grantsLabel(inv.grants, projectNames, locale)}</p>
                  <p className="text-slate-600">
                    {t(
                      { id: 'team.invitation.state' },
                      {
                        state,
                        by: inv.invitedBy,
                        created: formatDate(inv.createdAt, locale),
                        expires: formatDate(inv.expiresAt, locale),
                      },
                    )}
                  </p>
                </div>
                {state === 'open' ? (
                  <button
                    type="button"
                    className={dangerClass}
                    disabled={revoke.isPending && revoke.variables === inv.id}
                    onClick={() => revoke.mutate(inv.id)}
                  >
                    {t({ id: 'team.invitation.revoke' }, { email: inv.email })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {revoke.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {t({ id: 'team.invitation.revoke-failed' }, { reason: describeError(revoke.error, locale) })}
        </p>
      ) : null}
    </section>
  );
}

function NewInvitation({
  projectIds,
  projectNames,
}: {
  projectIds: readonly string[];
  projectNames: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const invite = useMutation(teamMutations.invite());
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [projectId, setProjectId] = useState(() => projectIds[0] ?? ALL_PROJECTS);
  // The link holds the invitation's secret: kept here only while it is shown.
  const [link, setLink] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLink(null);
    invite.mutate(
      { email: email.trim(), grants: [{ projectId, role }] },
      {
        onSuccess: (answer) => {
          // A path from the server is made whole here, so the person can send it as it is.
          setLink(new URL(answer.link, window.location.origin).href);
          setEmail('');
          // The mutation's own copy of the answer is dropped at once.
          invite.reset();
        },
      },
    );
  };

  return (
    <div className="space-y-2">
      <h3 className="font-medium">{t({ id: 'team.invite' })}</h3>
      <form
        aria-label={t({ id: 'team.invite' })}
        onSubmit={submit}
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-4"
      >
        <label className="text-sm font-medium text-slate-700 sm:col-span-2">
          {t({ id: 'team.invite.email' })}
          <input
            type="email"
            required
            autoComplete="off"
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t({ id: 'team.invite.role' })}
          <select className={inputClass} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t({ id: 'team.invite.project' })}
          <select className={inputClass} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
            {[ALL_PROJECTS, ...projectIds].map((id) => (
              <option key={id} value={id}>
                {projectLabel(id, projectNames, locale)}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-4">
          <button type="submit" className={primaryClass} disabled={invite.isPending}>
            {t({ id: invite.isPending ? 'team.invite.sending' : 'team.invite.create' })}
          </button>
        </div>
      </form>
      {invite.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {t({ id: 'team.invite.failed' }, { reason: describeError(invite.error, locale) })}
        </p>
      ) : null}
      {link ? (
        <SecretOnce
          label={t({ id: 'team.invite.link' })}
          secret={link}
          note={t({ id: 'team.invite.link.once' })}
          onClose={() => setLink(null)}
        />
      ) : null}
    </div>
  );
}
