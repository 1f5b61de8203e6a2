import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Router } from 'express';
import { restRouter } from '../src/rest-compat';
import { adminRoutes } from '../src/rest-compat/admin.routes';
import { openApiDocument } from '../src/rest-compat/openapi';
import { OAS31, refsIn, schemasIn } from './helpers/oas31';
import { documentedOperations, responseProblem } from './helpers/openapi';
import { startTestApp, type TestApp } from './helpers/test-app';

type Json = Record<string, any>;
const doc = openApiDocument() as Json;

const operations = () =>
  Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json })),
  );

/** Every route the routers register (express 5 keeps each layer's path in `rawPath`). */
function registered(router: Router, prefix = ''): string[] {
  return (router.stack as Json[]).flatMap((layer) => {
    const join = (p: string) => `${prefix}/${p}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    if (layer.route) {
      const paths: string[] = [layer.route.path].flat();
      return Object.keys(layer.route.methods).flatMap((m) => paths.map((p) => `${m} ${join(p)}`));
    }
    return layer.handle?.stack ? registered(layer.handle as Router, join(String(layer.rawPath ?? ''))) : [];
  });
}

const expressPattern = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
const sample = (path: string) => path.replace(/\{\w+\}/g, 'x1');

describe('the OpenAPI document', () => {
  it('has the shape of an OpenAPI 3.1 document', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(OAS31);
    expect(validate(doc) ? [] : validate.errors).toEqual([]);
  });

  it('resolves every $ref, names unique operations, tags and security schemes it defines', () => {
    const missing = refsIn(doc).filter((ref) => {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<any>((at, k) => at?.[k.replace(/~1/g, '/')], doc);
      return !ref.startsWith('#/') || target === undefined;
    });
    expect(missing).toEqual([]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set((doc.tags as Json[]).map((t) => t.name));
    expect(operations().filter(({ op }) => !op.tags.every((t: string) => tags.has(t)))).toEqual([]);
    const schemes = Object.keys(doc.components.securitySchemes);
    const used = operations().flatMap(({ op }) => op.security.flatMap((s: Json) => Object.keys(s)));
    expect(used.filter((s) => !schemes.includes(s))).toEqual([]);
  });

  it('declares every path parameter of each template, and no other', () => {
    const param = (p: Json) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p);
    const mismatched = operations().filter(({ path, op }) => {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).map(param).filter((p: Json) => p.in === 'path');
      return JSON.stringify(declared.map((p: Json) => p.name).sort()) !== JSON.stringify(inTemplate);
    });
    expect(mismatched.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('holds only valid JSON Schema 2020-12 schemas', () => {
    const inline = Object.assign(
      {},
      ...operations().map(({ path, method, op }) => schemasIn(op, `${method} ${path}`)),
    );
    const defs = JSON.parse(
      JSON.stringify({ ...doc.components.schemas, ...inline }).replaceAll(
        '#/components/schemas/',
        '#/$defs/',
      ),
    );
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false });
    addFormats(ajv);
    ajv.addFormat('binary', true).addKeyword('example');
    ajv.addSchema({ $defs: defs }, 'doc');
    const invalid = Object.keys(defs).filter((name) => {
      try {
        return !ajv.getSchema(`doc#/$defs/${encodeURIComponent(name)}`);
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
    expect(Object.keys(defs).length).toBeGreaterThan(100);
  });
});

describe('the documented routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('are exactly the routes the REST and operator routers register', () => {
    const routes = [
      ...registered(restRouter(t.app.deps)),
      ...registered(adminRoutes(t.app.deps, 'x'), '/admin'),
    ];
    expect(routes).toEqual(
      expect.arrayContaining(['post /v2/webhooks', 'get /webhooks', 'post /admin/accounts']),
    );
    const documented = operations().map(({ method, path }) => `${method} ${path}`);
    const matches = (route: string, op: string) => {
      const [method, path] = route.split(' ');
      const [opMethod, opPath] = op.split(' ');
      return method === opMethod && expressPattern(path!).test(sample(opPath!));
    };
    expect(routes.filter((r) => !documented.some((d) => matches(r, d)))).toEqual([]);
    expect(documented.filter((d) => !routes.some((r) => matches(r, d)))).toEqual([]);
  });

  it('send each documented operation to the most specific route that matches it', () => {
    // Express takes the first route that matches, in the order the routers register them: a route with
    // fewer literal segments (`/v2/verifications/:id/:section`) must not come before a more specific
    // one (`/v2/verifications/:id/findings`).
    const routes = [
      ...registered(restRouter(t.app.deps)),
      ...registered(adminRoutes(t.app.deps, 'x'), '/admin'),
    ];
    const literals = (route: string) => route.split('/').filter((s) => s && !s.startsWith(':')).length;
    const taken = operations().flatMap(({ method, path }) => {
      const matching = routes.filter(
        (r) => r.startsWith(`${method} `) && expressPattern(r.split(' ')[1]!).test(sample(path)),
      );
      const best = Math.max(...matching.map(literals));
      return matching[0] && literals(matching[0]) < best ? [`${method} ${path} → ${matching[0]}`] : [];
    });
    expect(taken).toEqual([]);
  });

  it('list each operation with its request body schema for generated requests', () => {
    const ops = documentedOperations();
    expect(ops).toHaveLength(operations().length);
    const create = ops.find((o) => o.operationId === 'createWebhook')!;
    expect(create).toMatchObject({ method: 'post', path: '/v2/webhooks', auth: 'apiKey' });
    expect(create.body?.jsonSchema).toMatchObject({ type: 'object', required: ['url', 'events'] });
    expect(create.body?.zod.safeParse({ url: 'https://a.example', events: [] }).success).toBe(false);
  });

  it('check answers: a wrong body or an unlisted status is reported, a right one is not', () => {
    const json = new Headers({ 'content-type': 'application/json; charset=utf-8' });
    const notFound = { success: false, code: 'NOT_FOUND', message: 'x', timestamp: new Date().toISOString() };
    expect(
      responseProblem('GET', '/v2/webhooks/abc', { status: 404, headers: json, body: notFound }),
    ).toBeNull();
    expect(responseProblem('GET', '/v2/webhooks', { status: 200, headers: json, body: [{ id: 1 }] })).toMatch(
      /listWebhooks.*must have required property 'url'/s,
    );
    expect(responseProblem('GET', '/v2/webhooks/abc', { status: 418, headers: json, body: {} })).toMatch(
      /418, a status the OpenAPI document does not list/,
    );
    expect(responseProblem('GET', '/files/abc', { status: 200, headers: json, body: {} })).toMatch(
      /as application\/json/,
    );
    expect(responseProblem('GET', '/graphql', { status: 418, headers: json, body: {} })).toBeNull();
    const limited = { status: 429, headers: json, body: { ...notFound, code: 'RATE_LIMITED' } };
    expect(responseProblem('GET', '/v2/webhooks', limited)).toMatch(/without the header Retry-After/);
  });

  it('describe the limiter’s 429 as it answers it', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_SECOND: '0.001', RATE_LIMIT_BURST: '1' });
    try {
      const { apiKey } = await limited.createAccount();
      expect((await limited.request('GET', '/v2/webhooks', { key: apiKey })).status).toBe(200);
      // request() has checked this answer against the document: body, status and Retry-After.
      expect((await limited.request('GET', '/v2/webhooks', { key: apiKey })).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});

describe('GET /openapi.json and /docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('serve the document without a credential, cacheable', async () => {
    const res = await fetch(`${t.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
    // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.
    const again = await fetch(`${t.url}/openapi.json`, {
      headers: { 'if-none-match': res.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('serve the API reference with every asset from this origin and no inline script', async () => {
    const res = await fetch(`${t.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'self';/);
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(
      expect.arrayContaining(['/docs/assets/swagger-ui-bundle.js', '/docs/assets/init.js']),
    );
    expect(assets.filter((a) => !/^\/[^/]/.test(a))).toEqual([]);
    const types = await Promise.all(
      assets.map(async (a) => {
        const asset = await fetch(`${t.url}${a}`);
        return `${asset.status} ${asset.headers.get('content-type')?.split(';')[0]}`;
      }),
    );
    expect(types).toEqual(
      assets.map(
        (a) =>
          `200 ${a.endsWith('.css') ? 'text/css' : a.endsWith('.png') ? 'image/png' : 'text/javascript'}`,
      ),
    );
    const init = await (await fetch(`${t.url}/docs/assets/init.js`)).text();
    expect(init).toContain("url: '/openapi.json'");
    expect(init).not.toMatch(/https?:\/\//);
    expect((await fetch(`${t.url}/docs/assets/index.html`)).status).toBe(404);
  });
});
