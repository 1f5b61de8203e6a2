import { sql } from 'kysely';
import { ADMIN_TOKEN, expectErrorBody, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('health', () => {
  it('answers 200 once the database answers', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('POST /admin/accounts', () => {
  it('creates an account and shows its API key once, with a recognisable prefix', async () => {
    const res = await t.request('POST', '/admin/accounts', { headers: admin, body: { name: 'Fintech SA' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Fintech SA',
      api_key: expect.stringMatching(/^bvs_sk_[A-Za-z0-9_-]{40,}$/),
    });
    const who = await t.gql(res.body.api_key, '{ viewer { id name } }');
    expect(who.body.data.viewer).toEqual({ id: res.body.id, name: 'Fintech SA' });
  });

  it('stores only a hash of the key', async () => {
    const { apiKey, id } = await t.createAccount();
    const rows = await t.app.deps.db
      .selectFrom('api_keys')
      .selectAll()
      .where('account_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(apiKey);
    expect(JSON.stringify(rows)).not.toContain(apiKey.slice(10));
  });

  it('answers 401 to a wrong admin token and 400 to a bad body, creating nothing', async () => {
    const before = await countAccounts();
    expectErrorBody(
      await t.request('POST', '/admin/accounts', {
        headers: { authorization: 'Bearer nope' },
        body: { name: 'x' },
      }),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(await t.request('POST', '/admin/accounts', { body: { name: 'x' } }), 401, 'UNAUTHORIZED');
    expectErrorBody(
      await t.request('POST', '/admin/accounts', { headers: admin, body: { name: '' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('POST', '/admin/accounts', { headers: admin, body: { name: 5 } }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('POST', '/admin/accounts', { headers: admin, body: '{"name":' }),
      400,
      'BAD_REQUEST',
    );
    expect(await countAccounts()).toBe(before);
  });

  it('does not accept an API key as the admin token', async () => {
    const { apiKey } = await t.createAccount();
    expectErrorBody(
      await t.request('POST', '/admin/accounts', {
        headers: { authorization: `Bearer ${apiKey}` },
        body: { name: 'x' },
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('operator API keys: issue, list, revoke', () => {
  const keysOf = (id: string) => `/admin/accounts/${id}/api-keys`;

  it('issues a second key that works beside the first, and lists both without the keys', async () => {
    const { id, apiKey } = await t.createAccount('Rotating SA');
    const issued = await t.request('POST', keysOf(id), { headers: admin, body: { label: 'ci' } });
    expect(issued.status).toBe(201);
    expect(issued.body).toEqual({
      id: expect.stringMatching(/^ak_/),
      label: 'ci',
      prefix: issued.body.api_key.slice(0, 13),
      created_at: expect.any(String),
      revoked_at: null,
      api_key: expect.stringMatching(/^bvs_sk_[A-Za-z0-9_-]{40,}$/),
    });
    for (const key of [apiKey, issued.body.api_key]) {
      const who = await t.gql(key, '{ viewer { id } }');
      expect(who.body.data.viewer.id).toBe(id);
    }
    const list = await t.request('GET', keysOf(id), { headers: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((k: { label: string | null }) => k.label)).toEqual(['default', 'ci']);
    expect(JSON.stringify(list.body)).not.toContain(apiKey.slice(13));
    expect(JSON.stringify(list.body)).not.toContain(issued.body.api_key.slice(13));
  });

  it('revokes a key, which is then refused, and refuses to revoke the last active one', async () => {
    const { id } = await t.createAccount();
    const [first] = (await t.request('GET', keysOf(id), { headers: admin })).body.data;
    const second = (await t.request('POST', keysOf(id), { headers: admin, body: {} })).body;
    const revoked = await t.request('POST', `${keysOf(id)}/${second.id}/revoke`, { headers: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: second.id, label: null, revoked_at: expect.any(String) });
    expectErrorBody(await t.request('GET', '/v2/webhooks', { key: second.api_key }), 401, 'UNAUTHORIZED');
    // Idempotent: revoking it again answers the same key.
    const again = await t.request('POST', `${keysOf(id)}/${second.id}/revoke`, { headers: admin });
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);

    const last = await t.request('POST', `${keysOf(id)}/${first.id}/revoke`, { headers: admin });
    expectErrorBody(last, 409, 'last_active_api_key');
    const after = (await t.request('GET', keysOf(id), { headers: admin })).body.data;
    expect(after.map((k: { revoked_at: string | null }) => k.revoked_at === null)).toEqual([true, false]);
  });

  it('answers 404 or 400 to unknown or malformed ids and bad bodies, changing nothing', async () => {
    const { id } = await t.createAccount();
    const other = await t.createAccount();
    const [otherKey] = (await t.request('GET', keysOf(other.id), { headers: admin })).body.data;
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectErrorBody(await t.request('GET', keysOf(unknown), { headers: admin }), 404, 'NOT_FOUND');
    expectErrorBody(
      await t.request('GET', keysOf('not-a-uuid'), { headers: admin }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('POST', keysOf(id), { headers: admin, body: { label: 'a\u0000b' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('POST', keysOf(id), { headers: admin, body: { label: 'x', scope: 'all' } }),
      400,
      'VALIDATION_ERROR',
    );
    // Another account's key is not this account's: 404, and it stays active.
    expectErrorBody(
      await t.request('POST', `${keysOf(id)}/${otherKey.id}/revoke`, { headers: admin }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(
      await t.request('POST', `${keysOf(id)}/not%20a%20key/revoke`, { headers: admin }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await t.request('GET', keysOf(id), { headers: admin })).body.data).toHaveLength(1);
    expect((await t.request('GET', '/v2/webhooks', { key: other.apiKey })).status).toBe(200);
    expectErrorBody(await t.request('GET', keysOf(id), { key: other.apiKey }), 401, 'UNAUTHORIZED');
  });
});

describe('without ADMIN_TOKEN', () => {
  it('the operator API does not exist (404)', async () => {
    const other = await startTestApp({ ADMIN_TOKEN: '' });
    try {
      const res = await other.request('POST', '/admin/accounts', { headers: admin, body: { name: 'x' } });
      expectErrorBody(res, 404, 'NOT_FOUND');
    } finally {
      await other.stop();
    }
  });
});

describe('credentials', () => {
  const paths: [string, string][] = [
    ['GET', '/v2/webhooks'],
    ['POST', '/v2/webhooks'],
    ['GET', '/v2/webhooks/00000000-0000-0000-0000-000000000000'],
    ['PUT', '/v2/webhooks/00000000-0000-0000-0000-000000000000'],
    ['DELETE', '/v2/webhooks/00000000-0000-0000-0000-000000000000'],
    ['GET', '/v2/form-schemas'],
    ['POST', '/v2/form-schemas'],
    ['GET', '/v2/form-schemas/x'],
    ['PUT', '/v2/form-schemas/x'],
    ['DELETE', '/v2/form-schemas/x'],
    ['GET', '/account-flows'],
    ['POST', '/account-flows'],
    ['GET', '/account-flows/x'],
    ['PUT', '/account-flows/x'],
    ['DELETE', '/account-flows/x'],
    ['GET', '/webhooks'],
    ['GET', '/v2/account-flows'],
  ];

  it.each(paths)(
    '%s %s answers 401 with the error body without a key, or with a bad one',
    async (method, path) => {
      const body = method === 'GET' ? undefined : {};
      expectErrorBody(await t.request(method, path, { body }), 401, 'UNAUTHORIZED');
      expectErrorBody(
        await t.request(method, path, { key: 'bvs_sk_not-a-real-key', body }),
        401,
        'UNAUTHORIZED',
      );
      expectErrorBody(
        await t.request(method, path, { headers: { authorization: 'Bearer garbage' }, body }),
        401,
        'UNAUTHORIZED',
      );
    },
  );

  it('accepts the key as Authorization: Bearer too', async () => {
    const { apiKey } = await t.createAccount();
    const res = await t.request('GET', '/v2/webhooks', { headers: { authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 404 with the error body to an unknown path', async () => {
    const { apiKey } = await t.createAccount();
    expectErrorBody(await t.request('GET', '/v2/nothing-here', { key: apiKey }), 404, 'NOT_FOUND');
  });
});

async function countAccounts(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from accounts`.execute(t.app.deps.db);
  return rows[0]!.n;
}
