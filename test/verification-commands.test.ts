import { aVerification, RFC } from './helpers/builders';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Commands');
});
afterAll(() => t.stop());

const fromItems = async (items: unknown[]) => {
  const res = await t.request('POST', '/verifications', { key: a.apiKey, body: aVerification({ items }) });
  expect(res.status).toBe(201);
  return res.body as { id: string; items: { id: number }[] };
};

const completeGql = (itemId: number, input: Record<string, unknown>) =>
  t.gql(
    a.apiKey,
    'mutation($id: ID!, $i: CompleteItemInput!) { completeItem(itemId: $id, input: $i) { id } }',
    {
      id: String(itemId),
      i: input,
    },
  );

describe('verification commands on both faces', () => {
  it('names the fields of a refused completion as each face spells them', async () => {
    const v = await fromItems([{ type: 'ubos' }]);
    const gql = await completeGql(v.items[0]!.id, { itemType: 'csf_mx' });
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'itemType', message: 'a ubos item has no document type' }],
    });
    const rest = await t.request('POST', `/verification-items/${v.items[0]!.id}/complete`, {
      key: a.apiKey,
      body: { item_type: 'csf_mx' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details).toEqual([{ path: 'item_type', message: 'a ubos item has no document type' }]);
  });

  it('refuses the domain spelling in a REST body, as any unknown field', async () => {
    const v = await fromItems([{ type: 'csf_mx' }]);
    const res = await t.request('POST', `/verification-items/${v.items[0]!.id}/complete`, {
      key: a.apiKey,
      body: { itemValue: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'itemValue', message: 'is not a known field' }]);
  });

  it('takes GraphQL nulls as not given', async () => {
    const res = await t.gql(
      a.apiKey,
      'mutation($i: CreateVerificationInput!) { createVerification(input: $i) { items { itemType } } }',
      {
        i: {
          flowId: null,
          country: 'mx',
          tag: 'nulls',
          taxId: RFC.company,
          email: null,
          keyPeople: null,
          items: [{ type: 'csf_mx', options: null, tags: null }],
        },
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createVerification.items).toEqual([{ itemType: 'csf_mx' }]);
    const v = await completeGql(Number((await fromItems([{ type: 'csf_mx' }])).items[0]!.id), {
      itemValue: null,
      itemType: null,
      internalStatus: null,
      itemError: null,
    });
    expect(v.body.errors).toBeUndefined();
  });
});
