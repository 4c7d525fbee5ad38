/**
 * Setting the team's EU account (eu-account-page.tsx): the environment, the username, the authentication key
 * (a password field) and the client id, sent once; the fields and the mutation's state are cleared as soon
 * as the server answered, so the key stays nowhere in the page.
 */
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import { EU_ENVIRONMENTS, type EuAccountView, type EuEnvironment } from '@core/api/filing.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { describeError } from '@/lib/api/errors.ts';
import { euAccountMutations } from '@/lib/filing/filing-queries.ts';
import { alertClass, inputClass, noteClass, primaryClass, sectionClass } from './styles.ts';

export function AccountForm({ view }: { view: EuAccountView }) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const save = useMutation(euAccountMutations.save());
  const [environment, setEnvironment] = useState<EuEnvironment>(view.environment ?? 'stand-in');
  const [username, setUsername] = useState('');
  const [key, setKey] = useState('');
  const [clientId, setClientId] = useState('');
  const [problem, setProblem] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    setError(null);
    if (!username.trim() || !key || !clientId.trim()) return setProblem(true);
    setProblem(false);
    save.mutate(
      { environment, username: username.trim(), authenticationKey: key, clientId: clientId.trim() },
      {
        onSuccess: () => {
          setSaved(true);
        },
        onError: (failure) => setError(failure),
        // Whatever the answer, the secret typed leaves the page: the fields and the mutation's own state.
        onSettled: () => {
          setUsername('');
          setKey('');
          setClientId('');
          save.reset();
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t({ id: view.configured ? 'eu-account.form.replace' : 'eu-account.form.set' })}
      </h2>
      <form onSubmit={submit} noValidate autoComplete="off" className="space-y-3 text-sm">
        <label className="block font-medium text-slate-800">
          {t({ id: 'eu-account.environment' })}
          <select
            className={inputClass}
            value={environment}
            onChange={(e) => setEnvironment(e.target.value as EuEnvironment)}
          >
            {EU_ENVIRONMENTS.map((env) => (
              <option key={env} value={env}>
                {t({ id: `eu-account.environment.${env}` })}
              </option>
            ))}
          </select>
        </label>
        {environment === 'production' ? (
          <p role="note" className={noteClass}>
            {t({ id: 'eu-account.production-note' })}
          </p>
        ) : null}
        <label className="block font-medium text-slate-800">
          {t({ id: 'eu-account.username' })}
          <input
            className={inputClass}
            name="eu-username"
            autoComplete="off"
            value={username}
            maxLength={200}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label className="block font-medium text-slate-800">
          {t({ id: 'eu-account.key' })}
          <input
            className={inputClass}
            type="password"
            name="eu-authentication-key"
            autoComplete="new-password"
            value={key}
            maxLength={500}
            onChange={(e) => setKey(e.target.value)}
          />
        </label>
        <label className="block font-medium text-slate-800">
          {t({ id: 'eu-account.client-id' })}
          <input
            className={inputClass}
            name="eu-client-id"
            autoComplete="off"
            value={clientId}
            maxLength={200}
            onChange={(e) => setClientId(e.target.value)}
          />
        </label>
        <p className="text-xs text-slate-600">{t({ id: 'eu-account.kept' })}</p>
        {problem ? (
          <p role="alert" className={noteClass}>
            {t({ id: 'eu-account.form.missing' })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={alertClass}>
            {t({ id: 'eu-account.save.failed' }, { reason: describeError(error, intl.locale as Locale) })}
          </p>
        ) : null}
        <button type="submit" className={primaryClass} disabled={save.isPending}>
          {t({ id: save.isPending ? 'eu-account.save.pending' : 'eu-account.save' })}
        </button>
        <p role="status" className="min-h-5 text-emerald-900">
          {saved ? t({ id: 'eu-account.saved' }) : null}
        </p>
      </form>
    </section>
  );
}
