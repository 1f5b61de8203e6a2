import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';

/** The GraphQL explorer's build (`npm run build:explorer`, GraphiQL bundled from the npm registry). */
export const EXPLORER_DIST = path.resolve(__dirname, '../../web/explorer/dist');

/** Same-origin only; GraphiQL sets inline styles and loads fonts and icons as data: URIs. */
const explorerHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy':
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
      "font-src 'self' data:; connect-src 'self' ws: wss:; worker-src 'self' blob:; base-uri 'none'; " +
      "form-action 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  next();
};

const LANDING = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>bvs: business verification</title>
    <link rel="icon" href="/favicon.ico" />
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 42rem; margin: 3rem auto; padding: 0 1rem; color: #1b1f24; }
      h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
      p.lead { color: #4a5560; margin-top: 0; }
      ul { padding-left: 1.2rem; }
      li { margin: 0.4rem 0; }
      a { color: #0b5cad; }
      code { background: #f1f3f5; padding: 0 0.25rem; border-radius: 3px; }
    </style>
  </head>
  <body>
    <main>
      <h1>bvs</h1>
      <p class="lead">Business verification (KYB) for Mexican companies, self-hosted.</p>
      <ul>
        <li><a href="/app/login">Dashboard</a>: sign in with an API key</li>
        <li><a href="/docs">REST API reference</a> (and <a href="/openapi.json">the OpenAPI document</a>)</li>
        <li><a href="/graphql">GraphQL explorer</a>: put your key in its headers as <code>x-api-key</code></li>
        <li>Probes: <a href="/healthz">/healthz</a> (liveness), <a href="/readyz">/readyz</a> (readiness), <code>/metrics</code> (Prometheus)</li>
      </ul>
      <p>Every API call needs an account's API key, in <code>x-api-key</code> or <code>Authorization: Bearer</code>.</p>
    </main>
  </body>
</html>
`;

/**
 * The favicon: a 16×16 32-bit ICO (one BMP image), a white "b" on a blue square with cut corners,
 * drawn here rather than kept as a binary file.
 */
function favicon(): Buffer {
  const size = 16;
  const pixels = Buffer.alloc(size * size * 4); // BGRA, rows bottom-up; zero is transparent
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if ((x === 0 || x === size - 1) && (y === 0 || y === size - 1)) continue;
      const stem = x >= 4 && x <= 6 && y >= 2 && y <= 13;
      const bowl = x >= 4 && x <= 11 && y >= 7 && y <= 13 && !(x >= 7 && x <= 9 && y >= 9 && y <= 11);
      pixels.writeUInt32BE(stem || bowl ? 0xffffffff : 0xad5c0bff, ((size - 1 - y) * size + x) * 4);
    }
  }
  const bmp = Buffer.alloc(40);
  bmp.writeUInt32LE(40, 0);
  bmp.writeInt32LE(size, 4);
  bmp.writeInt32LE(size * 2, 8); // the colour image and its mask, together
  bmp.writeUInt16LE(1, 12);
  bmp.writeUInt16LE(32, 14);
  const image = Buffer.concat([bmp, pixels, Buffer.alloc(size * 4)]); // AND mask: rows of 32 bits
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // with one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}

const wantsHtml = (accept: string | undefined) =>
  Boolean(accept) && /text\/html/.test(accept!) && !/application\/(graphql-response\+)?json/.test(accept!);

/**
 * Public pages that take no credential: the landing page at `/`, `/favicon.ico`, and the GraphQL
 * explorer at `GET /graphql` when a browser asks for HTML (an API client's GET or POST goes on to the
 * GraphQL server). The explorer's own calls to /graphql carry the key the user enters.
 */
export function publicPages(explorerDist: string = EXPLORER_DIST, r: Router = Router()): Router {
  const icon = favicon();
  r.get('/', (_req, res) => {
    res.set({
      'Cache-Control': 'public, max-age=300',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
    });
    res.type('html').send(LANDING);
  });
  r.get('/favicon.ico', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/x-icon').send(icon);
  });
  const index = path.join(explorerDist, 'index.html');
  r.get('/graphql', (req, res, next) => {
    if (!wantsHtml(req.get('accept')) || req.query.query !== undefined) return next();
    explorerHeaders(req, res, () => {
      res.set('Cache-Control', 'no-cache');
      if (!existsSync(index)) {
        res.status(503).type('text/plain').send('The GraphQL explorer is not built: run `npm run build`.\n');
        return;
      }
      res.sendFile(index);
    });
  });
  r.use(
    '/graphql/explorer/assets',
    explorerHeaders,
    express.static(path.join(explorerDist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  // Anything else under the explorer's prefix is a missing asset, not a GraphQL request.
  r.use('/graphql/explorer', (_req, res) => {
    res.status(404).type('text/plain').send('Not found\n');
  });
  return r;
}
