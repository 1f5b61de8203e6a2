import { aFlow, aVerification, RFC } from './helpers/builders';
import { outboxOf } from './helpers/outbox';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
  await t.request('POST', '/account-flows', { key: a.apiKey, body: aFlow({ id_slug: 'kyb-mx' }) });
});
afterAll(() => t.stop());

const VERIFICATION = `id status documentsStatus flowId tag taxId country accessToken onboardingUrl detailsUrl
  account { id name } flow { idSlug friendlyName }
  items { id itemOrder itemStatus itemType requirementKey internalStatus itemScope }
  requirements { key label required optional enabled received satisfied conditionalRender allowedItemTypes item { id } }
  nextStepsCheckout { title }`;

const createGql = (key: string, input: Record<string, unknown>) =>
  t.gql(key, `mutation($i: CreateVerificationInput!) { createVerification(input: $i) { ${VERIFICATION} } }`, {
    i: input,
  });

describe('GraphQL verifications', () => {
  it('creates from a flow and resolves items, flow, account and requirements as a graph', async () => {
    const res = await createGql(a.apiKey, {
      flowId: 'kyb-mx',
      country: 'mx',
      tag: 'gql-co',
      taxId: RFC.other.toLowerCase(),
    });
    expect(res.body.errors).toBeUndefined();
    const v = res.body.data.createVerification;
    expect(v).toMatchObject({
      status: 'PENDING',
      documentsStatus: 'PENDING_UPLOAD',
      flowId: 'kyb-mx',
      taxId: RFC.other,
      account: { id: a.id, name: 'Fintech A' },
      flow: { idSlug: 'kyb-mx' },
      accessToken: expect.stringMatching(/^eyJ/),
    });
    expect(v.onboardingUrl).toContain(encodeURIComponent(v.accessToken).slice(0, 10));
    expect(v.items.map((i: any) => i.itemType)).toEqual([
      'csf_mx',
      'ac_mx',
      'generic',
      'bank_statement',
      'ubos',
    ]);
    expect(v.requirements.map((r: any) => [r.key, r.required, r.optional])).toEqual([
      ['doc_1', true, false],
      ['doc_2', true, false],
      ['doc_3', true, false],
      ['extra_1', false, true],
    ]);
    expect(v.requirements[0].item.id).toBe(v.items[0].id);
    expect(v.nextStepsCheckout).toHaveLength(2);
    expect((await outboxOf(t.app, v.id)).map((e) => e.name)).toEqual(['verification.v2.created']);
  });

  it('adds items, completes them and finishes, with the same rules as REST', async () => {
    const { body } = await createGql(a.apiKey, {
      items: [{ type: 'csf_mx' }],
      country: 'mx',
      tag: 'list',
      taxId: RFC.company,
    });
    const v = body.data.createVerification;
    const added = await t.gql(
      a.apiKey,
      'mutation($id: ID!) { addVerificationItems(verificationId: $id, items: [{ type: "ac_mx", tags: { a: 1 } }]) { id itemOrder tags } }',
      { id: v.id },
    );
    expect(added.body.data.addVerificationItems).toEqual([
      { id: expect.any(String), itemOrder: 2, tags: { a: 1 } },
    ]);
    for (const id of [v.items[0].id, added.body.data.addVerificationItems[0].id]) {
      const done = await t.gql(
        a.apiKey,
        'mutation($id: ID!) { completeItem(itemId: $id, input: { itemValue: { ok: true } }) { itemStatus internalStatus itemValue verification { id } } }',
        { id },
      );
      expect(done.body.data.completeItem).toEqual({
        itemStatus: 'COMPLETE',
        internalStatus: 'extraction_finished',
        itemValue: { ok: true },
        verification: { id: v.id },
      });
    }
    const read = await t.gql(
      a.apiKey,
      'query($id: ID!) { verification(id: $id) { status documentsStatus } }',
      { id: v.id },
    );
    expect(read.body.data.verification).toEqual({ status: 'FINISHED', documentsStatus: 'FULL_UPLOAD' });
  });

  it('moves a flow-based verification pending_upload → partial_upload → full_upload → finished', async () => {
    const { body } = await createGql(a.apiKey, {
      flowId: 'kyb-mx',
      country: 'mx',
      tag: 'steps',
      taxId: RFC.company,
    });
    const v = body.data.createVerification;
    const state = async () =>
      (
        await t.gql(a.apiKey, 'query($id: ID!) { verification(id: $id) { status documentsStatus } }', {
          id: v.id,
        })
      ).body.data.verification;
    const completeGql = (id: string, itemType?: string) =>
      t.gql(
        a.apiKey,
        'mutation($id: ID!, $i: CompleteItemInput!) { completeItem(itemId: $id, input: $i) { itemStatus } }',
        { id, i: { itemValue: {}, itemType } },
      );
    expect(await state()).toEqual({ status: 'PENDING', documentsStatus: 'PENDING_UPLOAD' });
    await completeGql(v.items[0].id);
    expect(await state()).toEqual({ status: 'PENDING', documentsStatus: 'PARTIAL_UPLOAD' });
    await completeGql(v.items[1].id);
    await completeGql(v.items[2].id, 'pw_mx');
    expect(await state()).toEqual({ status: 'PENDING', documentsStatus: 'FULL_UPLOAD' });
    await completeGql(v.items[4].id);
    expect(await state()).toEqual({ status: 'FINISHED', documentsStatus: 'FULL_UPLOAD' });
    const names = (await outboxOf(t.app, v.id)).map((e) => e.name);
    expect(names.filter((n) => n === 'verification_item.v2.completed')).toHaveLength(4);
    expect(names[0]).toBe('verification.v2.created');
    expect(names[names.length - 1]).toBe('verification.v2.finished');
    expect(names.filter((n) => n === 'verification.v2.finished')).toHaveLength(1);
  });

  it('answers validation errors with the field named and writes nothing', async () => {
    const before = (await t.request('GET', '/verifications?page_size=20', { key: b.apiKey })).body.data
      .length;
    const bad = await createGql(b.apiKey, { flowId: 'kyb-mx', country: 'mx', tag: 'x', taxId: RFC.company });
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'flow_id', message: expect.any(String) }],
    });
    const rfc = await createGql(b.apiKey, {
      items: [{ type: 'csf_mx' }],
      country: 'mx',
      tag: 'x',
      taxId: 'EKU9003173C8',
    });
    expect(rfc.body.errors[0].extensions.details[0].path).toBe('tax_id');
    const none = await createGql(b.apiKey, { country: 'mx', tag: 'x', taxId: RFC.company });
    expect(none.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      apiCode: 'items_not_provided',
    });
    expect((await t.request('GET', '/verifications?page_size=20', { key: b.apiKey })).body.data.length).toBe(
      before,
    );
  });

  it('hides another account’s verifications and items', async () => {
    const { body } = await createGql(a.apiKey, {
      flowId: 'kyb-mx',
      country: 'mx',
      tag: 'secret',
      taxId: RFC.company,
    });
    const v = body.data.createVerification;
    const res = await t.gql(
      b.apiKey,
      'query($id: ID!, $item: ID!) { verification(id: $id) { id } verificationItem(id: $item) { id } }',
      { id: v.id, item: v.items[0].id },
    );
    expect(res.body.data).toEqual({ verification: null, verificationItem: null });
    expect(res.body.errors.map((e: any) => e.extensions.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    const list = await t.gql(b.apiKey, '{ verifications(first: 50) { nodes { id } } }');
    expect(list.body.data.verifications.nodes.map((n: any) => n.id)).not.toContain(v.id);
  });

  it('lets the end-client token read its own verification and switch its conditional slot, nothing else', async () => {
    const { body } = await createGql(a.apiKey, {
      flowId: 'kyb-mx',
      country: 'mx',
      tag: 'ec',
      taxId: RFC.company,
    });
    const v = body.data.createVerification;
    const headers = { authorization: `Bearer ${v.accessToken}` };
    const own = await t.request('POST', '/graphql', {
      headers,
      body: {
        query: `query($id: ID!) { verification(id: $id) { id accessToken account { name } items { id } } }`,
        variables: { id: v.id },
      },
    });
    expect(own.body.data.verification).toMatchObject({
      id: v.id,
      accessToken: null,
      account: { name: 'Fintech A' },
    });
    const off = await t.request('POST', '/graphql', {
      headers,
      body: {
        query:
          'mutation($id: ID!) { setRequirementEnabled(verificationId: $id, key: "doc_3", enabled: false) { requirements { key enabled required } } }',
        variables: { id: v.id },
      },
    });
    expect(off.body.data.setRequirementEnabled.requirements[2]).toEqual({
      key: 'doc_3',
      enabled: false,
      required: false,
    });
    const complete = await t.request('POST', '/graphql', {
      headers,
      body: { query: `mutation { completeItem(itemId: "${v.items[0].id}", input: {}) { id } }` },
    });
    expect(complete.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const list = await t.request('POST', '/graphql', {
      headers,
      body: { query: '{ verifications { nodes { id } } }' },
    });
    expect(list.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('pages with first/after and filters by status and tag', async () => {
    const acct = await t.createAccount();
    await t.request('POST', '/account-flows', { key: acct.apiKey, body: aFlow({ id_slug: 'f' }) });
    for (let i = 0; i < 5; i++)
      await createGql(acct.apiKey, {
        flowId: 'f',
        country: 'mx',
        tag: i < 3 ? 'x' : 'y',
        taxId: RFC.company,
      });
    const p1 = await t.gql(
      acct.apiKey,
      '{ verifications(first: 2, filter: { tag: "x" }) { nodes { tag } pageInfo { hasNextPage endCursor } } }',
    );
    expect(p1.body.data.verifications.nodes).toEqual([{ tag: 'x' }, { tag: 'x' }]);
    const p2 = await t.gql(
      acct.apiKey,
      'query($a: String) { verifications(first: 2, after: $a, filter: { tag: "x" }) { nodes { tag } pageInfo { hasNextPage } } }',
      { a: p1.body.data.verifications.pageInfo.endCursor },
    );
    expect(p2.body.data.verifications).toEqual({ nodes: [{ tag: 'x' }], pageInfo: { hasNextPage: false } });
    const finished = await t.gql(
      acct.apiKey,
      '{ verifications(filter: { status: FINISHED }) { nodes { id } } }',
    );
    expect(finished.body.data.verifications.nodes).toEqual([]);
  });

  it('runs a constant number of SQL statements for a page of verifications with their items, flow and account', async () => {
    // An API-only instance runs no dispatcher or workers, so only the request's statements are counted.
    const api = await startTestApp({}, { role: 'api' });
    try {
      const acct = await api.createAccount();
      await api.request('POST', '/account-flows', { key: acct.apiKey, body: aFlow({ id_slug: 'f' }) });
      for (let i = 0; i < 20; i++) {
        await api.request('POST', '/verifications', {
          key: acct.apiKey,
          body: aVerification({ flow_id: 'f' }),
        });
      }
      const query = `query($n: Int) { verifications(first: $n) { nodes { ${VERIFICATION} items { verification { id tag } } } } }`;
      const statementsFor = async (n: number) => {
        const before = api.app.database.stats.queries;
        const res = await api.gql(acct.apiKey, query, { n });
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.verifications.nodes).toHaveLength(n);
        return api.app.database.stats.queries - before;
      };
      const two = await statementsFor(2);
      const twenty = await statementsFor(20);
      expect(twenty).toBe(two);
      expect(twenty).toBeLessThanOrEqual(6);
    } finally {
      await api.stop();
    }
  });
});
