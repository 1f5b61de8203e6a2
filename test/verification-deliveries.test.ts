import { aVerification, aWebhook } from './helpers/builders';
import { delay, Receiver } from './helpers/receiver';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let receiver: Receiver;
beforeAll(async () => {
  t = await startTestApp({ ALLOW_PRIVATE_NETWORK: 'true', WEBHOOK_RETRY_DELAYS: '1' });
  a = await t.createAccount('Fintech A');
  receiver = new Receiver();
  const url = await receiver.start();
  const hook = await t.request('POST', '/v2/webhooks', {
    key: a.apiKey,
    body: aWebhook({ url, events: ['verification.v2.created'] }),
  });
  expect(hook.status).toBe(201);
});
afterAll(async () => {
  await t.stop();
  await receiver.stop();
});

const DELIVERIES = `query($id: ID!) { verification(id: $id) { webhookDeliveries {
  eventName verificationId status attemptCount attempts { statusCode outcome } } } }`;

async function created(tag: string) {
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ tag, items: [{ type: 'generic', options: { client_item_type: 'csf_mx' } }] }),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; access_token: string };
}

describe('Verification.webhookDeliveries (the report’s delivery log)', () => {
  it('lists what the account’s endpoints were sent about this verification only, with attempts', async () => {
    const v = await created('entregas-1');
    const other = await created('entregas-2');
    await receiver.waitFor((r) =>
      [v.id, other.id].every((id) => r.some((x) => x.body?.data?.verification_id === id)),
    );
    const deliveredOk = async () => {
      const res = await t.gql(a.apiKey, DELIVERIES, { id: v.id });
      return res.body.data.verification.webhookDeliveries;
    };
    let list = await deliveredOk();
    while (list.some((d: any) => d.status !== 'SUCCEEDED')) list = await delay(50).then(deliveredOk);
    expect(list).toEqual([
      {
        eventName: 'verification.v2.created',
        verificationId: v.id,
        status: 'SUCCEEDED',
        attemptCount: 1,
        attempts: [{ statusCode: 200, outcome: expect.any(String) }],
      },
    ]);
  });

  it('is not for end clients', async () => {
    const v = await created('entregas-3');
    const res = await t.request('POST', '/graphql', {
      headers: { authorization: `Bearer ${v.access_token}` },
      body: { query: DELIVERIES, variables: { id: v.id } },
    });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});
