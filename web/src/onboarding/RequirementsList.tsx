import type { OnboardingVerification } from '../api/onboarding';
import { useI18n } from '../i18n';
import { RequirementCard } from './RequirementCard';
import { itemOf } from './status';

interface Props {
  verification: OnboardingVerification;
  token: string;
  onChanged(v: OnboardingVerification): void;
  onUploaded(): Promise<void>;
}

/** Every requirement slot of the flow, required ones first as the flow lists them. */
export function RequirementsList({ verification: v, token, onChanged, onUploaded }: Props) {
  const { t } = useI18n();
  if (v.requirements.length === 0) return null;
  return (
    <section className="onb-section" aria-labelledby="onb-docs-title">
      <h2 id="onb-docs-title">{t('onb.docs.title')}</h2>
      <p className="onb-muted">{t('onb.docs.intro')}</p>
      <ul className="onb-requirements">
        {v.requirements.map((req) => (
          <li key={req.key}>
            <RequirementCard
              verificationId={v.id}
              requirement={req}
              item={itemOf(v, req)}
              token={token}
              onChanged={onChanged}
              onUploaded={onUploaded}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
