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
