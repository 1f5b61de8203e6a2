import { SignJWT } from 'jose';
import { aFlow, aFormSchema, aRequirement, aVerification } from './helpers/builders';
import { outboxOf } from './helpers/outbox';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
  await t.request('POST', '/v2/form-schemas', {
    key: a.apiKey,
    body: aFormSchema({ id_schema: 'kyb-form' }),
  });
  const flow = aFlow({ id_slug: 'kyb-mx' }) as any;
  flow.flow_items.items.push({ type: 'forms', options: { schema_id: 'kyb-form', is_optional: true } });
  await t.request('POST', '/account-flows', { key: a.apiKey, body: flow });
  const lenient = aFlow({ id_slug: 'lenient' }) as any;
  lenient.record_validation_schema.requirements.doc_1 = aRequirement({
    validation_options: { on_invalid_type_error: 'ignore' },
  });
  await t.request('POST', '/account-flows', { key: a.apiKey, body: lenient });
});
afterAll(() => t.stop());

const newVerification = async (flowId = 'kyb-mx') =>
  (await t.request('POST', '/verifications', { key: a.apiKey, body: aVerification({ flow_id: flowId }) }))
    .body;
const complete = (itemId: number, body: Record<string, unknown> = {}) =>
  t.request('POST', `/v2/verification-items/${itemId}/complete`, { key: a.apiKey, body });
const read = async (id: string, key = a.apiKey) =>
  (await t.request('GET', `/verifications/${id}`, { key })).body;
const itemFor = (v: any, slotOrType: string) =>
  v.items.find(
    (i: any) =>
      i.requirement_key === slotOrType || (i.requirement_key === null && i.item_type === slotOrType),
  );

describe('a flow-based verification', () => {
  it('goes pending_upload → partial_upload → full_upload → finished as its items complete, with exactly the expected events', async () => {
    const v = await newVerification();
    const token = v.access_token;
    expect(v.documents_status).toBe('pending_upload');

    const csf = await complete(itemFor(v, 'doc_1').id, {
      item_value: { business_name: 'ESCUELA KEMPER URGATE' },
    });
    expect(csf.body).toMatchObject({
      item_status: 'complete',
      item_internal_status: 'extraction_finished',
      item_value: { business_name: 'ESCUELA KEMPER URGATE' },
    });
    expect(await read(v.id)).toMatchObject({ status: 'pending', documents_status: 'partial_upload' });

    await complete(itemFor(v, 'doc_2').id);
    expect(await read(v.id)).toMatchObject({ status: 'pending', documents_status: 'partial_upload' });

    // The end client answers "no" to the conditional slot: it is no longer required.
    const off = await t.request('PUT', `/verifications/${v.id}/requirements/doc_3`, {
      headers: { authorization: `Bearer ${token}` },
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'pending', documents_status: 'full_upload' });
    expect(off.body).not.toHaveProperty('access_token');

    // The non-optional ubos flow item still blocks; the optional slot and optional forms item never do.
    const ubos = await complete(itemFor(v, 'ubos').id, { item_value: { ubos: [] } });
    expect(ubos.status).toBe(200);
    const done = await read(v.id);
    expect(done).toMatchObject({ status: 'finished', documents_status: 'full_upload' });
    expect(itemFor(done, 'extra_1').item_status).toBe('pending');
    expect(itemFor(done, 'forms').item_status).toBe('pending');

    const events = await outboxOf(t.app, v.id);
    expect(events.map((e) => [e.name, e.itemId])).toEqual([
      ['verification.v2.created', null],
      ['verification_item.v2.internal_status_changed', itemFor(v, 'doc_1').id],
      ['verification_item.v2.completed', itemFor(v, 'doc_1').id],
      ['verification_item.v2.internal_status_changed', itemFor(v, 'doc_2').id],
      ['verification_item.v2.completed', itemFor(v, 'doc_2').id],
      ['verification_item.v2.internal_status_changed', itemFor(v, 'ubos').id],
      ['verification_item.v2.completed', itemFor(v, 'ubos').id],
      // Issue 18: nothing failed, so the decision goes from null to approved as it finishes.
      ['verification.v2.decision_updated', null],
      ['verification.v2.finished', null],
    ]);
    const base = {
      verification_id: v.id,
      account_id: a.id,
      account_name: 'Fintech A',
      verification_tag: 'empresa-123',
    };
    expect(events[1]!.data).toEqual({
      ...base,
      item_id: itemFor(v, 'doc_1').id,
      item_type: 'csf_mx',
      internal_status: 'extraction_finished',
      updated_at: expect.any(String),
    });
    expect(events[2]!.data).toEqual({
      ...base,
      item_id: itemFor(v, 'doc_1').id,
      item_type: 'csf_mx',
      completed_at: expect.any(String),
    });
    const decision = {
      decision: 'approved',
      decision_reason: 'every required document is accepted and no open finding needs review',
      findings_summary: { open: 0, critical: 0 },
    };
    expect(events[8]!.data).toEqual({ ...base, created_at: v.created_at, status: 'finished', ...decision });
    expect(events[7]!.data).toEqual(events[8]!.data);
  });

  it('needs the conditional slot while it is switched on, and finishes when it is filled with an allowed type', async () => {
    const v = await newVerification();
    await complete(itemFor(v, 'doc_1').id);
    await complete(itemFor(v, 'doc_2').id);
    await complete(itemFor(v, 'ubos').id);
    expect(await read(v.id)).toMatchObject({ status: 'pending', documents_status: 'partial_upload' });
    await complete(itemFor(v, 'doc_3').id, { item_type: 'aa_mx' });
    expect(await read(v.id)).toMatchObject({ status: 'finished', documents_status: 'full_upload' });
  });

  it('under on_invalid_type_error: invalidate, a document of a type the slot does not allow fails and blocks', async () => {
    const v = await newVerification();
    const wrong = await complete(itemFor(v, 'doc_3').id, { item_type: 'csf_mx' });
    expect(wrong.body).toMatchObject({
      item_status: 'complete',
      item_type: 'csf_mx',
      item_error: 'invalid_document_type',
      item_internal_status: 'validation_failed',
    });
    for (const slot of ['doc_1', 'doc_2', 'ubos']) await complete(itemFor(v, slot).id);
    expect((await read(v.id)).status).toBe('pending');
    const events = await outboxOf(t.app, v.id);
    expect(
      events.find((e) => e.name === 'verification_item.v2.completed' && e.itemId === itemFor(v, 'doc_3').id)
        ?.data.item_error,
    ).toBe('invalid_document_type');
    // A replacement of the right type fixes it.
    await complete(itemFor(v, 'doc_3').id, { item_type: 'pw_mx' });
    expect((await read(v.id)).status).toBe('finished');
  });

  it('under on_invalid_type_error: ignore, the document waits for an operator without an error', async () => {
    const v = await newVerification('lenient');
    const res = await complete(itemFor(v, 'doc_1').id, { item_type: 'ac_mx' });
    expect(res.body).toMatchObject({ item_error: null, item_internal_status: 'pending_review' });
    expect((await read(v.id)).status).toBe('pending');
  });

  it('a conditional slot can be switched back on, reopening the document collection', async () => {
    const v = await newVerification();
    const auth = { authorization: `Bearer ${v.access_token}` };
    expect(
      (
        await t.request('PUT', `/verifications/${v.id}/requirements/doc_3`, {
          headers: auth,
          body: { enabled: false },
        })
      ).status,
    ).toBe(200);
    const on = await t.request('PUT', `/verifications/${v.id}/requirements/doc_3`, {
      headers: auth,
      body: { enabled: true },
    });
    expect(on.body.documents_status).toBe('pending_upload');
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/requirements/doc_1`, {
        headers: auth,
        body: { enabled: false },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/requirements/nope`, {
        headers: auth,
        body: { enabled: false },
      }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/requirements/doc_3`, {
        headers: auth,
        body: { enabled: 'no' },
      }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('refuses an item_type on a non-document item and a malformed completion, changing nothing', async () => {
    const v = await newVerification();
    expectErrorBody(await complete(itemFor(v, 'ubos').id, { item_type: 'csf_mx' }), 400, 'VALIDATION_ERROR');
    expectErrorBody(await complete(itemFor(v, 'doc_1').id, { item_value: 'x' }), 400, 'VALIDATION_ERROR');
    expectErrorBody(
      await complete(itemFor(v, 'doc_1').id, { item_type: 'passport' }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await read(v.id)).items.every((i: any) => i.item_status === 'pending')).toBe(true);
    expect((await outboxOf(t.app, v.id)).length).toBe(1);
  });
});

describe('the end-client access token', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('reads its own verification and items, without minting a new token', async () => {
    const v = await newVerification();
    const res = await t.request('GET', `/verifications/${v.id}`, { headers: bearer(v.access_token) });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(v.id);
    expect(res.body.access_token).toBeUndefined();
    expect(new URL(res.body.onboarding_url).searchParams.get('accessToken')).toBeNull();
    const item = await t.request('GET', `/verification-items/${v.items[0].id}`, {
      headers: { 'x-access-token': v.access_token },
    });
    expect(item.status).toBe(200);
  });

  it('is refused (401) for another verification, account-wide paths and operator actions', async () => {
    const v = await newVerification();
    const other = await newVerification();
    const h = bearer(v.access_token);
    expectErrorBody(
      await t.request('GET', `/verifications/${other.id}`, { headers: h }),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(
      await t.request('GET', `/verification-items/${other.items[0].id}`, { headers: h }),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${other.id}/requirements/doc_3`, {
        headers: h,
        body: { enabled: false },
      }),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(await t.request('GET', '/verifications', { headers: h }), 401, 'UNAUTHORIZED');
    expectErrorBody(
      await t.request('POST', '/verifications', { headers: h, body: aVerification({ flow_id: 'kyb-mx' }) }),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(
      await t.request('PUT', `/verifications/${v.id}/add-items`, {
        headers: h,
        body: { items: [{ type: 'csf_mx' }] },
      }),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(
      await t.request('POST', `/v2/verification-items/${v.items[0].id}/complete`, { headers: h, body: {} }),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(await t.request('GET', '/v2/webhooks', { headers: h }), 401, 'UNAUTHORIZED');
    expectErrorBody(await t.request('GET', '/account-flows/kyb-mx', { headers: h }), 401, 'UNAUTHORIZED');
    const gql = await t.request('POST', '/graphql', {
      headers: h,
      body: { query: '{ webhooks { nodes { id } } }' },
    });
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    expect((await read(v.id)).items.every((i: any) => i.item_status === 'pending')).toBe(true);
  });

  it('is refused (401) when tampered, expired, or signed with another key', async () => {
    const v = await newVerification();
    const [h, p, s] = v.access_token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...payload, sub: (await newVerification()).id }),
    ).toString('base64url');
    const key = t.app.deps.secrets.tokenKey;
    const expired = await new SignJWT({ acc: a.id, scope: 'verification' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('bvs')
      .setAudience('bvs:verification')
      .setSubject(v.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const otherKey = await new SignJWT({ acc: a.id, scope: 'verification' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('bvs')
      .setAudience('bvs:verification')
      .setSubject(v.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-key-of-this-service!!'));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
    for (const token of [
      `${h}.${forgedPayload}.${s}`,
      `${h}.${p}.${s}x`,
      expired,
      otherKey,
      none,
      'garbage',
    ]) {
      expectErrorBody(
        await t.request('GET', `/verifications/${v.id}`, { headers: bearer(token) }),
        401,
        'UNAUTHORIZED',
      );
    }
  });

  it('of one account never opens another account’s verification', async () => {
    const v = await newVerification();
    const theirs = (
      await t.request('POST', '/verifications', {
        key: b.apiKey,
        body: aVerification({ items: [{ type: 'csf_mx' }] }),
      })
    ).body;
    expectErrorBody(
      await t.request('GET', `/verifications/${theirs.id}`, { headers: bearer(v.access_token) }),
      401,
      'UNAUTHORIZED',
    );
  });
});
