import { aVerification } from './helpers/builders';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let itemId: string;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Document commands');
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ items: [{ type: 'csf_mx' }] }),
  });
  expect(res.status).toBe(201);
  itemId = String(res.body.items[0].id);
});
afterAll(() => t.stop());

const TEMPLATE = '00000000-0000-4000-8000-000000000000';
const detailsOf = (res: { body: any }) => res.body.errors?.[0]?.extensions?.details;

describe('review, export, template and form commands on both faces', () => {
  it('names a refused document type as each face spells it, and changes nothing', async () => {
    const rest = await t.request('POST', `/v2/verification-items/${itemId}/accept-as`, {
      key: a.apiKey,
      body: { item_type: 'forms' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details).toEqual([
      { path: 'item_type', message: 'is not a document type bvs extracts' },
    ]);
    const camel = await t.request('POST', `/v2/verification-items/${itemId}/accept-as`, {
      key: a.apiKey,
      body: { itemType: 'csf_mx' },
    });
    expect(camel.status).toBe(400);
    expect(camel.body.details).toEqual(
      expect.arrayContaining([{ path: 'itemType', message: 'is not a known field' }]),
    );
    const gql = await t.gql(
      a.apiKey,
      'mutation($id: ID!) { acceptItemAsType(itemId: $id, itemType: "forms", reason: null) { id } }',
      { id: itemId },
    );
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'item_type', message: 'is not a document type bvs extracts' }],
    });
    const reviews = await t.request('GET', `/v2/verification-items/${itemId}/reviews`, { key: a.apiKey });
    expect(reviews.body).toEqual({ data: [] });
  });

  it('takes a GraphQL null reason as not given, and refuses an empty one on both faces', async () => {
    const rest = await t.request('POST', `/verification-items/${itemId}/invalidate`, {
      key: a.apiKey,
      body: { reason: '' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details[0].path).toBe('reason');
    const gql = await t.gql(
      a.apiKey,
      'mutation($id: ID!) { invalidateItem(itemId: $id, reason: null) { id } }',
      { id: itemId },
    );
    // Not a validation error: the reason was not given, so the domain reaches its own rule.
    expect(gql.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('names a key person of an export in the spec’s spelling on REST and on the old mutation', async () => {
    const v = (await t.request('GET', `/verification-items/${itemId}`, { key: a.apiKey })).body;
    const rest = await t.request('POST', `/v2/verifications/${v.verification_id}/export/${TEMPLATE}`, {
      key: a.apiKey,
      body: { key_people: [{ key: 'key_person_2', person_id: 0, role_id: 'r' }] },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details).toEqual([{ path: 'key_people[0].person_id', message: expect.any(String) }]);
    const nested = await t.request('POST', `/v2/verifications/${v.verification_id}/export/${TEMPLATE}`, {
      key: a.apiKey,
      body: { key_people: [{ key: 'key_person_1', personId: 1, role_id: 'r' }] },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.details).toEqual(
      expect.arrayContaining([{ path: 'key_people[0].personId', message: 'is not a known field' }]),
    );
    const gql = await t.gql(
      a.apiKey,
      `mutation($v: ID!, $t: ID!) { exportVerification(verificationId: $v, templateId: $t,
        keyPeople: [{ key: "key_person_x", personId: 1, roleId: "r" }]) { downloadUrl } }`,
      { v: v.verification_id, t: TEMPLATE },
    );
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'key_people[0].key', message: 'must be key_person_N (N from 1 to 99)' }],
    });
  });

  it('refuses a blank template name and a form answer that is not an object', async () => {
    const template = await t.gql(
      a.apiKey,
      'mutation { uploadDocTemplate(name: "  ", base64: "UEsDBA==") { id } }',
    );
    expect(template.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'name', message: 'is required, at most 200 characters' }],
    });
    const form = await t.gql(
      a.apiKey,
      'mutation($id: ID!) { submitFormItem(itemId: $id, values: "yes") { id } }',
      { id: itemId },
    );
    expect(form.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'values', message: 'must be an object of answers' }],
    });
    expect(detailsOf(form)).toHaveLength(1);
    const listed = await t.request('GET', '/v2/doc-templates', { key: a.apiKey });
    expect(listed.body).toEqual([]);
  });
});
