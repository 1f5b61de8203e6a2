import { useState, type FormEvent } from 'react';
import { GraphQLRequestError } from '../api/client';
import { LanguageSwitch, useI18n } from '../i18n';
import { navigate, safeNext, useLocation } from './router';
import { useSession } from './session';
import { useTitle } from './ui/useTitle';

/** Sign-in with an API key, which is exchanged for a session at once and then forgotten. */
export function Login() {
  const { t } = useI18n();
  const { signIn } = useSession();
  const { search } = useLocation();
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useTitle(t('staff.login.title'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!apiKey.trim()) return setError(t('staff.login.empty'));
    setBusy(true);
    setError(null);
    try {
      await signIn(apiKey.trim());
      setApiKey('');
      navigate(safeNext(search.get('next')), { replace: true });
    } catch (err) {
      const code = err instanceof GraphQLRequestError ? err.code : '';
      setError(
        code === 'UNAUTHORIZED'
          ? t('staff.login.invalid')
          : code === 'NETWORK'
            ? t('staff.login.network')
            : code === 'RATE_LIMITED'
              ? t('staff.login.rateLimited')
              : t('common.error'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <div className="login-card">
        <p className="brand">bvs</p>
        <h1>{t('staff.login.title')}</h1>
        <p className="muted">{t('staff.login.intro')}</p>
        {search.get('reason') === 'expired' && (
          <p className="notice" role="status">
            {t('staff.login.expired')}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="api-key">{t('staff.login.apiKey')}</label>
            <input
              id="api-key"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'api-key-help api-key-error' : 'api-key-help'}
              onChange={(e) => setApiKey(e.target.value)}
            />
            <p id="api-key-help" className="hint">
              {t('staff.login.help')}
            </p>
          </div>
          {error && (
            <p id="api-key-error" className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? t('staff.login.signingIn') : t('staff.login.submit')}
          </button>
        </form>
        <LanguageSwitch />
      </div>
    </main>
  );
}
