import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type Route =
  { name: 'login' } | { name: 'dashboard' } | { name: 'report'; id: string } | { name: 'notFound' };

export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/app/login') return { name: 'login' };
  if (path === '/app' || path === '/app/verifications') return { name: 'dashboard' };
  const report = /^\/app\/verifications\/([^/]+)$/.exec(path);
  if (report?.[1]) return { name: 'report', id: decodeURIComponent(report[1]) };
  return { name: 'notFound' };
}

const NAVIGATE = 'bvs:navigate';

/** Changes the address without a reload; `replace` keeps the back button out of it. */
export function navigate(to: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE));
}

function listen(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query, re-rendering on navigation and on the back and forward buttons. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(listen, snapshot);
  const url = new URL(href, window.location.origin);
  return { pathname: url.pathname, search: url.searchParams };
}

/** Only paths inside the staff pages may be a sign-in's destination (no open redirect). */
export function safeNext(next: string | null): string {
  return next && /^\/app(\/[\w\-./%]*)?(\?[\w\-=&%.]*)?$/.test(next) && !next.startsWith('//')
    ? next
    : '/app';
}

/** An ordinary link that navigates in place; modified clicks (new tab, …) are left to the browser. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
