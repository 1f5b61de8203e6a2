import { useEffect, useRef, type ReactNode } from 'react';
import { LanguageSwitch, useI18n } from '../i18n';
import { Link, useLocation } from './router';
import { useSession } from './session';

/** The frame of every signed-in page: skip link, brand, account, language and sign-out. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { session, signOut } = useSession();
  const { pathname } = useLocation();
  const first = useRef(true);
  // After an in-page navigation the focus starts at the new page, as after a full page load.
  useEffect(() => {
    if (first.current) first.current = false;
    else document.getElementById('main')?.focus();
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('staff.nav.skip')}
      </a>
      <header className="topbar">
        <Link href="/app" className="brand">
          bvs <span className="brand-sub">{t('staff.nav.console')}</span>
        </Link>
        <nav aria-label={t('staff.nav.label')}>
          <Link
            href="/app/verifications"
            aria-current={pathname.startsWith('/app/verifications/') ? undefined : 'page'}
          >
            {t('staff.nav.verifications')}
          </Link>
        </nav>
        <div className="topbar-end">
          <span className="account" title={t('staff.nav.account')}>
            {session?.account.name}
          </span>
          <LanguageSwitch />
          <button type="button" className="btn btn-quiet" onClick={() => signOut()}>
            {t('staff.nav.signOut')}
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="content">
        {children}
      </main>
    </>
  );
}
