/**
 * An invitation's link, `/invitation#<secret>` (docs/people.md): what it offers (team, e-mail, roles),
 * then the invited person's name and password, which create their account and sign them in. Opened signed
 * out, outside the dashboard (src/app/layout.tsx lets it through the gate).
 *
 * The secret is in the URL's fragment, which a browser never sends to a server nor in a Referer; the page
 * reads it from there and sends it only to our server's `/api/auth`.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { AuthCard, AuthFrame } from './auth-frame.tsx';
import { Accept, isGone } from './invitation-form.tsx';

/** The shortest secret the server accepts (core/api/team.ts): anything shorter is a cut-off link. */
const MIN_SECRET_LENGTH = 16;

export function InvitationPage() {
  const t = useIntl().formatMessage;
  const secret = useRouterState({ select: (s) => s.location.hash.replace(/^#/, '') });
  const complete = secret.length >= MIN_SECRET_LENGTH;
  const preview = useQuery({ ...sessionQueries.invitation(secret), enabled: complete, retry: false });

  return (
    <AuthFrame>
      {!complete ? (
        <Unusable
          title={t({ id: 'auth.invitation.incomplete.title' })}
          text={t({ id: 'auth.invitation.incomplete' })}
        />
      ) : preview.data ? (
        <Accept secret={secret} preview={preview.data} />
      ) : isGone(preview.error) ? (
        <Unusable
          title={t({ id: 'auth.invitation.invalid.title' })}
          text={t({ id: 'auth.invitation.invalid' })}
        />
      ) : preview.error ? (
        <ErrorState
          title={t({ id: 'auth.invitation.failed' })}
          error={preview.error}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <Loading label={t({ id: 'auth.invitation.loading' })} />
      )}
    </AuthFrame>
  );
}

/** An invitation that cannot be used, what to do, and the way to the sign-in screen for those who can. */
function Unusable({ title, text }: { title: string; text: string }) {
  const t = useIntl().formatMessage;
  return (
    <AuthCard title={title} level={1}>
      <p role="alert" className="mt-2 text-sm text-slate-800">
        {text}
      </p>
      <Link to="/projects" className="mt-3 inline-block text-sm font-medium text-sky-900 underline">
        {t({ id: 'auth.invitation.to-sign-in' })}
      </Link>
    </AuthCard>
  );
}
