import { useEffect } from 'react';
import { Dashboard } from './dashboard/Dashboard';
import { Login } from './Login';
import { ReportPage } from './report/ReportPage';
import { navigate, parseRoute, useLocation } from './router';
import { SessionProvider, useSession } from './session';
import { Shell } from './Shell';
import { NotFound } from './NotFound';
import './staff.css';

/** The customer's staff pages: sign-in, the live dashboard and a verification's report. */
export function StaffApp() {
  return (
    <SessionProvider>
      <div className="staff">
        <Pages />
      </div>
    </SessionProvider>
  );
}

function Pages() {
  const { pathname, search } = useLocation();
  const { session } = useSession();
  const route = parseRoute(pathname);
  const needsSignIn = route.name !== 'login' && !session;

  useEffect(() => {
    if (!needsSignIn) return;
    const next = new URLSearchParams({ next: pathname + (search.size ? `?${search}` : '') });
    navigate(`/app/login?${next}`, { replace: true });
  }, [needsSignIn, pathname, search]);

  if (route.name === 'login') return <Login />;
  if (needsSignIn) return null;
  return (
    <Shell>
      {route.name === 'dashboard' && <Dashboard />}
      {route.name === 'report' && <ReportPage key={route.id} id={route.id} />}
      {route.name === 'notFound' && <NotFound />}
    </Shell>
  );
}
