import fc from 'fast-check';
import { Agent, fetch, FormData } from 'undici';
import { aFlow, aFormSchema, aVerification, aWebhook } from './helpers/builders';
import {
  anyValue,
  fingerprint,
  FUZZ_RUNS,
  FUZZ_SEED,
  hostileObject,
  invalidUtf8,
  nastyString,
  NASTY_STRINGS,
} from './helpers/fuzz';
import { documentedOperations, responseProblem, type OperationInfo } from './helpers/openapi';
import { ADMIN_TOKEN, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

const operations = documentedOperations();
// A connection per request: a reset then means the server cut that request, not that a reused idle
// connection was closed under it.
const fresh = new Agent({ pipelining: 0 });

let t: TestApp;
let a: TestAccount;
let endClientToken = '';
const seeds: string[] = [];
beforeAll(async () => {
  // API role: no dispatcher or workers, so nothing but the fuzzed request writes to the database.
  t = await startTestApp({}, { role: 'api' });
  a = await t.createAccount('Fuzz');
  const key = a.apiKey;
  await t.request('POST', '/v2/form-schemas', { key, body: aFormSchema() });
  await t.request('POST', '/account-flows', { key, body: aFlow({ id_slug: 'kyb' }) });
  const hook = await t.request('POST', '/v2/webhooks', { key, body: aWebhook() });
  const v = await t.request('POST', '/verifications', { key, body: aVerification({ flow_id: 'kyb' }) });
  endClientToken = v.body.access_token;
  seeds.push(v.body.id, hook.body.id, 'kyb', 'datos-adicionales', 'empresa-123', 'details', 'doc_3');
  seeds.push(...v.body.items.map((i: { id: number }) => String(i.id)));
});
afterAll(async () => {
  await fresh.close();
  await t.stop();
});

/** Percent-encodes every byte (lone surrogates included, which encodeURIComponent refuses). */
const encodeBytes = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** A path parameter: a real id now and then, else something hostile, encoded or (sometimes) raw. */
const pathParam = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...seeds).map(encodeURIComponent) },
    { weight: 5, arbitrary: nastyString().map((s) => encodeBytes(s.slice(0, 2000)) || '%20') },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '..%2f..%2fadmin', '%00', '%', '%zz', ';') },
  );

const query = () =>
  fc.option(
    fc
      .dictionary(
        fc.constantFrom('page_size', 'next', 'status', 'itemType', 'tag', 'expires', 'signature', 'x'),
        fc.constantFrom(...NASTY_STRINGS),
        { maxKeys: 3 },
      )
      .map((q) => `?${new URLSearchParams(q).toString()}`),
    { nil: '' },
  );

type Body = { payload?: string | Buffer | FormData; contentType?: string };

function bodyFor(op: OperationInfo): fc.Arbitrary<Body> {
  const keys = Object.keys(op.body?.jsonSchema?.properties ?? {});
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v), contentType: 'application/json' });
  const generic = fc.oneof(
    { weight: 4, arbitrary: hostileObject(keys.length ? keys : ['name', 'id']).map(json) },
    { weight: 2, arbitrary: anyValue().map(json) },
    {
      weight: 1,
      arbitrary: invalidUtf8().map((b): Body => ({ payload: b, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: nastyString().map((s): Body => ({ payload: s, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({ payload: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' }),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
  if (op.body?.media === 'multipart') {
    const form = fc
      .record({
        field: fc.constantFrom('file', 'files', 'template', 'x'),
        bytes: fc.uint8Array({ maxLength: 2048 }),
        name: nastyString(),
        password: fc.option(nastyString()),
      })
      .map(({ field, bytes, name, password }): Body => {
        const data = new FormData();
        data.append(field, new Blob([bytes]), name.slice(0, 300) || 'f');
        if (password !== null) data.append('file_password', password.slice(0, 5000));
        return { payload: data };
      });
    return fc.oneof({ weight: 3, arbitrary: form }, generic);
  }
  if (op.body?.media === 'binary') {
    return fc.oneof(
      fc
        .uint8Array({ maxLength: 4096 })
        .map((b): Body => ({ payload: Buffer.from(b), contentType: 'application/pdf' })),
      generic,
    );
  }
  return generic;
}

function headersFor(op: OperationInfo, who: 'own' | 'token' | 'admin' | 'none', idem: string | null) {
  const headers: Record<string, string> = {};
  if (who === 'own') headers['x-api-key'] = a.apiKey;
  if (who === 'token') headers.authorization = `Bearer ${endClientToken}`;
  if (who === 'admin' || (who === 'own' && op.auth === 'admin'))
    headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  if (idem !== null && (op.method === 'post' || op.method === 'put')) headers['idempotency-key'] = idem;
  return headers;
}

const restCase = fc.constantFrom(...operations).chain((op) =>
  fc.record({
    op: fc.constant(op),
    params: fc.array(pathParam(), { minLength: 8, maxLength: 8 }),
    query: query(),
    body: op.method === 'get' || op.method === 'delete' ? fc.constant<Body>({}) : bodyFor(op),
    who: fc.constantFrom<'own' | 'token' | 'admin' | 'none'>('own', 'own', 'own', 'token', 'admin', 'none'),
    idem: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('', 'k'.repeat(256))), { freq: 3 }),
  }),
);

describe('REST paths under generated malformed requests', () => {
  it('never answer 5xx; every refusal carries the error body; a refused request writes nothing', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(restCase, async ({ op, params, query: q, body, who, idem }) => {
        let i = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => params[i++]!) + q;
        const before = await fingerprint(t.app.deps.db);
        const headers = headersFor(op, who, idem);
        if (body.contentType) headers['content-type'] = body.contentType;
        const res = await fetch(`${t.url}${path}`, {
          method: op.method.toUpperCase(),
          headers,
          body: body.payload,
          dispatcher: fresh,
        });
        const text = await res.text();
        let parsed: any = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* downloads are not JSON */
        }
        const context = `${op.method.toUpperCase()} ${path.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
        if (res.status >= 500) throw new Error(`5xx: ${context}`);
        if (res.status < 400) return;
        refused++;
        expect(parsed).toMatchObject({
          success: false,
          code: expect.any(String),
          message: expect.any(String),
        });
        expect(new Date(parsed.timestamp).toString()).not.toBe('Invalid Date');
        // The path the service saw: the URL parser resolves dot segments (`.`, `..`, `%2e%2e`) as
        // fetch sends it, so `/verifications/./add-items` reaches `/verifications/add-items`.
        const sent = new URL(`${t.url}${path}`).pathname;
        const problem = responseProblem(op.method, sent, {
          status: res.status,
          headers: res.headers,
          body: parsed,
        });
        if (problem) throw new Error(`${problem}\n${context}`);
        expect(await fingerprint(t.app.deps.db)).toEqual(before);
      }),
      { numRuns: FUZZ_RUNS * 3, seed: FUZZ_SEED, endOnFailure: true },
    );
    expect(refused).toBeGreaterThan(FUZZ_RUNS * 2);
  }, 900_000);
});
