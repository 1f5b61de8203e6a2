import { createHmac, timingSafeEqual } from 'node:crypto';
import { aCsfOnlyFlow, aVerification } from './helpers/builders';
import { CompletionWatcher, syntheticCsf, upload } from './helpers/documents';
import { Receiver, type Received } from './helpers/receiver';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/**
 * Issue 18's events as an integrator receives them: each change of the findings or the decision is a
 * signed delivery of `verification.v2.findings.updated` or `verification.v2.decision_updated` to a real
 * receiver, verifiable with the webhook's secret.
 */

const CEN = 'CEN2001011EA';
const FINDINGS = 'verification.v2.findings.updated';
const DECISION = 'verification.v2.decision_updated';
let t: TestApp;
let a: TestAccount;
let receiver: Receiver;
let secret: string;
let watcher: CompletionWatcher;

/** A verifier written from spec 6.2 alone: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. */
function signedBy(r: Received, key: string): boolean {
  const header = String(r.headers['service-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', key).update(`${parts.t}.${r.rawBody}`).digest('hex');
  return expected.length === parts.v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

beforeAll(async () => {
  t = await startTestApp({
    ALLOW_PRIVATE_NETWORK: 'true',
    WEBHOOK_RETRY_DELAYS: '1,1',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  a = await t.createAccount('Fintech Webhooks');
  for (const body of [aCsfOnlyFlow('wh-reject-old', { document_age: 'reject' }), aCsfOnlyFlow('wh-default')])
    expect((await t.request('POST', '/account-flows', { key: a.apiKey, body })).status).toBe(201);
  receiver = new Receiver();
  const url = await receiver.start();
  const hook = await t.request('POST', '/v2/webhooks', {
    key: a.apiKey,
    body: { url, events: [FINDINGS, DECISION] },
  });
  expect(hook.status).toBe(201);
  secret = hook.body.secret;
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
});
afterAll(async () => {
  await watcher?.close();
  await t?.stop();
  await receiver?.stop();
});

const newVerification = async (flow: string) => {
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ flow_id: flow, tax_id: CEN, key_people: [] }),
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, slot: res.body.items.find((i: any) => i.requirement_key === 'csf').id };
};
const uploadAndWait = async (id: number, bytes: Uint8Array) => {
  const res = await watcher.completedAfter([id], () => upload(t, a.apiKey, id, bytes));
  expect(res.status).toBe(202);
};
const of = (id: string, name: string) =>
  receiver.received.filter((r) => r.body?.event_name === name && r.body.data.verification_id === id);
/** Waits for `n` deliveries of the event about the verification, and checks that each is signed. */
async function delivered(id: string, name: string, n: number) {
  await receiver.waitFor(() => of(id, name).length >= n, 30_000);
  const got = of(id, name);
  for (const r of got) {
    expect(signedBy(r, secret)).toBe(true);
    expect(signedBy(r, 'whsec_someone_else')).toBe(false);
  }
  return got.map((r) => r.body.data);
}

describe('findings and decision webhooks', () => {
  it('deliver signed findings.updated and decision_updated as an old CSF is rejected and a recent one approves', async () => {
    const v = await newVerification('wh-reject-old');
    await uploadAndWait(v.slot, await syntheticCsf(400));
    expect(await delivered(v.id, FINDINGS, 1)).toEqual([
      {
        verification_id: v.id,
        account_id: a.id,
        account_name: 'Fintech Webhooks',
        open_findings: 1,
        critical_findings: 0,
        updated_at: expect.any(String),
      },
    ]);
    const [rejected] = await delivered(v.id, DECISION, 1);
    expect(rejected).toMatchObject({
      verification_id: v.id,
      status: 'pending',
      decision: 'rejected',
      decision_reason: expect.any(String),
      findings_summary: { open: 1, critical: 0 },
    });

    await uploadAndWait(v.slot, await syntheticCsf(5));
    const findings = await delivered(v.id, FINDINGS, 2);
    expect(findings.map((d) => d.open_findings)).toEqual([1, 0]);
    const decisions = await delivered(v.id, DECISION, 2);
    expect(decisions.map((d) => [d.status, d.decision])).toEqual([
      ['pending', 'rejected'],
      ['finished', 'approved'],
    ]);
  });

  it('deliver them when staff accept a finding, and not when the same decision is set again', async () => {
    const v = await newVerification('wh-default');
    await uploadAndWait(v.slot, await syntheticCsf(400));
    const [needsReview] = await delivered(v.id, DECISION, 1);
    expect(needsReview).toMatchObject({
      decision: 'needs_review',
      findings_summary: { open: 1, critical: 0 },
    });

    const list = (await t.request('GET', `/v2/verifications/${v.id}/findings`, { key: a.apiKey })).body;
    const finding = list.data.findings[0];
    const resolve = await t.request('POST', `/v2/verifications/${v.id}/findings/${finding.id}/resolve`, {
      key: a.apiKey,
      body: { status: 'accepted', reason: 'La constancia basta para este cliente' },
    });
    expect(resolve.status).toBe(200);
    const decisions = await delivered(v.id, DECISION, 2);
    expect(decisions[1]).toMatchObject({ decision: 'approved', findings_summary: { open: 0, critical: 0 } });
    expect((await delivered(v.id, FINDINGS, 2)).map((d) => d.open_findings)).toEqual([1, 0]);

    // The same value set again by a person is not a change: no delivery.
    const again = await t.request('PUT', `/v2/verifications/${v.id}/decision`, {
      key: a.apiKey,
      body: { decision: 'approved', reason: 'Confirmado por cumplimiento' },
    });
    expect(again.status).toBe(200);
    const changed = await t.request('PUT', `/v2/verifications/${v.id}/decision`, {
      key: a.apiKey,
      body: { decision: 'rejected', reason: 'El cliente no pasó la entrevista' },
    });
    expect(changed.status).toBe(200);
    const after = await delivered(v.id, DECISION, 3);
    expect(after.map((d) => d.decision)).toEqual(['needs_review', 'approved', 'rejected']);
    expect(after[2].decision_reason).toBe('El cliente no pasó la entrevista');
  });
});
