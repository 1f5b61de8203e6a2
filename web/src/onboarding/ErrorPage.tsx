import { useI18n } from '../i18n';
import { PageShell } from './PageShell';

const KIND: Record<string, 'expired' | 'notFound' | 'network'> = {
  UNAUTHORIZED: 'expired',
  FORBIDDEN: 'expired',
  NOT_FOUND: 'notFound',
  NETWORK: 'network',
};

/** What the end client sees when the link cannot open its verification: what happened and what to do. */
export function ErrorPage({ code, onRetry }: { code: string; onRetry?: () => void }) {
  const { t } = useI18n();
  const kind = KIND[code] ?? 'generic';
  const canRetry = onRetry && (kind === 'network' || kind === 'generic');
  return (
    <PageShell>
      <section className="onb-card onb-error-page" aria-labelledby="onb-error-title">
        <span className="onb-error-icon" aria-hidden="true">
          !
        </span>
        <h1 id="onb-error-title">{t(`onb.error.${kind}.title`)}</h1>
        <p>{t(`onb.error.${kind}.body`)}</p>
        {kind === 'expired' && <p className="onb-muted">{t('onb.error.expired.help')}</p>}
        {canRetry && (
          <button type="button" className="onb-button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </section>
    </PageShell>
  );
}
