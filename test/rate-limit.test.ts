import { issueApiKey } from '../src/domain/accounts/account.service';
import { aVerification } from './helpers/builders';
import { createApp } from '../src/app';
import { HeavyTurns, MAX_HEAVY_QUEUED } from '../src/http/rate-limit';
import { PostgresHeavyTurns } from '../src/http/rate-limit-store';
import { meterResults } from '../src/graphql/server';
import type { WebSocket } from 'ws';
import { loadConfig } from '../src/config';
import { shareDatabase } from '../src/db/database';
import { usingPostgres } from './helpers/database';
import { Subscriber } from './helpers/ws';
import { expectErrorBody, startTestApp, type HttpResult, type TestApp } from './helpers/test-app';

// A bucket of 3 that refills one request every four seconds: a burst is refused at once, and the
// refill is awaited for the number of seconds the server gives.
const BURST = 3;
let t: TestApp;

beforeAll(async () => {
  // API role: no workers, so every statement counted on the handle is a request's own.
  t = await startTestApp({ RATE_LIMIT_PER_SECOND: '0.25', RATE_LIMIT_BURST: String(BURST) }, { role: 'api' });
});
afterAll(() => t.stop());

const list = (key?: string) => t.request('GET', '/v2/webhooks', { key });
const countVerifications = async (accountId: string) =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('verifications')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const limits = (res: HttpResult) => ({
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  reset: Number(res.headers.get('ratelimit-reset')),
});
const waitFor = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await done()).toBe(true);
};
const wholeSeconds = (value: string | null) => {
  expect(value).toMatch(/^[1-9]\d*$/);
  return Number(value);
};

describe('rate limits', () => {
  it('lets a burst through, then answers 429 RATE_LIMITED with Retry-After and writes nothing', async () => {
    const a = await t.createAccount();
    const burst = [await list(a.apiKey), await list(a.apiKey), await list(a.apiKey)];
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(burst.map((r) => limits(r).remaining)).toEqual(['2', '1', '0']);
    expect(limits(burst[0]!)).toMatchObject({ limit: String(BURST), reset: expect.any(Number) });
    expect(limits(burst[2]!).reset).toBeGreaterThanOrEqual(1);

    const refused = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ items: [{ type: 'csf_mx' }] }),
    });
    expectErrorBody(refused, 429, 'RATE_LIMITED');
    expect(wholeSeconds(refused.headers.get('retry-after'))).toBeLessThanOrEqual(4);
    expect(limits(refused)).toMatchObject({ limit: String(BURST), remaining: '0' });
    expect(limits(refused).reset).toBeGreaterThanOrEqual(1);
    expect(await countVerifications(a.id)).toBe(0);
  });

  it('keeps a bucket per API key: another key, even of the same account, is unaffected', async () => {
    const a = await t.createAccount();
    const b = await t.createAccount();
    const second = await issueApiKey(t.app.deps.db, a.id, 'second');
    for (let i = 0; i < BURST; i++) await list(a.apiKey);
    expect((await list(a.apiKey)).status).toBe(429);
    const other = await list(b.apiKey);
    const sibling = await list(second);
    expect([other.status, sibling.status]).toEqual([200, 200]);
    expect([limits(other).remaining, limits(sibling).remaining]).toEqual(['2', '2']);
  });

  it('answers GraphQL over HTTP with 429 and a RATE_LIMITED error before Apollo runs', async () => {
    const a = await t.createAccount();
    // REST and GraphQL draw from the same bucket.
    for (let i = 0; i < BURST - 1; i++) await list(a.apiKey);
    const last = await t.gql(a.apiKey, '{ __typename }');
    expect(last.status).toBe(200);
    expect(last.body.errors).toBeUndefined();

    const mutation = `mutation { createVerification(input: { country: "mx", tag: "limited", taxId: "EKU9003173C9", items: [{ type: "csf_mx" }] }) { id } }`;
    const b = await t.createAccount();
    const allowed = await t.gql(b.apiKey, mutation);
    expect(allowed.body.data.createVerification.id).toEqual(expect.any(String));
    const limited = await t.gql(a.apiKey, mutation);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(wholeSeconds(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limits(limited).remaining).toBe('0');
    expect(await countVerifications(a.id)).toBe(0);
    // Not even parsed: Apollo would answer 400 to this document.
    expect((await t.gql(a.apiKey, '{ not graphql')).status).toBe(429);
  });

  it('charges a GraphQL operation by its cost: an expensive one spends the whole burst', async () => {
    const a = await t.createAccount();
    // Cost 1 + 100 × (1 + 20) = 2,101: 22 tokens, more than the burst, so it takes all 3.
    const expensive = await t.gql(a.apiKey, '{ verifications(first: 100) { nodes { items { id } } } }');
    expect(expensive.status).toBe(200);
    expect(limits(expensive).remaining).toBe('0');
    expectErrorBody(await list(a.apiKey), 429, 'RATE_LIMITED');
  });

  it('charges an answer heavier than its cost by its bytes, into debt', async () => {
    const a = await t.createAccount();
    // Created over GraphQL, whose answer (an id) is light: a REST answer echoing the item's 30 KB
    // options would itself be charged by its bytes.
    await createWithHeavyOptions(t, a.apiKey);
    // Cost 3 × (1 + 1 + 20 × (1 + 2)), two tokens (all that is left); about 90 KB back, eight
    // tokens' worth: six more once it is sent.
    const heavy = await t.gql(
      a.apiKey,
      `{ ${[1, 2, 3].map((i) => `a${i}: verifications(first: 1) { nodes { items { itemOptions } } }`).join(' ')} }`,
    );
    expect(heavy.status).toBe(200);
    expect(limits(heavy).remaining).toBe('0');
    // The charge is recorded once the answer is sent: within a request or two, the key is in debt,
    // which a plain burst never is (its Retry-After would be at most 4 s).
    let refused: HttpResult | undefined;
    for (let i = 0; i < 3 && !refused; i++) {
      const res = await list(a.apiKey);
      expectErrorBody(res, 429, 'RATE_LIMITED');
      if (wholeSeconds(res.headers.get('retry-after')) >= 5) refused = res;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(refused).toBeDefined();
  });

  it('charges a graphql-ws answer by its bytes too, into debt', async () => {
    const a = await t.createAccount();
    await createWithHeavyOptions(t, a.apiKey);
    // The same operation as above, over the WebSocket: two tokens at subscribe, six more once sent.
    const ws = new Subscriber(`${t.url.replace('http', 'ws')}/graphql`, { 'x-api-key': a.apiKey }).subscribe(
      `{ ${[1, 2, 3].map((i) => `a${i}: verifications(first: 1) { nodes { items { itemOptions } } }`).join(' ')} }`,
    );
    try {
      await ws.waitFor(1);
      expect(ws.errors).toEqual([]);
      expect(ws.values[0].a1.nodes[0].items[0].itemOptions.note).toHaveLength(30_000);
    } finally {
      await ws.close();
    }
    let refused: HttpResult | undefined;
    for (let i = 0; i < 5 && !refused; i++) {
      const res = await list(a.apiKey);
      expectErrorBody(res, 429, 'RATE_LIMITED');
      if (wholeSeconds(res.headers.get('retry-after')) >= 5) refused = res;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(refused).toBeDefined();
  });

  (usingPostgres() ? it : it.skip)('shares the buckets between instances on one PostgreSQL', async () => {
    const second = await createApp(loadConfig(t.env, 'api'), { database: shareDatabase(t.app.database) });
    try {
      const a = await t.createAccount();
      for (let i = 0; i < BURST; i++) expect((await list(a.apiKey)).status).toBe(200);
      const elsewhere = await fetch(`${second.url}/v2/webhooks`, { headers: { 'x-api-key': a.apiKey } });
      expect(elsewhere.status).toBe(429);
    } finally {
      await second.stop();
    }
  });

  it('measures a graphql-ws result by the message graphql-ws sends, ids with escapes included', () => {
    const sent: unknown[] = [];
    const socket = { send: (data: unknown) => sent.push(data) } as unknown as WebSocket;
    const results: [string, number][] = [];
    meterResults(socket, (id, bytes) => results.push([id, bytes]));
    const messages = [
      JSON.stringify({ id: 'op-1', type: 'next', payload: { data: { viewer: { id: 'ñ' } } } }),
      JSON.stringify({ id: 'a"b\\c', type: 'next', payload: { data: null } }),
      JSON.stringify({ id: 'op-1', type: 'complete' }),
      JSON.stringify({ type: 'connection_ack' }),
    ];
    for (const m of messages) socket.send(m);
    expect(sent).toEqual(messages);
    expect(results).toEqual([
      ['op-1', Buffer.byteLength(messages[0]!)],
      ['a"b\\c', Buffer.byteLength(messages[1]!)],
    ]);
  });

  it('lets the key through again once the time in Retry-After has passed', async () => {
    const a = await t.createAccount();
    for (let i = 0; i < BURST; i++) await list(a.apiKey);
    const refused = await list(a.apiKey);
    expect(refused.status).toBe(429);
    const wait = wholeSeconds(refused.headers.get('retry-after'));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    const again = await list(a.apiKey);
    expect(again.status).toBe(200);
  });

  it('keeps a bucket per verification for end-client tokens', async () => {
    const a = await t.createAccount();
    const tokenOf = async (tag: string) =>
      (
        await t.request('POST', '/verifications', {
          key: a.apiKey,
          body: aVerification({ tag, items: [{ type: 'csf_mx' }] }),
        })
      ).body.access_token as string;
    const [first, second] = [await tokenOf('one'), await tokenOf('two')];
    const ask = (token: string) =>
      t.request('POST', '/graphql', {
        headers: { authorization: `Bearer ${token}` },
        body: { query: '{ __typename }' },
      });
    for (let i = 0; i < BURST; i++) expect((await ask(first)).status).toBe(200);
    expect((await ask(first)).status).toBe(429);
    const other = await ask(second);
    expect(other.status).toBe(200);
    expect(limits(other).remaining).toBe('2');
  });

  it('limits requests without a valid credential per address, and looks the key up once', async () => {
    // On Postgres the bucket itself is one statement more (shared by every instance).
    const bucket = usingPostgres() ? 1 : 0;
    const before = t.app.database.stats.queries;
    const unknown = await list('bvs_sk_unknown');
    expectErrorBody(unknown, 401, 'UNAUTHORIZED');
    // One lookup shared by the limiter and the route (GraphQL's context too).
    expect(t.app.database.stats.queries - before).toBe(1 + bucket);
    const gqlBefore = t.app.database.stats.queries;
    expect((await t.gql('bvs_sk_unknown', '{ __typename }')).status).toBe(401);
    expect(t.app.database.stats.queries - gqlBefore).toBe(1 + bucket);

    const anonymous = await list();
    expectErrorBody(anonymous, 401, 'UNAUTHORIZED');
    expect(limits(anonymous).remaining).toBe('0');
    expectErrorBody(await list(), 429, 'RATE_LIMITED');
  });

  it('never limits health probes or the hosted pages', async () => {
    const probes = await Promise.all(Array.from({ length: BURST + 2 }, () => t.request('GET', '/healthz')));
    expect(probes.map((r) => r.status)).toEqual(Array(BURST + 2).fill(200));
    expect(probes.every((r) => r.headers.get('ratelimit-limit') === null)).toBe(true);
    const pages = await Promise.all(Array.from({ length: BURST + 2 }, () => t.request('GET', '/onboarding')));
    expect(pages.every((r) => r.status !== 429 && r.headers.get('ratelimit-limit') === null)).toBe(true);
  });
});

/** A verification whose one item carries 30 KB of options, created over GraphQL (a light answer). */
async function createWithHeavyOptions(app: TestApp, key: string): Promise<void> {
  const created = await app.gql(
    key,
    `mutation($o: JSON) { createVerification(input: { country: "mx", tag: "heavy", taxId: "EKU9003173C9", items: [{ type: "csf_mx", options: $o }] }) { id } }`,
    { o: { note: 'x'.repeat(30_000) } },
  );
  expect(created.body.data?.createVerification?.id).toEqual(expect.any(String));
}

describe('heavy GraphQL operations', () => {
  // A burst of 90 that barely refills: what two operations may take is decided by the charges alone.
  let h: TestApp;
  beforeAll(async () => {
    h = await startTestApp({ RATE_LIMIT_PER_SECOND: '0.25', RATE_LIMIT_BURST: '90' }, { role: 'api' });
  });
  afterAll(() => h.stop());

  it("waits for the caller's previous heavy answer to be charged by its bytes before admitting the next", async () => {
    const a = await h.createAccount();
    await createWithHeavyOptions(h, a.apiKey);
    // Cost 30 × (1 + 1 + 20 × (1 + 2)) = 1,860: 19 tokens, heavy. About 900 KB back: 69 tokens more
    // once sent.
    const heavy = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: verifications(first: 1) { nodes { items { itemOptions } } }`).join(' ')} }`;
    // Charged together, both would pass (38 of 89 tokens); one after the other's bytes, the second
    // finds 1 token left.
    const both = await Promise.all([h.gql(a.apiKey, heavy), h.gql(a.apiKey, heavy)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    const refused = both.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(wholeSeconds(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(5);
    // A cheap request of the same key is not held behind heavy ones.
    expect((await h.request('GET', '/v2/webhooks', { key: a.apiKey })).status).toBe(200);
  });

  it("over graphql-ws too, waits for the caller's previous heavy answer to be charged before admitting the next", async () => {
    const a = await h.createAccount();
    await createWithHeavyOptions(h, a.apiKey);
    const heavy = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: verifications(first: 1) { nodes { items { itemOptions } } }`).join(' ')} }`;
    const url = `${h.url.replace('http', 'ws')}/graphql`;
    const sockets = [0, 1].map(() => new Subscriber(url, { 'x-api-key': a.apiKey }));
    try {
      await Promise.all(sockets.map((s) => s.acked));
      // Sent at once on two sockets: the second is charged only after the first's 900 KB. (On the
      // embedded database, which runs on the service's thread, they also happen to run one by one.)
      await Promise.all(sockets.map((s) => s.subscribe(heavy).waitFor(1)));
      const outcomes = sockets.map((s) =>
        s.values.length
          ? 'answered'
          : (s.errors[0] as { extensions: { code: string } }[])[0]!.extensions.code,
      );
      expect(outcomes.sort()).toEqual(['RATE_LIMITED', 'answered']);
    } finally {
      await Promise.all(sockets.map((s) => s.close()));
    }
  });

  it('charges a REST JSON answer by its bytes too', async () => {
    const a = await h.createAccount();
    for (let i = 0; i < 4; i++) {
      const created = await h.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ items: [{ type: 'csf_mx' }], metadata: { blob: 'x'.repeat(30_000) } }),
      });
      expect(created.status).toBe(201);
    }
    // About 120 KB back for one token: eleven tokens' worth, ten more once it is sent.
    const listed = await h.request('GET', '/verifications', { key: a.apiKey });
    expect(listed.status).toBe(200);
    const after = Number(limits(listed).remaining);
    let remaining = after;
    for (let i = 0; i < 3 && remaining > after - 10; i++) {
      remaining = Number(limits(await h.request('GET', '/v2/webhooks', { key: a.apiKey })).remaining);
    }
    expect(remaining).toBeLessThanOrEqual(after - 10);
  });

  (usingPostgres() ? it : it.skip)(
    "waits for the caller's previous heavy answer on another instance too (a lease in PostgreSQL)",
    async () => {
      const second = await createApp(loadConfig(h.env, 'api'), { database: shareDatabase(h.app.database) });
      try {
        const a = await h.createAccount();
        await createWithHeavyOptions(h, a.apiKey);
        // The same heavy operation as above, one on each instance at once: the second waits for the
        // first's lease and then finds 1 token left.
        const heavy = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: verifications(first: 1) { nodes { items { itemOptions } } }`).join(' ')} }`;
        const onSecond = async () => {
          const res = await fetch(`${second.url}/graphql`, {
            method: 'POST',
            headers: { 'x-api-key': a.apiKey, 'content-type': 'application/json' },
            body: JSON.stringify({ query: heavy }),
          });
          await res.arrayBuffer();
          return res.status;
        };
        const statuses = await Promise.all([h.gql(a.apiKey, heavy).then((r) => r.status), onSecond()]);
        expect(statuses.sort()).toEqual([200, 429]);
        // Every lease was given back once its answer was settled.
        await waitFor(
          async () => (await h.app.deps.db.selectFrom('heavy_turns').selectAll().execute()).length === 0,
        );
      } finally {
        await second.stop();
      }
    },
  );

  (usingPostgres() ? describe : describe.skip)('leases between instances', () => {
    const leasesOf = () => new PostgresHeavyTurns(h.app.deps.db);

    it('holds a bucket for one instance at a time, in turn, and lets other buckets through', async () => {
      const one = new HeavyTurns(leasesOf());
      const two = new HeavyTurns(leasesOf());
      const first = (await one.turn('lease-a'))!;
      let secondGot = false;
      const waiting = two.turn('lease-a').then((release) => ((secondGot = true), release!));
      expect(await two.turn('lease-b')).toEqual(expect.any(Function)); // another bucket is not held
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(secondGot).toBe(false);
      first();
      (await waiting)();
      expect(secondGot).toBe(true);
    });

    it('refuses a turn whose lease another instance holds past the wait, and takes over an expired one', async () => {
      const db = h.app.deps.db;
      await db
        .insertInto('heavy_turns')
        .values({ bucket: 'lease-c', holder: 'gone', expires_at: new Date(Date.now() + 60_000) })
        .execute();
      expect(await new HeavyTurns(leasesOf(), 200).turn('lease-c')).toBeNull();
      // The refused turn left the process's queue: the next one waits for the lease again, not for it.
      await db
        .updateTable('heavy_turns')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const turns = new HeavyTurns(leasesOf(), 200);
      const release = (await turns.turn('lease-c'))!;
      expect(release).toEqual(expect.any(Function));
      const row = await db
        .selectFrom('heavy_turns')
        .selectAll()
        .where('bucket', '=', 'lease-c')
        .executeTakeFirstOrThrow();
      expect(row.holder).not.toBe('gone');
      release();
      await waitFor(
        async () =>
          !(await db
            .selectFrom('heavy_turns')
            .selectAll()
            .where('bucket', '=', 'lease-c')
            .executeTakeFirst()),
      );
      expect(turns.size).toBe(0);
    });
  });

  it('queues heavy operations per bucket in order and refuses past the queue', async () => {
    const turns = new HeavyTurns();
    const order: number[] = [];
    const first = (await turns.turn('k'))!;
    const waiting = Array.from({ length: MAX_HEAVY_QUEUED - 1 }, (_, i) =>
      turns.turn('k').then((release) => (order.push(i + 1), release!)),
    );
    expect(await turns.turn('k')).toBeNull(); // the running one and four waiting
    expect(await turns.turn('other')).toEqual(expect.any(Function)); // another bucket is not held
    expect(order).toEqual([]);
    first();
    first(); // releasing twice frees one turn only
    for (const next of waiting) (await next)();
    expect(order).toEqual([1, 2, 3, 4]);
    expect(turns.size).toBe(1); // 'other' still holds its turn
  });
});
