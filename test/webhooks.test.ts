import { aWebhook } from './helpers/builders';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('A');
  b = await t.createAccount('B');
});
afterAll(() => t.stop());

const create = (key: string, body: unknown = aWebhook()) => t.request('POST', '/v2/webhooks', { key, body });
const list = async (key: string) => (await t.request('GET', '/v2/webhooks', { key })).body as any[];

describe('REST /v2/webhooks', () => {
  it('creates an enabled webhook and shows the secret only in that response', async () => {
    const res = await create(a.apiKey);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      account_id: a.id,
      url: 'https://hooks.example.com/bvs',
      events: ['verification.v2.finished', 'verification_item.v2.completed'],
      status: 'enabled',
      description: 'production receiver',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const got = await t.request('GET', `/v2/webhooks/${res.body.id}`, { key: a.apiKey });
    expect(got.status).toBe(200);
    expect(got.body).not.toHaveProperty('secret');
    expect(got.body).toEqual(expect.objectContaining({ id: res.body.id, status: 'enabled' }));
    expect((await list(a.apiKey)).every((w) => !('secret' in w))).toBe(true);
  });

  it('keeps the secret encrypted at rest', async () => {
    const res = await create(a.apiKey);
    const row = await t.app.deps.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(res.body.secret.slice(6));
    expect(t.app.deps.secrets.decrypt(row.secret_ciphertext)).toBe(res.body.secret);
  });

  it('lists the account webhooks as a bare array, newest first, on /v2 and unversioned paths', async () => {
    const acct = await t.createAccount();
    const first = await create(acct.apiKey, aWebhook({ description: 'first' }));
    const second = await create(acct.apiKey, aWebhook({ description: 'second' }));
    const v2 = await t.request('GET', '/v2/webhooks', { key: acct.apiKey });
    expect(v2.body.map((w: any) => w.id)).toEqual([second.body.id, first.body.id]);
    const plain = await t.request('GET', '/webhooks', { key: acct.apiKey });
    expect(plain.body).toEqual(v2.body);
  });

  it('updates fields and status, and accepts the boolean active of the sample', async () => {
    const { body: w } = await create(a.apiKey);
    const disabled = await t.request('PUT', `/v2/webhooks/${w.id}`, {
      key: a.apiKey,
      body: { status: 'disabled', description: null },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', description: null, url: w.url });
    expect(Date.parse(disabled.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(w.updated_at));
    const enabled = await t.request('PUT', `/v2/webhooks/${w.id}`, {
      key: a.apiKey,
      body: { active: true, events: ['verification.v2.created'] },
    });
    expect(enabled.body).toMatchObject({ status: 'enabled', events: ['verification.v2.created'] });
    const off = await t.request('PUT', `/v2/webhooks/${w.id}`, { key: a.apiKey, body: { active: false } });
    expect(off.body.status).toBe('disabled');
  });

  it('deletes a webhook with a confirmation message; it is then gone', async () => {
    const { body: w } = await create(a.apiKey);
    const res = await t.request('DELETE', `/v2/webhooks/${w.id}`, { key: a.apiKey });
    expect(res).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expectErrorBody(await t.request('GET', `/v2/webhooks/${w.id}`, { key: a.apiKey }), 404, 'NOT_FOUND');
    expectErrorBody(await t.request('DELETE', `/v2/webhooks/${w.id}`, { key: a.apiKey }), 404, 'NOT_FOUND');
  });

  describe('when the webhook belongs to another account', () => {
    it('answers 404 to get, update and delete, and changes nothing', async () => {
      const { body: w } = await create(a.apiKey);
      expectErrorBody(await t.request('GET', `/v2/webhooks/${w.id}`, { key: b.apiKey }), 404, 'NOT_FOUND');
      expectErrorBody(
        await t.request('PUT', `/v2/webhooks/${w.id}`, { key: b.apiKey, body: { status: 'disabled' } }),
        404,
        'NOT_FOUND',
      );
      expectErrorBody(await t.request('DELETE', `/v2/webhooks/${w.id}`, { key: b.apiKey }), 404, 'NOT_FOUND');
      expect((await list(b.apiKey)).map((x) => x.id)).not.toContain(w.id);
      const still = await t.request('GET', `/v2/webhooks/${w.id}`, { key: a.apiKey });
      expect(still.body.status).toBe('enabled');
    });
  });

  describe('bad input answers 400 naming the field and writes nothing', () => {
    const cases: [string, unknown, string][] = [
      ['a missing url', { events: ['verification.v2.finished'] }, 'url'],
      ['a url of the wrong type', { url: 42, events: ['verification.v2.finished'] }, 'url'],
      ['a url that is not a URL', aWebhook({ url: 'not a url' }), 'url'],
      ['plain http', aWebhook({ url: 'http://hooks.example.com/x' }), 'url'],
      ['a loopback address', aWebhook({ url: 'https://127.0.0.1/x' }), 'url'],
      ['a private address', aWebhook({ url: 'https://10.1.2.3/x' }), 'url'],
      ['the metadata address', aWebhook({ url: 'https://169.254.169.254/latest' }), 'url'],
      ['IPv6 loopback', aWebhook({ url: 'https://[::1]/x' }), 'url'],
      ['an IPv4-mapped loopback', aWebhook({ url: 'https://[::ffff:127.0.0.1]/x' }), 'url'],
      ['localhost', aWebhook({ url: 'https://localhost:8443/x' }), 'url'],
      ['credentials in the url', aWebhook({ url: 'https://user:pw@hooks.example.com/x' }), 'url'],
      ['missing events', { url: 'https://hooks.example.com/x' }, 'events'],
      ['empty events', aWebhook({ events: [] }), 'events'],
      ['an unknown event name', aWebhook({ events: ['verification.v2.exploded'] }), 'events[0]'],
      ['events of the wrong type', aWebhook({ events: 'verification.v2.finished' }), 'events'],
      ['an unknown field', aWebhook({ secret: 'mine' }), 'secret'],
      ['a too long description', aWebhook({ description: 'x'.repeat(1001) }), 'description'],
    ];
    it.each(cases)('%s', async (_name, body, path) => {
      const before = (await list(a.apiKey)).length;
      const res = await create(a.apiKey, body);
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
      expect((await list(a.apiKey)).length).toBe(before);
    });

    it('a body that is not JSON, or not an object', async () => {
      expectErrorBody(
        await t.request('POST', '/v2/webhooks', { key: a.apiKey, body: '{"url": ' }),
        400,
        'BAD_REQUEST',
      );
      expectErrorBody(
        await t.request('POST', '/v2/webhooks', { key: a.apiKey, body: '[1,2]' }),
        400,
        'VALIDATION_ERROR',
      );
      expectErrorBody(
        await t.request('POST', '/v2/webhooks', {
          key: a.apiKey,
          body: 'url=x',
          headers: { 'content-type': 'text/plain' },
        }),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('a body over 1 MB answers 413', async () => {
      const res = await create(a.apiKey, aWebhook({ description: 'x'.repeat(1_100_000) }));
      expectErrorBody(res, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('an update with an unknown status, a contradiction or a bad url changes nothing', async () => {
      const { body: w } = await create(a.apiKey);
      for (const body of [
        { status: 'paused' },
        { status: 'enabled', active: false },
        { url: 'https://192.168.0.1/x' },
        { active: 'yes' },
      ]) {
        expectErrorBody(
          await t.request('PUT', `/v2/webhooks/${w.id}`, { key: a.apiKey, body }),
          400,
          'VALIDATION_ERROR',
        );
      }
      const after = await t.request('GET', `/v2/webhooks/${w.id}`, { key: a.apiKey });
      expect(after.body).toEqual(
        expect.objectContaining({ status: 'enabled', url: w.url, updated_at: w.updated_at }),
      );
    });

    it('an id that is not a webhook id answers 404', async () => {
      expectErrorBody(await t.request('GET', '/v2/webhooks/not-a-uuid', { key: a.apiKey }), 404, 'NOT_FOUND');
      expectErrorBody(
        await t.request('GET', `/v2/webhooks/${encodeURIComponent("1' or '1'='1")}`, { key: a.apiKey }),
        404,
        'NOT_FOUND',
      );
      expectErrorBody(await t.request('GET', '/v2/webhooks/%E0%A4%A', { key: a.apiKey }), 400, 'BAD_REQUEST');
    });
  });

  it('accepts private and http targets when ALLOW_PRIVATE_NETWORK=true', async () => {
    const open = await startTestApp({ ALLOW_PRIVATE_NETWORK: 'true' });
    try {
      const acct = await open.createAccount();
      const res = await open.request('POST', '/v2/webhooks', {
        key: acct.apiKey,
        body: aWebhook({ url: 'http://127.0.0.1:9999/hook' }),
      });
      expect(res.status).toBe(201);
      const ftp = await open.request('POST', '/v2/webhooks', {
        key: acct.apiKey,
        body: aWebhook({ url: 'ftp://127.0.0.1/hook' }),
      });
      expectErrorBody(ftp, 400, 'VALIDATION_ERROR');
    } finally {
      await open.stop();
    }
  });
});

describe('GraphQL webhooks', () => {
  const FIELDS = 'id url events status description createdAt updatedAt';

  it('creates, reads, pages, updates and deletes', async () => {
    const acct = await t.createAccount();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.gql(
        acct.apiKey,
        `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { ${FIELDS} } } }`,
        {
          input: { url: `https://hooks.example.com/${i}`, events: ['verification.v2.created'] },
        },
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.createWebhook.secret).toMatch(/^whsec_/);
      expect(res.body.data.createWebhook.webhook).toMatchObject({ status: 'ENABLED', description: null });
      ids.push(res.body.data.createWebhook.webhook.id);
    }
    const page1 = await t.gql(
      acct.apiKey,
      '{ webhooks(first: 2) { nodes { id } edges { cursor } pageInfo { hasNextPage endCursor } } }',
    );
    const c1 = page1.body.data.webhooks;
    expect(c1.nodes.map((n: any) => n.id)).toEqual([ids[2], ids[1]]);
    expect(c1.pageInfo.hasNextPage).toBe(true);
    const page2 = await t.gql(
      acct.apiKey,
      'query($after: String) { webhooks(first: 2, after: $after) { nodes { id } pageInfo { hasNextPage } } }',
      { after: c1.pageInfo.endCursor },
    );
    expect(page2.body.data.webhooks).toEqual({ nodes: [{ id: ids[0] }], pageInfo: { hasNextPage: false } });

    const upd = await t.gql(
      acct.apiKey,
      `mutation($id: ID!) { updateWebhook(id: $id, input: { status: DISABLED, description: "off" }) { ${FIELDS} } }`,
      { id: ids[0] },
    );
    expect(upd.body.data.updateWebhook).toMatchObject({ status: 'DISABLED', description: 'off' });
    const rest = await t.request('GET', `/v2/webhooks/${ids[0]}`, { key: acct.apiKey });
    expect(rest.body.status).toBe('disabled');

    const del = await t.gql(acct.apiKey, 'mutation($id: ID!) { deleteWebhook(id: $id) { id message } }', {
      id: ids[0],
    });
    expect(del.body.data.deleteWebhook.id).toBe(ids[0]);
    const gone = await t.gql(acct.apiKey, 'query($id: ID!) { webhook(id: $id) { id } }', { id: ids[0] });
    expect(gone.body.data.webhook).toBeNull();
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('never shows another account’s webhooks', async () => {
    const { body: w } = await create(a.apiKey);
    const res = await t.gql(b.apiKey, 'query($id: ID!) { webhook(id: $id) { id } }', { id: w.id });
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const all = await t.gql(b.apiKey, '{ webhooks(first: 100) { nodes { id } } }');
    expect(all.body.data.webhooks.nodes.map((n: any) => n.id)).not.toContain(w.id);
    const del = await t.gql(b.apiKey, 'mutation($id: ID!) { deleteWebhook(id: $id) { id } }', { id: w.id });
    expect(del.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.request('GET', `/v2/webhooks/${w.id}`, { key: a.apiKey })).status).toBe(200);
  });

  it('answers a validation error with the shared code and field details, writing nothing', async () => {
    const acct = await t.createAccount();
    const res = await t.gql(
      acct.apiKey,
      'mutation { createWebhook(input: { url: "https://10.0.0.1/x", events: ["nope"] }) { secret } }',
    );
    expect(res.status).toBe(200);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: expect.arrayContaining([expect.objectContaining({ path: 'events[0]' })]),
    });
    expect(await list(acct.apiKey)).toEqual([]);
  });

  it('lists the event names a webhook may subscribe to', async () => {
    const res = await t.gql(a.apiKey, '{ webhookEventNames }');
    expect(res.body.data.webhookEventNames).toEqual(
      expect.arrayContaining(['verification.v2.created', 'verification_item.v2.internal_status_changed']),
    );
  });
});
