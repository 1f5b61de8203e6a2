import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './i18n';
import { OnboardingApp } from './onboarding/OnboardingApp';
import { StaffApp } from './staff/StaffApp';
import './styles.css';

/** One bundle, two audiences: the end client's onboarding link and the customer's staff pages. */
function App() {
  const { pathname } = window.location;
  return pathname.startsWith('/onboarding/') ? <OnboardingApp /> : <StaffApp />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
