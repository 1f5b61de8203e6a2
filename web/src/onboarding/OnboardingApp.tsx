import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../i18n';
import { CheckoutPage } from './CheckoutPage';
import { DocumentsPage } from './DocumentsPage';
import { ErrorPage } from './ErrorPage';
import { PageShell } from './PageShell';
import { parseRoute, stepUrl, type OnboardingRoute } from './route';
import { readyForCheckout } from './status';
import { useVerification } from './useVerification';
import './onboarding.css';
import './onboarding-forms.css';

/** The end client's onboarding link: documents and form first, then the check-out. */
export function OnboardingApp() {
  const [route, setRoute] = useState<OnboardingRoute>(() => parseRoute(window.location));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(window.location));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  if (!route.verificationId || !route.token) return <ErrorPage code="UNAUTHORIZED" />;
  return (
    <Onboarding
      route={route}
      verificationId={route.verificationId}
      token={route.token}
      onNavigate={setRoute}
    />
  );
}

interface Props {
  route: OnboardingRoute;
  verificationId: string;
  token: string;
  onNavigate(route: OnboardingRoute): void;
}

function Onboarding({ route, verificationId, token, onNavigate }: Props) {
  const { t } = useI18n();
  const { state, refresh, apply } = useVerification(verificationId, token);
  const go = useCallback(
    (step: OnboardingRoute['step']) => {
      window.history.pushState(null, '', stepUrl(window.location, verificationId, step));
      onNavigate(parseRoute(window.location));
      window.scrollTo(0, 0);
    },
    [verificationId, onNavigate],
  );

  if (state.status === 'error') return <ErrorPage code={state.code} onRetry={() => void refresh()} />;
  if (state.status === 'loading') {
    return (
      <PageShell>
        <p className="onb-loading" role="status">
          {t('common.loading')}
        </p>
      </PageShell>
    );
  }
  const v = state.verification;
  const ready = readyForCheckout(v);
  return (
    <PageShell verification={v}>
      {route.step === 'check-out' && ready ? (
        <CheckoutPage verification={v} onBack={() => go('documents')} />
      ) : (
        <DocumentsPage
          verification={v}
          token={token}
          ready={ready}
          onChanged={apply}
          onUploaded={refresh}
          onContinue={() => go('check-out')}
        />
      )}
    </PageShell>
  );
}
