import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { OPERATIONS } from '../src/rest-compat/openapi';
import { aFlow, aFormSchema, aVerification, aWebhook } from './helpers/builders';
import { buildDocx } from './helpers/docx';
import { upload } from './helpers/documents';
import { deep, fingerprint } from './helpers/fuzz';
import {
  ADMIN_TOKEN,
  expectErrorBody,
  startTestApp,
  type HttpResult,
  type TestAccount,
  type TestApp,
} from './helpers/test-app';

// Hostile input, GraphQL limits, methods and cross-account references, each with its exact status and
// code; every refusal leaves the database as it was. Runs on PGlite and on Postgres alike.
let t: TestApp;
let a: TestAccount;
let b: TestAccount;
let va: { id: string; items: { id: number; item_type: string }[] };
let vb: { id: string; items: { id: number; item_type: string }[] };
let hookB: string;

const uploadTemplate = async (key: string) => {
  const form = new FormData();
  form.append('file', new Blob([buildDocx(['Empresa {legal_business_name}'])]), 'plantilla.docx');
  form.append('name', 'Plantilla');
  const res = await fetch(`${t.url}/v2/doc-templates`, {
    method: 'POST',
    headers: { 'x-api-key': key },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

beforeAll(async () => {
  // API role: no workers, so nothing but the requests under test writes to the database.
  t = await startTestApp({}, { role: 'api' });
  a = await t.createAccount('A');
  b = await t.createAccount('B');
  for (const [account, schemaId] of [
    [a, 'a-form'],
    [b, 'b-only-form'],
  ] as const) {
    const key = account.apiKey;
    expect(
      (await t.request('POST', '/v2/form-schemas', { key, body: aFormSchema({ id_schema: schemaId }) }))
        .status,
    ).toBe(200);
    expect((await t.request('POST', '/account-flows', { key, body: aFlow({ id_slug: 'kyb' }) })).status).toBe(
      201,
    );
  }
  hookB = (await t.request('POST', '/v2/webhooks', { key: b.apiKey, body: aWebhook() })).body.id;
  const create = async (key: string) =>
    (await t.request('POST', '/verifications', { key, body: aVerification({ flow_id: 'kyb' }) })).body;
  va = await create(a.apiKey);
  vb = await create(b.apiKey);
});
afterAll(() => t.stop());

/** The answer, and that the database is exactly as before it. */
async function unchanged(send: () => Promise<HttpResult>): Promise<HttpResult> {
  const before = await fingerprint(t.app.deps.db);
  const res = await send();
  expect(await fingerprint(t.app.deps.db)).toEqual(before);
  return res;
}

const expectRefusedField = (res: HttpResult, path: string) => {
  expectErrorBody(res, 400, 'VALIDATION_ERROR');
  expect(res.body.details).toEqual([{ path, message: expect.stringMatching(/NUL|surrogate|deeper/) }]);
};

const gqlError = (res: HttpResult) => res.body?.errors?.[0];

describe('hostile strings and structures over REST', () => {
  const NUL = 'a\u0000b';
  const LONE = 'x\ud800y';
  it.each([
    [
      'a NUL in a tag',
      'POST',
      '/verifications',
      { ...aVerification({ tag: NUL }), items: [{ type: 'csf_mx' }] },
      'tag',
    ],
    [
      'a lone surrogate in metadata',
      'POST',
      '/verifications',
      aVerification({ flow_id: 'kyb', metadata: { note: LONE } }),
      'metadata.note',
    ],
    [
      'a NUL in an item tag key',
      'POST',
      '/verifications',
      aVerification({ items: [{ type: 'csf_mx', tags: { [NUL]: 'x' } }] }),
      'items[0].tags',
    ],
    [
      'a lone low surrogate in a webhook description',
      'POST',
      '/v2/webhooks',
      aWebhook({ description: '\udc00' }),
      'description',
    ],
    [
      'a NUL in a form schema name',
      'POST',
      '/v2/form-schemas',
      aFormSchema({ id_schema: 'nul', name: NUL }),
      'name',
    ],
    [
      'a NUL in a flow name',
      'POST',
      '/account-flows',
      aFlow({ id_slug: 'nul', friendly_name: NUL }),
      'friendly_name',
    ],
  ])('refuses %s with 400 VALIDATION_ERROR naming the field', async (_name, method, path, body, field) => {
    const res = await unchanged(() => t.request(method, path, { key: a.apiKey, body }));
    expectRefusedField(res, field);
  });

  it('refuses a NUL in a review reason', async () => {
    const item = va.items[0]!.id;
    const res = await unchanged(() =>
      t.request('POST', `/v2/verification-items/${item}/reprocess`, {
        key: a.apiKey,
        body: { reason: '\u0000' },
      }),
    );
    expectRefusedField(res, 'reason');
  });

  it('refuses a NUL in a query string parameter and in a path parameter, naming it', async () => {
    expectRefusedField(await t.request('GET', '/verifications?tag=a%00b', { key: a.apiKey }), 'tag');
    expectRefusedField(await t.request('GET', '/v2/companies/a%00b/details', { key: a.apiKey }), 'tag');
    expectRefusedField(await t.request('GET', '/v2/webhooks/%00', { key: a.apiKey }), 'id');
  });

  it('refuses a NUL in an uploaded file name (RFC 5987 filename*)', async () => {
    const item = va.items.find((i) => i.item_type !== 'forms')!.id;
    const boundary = 'bvs-boundary';
    const body = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename*=UTF-8''acta%00.pdf`,
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await unchanged(() =>
      t.request('POST', `/verification-items/${item}/file`, {
        key: a.apiKey,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
    );
    expectRefusedField(res, 'file_name');
  });

  it('refuses a body nested 10,000 levels deep, and one just past the limit, before parsing it', async () => {
    for (const depth of [10_000, 65]) {
      // Written by hand: JSON.stringify itself cannot nest 10,000 levels.
      const body = `{"tag":"deep","metadata":${'{"a":'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}}`;
      const res = await unchanged(() => t.request('POST', '/verifications', { key: a.apiKey, body }));
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.message).toMatch(/deeper than 64/);
    }
  });

  it('accepts a body nested just under the limit', async () => {
    const res = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ tag: 'deep-ok', flow_id: 'kyb', metadata: { a: deep(60, true) } }),
    });
    expect(res.status).toBe(201);
  });

  it('refuses metadata over 32 KB, so no answer carries megabytes', async () => {
    const res = await unchanged(() =>
      t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ flow_id: 'kyb', metadata: { blob: 'x'.repeat(40_000) } }),
      }),
    );
    expectErrorBody(res, 400, 'VALIDATION_ERROR');
    expect(res.body.details[0].path).toBe('metadata');
  });
  it('refuses an operator’s item value or validation result over 32 KB, on REST and GraphQL', async () => {
    const item = va.items.find((i) => i.item_type !== 'forms')!.id;
    const big = { blob: 'x'.repeat(40_000) };
    for (const [body, field] of [
      [{ item_value: big }, 'item_value'],
      [{ item_value: {}, validation_result: big }, 'validation_result'],
    ] as const) {
      const res = await unchanged(() =>
        t.request('POST', `/verification-items/${item}/complete`, { key: a.apiKey, body }),
      );
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe(field);
    }
    const gql = await unchanged(() =>
      t.gql(
        a.apiKey,
        'mutation($input: VerificationItemCompleteInput!) { verificationItemComplete(input: $input) { item { id } } }',
        { input: { itemId: String(item), itemValue: big } },
      ),
    );
    expect(gql.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect(gql.body.errors[0].extensions.details[0].path).toBe('input.itemValue');
  });
});

describe('hostile strings and structures over GraphQL', () => {
  const CREATE = `mutation($input: CreateVerificationInput!) { createVerification(input: $input) { id } }`;
  const input = (overrides: Record<string, unknown>) => ({
    country: 'mx',
    tag: 'gql',
    taxId: 'EKU9003173C9',
    items: [{ type: 'csf_mx' }],
    ...overrides,
  });

  it('refuses a NUL in a variable with 400 VALIDATION_ERROR naming it', async () => {
    const res = await unchanged(() => t.gql(a.apiKey, CREATE, { input: input({ tag: 'a\u0000' }) }));
    expect(res.status).toBe(400);
    expect(gqlError(res).extensions).toEqual({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'variables.input.tag', message: expect.stringMatching(/NUL/) }],
    });
  });

  it('refuses a NUL written in the document itself, naming the argument', async () => {
    const query = (escape: string) =>
      `mutation { createWebhook(input: { url: "https://hooks.example.com/x", events: ["verification.v2.created"], description: "a${escape}" }) { secret } }`;
    const res = await unchanged(() => t.gql(a.apiKey, query('\\u0000')));
    expect(res.status).toBe(400);
    expect(gqlError(res).extensions.details).toEqual([
      { path: 'createWebhook.input.description', message: expect.stringMatching(/NUL/) },
    ]);
    // A lone surrogate escape does not even parse as GraphQL.
    const surrogate = await unchanged(() => t.gql(a.apiKey, query('\\ud800')));
    expect({ status: surrogate.status, code: gqlError(surrogate).extensions.code }).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('refuses variables nested deeper than 64 levels', async () => {
    const res = await unchanged(() =>
      t.gql(a.apiKey, CREATE, { input: input({ metadata: deep(100, true) }) }),
    );
    expect(res.status).toBe(400);
    expect(gqlError(res).extensions.code).toBe('VALIDATION_ERROR');
  });
});

describe('GraphQL operation limits', () => {
  const aliases = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `v${i}: verifications(first: 1) { nodes { id } }`).join(' ')} }`;
  // Each inline fragment is a level of nesting (graphql-armor does not flatten them).
  const depth = (n: number) => `{ viewer { ${'... on Account { '.repeat(n)}id${' }'.repeat(n)} } }`;

  async function refusedWithoutStatements(query: string, code: string) {
    // The key is looked up (and remembered 5 s) here, afresh: a lookup remembered by an earlier request
    // could expire between this one and the next, which would then read the key (seen once in CI).
    t.app.deps.caches.apiKeys.clear();
    await t.gql(a.apiKey, '{ viewer { id } }');
    const before = t.app.database.stats.queries;
    const res = await t.gql(a.apiKey, query);
    expect({ status: res.status, code: gqlError(res)?.extensions?.code }).toEqual({ status: 400, code });
    expect(t.app.database.stats.queries - before).toBe(0);
    return res;
  }

  it('refuses more than 30 aliases with ALIAS_LIMIT_EXCEEDED, reading nothing', async () => {
    expect((await t.gql(a.apiKey, aliases(30))).status).toBe(200);
    await refusedWithoutStatements(aliases(31), 'ALIAS_LIMIT_EXCEEDED');
  });

  it('refuses the 2,000-alias amplification at its token count', async () => {
    await refusedWithoutStatements(aliases(2000), 'TOKEN_LIMIT_EXCEEDED');
  });

  it('refuses selections nested deeper than 12 with DEPTH_LIMIT_EXCEEDED', async () => {
    expect((await t.gql(a.apiKey, depth(10))).status).toBe(200);
    await refusedWithoutStatements(depth(12), 'DEPTH_LIMIT_EXCEEDED');
  });

  it('refuses more than 20 directives with DIRECTIVE_LIMIT_EXCEEDED', async () => {
    await refusedWithoutStatements(
      `{ viewer { id ${'@include(if: true) '.repeat(21)} } }`,
      'DIRECTIVE_LIMIT_EXCEEDED',
    );
  });

  it('refuses an operation costing more than 5,000 with COST_LIMIT_EXCEEDED and its cost', async () => {
    const query = `{ ${[1, 2, 3].map((i) => `p${i}: verifications(first: 100) { nodes { items { itemValue } } }`).join(' ')} }`;
    const res = await refusedWithoutStatements(query, 'COST_LIMIT_EXCEEDED');
    expect(gqlError(res).extensions).toMatchObject({
      cost: 3 * (1 + 100 * (1 + 20 * (1 + 2))),
      maxCost: 5000,
    });
  });

  it('reports the cost of every operation it runs in extensions.cost', async () => {
    const res = await t.gql(a.apiKey, '{ webhooks(first: 10) { nodes { id } } }');
    expect(res.status).toBe(200);
    expect((res.body as { extensions?: unknown }).extensions).toEqual({ cost: 11 });
  });

  it('refuses batched requests without running any of them', async () => {
    const res = await unchanged(() =>
      t.request('POST', '/graphql', {
        key: a.apiKey,
        body: [{ query: 'mutation { createSession { token } }' }, { query: '{ viewer { id } }' }],
      }),
    );
    expect(res.status).toBe(400);
  });

  it('applies the same limits over graphql-ws', async () => {
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { 'x-api-key': a.apiKey },
      retryAttempts: 0,
    });
    const run = (query: string, variables?: Record<string, unknown>) =>
      new Promise<any>((resolve) => {
        client.subscribe(
          { query, variables },
          { next: (v) => resolve(v), error: (e) => resolve({ errors: e }), complete: () => undefined },
        );
      });
    try {
      const limited = await run(aliases(31));
      expect(limited.errors[0].extensions.code).toBe('ALIAS_LIMIT_EXCEEDED');
      const hostile = await run('query($t: String!) { companyByTag(tag: $t) { id } }', { t: 'a\u0000' });
      expect(hostile.errors[0].extensions).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'variables.t' }],
      });
    } finally {
      await client.dispose();
    }
  });
});

describe('methods', () => {
  const paths = [...new Set(OPERATIONS.map((op) => op.fullPath))];
  it.each(paths)('answers 405 with Allow for a method %s does not support', async (template) => {
    const path = template.replace(/\{[^}]+\}/g, 'x');
    const documented = OPERATIONS.filter((op) => op.fullPath === template).map((op) =>
      op.method.toUpperCase(),
    );
    const headers: Record<string, string> = template.startsWith('/admin')
      ? { authorization: `Bearer ${ADMIN_TOKEN}` }
      : { 'x-api-key': a.apiKey };
    const res = await t.request('PATCH', path, { headers });
    expectErrorBody(res, 405, 'METHOD_NOT_ALLOWED');
    const allow = res.headers.get('allow')!.split(', ');
    expect(allow).toEqual(expect.arrayContaining(documented));
  });

  it('answers 405 to a method another route of the same path family has, e.g. DELETE /verifications', async () => {
    const res = await t.request('DELETE', '/verifications', { key: a.apiKey });
    expectErrorBody(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});

describe('references between resources stay within the account', () => {
  it('refuses a forms item naming another account’s schema in items, like an unknown schema', async () => {
    for (const schemaId of ['b-only-form', 'nope']) {
      const res = await unchanged(() =>
        t.request('POST', '/verifications', {
          key: a.apiKey,
          body: aVerification({ items: [{ type: 'forms', options: { schema_id: schemaId } }] }),
        }),
      );
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details).toEqual([
        {
          path: 'items[0].options.schema_id',
          message: `names form schema '${schemaId}', which does not exist`,
        },
      ]);
    }
  });

  it('refuses it in add-items too, and accepts the account’s own schema', async () => {
    const add = (schemaId: string) =>
      t.request('PUT', `/verifications/${va.id}/add-items`, {
        key: a.apiKey,
        body: { items: [{ type: 'forms', options: { schema_id: schemaId } }] },
      });
    const refused = await unchanged(() => add('b-only-form'));
    expectErrorBody(refused, 400, 'VALIDATION_ERROR');
    expect(refused.body.details[0].path).toBe('items[0].options.schema_id');
    expect((await add('a-form')).status).toBe(200);
  });

  it('refuses it over GraphQL (createVerification and addVerificationItems)', async () => {
    const create = await unchanged(() =>
      t.gql(
        a.apiKey,
        `mutation { createVerification(input: { country: "mx", tag: "x", taxId: "EKU9003173C9", items: [{ type: "forms", options: { schema_id: "b-only-form" } }] }) { id } }`,
      ),
    );
    expect(gqlError(create).extensions.code).toBe('VALIDATION_ERROR');
    const add = await unchanged(() =>
      t.gql(
        a.apiKey,
        `mutation($v: ID!) { addVerificationItems(verificationId: $v, items: [{ type: "forms", options: { schema_id: "b-only-form" } }]) { id } }`,
        { v: va.id },
      ),
    );
    expect(gqlError(add).extensions.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a flow naming another account’s form schema', async () => {
    const flow = aFlow({ id_slug: 'cross' });
    (flow.flow_items as { items: unknown[] }).items.push({
      type: 'forms',
      options: { schema_id: 'b-only-form' },
    });
    const res = await unchanged(() => t.request('POST', '/account-flows', { key: a.apiKey, body: flow }));
    expectErrorBody(res, 400, 'VALIDATION_ERROR');
  });

  it('answers 404 to an export of another account’s verification or with another account’s template', async () => {
    const [templateA, templateB] = [await uploadTemplate(a.apiKey), await uploadTemplate(b.apiKey)];
    const exportWith = (verification: string, template: string) =>
      unchanged(() =>
        t.request('POST', `/v2/verifications/${verification}/export/${template}`, {
          key: a.apiKey,
          body: { key_people: [] },
        }),
      );
    expectErrorBody(await exportWith(va.id, templateB), 404, 'NOT_FOUND');
    expectErrorBody(await exportWith(vb.id, templateA), 404, 'NOT_FOUND');
  });

  it('answers 404 to a file sent to another account’s item, by REST, GraphQL or upload ticket', async () => {
    const foreign = vb.items[0]!.id;
    const rest = await unchanged(
      () => upload(t, a.apiKey, foreign, new Uint8Array([0x25, 0x50, 0x44, 0x46])) as never,
    );
    expect((rest as unknown as { status: number }).status).toBe(404);
    const gql = await unchanged(() =>
      t.gql(
        a.apiKey,
        `mutation($i: ID!) { uploadItemFile(itemId: $i, file: { base64: "JVBERg==" }) { id } }`,
        {
          i: String(foreign),
        },
      ),
    );
    expect(gqlError(gql).extensions.code).toBe('NOT_FOUND');
    const ticket = await t.gql(
      a.apiKey,
      `mutation($i: ID!) { createUploadTicket(itemId: $i) { uploadUrl } }`,
      {
        i: String(foreign),
      },
    );
    expect(gqlError(ticket).extensions.code).toBe('NOT_FOUND');
  });

  it('answers 404 to deliveries and retries of another account’s webhook', async () => {
    expectErrorBody(
      await t.request('GET', `/v2/webhooks/${hookB}/deliveries`, { key: a.apiKey }),
      404,
      'NOT_FOUND',
    );
    const retry = await unchanged(() =>
      t.request('POST', `/v2/webhooks/${hookB}/deliveries/retry`, {
        key: a.apiKey,
        body: { since: '2020-01-01T00:00:00Z' },
      }),
    );
    expectErrorBody(retry, 404, 'NOT_FOUND');
  });
});
