import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { shareDatabase } from '../src/db/database';
import { Secrets } from '../src/lib/secrets';
import { aVerification, aWebhook } from './helpers/builders';
import { outboxOf } from './helpers/outbox';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;

beforeAll(async () => {
  // No workers: uploads stay queued, so nothing but the requests themselves writes.
  t = await startTestApp({ RATE_LIMIT_PER_SECOND: '0' }, { role: 'api' });
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
});
afterAll(() => t.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let counter = 0;
const withItem = (overrides: Record<string, unknown>) =>
  aVerification({ items: [{ type: 'csf_mx' }], ...overrides });
const newKey = () => `key-${++counter}-${Date.now()}`;

/** A raw exchange, so that bodies can be compared byte for byte. */
async function send(
  base: string,
  method: string,
  path: string,
  init: { key: string; idem?: string; body?: unknown },
) {
  const headers: Record<string, string> = { 'x-api-key': init.key, 'content-type': 'application/json' };
  if (init.idem !== undefined) headers['idempotency-key'] = init.idem;
  const res = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(init.body) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text), headers: res.headers };
}

const countOf = async (q: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);
const tagged = (accountId: string, tag: string) =>
  countOf(
    t.app.deps.db
      .selectFrom('verifications')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .where('tag', '=', tag),
  );
const webhooksOf = (accountId: string) =>
  countOf(
    t.app.deps.db
      .selectFrom('webhooks')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId),
  );
const filesOf = (itemId: number) =>
  countOf(
    t.app.deps.db
      .selectFrom('item_files')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('item_id', '=', itemId),
  );

describe('Idempotency-Key on JSON requests', () => {
  it('replays the first answer byte for byte and writes once: one webhook, one verification, one event', async () => {
    const hookKey = newKey();
    const hook1 = await send(t.url, 'POST', '/v2/webhooks', {
      key: a.apiKey,
      idem: hookKey,
      body: aWebhook(),
    });
    const hook2 = await send(t.url, 'POST', '/v2/webhooks', {
      key: a.apiKey,
      idem: hookKey,
      body: aWebhook(),
    });
    expect([hook1.status, hook2.status]).toEqual([201, 201]);
    expect(hook2.text).toBe(hook1.text);
    expect(hook1.body.secret).toEqual(expect.any(String));
    expect(hook1.headers.get('idempotent-replayed')).toBeNull();
    expect(hook2.headers.get('idempotent-replayed')).toBe('true');
    expect(hook2.headers.get('content-type')).toBe(hook1.headers.get('content-type'));
    // RATE_LIMIT_PER_SECOND=0 here: no limiting, and so no limit headers.
    expect(hook1.headers.get('ratelimit-limit')).toBeNull();
    const stored = await t.app.deps.db
      .selectFrom('idempotency_keys')
      .select(['account_id', 'response_status', 'response_sealed'])
      .where('key', '=', hookKey)
      .execute();
    // Kept encrypted: the answer carries the webhook's secret.
    expect(stored).toEqual([{ account_id: a.id, response_status: 201, response_sealed: expect.any(String) }]);
    expect(stored[0]!.response_sealed).not.toContain(hook1.body.secret);
    expect(await webhooksOf(a.id)).toBe(1);

    const key = newKey();
    const body = withItem({ tag: 'replayed' });
    const first = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
    const events = await outboxOf(t.app, first.body.id);
    // Key order is not part of the request's identity: the parameters are.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body: reordered });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await tagged(a.id, 'replayed')).toBe(1);
    expect(await outboxOf(t.app, first.body.id)).toEqual(events);
    expect(events.filter((e) => e.name === 'verification.v2.created')).toHaveLength(1);
  });

  it('answers 422 idempotency_key_reused to the key with another body or path, and writes nothing', async () => {
    const key = newKey();
    const first = await send(t.url, 'POST', '/verifications', {
      key: a.apiKey,
      idem: key,
      body: withItem({ tag: 'first-body' }),
    });
    expect(first.status).toBe(201);
    const other = await send(t.url, 'POST', '/verifications', {
      key: a.apiKey,
      idem: key,
      body: withItem({ tag: 'second-body' }),
    });
    expectErrorBody(other, 422, 'idempotency_key_reused');
    const otherPath = await send(t.url, 'POST', '/v2/webhooks', {
      key: a.apiKey,
      idem: key,
      body: aWebhook(),
    });
    expectErrorBody(otherPath, 422, 'idempotency_key_reused');
    expect(await tagged(a.id, 'second-body')).toBe(0);
    expect(await webhooksOf(a.id)).toBe(1);
  });

  it('keeps keys per account: another account with the same key runs its own request', async () => {
    const key = newKey();
    const body = withItem({ tag: 'per-account' });
    const mine = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
    const theirs = await send(t.url, 'POST', '/verifications', { key: b.apiKey, idem: key, body });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await tagged(a.id, 'per-account')).toBe(1);
    expect(await tagged(b.id, 'per-account')).toBe(1);
  });

  it('runs one of several concurrent requests with one key; the others get 409 or its replay', async () => {
    const key = newKey();
    const body = withItem({ tag: 'concurrent' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body }),
      ),
    );
    const ran = answers.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed'));
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((r) => r !== ran[0])) {
      if (other.status === 409) expectErrorBody(other, 409, 'idempotency_key_in_use');
      else expect({ status: other.status, text: other.text }).toEqual({ status: 201, text: ran[0]!.text });
    }
    expect(await tagged(a.id, 'concurrent')).toBe(1);
  });

  it('answers 400 to an empty key or one over 255 characters, and writes nothing', async () => {
    const body = withItem({ tag: 'bad-key' });
    const long = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: 'k'.repeat(256), body });
    expectErrorBody(long, 400, 'VALIDATION_ERROR');
    expect(long.body.details).toEqual([{ path: 'Idempotency-Key', message: expect.any(String) }]);
    const empty = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: '', body });
    expectErrorBody(empty, 400, 'VALIDATION_ERROR');
    expect(await tagged(a.id, 'bad-key')).toBe(0);
    const longest = await send(t.url, 'POST', '/verifications', {
      key: a.apiKey,
      idem: 'k'.repeat(255),
      body,
    });
    expect(longest.status).toBe(201);
  });

  it('keeps no answer to bad input, so the corrected request may use the key', async () => {
    const key = newKey();
    const bad = await send(t.url, 'POST', '/verifications', {
      key: a.apiKey,
      idem: key,
      body: withItem({ tag: 'corrected', tax_id: 'nope' }),
    });
    expectErrorBody(bad, 400, 'VALIDATION_ERROR');
    const good = await send(t.url, 'POST', '/verifications', {
      key: a.apiKey,
      idem: key,
      body: withItem({ tag: 'corrected' }),
    });
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
    expect(await tagged(a.id, 'corrected')).toBe(1);
  });

  it('leaves no trace of a refused request: a 404 keeps no idempotency row', async () => {
    const key = newKey();
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await send(t.url, 'PUT', `/verifications/${missing}/add-items`, {
      key: a.apiKey,
      idem: key,
      body: { items: [{ type: 'csf_mx' }] },
    });
    expectErrorBody(refused, 404, 'NOT_FOUND');
    const rows = await t.app.deps.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(rows).toEqual([]);
  });

  it('replays for 24 hours, then runs the key afresh and sweeps expired keys', async () => {
    const key = newKey();
    const body = withItem({ tag: 'expiring' });
    const first = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
    const clock = t.app.deps.clock;
    const later = (ms: number) => ({ now: () => new Date(Date.now() + ms) });
    try {
      t.app.deps.clock = later(24 * 3600 * 1000 - 60_000);
      const within = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
      expect(within.headers.get('idempotent-replayed')).toBe('true');
      expect(within.body.id).toBe(first.body.id);

      t.app.deps.clock = later(24 * 3600 * 1000 + 60_000);
      const after = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
      expect(after.status).toBe(201);
      expect(after.headers.get('idempotent-replayed')).toBeNull();
      expect(after.body.id).not.toBe(first.body.id);
      expect(await tagged(a.id, 'expiring')).toBe(2);
      const expired = await t.app.deps.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('expires_at', '<', t.app.deps.clock.now())
        .execute();
      expect(expired).toEqual([]);
    } finally {
      t.app.deps.clock = clock;
    }
  });

  it('answers 409 to a key whose stored answer cannot be read (SECRET_KEY rotated), and runs nothing', async () => {
    const key = newKey();
    const body = withItem({ tag: 'rotated' });
    expect((await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body })).status).toBe(
      201,
    );
    // What a rotated key sees: an answer sealed under the previous SECRET_KEY.
    const previous = new Secrets('a-previous-secret-key-of-32-characters!!');
    await t.app.deps.db
      .updateTable('idempotency_keys')
      .set({ response_sealed: previous.encrypt(JSON.stringify({ headers: {}, body: '' })) })
      .where('key', '=', key)
      .execute();
    const retry = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ success: false, code: 'idempotency_key_unreadable' });
    expect(await tagged(a.id, 'rotated')).toBe(1);
  });

  it('is shared by instances on one database: the second replays the first one’s answer', async () => {
    const other: App = await createApp(loadConfig(t.env, 'api'), { database: shareDatabase(t.app.database) });
    try {
      const key = newKey();
      const body = withItem({ tag: 'two-instances' });
      const first = await send(t.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
      const second = await send(other.url, 'POST', '/verifications', { key: a.apiKey, idem: key, body });
      expect(second.status).toBe(201);
      expect(second.text).toBe(first.text);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await tagged(a.id, 'two-instances')).toBe(1);
    } finally {
      await other.stop();
    }
  });
});

/** Holds every upload in its file check until released, so that a request can be caught in flight. */
function holdUploads() {
  const files = t.app.deps.files;
  const sniff = files.sniff;
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const inFlight = new Promise<void>((r) => (reached = r));
  files.sniff = async (bytes) => {
    reached();
    await released;
    return sniff(bytes);
  };
  return { inFlight, release: () => ((files.sniff = sniff), release()) };
}

const multipart = (itemId: number, idem: string, bytes: Uint8Array, key = a.apiKey) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'csf.pdf');
  // Each FormData gets its own random boundary, as a client rebuilding its request on retry would.
  return fetch(`${t.url}/verification-items/${itemId}/file`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'idempotency-key': idem },
    body: form,
  });
};

async function newItem(): Promise<number> {
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: withItem({ tag: 'uploads' }),
  });
  return res.body.items[0].id;
}

describe('Idempotency-Key on uploads', () => {
  it('replays a multipart upload retried with a new boundary, and stores one file', async () => {
    const itemId = await newItem();
    const key = newKey();
    const first = await multipart(itemId, key, PDF);
    const retry = await multipart(itemId, key, PDF);
    expect([first.status, retry.status]).toEqual([202, 202]);
    expect(await retry.text()).toBe(await first.text());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await filesOf(itemId)).toBe(1);
    const otherFile = await multipart(itemId, key, Buffer.concat([PDF, Buffer.from('%more\n')]));
    expect(otherFile.status).toBe(422);
    expect(((await otherFile.json()) as any).code).toBe('idempotency_key_reused');
    expect(await filesOf(itemId)).toBe(1);
  });

  it('answers 409 to the same key while the first request runs, then replays it', async () => {
    const itemId = await newItem();
    const key = newKey();
    const hold = holdUploads();
    const first = multipart(itemId, key, PDF);
    await hold.inFlight;
    const concurrent = await multipart(itemId, key, PDF);
    hold.release();
    expect(concurrent.status).toBe(409);
    expect(((await concurrent.json()) as any).code).toBe('idempotency_key_in_use');
    expect(concurrent.headers.get('retry-after')).toBe('1');
    expect((await first).status).toBe(202);
    const retry = await multipart(itemId, key, PDF);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await filesOf(itemId)).toBe(1);
  });

  it("keeps an end client's keys apart from its account's", async () => {
    const created = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: withItem({ tag: 'token' }),
    });
    const itemId = created.body.items[0].id as number;
    const key = newKey();
    expect((await multipart(itemId, key, PDF)).status).toBe(202);
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'csf.pdf');
    const byToken = await fetch(`${t.url}/verification-items/${itemId}/file`, {
      method: 'POST',
      headers: { 'x-access-token': created.body.access_token, 'idempotency-key': key },
      body: form,
    });
    expect(byToken.status).toBe(202);
    expect(byToken.headers.get('idempotent-replayed')).toBeNull();
    expect(await filesOf(itemId)).toBe(2);
  });

  it('keeps no 5xx: the key is released and the retry runs', async () => {
    const itemId = await newItem();
    const key = newKey();
    const sniff = t.app.deps.files.sniff;
    t.app.deps.files.sniff = async () => {
      throw new Error('disk on fire');
    };
    const failed = await multipart(itemId, key, PDF).finally(() => (t.app.deps.files.sniff = sniff));
    expect(failed.status).toBe(500);
    const retry = await multipart(itemId, key, PDF);
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await filesOf(itemId)).toBe(1);
  });

  it('replays a finished upload to a signed link, though its ticket is spent', async () => {
    const itemId = await newItem();
    const ticket = await t.gql(
      a.apiKey,
      `mutation($id: ID!) { createUploadTicket(itemId: $id) { uploadUrl } }`,
      {
        id: String(itemId),
      },
    );
    const url = ticket.body.data.createUploadTicket.uploadUrl as string;
    const key = newKey();
    const put = (bytes: Uint8Array, idem?: string) =>
      fetch(url, { method: 'PUT', body: bytes, headers: idem ? { 'idempotency-key': idem } : {} });
    const first = await put(PDF, key);
    const retry = await put(PDF, key);
    expect([first.status, retry.status]).toEqual([202, 202]);
    expect(await retry.text()).toBe(await first.text());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await put(PDF)).status).toBe(403);
    expect((await put(Buffer.concat([PDF, Buffer.from('x')]), key)).status).toBe(422);
    expect((await put(PDF, newKey())).status).toBe(403);
    expect(await filesOf(itemId)).toBe(1);
  });
});
