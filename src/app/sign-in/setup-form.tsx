/**
 * The first-run set-up (docs/people.md): while no person exists, the sign-in screen asks for the team's
 * name and the first admin's name, e-mail and password, and signs that person in. Checked here as the
 * server checks it (core/api/team.ts), so a person learns at once what to change, in their language.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LIMITS } from '@core/api/team.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { sessionMutations, sessionQueries } from '@/lib/session/session-queries.ts';
import { AuthCard } from './auth-frame.tsx';
import { AuthError } from './auth-error.tsx';
import { BUTTON, EMAIL_INPUT, Field, NAME_INPUT, NEW_PASSWORD_INPUT, looksLikeEmail } from './field.tsx';

type SetupField = 'team' | 'name' | 'email' | 'password';
type Problem = { field: SetupField; key: MessageKey } | null;

export function SetupForm() {
  const t = useIntl().formatMessage;
  const queryClient = useQueryClient();
  const setUp = useMutation(sessionMutations.setUp(queryClient));
  const [teamName, setTeamName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const teamRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Someone else set the dashboard up meanwhile (409): this person signs in with an account instead.
  const taken = setUp.error instanceof ApiError && setUp.error.status === 409;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    const found: Problem = !teamName.trim()
      ? { field: 'team', key: 'auth.missing.team' }
      : !displayName.trim()
        ? { field: 'name', key: 'auth.missing.name' }
        : !address
          ? { field: 'email', key: 'auth.missing.email' }
          : !looksLikeEmail(address)
            ? { field: 'email', key: 'auth.missing.email-format' }
            : password.length < LIMITS.minPasswordLength
              ? { field: 'password', key: 'auth.password.short' }
              : null;
    setProblem(found);
    if (found) {
      const refs = { team: teamRef, name: nameRef, email: emailRef, password: passwordRef };
      refs[found.field].current?.focus();
      return;
    }
    setUp.mutate({ teamName: teamName.trim(), displayName: displayName.trim(), email: address, password });
  };

  const min = LIMITS.minPasswordLength;
  return (
    <AuthCard title={t({ id: 'auth.setup.title' })} level={1}>
      <p className="mt-1 text-sm text-slate-700">{t({ id: 'auth.setup.intro' })}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <Field
          ref={teamRef}
          label={t({ id: 'auth.setup.team' })}
          maxLength={LIMITS.maxNameLength}
          value={teamName}
          invalid={problem?.field === 'team'}
          onChange={(e) => setTeamName(e.target.value)}
        />
        <Field
          ref={nameRef}
          label={t({ id: 'auth.your-name' })}
          {...NAME_INPUT}
          maxLength={LIMITS.maxNameLength}
          value={displayName}
          invalid={problem?.field === 'name'}
          onChange={(e) => setDisplayName(e.target.value)}
        />
        <Field
          ref={emailRef}
          label={t({ id: 'auth.email' })}
          {...EMAIL_INPUT}
          maxLength={LIMITS.maxEmailLength}
          value={email}
          invalid={problem?.field === 'email'}
          onChange={(e) => setEmail(e.target.value)}
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
        ) : taken ? (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
          >
            <p>{t({ id: 'auth.setup.taken' })}</p>
            <button
              type="button"
              className="mt-1 font-medium underline"
              onClick={() =>
                void queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey })
              }
            >
              {t({ id: 'auth.setup.to-sign-in' })}
            </button>
          </div>
        ) : (
          <AuthError error={setUp.error} />
        )}
        <button type="submit" disabled={setUp.isPending} className={`${BUTTON} w-full`}>
          {setUp.isPending ? t({ id: 'auth.setup.sending' }) : t({ id: 'auth.setup.submit' })}
        </button>
      </form>
    </AuthCard>
  );
}
