/**
 * What the app shell shows instead of the dashboard while nobody is signed in (docs/people.md, "Signing
 * in"): the first-run set-up while no person exists; else the e-mail and password form, single sign-on when
 * the server has it, and the demo team when the server runs on this computer. A refused single sign-on comes
 * back as `?error=<code>` and is said above the form.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { SessionView } from '@core/api/team.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { sessionMutations } from '@/lib/session/session-queries.ts';
import { AuthCard, AuthFrame } from './auth-frame.tsx';
import { AuthError } from './auth-error.tsx';
import { BUTTON, EMAIL_INPUT, Field, looksLikeEmail } from './field.tsx';
import { SIGN_IN_PATH } from './paths.ts';
import { useRoleWords } from '@/lib/session/role-name.ts';
import { SetupForm } from './setup-form.tsx';

/** A password field a password manager fills with the saved one. */
const PASSWORD_INPUT = { type: 'password', autoComplete: 'current-password' } as const;

export type SignedOutView = Extract<SessionView, { signedIn: false }>;

export function SignInScreen({ view }: { view: SignedOutView }) {
  return (
    <AuthFrame>
      {view.setupNeeded ? (
        <SetupForm />
      ) : (
        <>
          <SsoRefused />
          <PasswordForm sso={view.sso} />
          {view.demoPeople?.length ? <DemoTeam people={view.demoPeople} /> : null}
        </>
      )}
    </AuthFrame>
  );
}

function PasswordForm({ sso }: { sso: SignedOutView['sso'] }) {
  const t = useIntl().formatMessage;
  const queryClient = useQueryClient();
  const signIn = useMutation(sessionMutations.signIn(queryClient));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: 'email' | 'password'; key: MessageKey } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    const found = !address
      ? ({ field: 'email', key: 'auth.missing.email' } as const)
      : !looksLikeEmail(address)
        ? ({ field: 'email', key: 'auth.missing.email-format' } as const)
        : !password
          ? ({ field: 'password', key: 'auth.missing.password' } as const)
          : null;
    setProblem(found);
    if (found) {
      (found.field === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    signIn.mutate(
      { email: address, password },
      // A refused password is typed again, not edited: clearing it also clears what a password manager filled.
      {
        onError: (error) => (error instanceof ApiError && error.status === 401 ? setPassword('') : undefined),
      },
    );
  };

  return (
    <AuthCard title={t({ id: 'auth.sign-in.title' })} level={1}>
      <p className="mt-1 text-sm text-slate-700">{t({ id: 'auth.sign-in.intro' })}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <Field
          ref={emailRef}
          label={t({ id: 'auth.email' })}
          {...EMAIL_INPUT}
          value={email}
          invalid={problem?.field === 'email'}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          ref={passwordRef}
          label={t({ id: 'auth.password' })}
          {...PASSWORD_INPUT}
          value={password}
          invalid={problem?.field === 'password'}
          onChange={(e) => setPassword(e.target.value)}
        />
        {problem ? (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
          >
            {t({ id: problem.key })}
          </p>
        ) : (
          <AuthError error={signIn.error} />
        )}
        <button type="submit" disabled={signIn.isPending} className={`${BUTTON} w-full`}>
          {signIn.isPending ? t({ id: 'auth.sign-in.sending' }) : t({ id: 'auth.sign-in.submit' })}
        </button>
      </form>
      {sso ? <SsoLink name={sso.name} /> : null}
    </AuthCard>
  );
}

/**
 * The single sign-on button: a plain link, since the server answers with a redirect to the provider. It
 * brings the person back to the page they opened (not to the sign-in page a refusal sent them to).
 */
function SsoLink({ name }: { name: string }) {
  const t = useIntl().formatMessage;
  const returnTo = useRouterState({
    select: (s) => (s.location.pathname === SIGN_IN_PATH ? '/' : s.location.pathname + s.location.searchStr),
  });
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <a
        href={`/api/auth/sso/start?returnTo=${encodeURIComponent(returnTo)}`}
        className="block w-full rounded-md border border-slate-400 px-3 py-1.5 text-center text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
      >
        {t({ id: 'auth.sso' }, { name })}
      </a>
    </div>
  );
}

/**
 * A refused single sign-on (`?error=<code>`). The code is shown only when it looks like one: the query is
 * anyone's to write, and must not put a sentence of theirs on our page.
 */
function SsoRefused() {
  const t = useIntl().formatMessage;
  const code = useRouterState({
    select: (s) => new URLSearchParams(s.location.searchStr).get('error'),
  });
  if (code === null) return null;
  const text =
    code === 'access_denied'
      ? t({ id: 'auth.sso.error.cancelled' })
      : /^[\w.-]{1,64}$/.test(code)
        ? t({ id: 'auth.sso.error.code' }, { code })
        : t({ id: 'auth.sso.error.generic' });
  return (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {text}
    </p>
  );
}

/** The seeded demo team, offered by a server on this computer only: a click signs in as that person. */
function DemoTeam({ people }: { people: NonNullable<SignedOutView['demoPeople']> }) {
  const t = useIntl().formatMessage;
  const roleWords = useRoleWords();
  const queryClient = useQueryClient();
  const demo = useMutation(sessionMutations.demoSignIn(queryClient));
  const refused = demo.error instanceof ApiError && demo.error.status === 403;
  return (
    <AuthCard title={t({ id: 'auth.demo.title' })}>
      <p className="mt-1 text-sm text-slate-700">{t({ id: 'auth.demo.intro' })}</p>
      <ul className="mt-3 space-y-2">
        {people.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              disabled={demo.isPending}
              onClick={() => demo.mutate(p.id)}
              className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t({ id: 'auth.demo.person' }, { name: p.displayName, role: roleWords(p.role) })}
            </button>
          </li>
        ))}
      </ul>
      {demo.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t({ id: 'auth.sign-in.sending' })}
        </p>
      ) : null}
      <div className="mt-2">
        <AuthError error={demo.error} text={refused ? t({ id: 'auth.error.demo-refused' }) : undefined} />
      </div>
    </AuthCard>
  );
}
