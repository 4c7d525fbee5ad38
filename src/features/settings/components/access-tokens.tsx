/**
 * Access tokens for scripts (docs/people.md, "Scripts"): the signed-in person's tokens with their role,
 * projects and use; a new one (a name, a role no stronger than the person's own, the projects, an expiry),
 * whose secret is shown this once; revoking one, after saying what that does. The secret lives only in this
 * component's state while it is on screen: never in the URL, storage or the query cache.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LIMITS, ROLES, roleAllows, type AccessToken, type Role, type RoleGrant } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { ApiError, describeError } from '@/lib/api/errors.ts';
import { formatDate, formatDateTime } from '@/lib/format/dates.ts';
import { projectLabel, roleLabel } from '@/lib/people/grant-words.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { accessTokenMutations, accessTokenQueries } from '../api/access-token-queries.ts';
import { SecretOnce } from '@/components/secret-once.tsx';

const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';
const buttonClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium';
const primaryClass = 'rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white';
const dangerClass = 'rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800';

const DEFAULT_DAYS = 90;

export function AccessTokens() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  // Only what the shell's session gate already read: this section asks the server nothing of its own for it.
  const session = useQuery({ ...sessionQueries.current(), enabled: false });
  const signedOut = session.data?.signedIn === false;
  // Tokens belong to a person: without a session there are none to read (and a 401 would prompt for a token).
  const list = useQuery({ ...accessTokenQueries.list(), enabled: !signedOut });
  const { projects } = useCurrentProject();
  const projectNames = new Map(projects.map((p) => [p.id, p.name]));
  // "Now" for telling an expired token, read once per visit.
  const [now] = useState(() => Date.now());
  // The secret of the token just made: here while shown, gone once the person says they have it.
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);

  return (
    <section
      aria-labelledby="access-tokens"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="access-tokens" className="text-lg font-semibold">
        {t({ id: 'tokens.title' })}
      </h2>
      <p className="text-sm text-slate-700">{t({ id: 'tokens.intro' })}</p>
      {secret ? (
        <SecretOnce
          label={t({ id: 'tokens.secret' }, { name: secret.name })}
          note={t({ id: 'tokens.secret.once' }, { name: secret.name })}
          secret={secret.value}
          onClose={() => setSecret(null)}
        />
      ) : null}
      {signedOut ? (
        <p className="text-sm text-slate-700">{t({ id: 'tokens.signed-out' })}</p>
      ) : list.isPending ? (
        <Loading label={t({ id: 'tokens.loading' })} />
      ) : list.isError ? (
        list.error instanceof ApiError && list.error.status === 401 ? (
          <p className="text-sm text-slate-700">{t({ id: 'tokens.signed-out' })}</p>
        ) : (
          <ErrorState
            title={t({ id: 'tokens.failed' })}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )
      ) : (
        <>
          {list.data.tokens.length === 0 ? (
            <p className="text-sm text-slate-600">{t({ id: 'tokens.none' })}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.data.tokens.map((token) => (
                <TokenRow
                  key={token.id}
                  token={token}
                  projectNames={projectNames}
                  locale={locale}
                  now={now}
                />
              ))}
            </ul>
          )}
          <NewTokenForm
            projects={projects}
            roles={session.data?.signedIn ? session.data.roles : undefined}
            onCreated={(name, value) => setSecret({ name, value })}
          />
        </>
      )}
    </section>
  );
}

function TokenRow({
  token,
  projectNames,
  locale,
  now,
}: {
  token: AccessToken;
  projectNames: ReadonlyMap<string, string>;
  locale: Locale;
  now: number;
}) {
  const t = useIntl().formatMessage;
  const revoke = useMutation(accessTokenMutations.revoke());
  const [confirming, setConfirming] = useState(false);
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
  return (
    <li className="space-y-1 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{token.name}</p>
          <p className="text-slate-700">
            {t(
              { id: 'tokens.scope' },
              {
                role: roleLabel(token.role, locale),
                projects: token.projectIds.map((id) => projectLabel(id, projectNames, locale)).join(', '),
              },
            )}
          </p>
          <p className="text-slate-600">
            {t({ id: 'tokens.created' }, { date: formatDate(token.createdAt, locale) })}
          </p>
          <p className="text-slate-600">
            {token.lastUsedAt
              ? t({ id: 'tokens.last-used' }, { at: formatDateTime(token.lastUsedAt, locale) })
              : t({ id: 'tokens.never-used' })}
          </p>
          <p className="text-slate-600">
            {token.revokedAt
              ? t({ id: 'tokens.revoked' }, { date: formatDate(token.revokedAt, locale) })
              : token.expiresAt === null
                ? t({ id: 'tokens.no-expiry' })
                : t(
                    { id: expired ? 'tokens.expired' : 'tokens.expires' },
                    { date: formatDate(token.expiresAt, locale) },
                  )}
          </p>
        </div>
        {token.revokedAt || expired || confirming ? null : (
          <button type="button" className={dangerClass} onClick={() => setConfirming(true)}>
            {t({ id: 'tokens.revoke' }, { name: token.name })}
          </button>
        )}
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={t({ id: 'tokens.revoke' }, { name: token.name })}
          className="space-y-2"
        >
          <p className="text-slate-800">{t({ id: 'tokens.revoke.confirm' }, { name: token.name })}</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={dangerClass}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(token.id, { onSuccess: () => setConfirming(false) })}
            >
              {t({ id: 'tokens.revoke.yes' })}
            </button>
            <button type="button" className={buttonClass} onClick={() => setConfirming(false)}>
              {t({ id: 'tokens.cancel' })}
            </button>
          </div>
        </div>
      ) : null}
      {revoke.isError ? (
        <p role="alert" className="text-red-900">
          {t({ id: 'tokens.revoke.failed' }, { reason: describeError(revoke.error, locale) })}
        </p>
      ) : null}
    </li>
  );
}

function NewTokenForm({
  projects,
  roles: grants,
  onCreated,
}: {
  projects: readonly { id: string; name: string }[];
  /** The person's grants, when the session is known. */
  roles: readonly RoleGrant[] | undefined;
  onCreated: (name: string, secret: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const create = useMutation(accessTokenMutations.create());
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [missingProject, setMissingProject] = useState(false);
  // A token is never stronger than its person: offer the roles up to the strongest the session names (all of
  // them when the page does not know; the server checks each project either way).
  const strongest = grants?.reduce<Role | null>(
    (best, g) => (roleAllows(best, g.role) ? best : g.role),
    null,
  );
  const roles = strongest === undefined ? ROLES : ROLES.filter((r) => roleAllows(strongest, r));

  const toggle = (id: string, on: boolean) =>
    setProjectIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (projectIds.length === 0) {
      setMissingProject(true);
      return;
    }
    setMissingProject(false);
    const expiresInDays = days.trim() === '' ? undefined : Number(days);
    const tokenName = name.trim();
    create.mutate(
      { name: tokenName, role, projectIds, ...(expiresInDays === undefined ? {} : { expiresInDays }) },
      {
        onSuccess: (answer) => {
          onCreated(answer.token.name || tokenName, answer.secret);
          setName('');
          setProjectIds([]);
          // The mutation's own copy of the answer, secret included, is dropped at once.
          create.reset();
        },
      },
    );
  };

  return (
    <form
      aria-label={t({ id: 'tokens.new' })}
      onSubmit={submit}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <h3 className="font-medium">{t({ id: 'tokens.new' })}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-700">
          {t({ id: 'tokens.name' })}
          <input
            required
            maxLength={LIMITS.maxTokenNameLength}
            autoComplete="off"
            className={inputClass}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t({ id: 'tokens.role' })}
          <select className={inputClass} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t({ id: 'tokens.days' })}
          <input
            type="number"
            min={1}
            max={LIMITS.maxTokenDays}
            className={inputClass}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
      </div>
      <p className="text-xs text-slate-600">{t({ id: 'tokens.days.hint' }, { max: LIMITS.maxTokenDays })}</p>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{t({ id: 'tokens.projects' })}</legend>
        {projects.length === 0 ? (
          <p className="text-sm text-slate-600">{t({ id: 'tokens.projects.none' })}</p>
        ) : (
          projects.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={projectIds.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
              />
              {p.name}
            </label>
          ))
        )}
      </fieldset>
      {missingProject ? (
        <p role="alert" className="text-sm text-red-900">
          {t({ id: 'tokens.projects.missing' })}
        </p>
      ) : null}
      {create.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {t({ id: 'tokens.create.failed' }, { reason: describeError(create.error, locale) })}
        </p>
      ) : null}
      <button type="submit" className={primaryClass} disabled={create.isPending}>
        {t({ id: create.isPending ? 'tokens.creating' : 'tokens.create' })}
      </button>
    </form>
  );
}
