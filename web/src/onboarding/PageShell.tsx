import { useEffect, type ReactNode } from 'react';
import type { OnboardingVerification } from '../api/onboarding';
import { LanguageSwitch, useI18n } from '../i18n';
import { companyName, progressOf } from './status';

/** Header (who asks, which company, how far along), language switch and the main landmark. */
export function PageShell({
  verification,
  children,
}: {
  verification?: OnboardingVerification;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const company = verification ? companyName(verification) : null;
  useEffect(() => {
    document.title = company ? t('onb.docTitle', { company }) : t('onb.brand');
  }, [company, t]);
  return (
    <div className="onboarding">
      <a className="onb-skip" href="#onb-main">
        {t('onb.skip')}
      </a>
      <header className="onb-header">
        <div className="onb-header-bar">
          <span className="onb-brand">{verification?.account.name ?? t('onb.brand')}</span>
          <LanguageSwitch />
        </div>
        {verification && <CompanyCard verification={verification} />}
      </header>
      <main id="onb-main" className="onb-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="onb-footer">{t('onb.footer')}</footer>
    </div>
  );
}

function CompanyCard({ verification: v }: { verification: OnboardingVerification }) {
  const { t } = useI18n();
  const { done, total } = progressOf(v);
  const name = companyName(v);
  return (
    <section className="onb-company" aria-labelledby="onb-company-name">
      <p className="onb-eyebrow">{t('onb.title')}</p>
      <h1 id="onb-company-name">{name}</h1>
      <p className="onb-company-meta">
        {t('common.rfc')}: <span className="onb-mono">{v.taxId}</span>
      </p>
      <p className="onb-requested">{t('onb.requestedBy', { account: v.account.name })}</p>
      {total > 0 && (
        <div className="onb-progress-line">
          <progress value={done} max={total} aria-labelledby="onb-progress-text" />
          <span id="onb-progress-text">{t('onb.progress', { done, total })}</span>
        </div>
      )}
    </section>
  );
}
