/**
 * The app shell's gate (docs/people.md): the dashboard only for a signed-in person, else the sign-in
 * screen. While the session is read it says so, and a server that cannot be reached is said with a retry,
 * never taken for "signed out".
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/lib/session/use-session.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { SignInScreen } from './sign-in-screen.tsx';

export function SessionGate({ children }: { children: ReactNode }) {
  const t = useIntl().formatMessage;
  const session = useSession();
  // Data first: a failed re-read keeps the session it had, and the dashboard stays. Null: a server without
  // people (see sessionQueries.current), where the dashboard works as it did.
  if (session.data === null || session.data?.signedIn) return children;
  if (session.data) return <SignInScreen view={session.data} />;
  return (
    <AuthFrame>
      {session.error ? (
        <ErrorState
          title={t({ id: 'auth.unreachable.title' })}
          error={session.error}
          onRetry={() => void session.refetch()}
        />
      ) : (
        <Loading label={t({ id: 'auth.checking' })} />
      )}
    </AuthFrame>
  );
}
