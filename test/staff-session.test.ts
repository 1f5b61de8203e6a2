import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { aVerification } from './helpers/builders';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';
import { Subscriber } from './helpers/ws';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
});
afterAll(() => t.stop());

const CREATE = 'mutation { createSession { token expiresAt account { id name } } }';

const withBearer = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  t.request('POST', '/graphql', {
    headers: { authorization: `Bearer ${token}` },
    body: { query, variables },
  });

async function sessionOf(account: TestAccount): Promise<string> {
  const res = await t.gql(account.apiKey, CREATE);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createSession.token;
}

async function createVerification(account: TestAccount, tag: string) {
  const res = await t.request('POST', '/verifications', {
    key: account.apiKey,
    body: aVerification({ tag, items: [{ type: 'generic', options: { client_item_type: 'csf_mx' } }] }),
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('staff sessions for the hosted pages', () => {
  it('are made from an API key, last a working day and act for the key’s account', async () => {
    const before = Date.now();
    const res = await t.gql(a.apiKey, CREATE);
    const session = res.body.data.createSession;
    expect(session.account).toEqual({ id: a.id, name: 'Fintech A' });
    const ttl = new Date(session.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(7.9 * 3600 * 1000);
    expect(ttl).toBeLessThan(8.1 * 3600 * 1000);
    expect(session.token).not.toContain(a.apiKey.slice(-8));

    const v = await createVerification(a, 'session-list');
    const list = await withBearer(session.token, '{ viewer { id } verifications { nodes { id tag } } }');
    expect(list.status).toBe(200);
    expect(list.body.data.viewer.id).toBe(a.id);
    expect(list.body.data.verifications.nodes.map((n: any) => n.id)).toContain(v.id);
  });

  it('see only their own account: another account’s verification is not found', async () => {
    const other = await createVerification(b, 'session-foreign');
    const res = await withBearer(await sessionOf(a), 'query($id: ID!) { verification(id: $id) { id } }', {
      id: other.id,
    });
    expect(res.body.data?.verification ?? null).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('work on REST and over graphql-ws, where they receive the account’s events', async () => {
    const token = await sessionOf(a);
    const rest = await t.request('GET', '/verifications', { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(200);

    const sub = new Subscriber(`${t.url.replace('http', 'ws')}/graphql`, {
      authorization: `Bearer ${token}`,
    });
    try {
      sub.subscribe('subscription { verificationEvents { eventName verificationId } }');
      await sub.acked;
      const v = await createVerification(a, 'session-live');
      await createVerification(b, 'session-live-other');
      await sub.waitFor(1);
      expect(sub.values[0].verificationEvents.verificationId).toBe(v.id);
      expect(sub.values.every((x) => x.verificationEvents.verificationId === v.id)).toBe(true);
    } finally {
      await sub.close();
    }
  });

  it('cannot make further sessions, and end-client tokens cannot make any', async () => {
    const again = await withBearer(await sessionOf(a), CREATE);
    expect(again.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const v = await createVerification(a, 'session-end-client');
    const endClient = await withBearer(v.access_token, CREATE);
    expect(endClient.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('are refused when tampered, expired, or when their API key is revoked', async () => {
    const token = await sessionOf(a);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
    expectErrorBody(
      await t.request('GET', '/verifications', { headers: { authorization: `Bearer ${tampered}` } }),
      401,
      'UNAUTHORIZED',
    );

    const keyId = await keyIdOf(a);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ acc: a.id, scope: 'session' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('bvs')
      .setAudience('bvs:session')
      .setSubject(keyId)
      .setIssuedAt(now - 9 * 3600)
      .setExpirationTime(now - 3600)
      .sign(t.app.deps.secrets.tokenKey);
    const res = await withBearer(expired, '{ viewer { id } }');
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHORIZED');

    expect((await withBearer(token, '{ viewer { id } }')).body.data.viewer.id).toBe(a.id);
    await sql`update api_keys set revoked_at = now() where id = ${keyId}`.execute(t.app.deps.db);
    const revoked = await withBearer(token, '{ viewer { id } }');
    expect(revoked.status).toBe(401);
  });
});

async function keyIdOf(account: TestAccount): Promise<string> {
  const row = await t.app.deps.db
    .selectFrom('api_keys')
    .select('id')
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  return row.id;
}
