import { useEffect, useRef } from 'react';
import type { OnboardingVerification } from '../api/onboarding';
import { useI18n } from '../i18n';
import { itemOf, slotState } from './status';

/** The check-out: everything required is in; what happens next, as the flow's next_steps_checkout says. */
export function CheckoutPage({
  verification: v,
  onBack,
}: {
  verification: OnboardingVerification;
  onBack(): void;
}) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step for screen readers: the heading takes the focus, as a page load would.
  useEffect(() => heading.current?.focus(), []);
  const inReview = v.requirements.filter(
    (r) => r.enabled && slotState(r, itemOf(v, r)).kind === 'processing',
  ).length;
  return (
    <section className="onb-card onb-checkout" aria-labelledby="onb-checkout-title">
      <span className="onb-check-icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="onb-checkout-title" tabIndex={-1} ref={heading}>
        {t('onb.checkout.title')}
      </h2>
      <p>{t('onb.checkout.intro', { account: v.account.name })}</p>
      {inReview > 0 && <p className="onb-muted">{t('onb.checkout.processing', { n: inReview })}</p>}
      {v.nextStepsCheckout.length > 0 && (
        <>
          <h3>{t('onb.checkout.next')}</h3>
          <ol className="onb-steps">
            {v.nextStepsCheckout.map((step, i) => (
              <li key={i}>
                <span className="onb-step-title">{step.title}</span>
                {step.description && <p className="onb-muted">{step.description}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
      <button type="button" className="onb-link-button" onClick={onBack}>
        {t('onb.checkout.back')}
      </button>
    </section>
  );
}
