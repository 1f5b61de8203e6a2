import type { Express, Request, RequestHandler } from 'express';
import type { AppMetrics } from './metrics';

/** Every path no route claimed (unknown paths, and requests refused before routing) shares one label. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Mounted handlers that are not express routes, labelled by their mount point. */
const MOUNTS: [prefix: string, label: string][] = [
  ['/graphql', '/graphql'],
  ['/assets/', '/assets/*'],
];

/** Not measured: scrapes would measure themselves. */
const SKIPPED = new Set(['/metrics']);

function joinRoute(baseUrl: string, path: unknown): string {
  const pattern = Array.isArray(path) ? path.join('|') : String(path);
  if (pattern === '/' && baseUrl) return baseUrl;
  return `${baseUrl}${pattern}`;
}

function mountLabel(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  const mount = MOUNTS.find(([prefix]) => path === prefix || path.startsWith(prefix));
  return mount ? mount[1] : UNMATCHED_ROUTE;
}

/** The route pattern a request matched, kept on the request when express sets its `route`. */
const PATTERN = Symbol('routePattern');
const ROUTE = Symbol('route');

type Tracked = Request & { [PATTERN]?: string; [ROUTE]?: unknown };

/**
 * Latency per route pattern (`/v2/webhooks/:id`, never the raw URL). Express sets `req.route` when a
 * route matches, inside its router, while `req.baseUrl` is still that router's mount path; by the
 * time the response finishes an error may have unwound `baseUrl`, so the pattern is taken then: by
 * an accessor on the app's request prototype (`app.request`), defined once rather than on every
 * request, which would turn each request object into a slow dictionary.
 */
export function httpMetrics(app: Express, metrics: AppMetrics): RequestHandler {
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Tracked) {
      return this[ROUTE];
    },
    set(this: Tracked, value: { path?: unknown } | undefined) {
      this[ROUTE] = value;
      if (value) this[PATTERN] = joinRoute(this.baseUrl, value.path);
    },
  });
  return (req: Tracked, res, next) => {
    if (SKIPPED.has(req.path)) return next();
    const start = performance.now();
    res.once('close', () => {
      const status_class = res.headersSent ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
      const labels = { method: req.method, route: req[PATTERN] ?? mountLabel(req), status_class };
      metrics.httpDuration.observe(labels, (performance.now() - start) / 1000);
    });
    next();
  };
}
