import { sql } from 'kysely';
import { aFlow, aFormSchema, aVerification, RFC } from './helpers/builders';
import { outboxOf } from './helpers/outbox';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_BASE_URL: 'https://kyb.example.com' });
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
  await t.request('POST', '/v2/form-schemas', {
    key: a.apiKey,
    body: aFormSchema({ id_schema: 'kyb-form' }),
  });
  const flow = aFlow({ id_slug: 'kyb-mx' }) as any;
  flow.flow_items.items.push({ type: 'forms', options: { schema_id: 'kyb-form', is_optional: true } });
  expect((await t.request('POST', '/account-flows', { key: a.apiKey, body: flow })).status).toBe(201);
  expect(
    (await t.request('POST', '/account-flows', { key: b.apiKey, body: aFlow({ id_slug: 'b-flow' }) })).status,
  ).toBe(201);
});
afterAll(() => t.stop());

const create = (key: string, body: unknown) => t.request('POST', '/verifications', { key, body });
const fromFlow = (overrides: Record<string, unknown> = {}) =>
  create(a.apiKey, aVerification({ flow_id: 'kyb-mx', ...overrides }));
const complete = (key: string, itemId: number, body: Record<string, unknown> = {}) =>
  t.request('POST', `/v2/verification-items/${itemId}/complete`, { key, body });
const counts = async () => {
  const { rows } = await sql<{
    v: number;
    i: number;
    e: number;
  }>`select (select count(*)::int from verifications) as v,
    (select count(*)::int from verification_items) as i, (select count(*)::int from outbox_events) as e`.execute(
    t.app.deps.db,
  );
  return rows[0];
};

describe('POST /verifications from a flow', () => {
  it('answers 201 with the verification, its items, links and an access token; writes verification.v2.created', async () => {
    const res = await fromFlow({ tax_id: 'eku9003173c9' });
    expect(res.status).toBe(201);
    const v = res.body;
    expect(v).toMatchObject({
      id: expect.any(String),
      account_id: a.id,
      status: 'pending',
      documents_status: 'pending_upload',
      flow_id: 'kyb-mx',
      tag: 'empresa-123',
      tax_id: RFC.company,
      country: 'mx',
      email: 'finanzas@empresa.mx',
      metadata: { crm_id: 'A-1' },
      key_people: [{ names: 'María López Hernández', scope: ['powers'] }],
      created_by: expect.stringMatching(/^ak_/),
      access_token: expect.stringMatching(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/),
      details_url: `https://kyb.example.com/app/verifications/${v.id}`,
    });
    const onboarding = new URL(v.onboarding_url);
    expect(onboarding.origin + onboarding.pathname).toBe(
      `https://kyb.example.com/onboarding/verification/${v.id}/docs-v2`,
    );
    expect(onboarding.searchParams.get('accessToken')).toBe(v.access_token);
    expect(onboarding.searchParams.get('country')).toBe('mx');
    expect(v.items.map((i: any) => [i.item_order, i.item_type, i.requirement_key, i.item_scope])).toEqual([
      [1, 'csf_mx', 'doc_1', 'advanced'],
      [2, 'ac_mx', 'doc_2', 'advanced'],
      [3, 'generic', 'doc_3', 'advanced'],
      [4, 'bank_statement', 'extra_1', 'advanced'],
      [5, 'ubos', null, 'basic'],
      [6, 'forms', null, 'basic'],
    ]);
    for (const item of v.items) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        item_status: 'pending',
        item_internal_status: 'pending_validation',
        item_error: null,
        original_file_url: null,
      });
    }
    expect(v.items[2].item_options).toMatchObject({
      allowed_item_types: ['pw_mx', 'aa_mx'],
      on_invalid_type_error: 'invalidate',
      is_optional: false,
    });
    expect(v.items[2].item_ui_options).toMatchObject({ conditional_render: true });
    expect(v.items[3].item_options.is_optional).toBe(true);
    expect(await outboxOf(t.app, v.id)).toEqual([
      {
        name: 'verification.v2.created',
        itemId: null,
        data: {
          verification_id: v.id,
          account_id: a.id,
          account_name: 'Fintech A',
          created_at: v.created_at,
          status: 'pending',
          verification_tag: 'empresa-123',
        },
      },
    ]);
  });

  it('keeps the flow’s rules as they were: editing the flow later does not change the verification', async () => {
    const flow = aFlow({ id_slug: 'mutable' });
    await t.request('POST', '/account-flows', { key: a.apiKey, body: flow });
    const res = await create(a.apiKey, aVerification({ flow_id: 'mutable' }));
    await t.request('PUT', '/account-flows/mutable', {
      key: a.apiKey,
      body: { record_validation_schema: { requirements: {} } },
    });
    const read = await t.request('GET', `/verifications/${res.body.id}`, { key: a.apiKey });
    expect(read.body.items).toHaveLength(res.body.items.length);
  });
});

describe('POST /verifications from an item list', () => {
  it('creates the items in order, each pending, with add_item events recorded on the item', async () => {
    const res = await create(
      a.apiKey,
      aVerification({
        items: [
          {
            type: 'csf_mx',
            options: { file_url: 'https://files.example.com/csf.pdf' },
            tags: { source: 'crm' },
          },
          { type: 'generic', options: { client_item_type: 'ac_mx' } },
          { type: 'bank_statement', options: { is_optional: true } },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.flow_id).toBeNull();
    expect(res.body.documents_status).toBe('pending_upload');
    expect(
      res.body.items.map((i: any) => [i.item_order, i.item_type, i.user_event_name, i.user_event_reason]),
    ).toEqual([
      [1, 'csf_mx', 'add_item', null],
      [2, 'generic', 'add_item', 'item created without a file_url'],
      [3, 'bank_statement', 'add_item', 'item created without a file_url'],
    ]);
    expect(res.body.items[0].tags).toEqual({ source: 'crm' });
    expect(res.body.items[0].item_options.file_url).toBe('https://files.example.com/csf.pdf');
  });

  it('finishes when every non-optional item is complete', async () => {
    const { body: v } = await create(
      a.apiKey,
      aVerification({
        items: [
          { type: 'csf_mx' },
          { type: 'ac_mx' },
          { type: 'bank_statement', options: { is_optional: true } },
        ],
      }),
    );
    await complete(a.apiKey, v.items[0].id, { item_value: { rfc: RFC.company } });
    expect((await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey })).body).toMatchObject({
      status: 'pending',
      documents_status: 'partial_upload',
    });
    await complete(a.apiKey, v.items[1].id);
    const done = await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey });
    expect(done.body).toMatchObject({ status: 'finished', documents_status: 'full_upload' });
    const names = (await outboxOf(t.app, v.id)).map((e) => e.name);
    expect(names).toEqual([
      'verification.v2.created',
      'verification_item.v2.internal_status_changed',
      'verification_item.v2.completed',
      'verification_item.v2.internal_status_changed',
      'verification_item.v2.completed',
      'verification.v2.decision_updated',
      'verification.v2.finished',
    ]);
  });
});

describe('bad input to POST /verifications answers 400 naming the field and writes nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an unknown flow', aVerification({ flow_id: 'no-such-flow' }), 'flow_id', 'VALIDATION_ERROR'],
    ['another account’s flow', aVerification({ flow_id: 'b-flow' }), 'flow_id', 'VALIDATION_ERROR'],
    [
      'an RFC with a wrong check digit',
      aVerification({ flow_id: 'kyb-mx', tax_id: 'EKU9003173C8' }),
      'tax_id',
      'VALIDATION_ERROR',
    ],
    [
      'an RFC with an impossible date',
      aVerification({ flow_id: 'kyb-mx', tax_id: 'EKU9013173C9' }),
      'tax_id',
      'VALIDATION_ERROR',
    ],
    ['a malformed RFC', aVerification({ flow_id: 'kyb-mx', tax_id: 'ABC' }), 'tax_id', 'VALIDATION_ERROR'],
    [
      'a missing tax_id',
      { ...aVerification({ flow_id: 'kyb-mx' }), tax_id: undefined },
      'tax_id',
      'VALIDATION_ERROR',
    ],
    ['a missing tag', { ...aVerification({ flow_id: 'kyb-mx' }), tag: undefined }, 'tag', 'VALIDATION_ERROR'],
    [
      'a country other than mx',
      aVerification({ flow_id: 'kyb-mx', country: 'co' }),
      'country',
      'VALIDATION_ERROR',
    ],
    [
      'a bad e-mail',
      aVerification({ flow_id: 'kyb-mx', email: 'not-an-email' }),
      'email',
      'VALIDATION_ERROR',
    ],
    ['neither flow nor items', aVerification(), 'items', 'items_not_provided'],
    ['empty items', aVerification({ items: [] }), 'items', 'items_not_provided'],
    [
      'an unknown item type',
      aVerification({ items: [{ type: 'selfie' }] }),
      'items[0].type',
      'VALIDATION_ERROR',
    ],
    [
      'a file_url that is not http(s)',
      aVerification({ items: [{ type: 'csf_mx', options: { file_url: 'ftp://x/y.pdf' } }] }),
      'items[0].options.file_url',
      'invalid_item_options_file_url',
    ],
    [
      'a file_url that is not a URL',
      aVerification({ items: [{ type: 'csf_mx', options: { file_url: 'csf.pdf' } }] }),
      'items[0].options.file_url',
      'invalid_item_options_file_url',
    ],
    [
      'a doc_validation item without client_item_type',
      aVerification({ items: [{ type: 'doc_validation', options: {} }] }),
      'items[0].options.client_item_type',
      'VALIDATION_ERROR',
    ],
    [
      'both flow and items',
      aVerification({ flow_id: 'kyb-mx', items: [{ type: 'csf_mx' }] }),
      'items',
      'VALIDATION_ERROR',
    ],
    [
      'metadata of the wrong type',
      aVerification({ flow_id: 'kyb-mx', metadata: 'x' }),
      'metadata',
      'VALIDATION_ERROR',
    ],
    [
      'key_people without names',
      aVerification({ flow_id: 'kyb-mx', key_people: [{ scope: ['powers'] }] }),
      'key_people[0].names',
      'VALIDATION_ERROR',
    ],
  ];
  it.each(cases)('%s', async (_name, body, path, code) => {
    const before = await counts();
    const res = await create(a.apiKey, body);
    expectErrorBody(res, 400, code);
    expect(res.body.details.map((d: any) => d.path)).toContain(path);
    expect(await counts()).toEqual(before);
  });

  it('items_not_provided carries the documented message', async () => {
    const res = await create(a.apiKey, aVerification());
    expect(res.body.message).toBe('Please provide a valid items array or a flow id in your request');
  });
});

describe('GET /verifications/{id} and GET /verifications', () => {
  it('reads the full verification with _kind and the read-by-id fields', async () => {
    const { body: v } = await fromFlow({
      signatory_email: 'rep@empresa.mx',
      onboarding_terms_and_conditions: 'v1 aceptados',
      validation_options: { strict: true },
    });
    const res = await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: v.id,
      _kind: 'public_verification',
      signatory_email: 'rep@empresa.mx',
      notification_hint: null,
      validation_options: { strict: true },
      onboarding_terms_and_conditions: { text: 'v1 aceptados' },
      items: v.items,
    });
    expect(typeof res.body.access_token).toBe('string');
  });

  it('answers 404 for another account’s verification or an unknown id', async () => {
    const { body: v } = await fromFlow();
    expectErrorBody(await t.request('GET', `/verifications/${v.id}`, { key: b.apiKey }), 404, 'NOT_FOUND');
    expectErrorBody(
      await t.request('GET', '/verifications/00000000-0000-0000-0000-000000000000', { key: a.apiKey }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(await t.request('GET', '/verifications/xyz', { key: a.apiKey }), 404, 'NOT_FOUND');
  });

  it('lists newest first with page_size (default 10, at most 20), an opaque next cursor, and filters', async () => {
    const acct = await t.createAccount();
    await t.request('POST', '/account-flows', { key: acct.apiKey, body: aFlow({ id_slug: 'f' }) });
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const r = await create(acct.apiKey, aVerification({ flow_id: 'f', tag: i % 2 ? 'odd' : 'even' }));
      ids.unshift(r.body.id);
    }
    const first = await t.request('GET', '/verifications', { key: acct.apiKey });
    expect(first.body.data.map((v: any) => v.id)).toEqual(ids.slice(0, 10));
    expect(typeof first.body.next).toBe('string');
    const big = await t.request('GET', '/verifications?page_size=500', { key: acct.apiKey });
    expect(big.body.data).toHaveLength(20);
    const rest = await t.request(
      'GET',
      `/verifications?page_size=20&next=${encodeURIComponent(big.body.next)}`,
      { key: acct.apiKey },
    );
    expect(rest.body.data.map((v: any) => v.id)).toEqual(ids.slice(20));
    expect(rest.body.next).toBeNull();
    const odd = await t.request('GET', '/verifications?tag=odd&page_size=20', { key: acct.apiKey });
    expect(odd.body.data).toHaveLength(11);
    expect(odd.body.data.every((v: any) => v.tag === 'odd')).toBe(true);
    const finished = await t.request('GET', '/verifications?status=finished', { key: acct.apiKey });
    expect(finished.body).toEqual({ data: [], next: null });
    const pending = await t.request('GET', '/verifications?status=pending&page_size=1', { key: acct.apiKey });
    expect(pending.body.data[0].id).toBe(ids[0]);
  });

  it.each([
    ['page_size=0'],
    ['page_size=-1'],
    ['page_size=abc'],
    ['page_size=1.5'],
    ['status=done'],
    ['next=notacursor'],
  ])('answers 400 to %s', async (query) => {
    expectErrorBody(
      await t.request('GET', `/verifications?${query}`, { key: a.apiKey }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('never lists another account’s verifications', async () => {
    const { body: v } = await fromFlow();
    const listed = await t.request('GET', '/verifications?page_size=20', { key: b.apiKey });
    expect(listed.body.data.map((x: any) => x.id)).not.toContain(v.id);
  });
});

describe('PUT /verifications/{id}/add-items and GET /verification-items/{id}', () => {
  it('appends items after the existing ones and answers them', async () => {
    const { body: v } = await fromFlow();
    const res = await t.request('PUT', `/verifications/${v.id}/add-items`, {
      key: a.apiKey,
      body: {
        items: [
          {
            type: 'doc_validation',
            options: { client_item_type: 'csf_mx', file_url: 'https://files.example.com/a.pdf' },
            tags: { k: 'v' },
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        item_order: 7,
        item_type: 'doc_validation',
        item_status: 'pending',
        item_value: {},
        item_options: expect.objectContaining({ client_item_type: 'csf_mx' }),
      }),
    ]);
    const item = await t.request('GET', `/verification-items/${res.body[0].id}`, { key: a.apiKey });
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({
      id: res.body[0].id,
      verification_id: v.id,
      tags: { k: 'v' },
      original_file_url: null,
    });
  });

  it('never loses an item or repeats an item_order under concurrent requests', async () => {
    const { body: v } = await fromFlow();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request('PUT', `/verifications/${v.id}/add-items`, {
          key: a.apiKey,
          body: {
            items: [
              { type: 'csf_mx', tags: { n: i } },
              { type: 'ac_mx', tags: { n: i } },
            ],
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const read = await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey });
    const orders = read.body.items.map((i: any) => i.item_order);
    expect(orders).toEqual(Array.from({ length: 6 + 24 }, (_, i) => i + 1));
  });

  it('reopens a finished verification when a required item is added', async () => {
    const { body: v } = await create(a.apiKey, aVerification({ items: [{ type: 'csf_mx' }] }));
    await complete(a.apiKey, v.items[0].id);
    expect((await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey })).body.status).toBe(
      'finished',
    );
    await t.request('PUT', `/verifications/${v.id}/add-items`, {
      key: a.apiKey,
      body: { items: [{ type: 'ac_mx' }] },
    });
    expect((await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey })).body.status).toBe('pending');
  });

  it('bad input and foreign ids: 400 or 404, nothing written', async () => {
    const { body: v } = await fromFlow();
    const before = await counts();
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/add-items`, { key: a.apiKey, body: { items: [] } }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/add-items`, { key: a.apiKey, body: {} }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/add-items`, {
        key: a.apiKey,
        body: { items: [{ type: 'nope' }] },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/add-items`, {
        key: a.apiKey,
        body: { items: [{ type: 'csf_mx', options: { file_url: 'javascript:alert(1)' } }] },
      }),
      400,
      'invalid_item_options_file_url',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/add-items`, {
        key: b.apiKey,
        body: { items: [{ type: 'csf_mx' }] },
      }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(
      await t.request('GET', `/verification-items/${v.items[0].id}`, { key: b.apiKey }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(await t.request('GET', '/verification-items/abc', { key: a.apiKey }), 404, 'NOT_FOUND');
    expectErrorBody(
      await t.request('GET', '/verification-items/99999999', { key: a.apiKey }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(await complete(b.apiKey, v.items[0].id), 404, 'NOT_FOUND');
    expect(await counts()).toEqual(before);
  });
});
