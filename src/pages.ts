import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';

/** The built hosted pages (`npm run build`); `npm start` builds them when missing. */
export const WEB_DIST = path.resolve(__dirname, '../web/dist');

/** Paths the single-page app answers: the onboarding link, the report and the dashboard. */
const PAGE_PATHS = ['/onboarding', '/onboarding/*rest', '/app', '/app/*rest'];

/**
 * No third-party origin: scripts, styles and the GraphQL connection (HTTP and WebSocket) are all
 * same-origin. The onboarding link carries a token in its query, so no Referer may leave the page.
 */
const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
      "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  );
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
};

/** Serves the built pages; without a build, page paths answer 503 with how to build them. */
export function pagesRouter(dist: string = WEB_DIST, r: Router = Router()): Router {
  const index = path.join(dist, 'index.html');
  r.use(
    '/assets',
    securityHeaders,
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  r.get(PAGE_PATHS, securityHeaders, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The hosted pages are not built: run `npm run build`.\n');
      return;
    }
    res.sendFile(index);
  });
  return r;
}
