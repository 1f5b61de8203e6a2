import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { notFound } from '../../domain/errors';
import { openApiDocument } from './document';

const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png']);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>bvs API reference</title>
    <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/docs/assets/init.js"></script>
  </body>
</html>
`;

/**
 * Nothing from another origin. Swagger UI sets inline style attributes and draws icons from data:
 * URIs; its scripts are files, so no inline script runs.
 */
const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy':
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  next();
};

/** `GET /openapi.json` and the API reference at `/docs`: public, no credential. */
export function openApiRoutes(r: Router = Router()): Router {
  const json = JSON.stringify(openApiDocument());
  // express answers 304 to a matching If-None-Match (its ETag of the body).
  r.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(json);
  });
  r.get('/docs', securityHeaders, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(PAGE);
  });
  r.get('/docs/assets/init.js', securityHeaders, (_req, res) => {
    res.sendFile(path.join(__dirname, 'swagger-initializer.js'), { maxAge: '5m' });
  });
  r.get('/docs/assets/:file', securityHeaders, (req, res) => {
    const file = String(req.params.file);
    if (!ASSETS.has(file)) throw notFound('Asset');
    res.sendFile(path.join(SWAGGER_UI, file), { maxAge: '1d' });
  });
  return r;
}
