import { aCsfOnlyFlow, aVerification } from './helpers/builders';
import { CompletionWatcher, syntheticCsf, upload } from './helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/** Listing verifications by decision (issue 18 part 4), through GraphQL and REST, within one account. */

const CEN = 'CEN2001011EA';
let t: TestApp;
let a: TestAccount;
let b: TestAccount;
let watcher: CompletionWatcher;
const ids = {} as Record<'review' | 'rejected' | 'approved' | 'none' | 'otherAccount', string>;

const create = async (account: TestAccount, flow: string, tag: string) => {
  const res = await t.request('POST', '/verifications', {
    key: account.apiKey,
    body: aVerification({ flow_id: flow, tax_id: CEN, key_people: [], tag }),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; items: { id: number; requirement_key: string }[] };
};
const slotOf = (v: { items: { id: number; requirement_key: string }[] }) =>
  v.items.find((i) => i.requirement_key === 'csf')!.id;

const LIST = `query($filter: VerificationFilter) {
  verifications(first: 50, filter: $filter) { nodes { id decision } }
}`;
const listed = async (key: string, filter: Record<string, unknown>) => {
  const res = await t.gql(key, LIST, { filter });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.verifications.nodes as { id: string; decision: string | null }[];
};

beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Filter A');
  b = await t.createAccount('Filter B');
  for (const acc of [a, b]) {
    for (const body of [
      aCsfOnlyFlow('csf-reject-old', { document_age: 'reject' }),
      aCsfOnlyFlow('csf-default'),
    ]) {
      expect((await t.request('POST', '/account-flows', { key: acc.apiKey, body })).status).toBe(201);
    }
  }
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
  const uploadAndWait = async (id: number, bytes: Uint8Array) => {
    const res = await watcher.completedAfter([id], () => upload(t, a.apiKey, id, bytes));
    expect(res.status).toBe(202);
  };
  const review = await create(a, 'csf-default', 'review');
  await uploadAndWait(slotOf(review), await syntheticCsf(400));
  const rejected = await create(a, 'csf-reject-old', 'rejected');
  await uploadAndWait(slotOf(rejected), await syntheticCsf(400));
  const approved = await create(a, 'csf-default', 'approved');
  await uploadAndWait(slotOf(approved), await syntheticCsf(5));
  const none = await create(a, 'csf-default', 'none');
  ids.review = review.id;
  ids.rejected = rejected.id;
  ids.approved = approved.id;
  ids.none = none.id;
  // Another account's verification with a decision that would match: it must never be listed for A.
  const other = await create(b, 'csf-default', 'other');
  const w = new CompletionWatcher(t, b.apiKey);
  await w.ready();
  try {
    const old = await syntheticCsf(400);
    await w.completedAfter([slotOf(other)], () => upload(t, b.apiKey, slotOf(other), old));
  } finally {
    await w.close();
  }
  ids.otherAccount = other.id;
});
afterAll(async () => {
  await watcher.close();
  await t.stop();
});

describe('VerificationFilter.decision', () => {
  it('lists only the verifications with that decision, of the caller account', async () => {
    expect(await listed(a.apiKey, { decision: 'NEEDS_REVIEW' })).toEqual([
      { id: ids.review, decision: 'NEEDS_REVIEW' },
    ]);
    expect(await listed(a.apiKey, { decision: 'REJECTED' })).toEqual([
      { id: ids.rejected, decision: 'REJECTED' },
    ]);
    expect(await listed(a.apiKey, { decision: 'APPROVED' })).toEqual([
      { id: ids.approved, decision: 'APPROVED' },
    ]);
    expect(await listed(a.apiKey, { decision: 'NONE' })).toEqual([{ id: ids.none, decision: null }]);
    expect((await listed(a.apiKey, {})).map((n) => n.id).sort()).toEqual(
      [ids.review, ids.rejected, ids.approved, ids.none].sort(),
    );
    // B sees its own needs-review verification only.
    expect(await listed(b.apiKey, { decision: 'NEEDS_REVIEW' })).toEqual([
      { id: ids.otherAccount, decision: 'NEEDS_REVIEW' },
    ]);
  });

  it('combines with the other filters', async () => {
    expect(await listed(a.apiKey, { decision: 'APPROVED', status: 'FINISHED' })).toEqual([
      { id: ids.approved, decision: 'APPROVED' },
    ]);
    expect(await listed(a.apiKey, { decision: 'APPROVED', status: 'PENDING' })).toEqual([]);
    expect(await listed(a.apiKey, { decision: 'NEEDS_REVIEW', tag: 'approved' })).toEqual([]);
  });

  it('follows a decision set by hand', async () => {
    const set = await t.gql(
      a.apiKey,
      `mutation($input: SetVerificationDecisionInput!) { setVerificationDecision(input: $input) { verification { id decision } } }`,
      { input: { verificationId: ids.review, decision: 'APPROVED', reason: 'Checked the CSF by phone' } },
    );
    expect(set.body.errors).toBeUndefined();
    expect(await listed(a.apiKey, { decision: 'NEEDS_REVIEW' })).toEqual([]);
    expect((await listed(a.apiKey, { decision: 'APPROVED' })).map((n) => n.id).sort()).toEqual(
      [ids.approved, ids.review].sort(),
    );
  });

  it('refuses a value outside the enum with a 400', async () => {
    const res = await t.gql(a.apiKey, LIST, { filter: { decision: 'MAYBE' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toContain('MAYBE');
  });

  it('is on the REST list as ?decision=', async () => {
    const res = await t.request('GET', '/verifications?decision=rejected', { key: a.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: any) => v.id)).toEqual([ids.rejected]);
    const none = await t.request('GET', '/verifications?decision=none', { key: a.apiKey });
    expect(none.body.data.map((v: any) => v.id)).toEqual([ids.none]);
    const bad = await t.request('GET', '/verifications?decision=maybe', { key: a.apiKey });
    expect(bad.status).toBe(400);
  });
});
