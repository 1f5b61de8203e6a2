import type { OnboardingVerification } from '../api/onboarding';
import { useI18n } from '../i18n';
import { FormCard } from './form/FormCard';
import { RequirementsList } from './RequirementsList';
import { formItems } from './status';

interface Props {
  verification: OnboardingVerification;
  token: string;
  ready: boolean;
  onChanged(v: OnboardingVerification): void;
  onUploaded(): Promise<void>;
  onContinue(): void;
}

/** The documents step (docs-v2): every requirement, the flow's form, and the way to check-out. */
export function DocumentsPage({ verification: v, token, ready, onChanged, onUploaded, onContinue }: Props) {
  const { t } = useI18n();
  const forms = formItems(v);
  return (
    <>
      <RequirementsList verification={v} token={token} onChanged={onChanged} onUploaded={onUploaded} />
      {forms.map((item) => (
        <FormCard key={item.id} item={item} token={token} onSaved={onUploaded} />
      ))}
      <section className="onb-continue" aria-labelledby="onb-continue-title">
        <h2 id="onb-continue-title" className="onb-visually-hidden">
          {t('onb.continue.title')}
        </h2>
        <p id="onb-continue-hint" className="onb-muted">
          {ready ? t('onb.continue.ready') : t('onb.continue.hint')}
        </p>
        <button
          type="button"
          className="onb-button onb-button-primary"
          disabled={!ready}
          aria-describedby="onb-continue-hint"
          onClick={onContinue}
        >
          {t('onb.continue')}
        </button>
      </section>
    </>
  );
}
