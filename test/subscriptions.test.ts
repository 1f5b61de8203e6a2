import WebSocket from 'ws';
import { aVerification } from './helpers/builders';
import { delay } from './helpers/receiver';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';
import { Subscriber } from './helpers/ws';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
const open: Subscriber[] = [];
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('A');
  b = await t.createAccount('B');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(() => t.stop());

const wsUrl = () => `${t.url.replace('http', 'ws')}/graphql`;
const EVENTS =
  'subscription($v: ID, $names: [String!]) { verificationEvents(verificationId: $v, eventNames: $names) { eventId eventName verificationId itemId occurredAt data } }';

async function subscriber(
  params: Record<string, unknown>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const s = new Subscriber(wsUrl(), params);
  open.push(s);
  await s.acked;
  s.subscribe(query, variables);
  await delay(50); // the subscribe message reaches the server before events are produced
  return s;
}
const create = async (acct: TestAccount) =>
  (
    await t.request('POST', '/verifications', {
      key: acct.apiKey,
      body: aVerification({ items: [{ type: 'csf_mx' }] }),
    })
  ).body;
const complete = (acct: TestAccount, itemId: number) =>
  t.request('POST', `/v2/verification-items/${itemId}/complete`, { key: acct.apiKey, body: {} });

describe('verificationEvents', () => {
  it('streams every event of the account, in order, with the webhook payload', async () => {
    const s = await subscriber({ 'x-api-key': a.apiKey }, EVENTS);
    const v = await create(a);
    await complete(a, v.items[0].id);
    await s.waitFor(5);
    const events = s.values.map((x) => x.verificationEvents);
    expect(events.map((e) => e.eventName)).toEqual([
      'verification.v2.created',
      'verification_item.v2.internal_status_changed',
      'verification_item.v2.completed',
      // Issue 18: the decision goes from null to approved as the verification finishes.
      'verification.v2.decision_updated',
      'verification.v2.finished',
    ]);
    expect(events[2]).toMatchObject({
      verificationId: v.id,
      itemId: String(v.items[0].id),
      data: { item_type: 'csf_mx', account_id: a.id },
    });
    expect(new Set(events.map((e) => e.eventId)).size).toBe(5);
  });

  it('filters by verification and by event names', async () => {
    const v1 = await create(a);
    const v2 = await create(a);
    const onlyV1 = await subscriber({ 'x-api-key': a.apiKey }, EVENTS, { v: v1.id });
    const onlyCompleted = await subscriber({ 'x-api-key': a.apiKey }, EVENTS, {
      names: ['verification_item.v2.completed'],
    });
    await complete(a, v2.items[0].id);
    await complete(a, v1.items[0].id);
    await onlyV1.waitFor(3);
    await onlyCompleted.waitFor(2);
    expect(onlyV1.values.every((x) => x.verificationEvents.verificationId === v1.id)).toBe(true);
    expect(onlyCompleted.values.map((x) => x.verificationEvents.verificationId)).toEqual([v2.id, v1.id]);
  });

  it('never delivers another account’s events', async () => {
    const sb = await subscriber({ 'x-api-key': b.apiKey }, EVENTS);
    const sa = await subscriber({ 'x-api-key': a.apiKey }, EVENTS);
    const v = await create(a);
    await sa.waitFor(1);
    const foreign = await subscriber({ 'x-api-key': b.apiKey }, EVENTS, { v: v.id });
    await complete(a, v.items[0].id);
    await sa.waitFor(4);
    await t.app.dispatcher!.dispatchBatch();
    await delay(200);
    expect(sb.values).toEqual([]);
    expect(foreign.values).toEqual([]);
  });

  it('lets an end-client token follow its own verification only', async () => {
    const v = await create(a);
    const other = await create(a);
    const own = await subscriber({ accessToken: v.access_token }, EVENTS);
    const denied = await subscriber({ accessToken: v.access_token }, EVENTS, { v: other.id });
    await complete(a, other.items[0].id);
    await complete(a, v.items[0].id);
    await own.waitFor(3);
    expect(own.values.every((x) => x.verificationEvents.verificationId === v.id)).toBe(true);
    await denied.waitFor(1);
    expect(JSON.stringify(denied.errors)).toContain('UNAUTHORIZED');
  });
});

describe('who sees which events', () => {
  it('an end-client token naming its own verification receives its events and none of a sibling’s', async () => {
    const v = await create(a);
    const sibling = await create(a);
    const own = await subscriber({ accessToken: v.access_token }, EVENTS, { v: v.id });
    await complete(a, sibling.items[0].id);
    await complete(a, v.items[0].id);
    await own.waitFor(3);
    await t.app.dispatcher!.dispatchBatch();
    await delay(200);
    expect(own.errors).toEqual([]);
    expect(own.values.map((x) => x.verificationEvents.verificationId)).toEqual([v.id, v.id, v.id]);
  });

  it('an API key receives every verification of its own account and nothing of another account', async () => {
    const s = await subscriber({ 'x-api-key': a.apiKey }, EVENTS, {
      names: ['verification_item.v2.completed'],
    });
    const v1 = await create(a);
    const foreign = await create(b);
    const v2 = await create(a);
    await complete(b, foreign.items[0].id);
    await complete(a, v1.items[0].id);
    await complete(a, v2.items[0].id);
    await s.waitFor(2);
    await t.app.dispatcher!.dispatchBatch();
    await delay(200);
    expect(s.values.map((x) => x.verificationEvents.verificationId)).toEqual([v1.id, v2.id]);
  });

  it('verificationUpdated refuses an end-client token another verification of the same account', async () => {
    const v = await create(a);
    const other = await create(a);
    const s = await subscriber(
      { accessToken: v.access_token },
      'subscription($id: ID!) { verificationUpdated(id: $id) { id } }',
      { id: other.id },
    );
    await s.waitFor(1);
    expect(JSON.stringify(s.errors)).toContain('UNAUTHORIZED');
    expect(s.values).toEqual([]);
  });
});

describe('verificationUpdated', () => {
  it('yields the verification’s new state after each change', async () => {
    const v = await create(a);
    const s = await subscriber(
      { 'x-api-key': a.apiKey },
      'subscription($id: ID!) { verificationUpdated(id: $id) { id status documentsStatus items { itemStatus } } }',
      { id: v.id },
    );
    await complete(a, v.items[0].id);
    await s.waitFor(3);
    const last = s.values.at(-1).verificationUpdated;
    expect(last).toEqual({
      id: v.id,
      status: 'FINISHED',
      documentsStatus: 'FULL_UPLOAD',
      items: [{ itemStatus: 'COMPLETE' }],
    });
  });

  it('refuses another account’s verification', async () => {
    const v = await create(a);
    const s = await subscriber(
      { 'x-api-key': b.apiKey },
      'subscription($id: ID!) { verificationUpdated(id: $id) { id } }',
      { id: v.id },
    );
    await s.waitFor(1);
    expect(JSON.stringify(s.errors)).toContain('NOT_FOUND');
  });
});

describe('a subscriber that cannot keep up', () => {
  it('is disconnected rather than buffered without bound', async () => {
    const small = await startTestApp({}, { subscriberQueueLimit: 20 });
    try {
      const acct = await small.createAccount();
      const ws = new WebSocket(`${small.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      await new Promise((r) => ws.on('open', r));
      ws.send(JSON.stringify({ type: 'connection_init', payload: { 'x-api-key': acct.apiKey } }));
      await new Promise((r) => ws.once('message', r));
      ws.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: 'subscription { verificationEvents { eventId data } }' },
        }),
      );
      await delay(100);
      expect(small.app.hub.size).toBe(1);
      // The client stops reading: socket buffers fill, then the subscriber's queue.
      (ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const data = { padding: 'x'.repeat(16 * 1024) };
      for (let i = 0; i < 3000 && small.app.hub.size > 0; i++) {
        small.app.hub.publish({
          id: i,
          eventId: `e${i}`,
          eventName: 'verification.v2.created',
          accountId: acct.id,
          verificationId: null,
          itemId: null,
          occurredAt: new Date().toISOString(),
          data,
        });
        if (i % 50 === 0) await delay(1);
      }
      expect(small.app.hub.size).toBe(0);
      (ws as unknown as { _socket: { resume(): void } })._socket.resume();
      expect(await closed).toBe(4008);
    } finally {
      await small.stop();
    }
  }, 30000);
});
