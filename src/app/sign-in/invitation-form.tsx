/**
 * What an invitation offers (team, e-mail, roles, until when) and the invited person's name and password,
 * which create their account and sign them in (`POST /api/auth/invitations/accept`), then open the
 * dashboard. Part of the invitation page (invitation-page.tsx).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ALL_PROJECTS, LIMITS, type RoleGrant } from '@core/api/team.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { useRoleName } from '@/lib/session/role-name.ts';
import { sessionMutations } from '@/lib/session/session-queries.ts';
import { AuthCard } from './auth-frame.tsx';
import { AuthError } from './auth-error.tsx';
import { BUTTON, Field, NAME_INPUT, NEW_PASSWORD_INPUT } from './field.tsx';

/** Used, revoked or expired: the server answers 404 for each, and says no more. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

interface Preview {
  teamName: string;
  email: string;
  grants: RoleGrant[];
  expiresAt: string;
}

export function Accept({ secret, preview }: { secret: string; preview: Preview }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const roleName = useRoleName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation(sessionMutations.acceptInvitation(queryClient));
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'password'; key: MessageKey } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const min = LIMITS.minPasswordLength;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = !displayName.trim()
      ? ({ field: 'name', key: 'auth.missing.name' } as const)
      : password.length < min
        ? ({ field: 'password', key: 'auth.password.short' } as const)
        : null;
    setProblem(found);
    if (found) {
      (found.field === 'name' ? nameRef : passwordRef).current?.focus();
      return;
    }
    accept.mutate(
      { token: secret, displayName: displayName.trim(), password },
      // Into the dashboard, and the used secret out of the address bar and the tab's history.
      { onSuccess: () => void navigate({ to: '/projects', replace: true }) },
    );
  };

  return (
    <AuthCard title={t({ id: 'auth.invitation.title' }, { team: preview.teamName })} level={1}>
      <p className="mt-1 text-sm text-slate-700">
        {t({ id: 'auth.invitation.intro' }, { email: preview.email })}
      </p>
      <h2 className="mt-3 text-sm font-medium text-slate-800">{t({ id: 'auth.invitation.roles' })}</h2>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {preview.grants.map((g) => (
          <li key={`${g.projectId}:${g.role}`} className="break-words">
            {g.projectId === ALL_PROJECTS
              ? t({ id: 'auth.invitation.role.all' }, { role: roleName(g.role) })
              : t({ id: 'auth.invitation.role.project' }, { role: roleName(g.role), project: g.projectId })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        {t({ id: 'auth.invitation.expires' }, { date: formatDate(preview.expiresAt, intl.locale as Locale) })}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <Field
          ref={nameRef}
          label={t({ id: 'auth.your-name' })}
          {...NAME_INPUT}
          hint={t({ id: 'auth.your-name.hint' })}
          maxLength={LIMITS.maxNameLength}
          value={displayName}
          invalid={problem?.field === 'name'}
          onChange={(e) => setDisplayName(e.target.value)}
        />
        <Field
          ref={passwordRef}
          label={t({ id: 'auth.password' })}
          {...NEW_PASSWORD_INPUT}
          hint={t({ id: 'auth.password.hint' }, { min })}
          maxLength={LIMITS.maxPasswordLength}
          value={password}
          invalid={problem?.field === 'password'}
          onChange={(e) => setPassword(e.target.value)}
        />
        {problem ? (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
          >
            {t({ id: problem.key }, { min })}
          </p>
        ) : (
          <AuthError
            error={accept.error}
            text={isGone(accept.error) ? t({ id: 'auth.invitation.invalid' }) : undefined}
          />
        )}
        <button type="submit" disabled={accept.isPending} className={`${BUTTON} w-full`}>
          {accept.isPending ? t({ id: 'auth.invitation.sending' }) : t({ id: 'auth.invitation.submit' })}
        </button>
      </form>
    </AuthCard>
  );
}
