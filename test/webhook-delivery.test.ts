import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { aVerification } from './helpers/builders';
import { delay, Receiver } from './helpers/receiver';
import { WEBHOOK_SENDS } from '../src/domain/webhooks/delivery';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/** A verifier written from spec 6.2 alone, independent of the service's own helper. */
function specVerify(rawBody: string, header: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  return expected.length === parts.v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

const stripe = new Stripe('sk_test_unused');

let t: TestApp;
let receiver: Receiver;
let hookUrl: string;
beforeAll(async () => {
  t = await startTestApp({
    ALLOW_PRIVATE_NETWORK: 'true',
    WEBHOOK_RETRY_DELAYS: '1,1,1',
    WEBHOOK_TIMEOUT_MS: '800',
  });
  receiver = new Receiver();
  hookUrl = await receiver.start();
});
afterAll(async () => {
  await t.stop();
  await receiver.stop();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.script = [];
});

async function setup(
  events = [
    'verification.v2.created',
    'verification.v2.finished',
    'verification_item.v2.completed',
    'verification_item.v2.internal_status_changed',
  ],
) {
  const acct = await t.createAccount('Receiver Co');
  const hook = await t.request('POST', '/v2/webhooks', {
    key: acct.apiKey,
    body: { url: `${hookUrl}?acct=${acct.id}`, events },
  });
  expect(hook.status).toBe(201);
  return { acct, hook: hook.body as { id: string; secret: string } };
}
const createVerification = async (acct: TestAccount, items = [{ type: 'csf_mx' }]) =>
  (await t.request('POST', '/verifications', { key: acct.apiKey, body: aVerification({ items }) })).body;
const mine = (acct: TestAccount) => receiver.received.filter((r) => r.body?.data?.account_id === acct.id);
const deliveriesOf = async (acct: TestAccount, hookId: string, query = '') =>
  (await t.request('GET', `/v2/webhooks/${hookId}/deliveries${query}`, { key: acct.apiKey })).body;

describe('signed webhook deliveries', () => {
  it('delivers each event once with the spec body and headers, verifiable by the spec, Stripe and Standard Webhooks', async () => {
    const { acct, hook } = await setup();
    const v = await createVerification(acct);
    await t.request('POST', `/v2/verification-items/${v.items[0].id}/complete`, {
      key: acct.apiKey,
      body: { item_value: {} },
    });
    await receiver.waitFor(() => mine(acct).length === 4);
    const got = mine(acct);
    expect(got.map((r) => r.body.event_name).sort()).toEqual([
      'verification.v2.created',
      'verification.v2.finished',
      'verification_item.v2.completed',
      'verification_item.v2.internal_status_changed',
    ]);
    for (const r of got) {
      expect(Object.keys(r.body).sort()).toEqual(['data', 'event_id', 'event_name']);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toMatch(/^bvs-webhooks\//);
      expect(r.headers['service-event-id']).toBe(r.body.event_id);
      const header = r.headers['service-signature'] as string;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(specVerify(r.rawBody, header, hook.secret)).toBe(true);
      expect(stripe.webhooks.signature!.verifyHeader(r.rawBody, header, hook.secret, 300)).toBe(true);
      const ts = Number(/t=(\d+)/.exec(header)![1]);
      expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(60);
      expect(r.headers['webhook-id']).toBe(r.body.event_id);
      expect(r.headers['webhook-timestamp']).toBe(String(ts));
      const std = createHmac('sha256', Buffer.from(hook.secret.slice(6), 'base64'))
        .update(`${r.body.event_id}.${ts}.${r.rawBody}`)
        .digest('base64');
      expect(r.headers['webhook-signature']).toBe(`v1,${std}`);
      expect(specVerify(r.rawBody, header, 'whsec_wrong')).toBe(false);
    }
    const created = got.find((r) => r.body.event_name === 'verification.v2.created')!;
    expect(created.body.data).toEqual({
      verification_id: v.id,
      account_id: acct.id,
      account_name: 'Receiver Co',
      created_at: v.created_at,
      status: 'pending',
      verification_tag: 'empresa-123',
    });
    const completed = got.find((r) => r.body.event_name === 'verification_item.v2.completed')!;
    expect(completed.body.data).toEqual({
      verification_id: v.id,
      item_id: v.items[0].id,
      account_id: acct.id,
      account_name: 'Receiver Co',
      item_type: 'csf_mx',
      completed_at: expect.any(String),
      verification_tag: 'empresa-123',
    });
    // The receiver sees a request a moment before its attempt is recorded.
    let list: any;
    for (let i = 0; i < 50; i++) {
      list = await deliveriesOf(acct, hook.id);
      if (list.data.length === 4 && list.data.every((d: any) => d.status === 'succeeded')) break;
      await delay(100);
    }
    expect(list.data).toHaveLength(4);
    expect(
      list.data.every(
        (d: any) => d.status === 'succeeded' && d.attempts.length === 1 && d.attempts[0].status_code === 200,
      ),
    ).toBe(true);
    expect(list.data[0].attempts[0]).toMatchObject({
      attempt_number: 1,
      outcome: 'succeeded',
      response_excerpt: 'ok',
      latency_ms: expect.any(Number),
    });
  });

  it('sends only the subscribed events, nothing to a disabled webhook, nothing across accounts', async () => {
    const { acct, hook } = await setup(['verification.v2.finished']);
    const other = await setup(['verification.v2.created']);
    await t.request('PUT', `/v2/webhooks/${other.hook.id}`, {
      key: other.acct.apiKey,
      body: { status: 'disabled' },
    });
    const v = await createVerification(acct);
    await createVerification(other.acct);
    await t.request('POST', `/v2/verification-items/${v.items[0].id}/complete`, {
      key: acct.apiKey,
      body: {},
    });
    await receiver.waitFor(() => mine(acct).length === 1);
    await t.app.dispatcher!.dispatchBatch();
    await delay(300);
    expect(mine(acct).map((r) => r.body.event_name)).toEqual(['verification.v2.finished']);
    expect(mine(other.acct)).toEqual([]);
    expect((await deliveriesOf(other.acct, other.hook.id)).data).toEqual([]);
    expect((await deliveriesOf(acct, hook.id)).data).toHaveLength(1);
  });

  it('retries after 500s and timeouts with the same body and signature, recording every attempt', async () => {
    const { acct, hook } = await setup(['verification.v2.created']);
    receiver.script = [
      { status: 500, body: 'boom' },
      { status: 200, delayMs: 1500 },
      { status: 200, body: 'finally' },
    ];
    await createVerification(acct);
    await receiver.waitFor(() => mine(acct).length === 3);
    const got = mine(acct);
    expect(new Set(got.map((r) => r.rawBody)).size).toBe(1);
    expect(new Set(got.map((r) => r.headers['service-signature'])).size).toBe(1);
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(900);
    let d: any;
    await receiver.waitFor(() => true);
    for (let i = 0; i < 50 && d?.status !== 'succeeded'; i++) {
      d = (await deliveriesOf(acct, hook.id)).data[0];
      if (d.status !== 'succeeded') await delay(100);
    }
    expect(d).toMatchObject({ status: 'succeeded', attempt_count: 3, last_status_code: 200 });
    expect(d.attempts.map((a: any) => [a.attempt_number, a.status_code, a.error, a.outcome])).toEqual([
      [1, 500, 'HTTP 500', 'failed'],
      [2, null, 'timeout', 'failed'],
      [3, 200, null, 'succeeded'],
    ]);
    expect(d.attempts[0].response_excerpt).toBe('boom');
    const gql = await t.gql(
      acct.apiKey,
      `query($id: ID!) { webhook(id: $id) { deliveries(first: 5, status: SUCCEEDED) { nodes { status attemptCount attempts { attemptNumber statusCode outcome } } } } }`,
      { id: hook.id },
    );
    expect(gql.body.data.webhook.deliveries.nodes[0]).toEqual({
      status: 'SUCCEEDED',
      attemptCount: 3,
      attempts: d.attempts.map((a: any) => ({
        attemptNumber: a.attempt_number,
        statusCode: a.status_code,
        outcome: a.outcome,
      })),
    });
  });

  it('keeps at most the first 1 KB of a response', async () => {
    const { acct, hook } = await setup(['verification.v2.created']);
    receiver.script = [{ status: 200, body: 'x'.repeat(5000) }];
    await createVerification(acct);
    await receiver.waitFor(() => mine(acct).length === 1);
    let d: any;
    for (let i = 0; i < 50 && d?.status !== 'succeeded'; i++) {
      d = (await deliveriesOf(acct, hook.id)).data[0];
      if (d?.status !== 'succeeded') await delay(100);
    }
    expect(d.attempts[0].response_excerpt).toHaveLength(1024);
  });

  it('honours Retry-After on 429 within the schedule', async () => {
    const slow = await startTestApp({
      ALLOW_PRIVATE_NETWORK: 'true',
      WEBHOOK_RETRY_DELAYS: '60,60',
      WEBHOOK_TIMEOUT_MS: '800',
    });
    try {
      const acct = await slow.createAccount();
      await slow.request('POST', '/v2/webhooks', {
        key: acct.apiKey,
        body: { url: hookUrl, events: ['verification.v2.created'] },
      });
      receiver.script = [{ status: 429, headers: { 'retry-after': '1' } }];
      await slow.request('POST', '/verifications', {
        key: acct.apiKey,
        body: aVerification({ items: [{ type: 'csf_mx' }] }),
      });
      await receiver.waitFor(() => mine(acct).length === 2, 10000);
      const [first, second] = mine(acct);
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
      expect(second!.at - first!.at).toBeLessThan(8000);
    } finally {
      await slow.stop();
    }
  });

  it('marks a delivery failed when the schedule is spent; a manual re-send and a bulk re-send deliver it', async () => {
    const { acct, hook } = await setup(['verification.v2.created']);
    receiver.fallback = { status: 503 };
    try {
      await createVerification(acct);
      await createVerification(acct);
      await receiver.waitFor(() => mine(acct).length === 8);
      let list: any;
      for (let i = 0; i < 50; i++) {
        list = await deliveriesOf(acct, hook.id, '?status=failed');
        if (list.data.length === 2) break;
        await delay(100);
      }
      expect(list.data).toHaveLength(2);
      expect(list.data[0]).toMatchObject({ status: 'failed', attempt_count: 4, last_status_code: 503 });
      receiver.fallback = { status: 200, body: 'ok' };
      const before = mine(acct).length;
      const retried = await t.request('POST', `/v2/webhooks/${hook.id}/deliveries/${list.data[0].id}/retry`, {
        key: acct.apiKey,
      });
      expect(retried.status).toBe(200);
      expect(retried.body.status).toBe('pending');
      await receiver.waitFor(() => mine(acct).length === before + 1);
      expect(mine(acct).at(-1)!.rawBody).toBe(list.data[0].body);
      const bulk = await t.gql(
        acct.apiKey,
        'mutation($id: ID!, $since: DateTime!) { retryFailedWebhookDeliveries(webhookId: $id, since: $since) { count } }',
        {
          id: hook.id,
          since: new Date(Date.now() - 60_000).toISOString(),
        },
      );
      expect(bulk.body.data.retryFailedWebhookDeliveries.count).toBe(1);
      await receiver.waitFor(() => mine(acct).length === before + 2);
    } finally {
      receiver.fallback = { status: 200, body: 'ok' };
    }
  });

  it('cancels pending deliveries when the webhook is deleted', async () => {
    const { acct, hook } = await setup(['verification.v2.created']);
    receiver.script = [{ status: 500 }];
    await createVerification(acct);
    await receiver.waitFor(() => mine(acct).length === 1);
    await t.request('DELETE', `/v2/webhooks/${hook.id}`, { key: acct.apiKey });
    await delay(2500);
    expect(mine(acct)).toHaveLength(1);
  });

  it('stops sending to a webhook disabled between attempts', async () => {
    const { acct, hook } = await setup(['verification.v2.created']);
    receiver.script = [{ status: 500 }];
    await createVerification(acct);
    await receiver.waitFor(() => mine(acct).length === 1);
    await t.request('PUT', `/v2/webhooks/${hook.id}`, { key: acct.apiKey, body: { status: 'disabled' } });
    await delay(2500);
    expect(mine(acct)).toHaveLength(1);
    expect((await deliveriesOf(acct, hook.id)).data[0].status).toBe('cancelled');
  });

  it('holds a hanging webhook to its cap of sends in flight: the rest wait pending, uncounted and in order, and another webhook is not held back', async () => {
    const cap = WEBHOOK_SENDS.perWebhook;
    const N = cap + 10;
    // Nothing here waits on a clock: the hanging receiver holds its answers until the test releases
    // them, and the timeout is far beyond the test's length.
    const own = await startTestApp({
      ALLOW_PRIVATE_NETWORK: 'true',
      WEBHOOK_RETRY_DELAYS: '1',
      WEBHOOK_TIMEOUT_MS: '120000',
    });
    const hanging = new Receiver();
    // The first `cap` requests hang until released, then fail with 503; after them the receiver answers 200 at once.
    hanging.script = Array.from({ length: cap }, () => ({ status: 503, hold: true }));
    try {
      const acct = await own.createAccount();
      const hookFor = async (url: string) =>
        (
          await own.request('POST', '/v2/webhooks', {
            key: acct.apiKey,
            body: { url, events: ['verification.v2.created'] },
          })
        ).body.id as string;
      const slowHook = await hookFor(await hanging.start());
      await hookFor(`${hookUrl}?acct=${acct.id}`);
      for (let i = 0; i < N; i += 20) {
        await Promise.all(
          Array.from({ length: Math.min(20, N - i) }, () =>
            own.request('POST', '/verifications', {
              key: acct.apiKey,
              body: aVerification({ items: [{ type: 'csf_mx' }] }),
            }),
          ),
        );
      }
      await receiver.waitFor(() => mine(acct).length === N, 20000);
      const db = own.app.deps.db;
      const slow = () =>
        db
          .selectFrom('webhook_deliveries')
          .select(['id', 'status', 'attempt_count', 'created_at'])
          .where('webhook_id', '=', slowHook)
          .orderBy('created_at')
          .execute();
      const sending = async () => (await slow()).filter((d) => d.status === 'sending').length;
      await hanging.waitFor((r) => r.length === cap, 20000);
      for (let i = 0; i < 200 && (await sending()) < cap; i++) await delay(50);
      // The sender does not reach for more while every slot of this webhook is taken.
      await delay(300);
      // Every delivery to the other webhook is in; of the hanging one's, `cap` are in flight and the
      // rest wait pending without an attempt counted.
      expect(mine(acct)).toHaveLength(N);
      const held = await slow();
      expect(held.filter((d) => d.status === 'sending')).toHaveLength(cap);
      expect(held.filter((d) => d.status === 'pending' && d.attempt_count === 0)).toHaveLength(N - cap);
      expect(hanging.received).toHaveLength(cap);
      const waiting = new Set(held.filter((d) => d.status === 'pending').map((d) => d.id));

      hanging.release();
      for (let i = 0; i < 300; i++) {
        if ((await slow()).every((d) => d.status === 'succeeded')) break;
        await delay(100);
      }
      expect((await slow()).map((d) => d.status)).toEqual(Array(N).fill('succeeded'));
      const attempts = await db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'attempt_number', 'error', 'status_code', 'started_at'])
        .where(
          'delivery_id',
          'in',
          held.map((d) => d.id),
        )
        .orderBy('started_at')
        .execute();
      // Those that waited were sent once, as attempt 1, before any retry of the timed-out ones.
      const firstOfWaiting = attempts.filter((a) => waiting.has(a.delivery_id));
      expect(firstOfWaiting.map((a) => [a.attempt_number, a.status_code])).toEqual(
        Array(N - cap).fill([1, 200]),
      );
      const retries = attempts.filter((a) => a.attempt_number === 2);
      expect(retries).toHaveLength(cap);
      expect(Math.max(...firstOfWaiting.map((a) => a.started_at.getTime()))).toBeLessThanOrEqual(
        Math.min(...retries.map((a) => a.started_at.getTime())),
      );
      expect(attempts.filter((a) => a.status_code === 503)).toHaveLength(cap);
      expect(hanging.received).toHaveLength(N + cap);
    } finally {
      hanging.release();
      await own.stop();
      await hanging.stop();
    }
  }, 120000);

  it('answers 404 to deliveries of another account’s webhook and 400 to a bad since or status', async () => {
    const { acct, hook } = await setup(['verification.v2.created']);
    const other = await t.createAccount();
    expectErrorBody(
      await t.request('GET', `/v2/webhooks/${hook.id}/deliveries`, { key: other.apiKey }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(
      await t.request(
        'POST',
        `/v2/webhooks/${hook.id}/deliveries/00000000-0000-0000-0000-000000000000/retry`,
        { key: acct.apiKey },
      ),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(
      await t.request('POST', `/v2/webhooks/${hook.id}/deliveries/retry`, {
        key: acct.apiKey,
        body: { since: 'yesterday' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('GET', `/v2/webhooks/${hook.id}/deliveries?status=lost`, { key: acct.apiKey }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('GET', `/v2/webhooks/${hook.id}/deliveries?page_size=x`, { key: acct.apiKey }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('the SSRF guard on every attempt', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({ WEBHOOK_RETRY_DELAYS: '1', WEBHOOK_TIMEOUT_MS: '800' });
  });
  afterAll(() => guarded.stop());

  it.each([
    ['loopback', 'https://127.0.0.1:PORT/hook'],
    ['10/8', 'https://10.0.0.7/hook'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'https://[::1]:PORT/hook'],
    ['a name resolving to 127.0.0.1', 'https://localhost:PORT/hook'],
  ])('refuses %s at send time, even when the stored URL slipped past creation', async (_name, raw) => {
    const acct = await guarded.createAccount();
    const created = await guarded.request('POST', '/v2/webhooks', {
      key: acct.apiKey,
      body: { url: 'https://hooks.example.com/x', events: ['verification.v2.created'] },
    });
    const url = raw.replace('PORT', new URL(hookUrl).port);
    // Simulates DNS rebinding or an address changed behind our back: the row points somewhere private.
    await guarded.app.deps.db
      .updateTable('webhooks')
      .set({ url })
      .where('id', '=', created.body.id)
      .execute();
    const before = receiver.received.length;
    await guarded.request('POST', '/verifications', {
      key: acct.apiKey,
      body: aVerification({ items: [{ type: 'csf_mx' }] }),
    });
    let d: any;
    for (let i = 0; i < 60 && d?.status !== 'failed'; i++) {
      d = (await guarded.request('GET', `/v2/webhooks/${created.body.id}/deliveries`, { key: acct.apiKey }))
        .body.data[0];
      if (d?.status !== 'failed') await delay(100);
    }
    expect(d.status).toBe('failed');
    expect(
      d.attempts.every(
        (a: any) => a.status_code === null && /blocked|private|loopback|link-local|https/.test(a.error),
      ),
    ).toBe(true);
    expect(receiver.received.length).toBe(before);
  });
});

describe('re-sending through the GraphQL mutations of one style', () => {
  it('re-sends one failed delivery with webhookDeliveryRetry and the rest with webhookDeliveriesRetryFailed', async () => {
    const { acct, hook } = await setup(['verification.v2.created']);
    receiver.fallback = { status: 503 };
    try {
      await createVerification(acct);
      await createVerification(acct);
      let list: any;
      for (let i = 0; i < 100; i++) {
        list = await deliveriesOf(acct, hook.id, '?status=failed');
        if (list.data.length === 2) break;
        await delay(100);
      }
      expect(list.data).toHaveLength(2);
      receiver.fallback = { status: 200, body: 'ok' };
      const before = mine(acct).length;
      const one = await t.gql(
        acct.apiKey,
        'mutation($i: WebhookDeliveryRetryInput!) { webhookDeliveryRetry(input: $i) { delivery { id status } } }',
        { i: { webhookId: hook.id, deliveryId: list.data[0].id } },
      );
      expect(one.body.data.webhookDeliveryRetry.delivery).toEqual({ id: list.data[0].id, status: 'PENDING' });
      await receiver.waitFor(() => mine(acct).length === before + 1);
      expect(mine(acct).at(-1)!.rawBody).toBe(list.data[0].body);
      const rest = await t.gql(
        acct.apiKey,
        'mutation($i: WebhookDeliveriesRetryFailedInput!) { webhookDeliveriesRetryFailed(input: $i) { count } }',
        { i: { webhookId: hook.id, since: new Date(Date.now() - 60_000).toISOString() } },
      );
      expect(rest.body.data.webhookDeliveriesRetryFailed).toEqual({ count: 1 });
      await receiver.waitFor(() => mine(acct).length === before + 2);
      expect(mine(acct).at(-1)!.rawBody).toBe(list.data[1].body);
    } finally {
      receiver.fallback = { status: 200, body: 'ok' };
    }
  });
});
