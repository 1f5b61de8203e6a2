import type { Request, RequestHandler } from 'express';
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

/**
 * Latency per route pattern (`/v2/webhooks/:id`, never the raw URL). Express sets `req.route` when a
 * route matches, inside its router, while `req.baseUrl` is still that router's mount path; by the
 * time the response finishes an error may have unwound `baseUrl`, so the pattern is taken then.
 */
export function httpMetrics(metrics: AppMetrics): RequestHandler {
  return (req, res, next) => {
    if (SKIPPED.has(req.path)) return next();
    const start = process.hrtime.bigint();
    let route: unknown;
    let pattern: string | null = null;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set: (value: { path?: unknown } | undefined) => {
        route = value;
        if (value) pattern = joinRoute(req.baseUrl, value.path);
      },
    });
    res.once('close', () => {
      const status_class = res.headersSent ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
      const labels = { method: req.method, route: pattern ?? mountLabel(req), status_class };
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  };
}
