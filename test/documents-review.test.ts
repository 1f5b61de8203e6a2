import { aFlow, aRequirement, aVerification } from './helpers/builders';
import { CompletionWatcher, syntheticCsf, textFixturePdf, upload } from './helpers/documents';
import { outboxOf } from './helpers/outbox';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

const CEN = 'CEN2001011EA';
let t: TestApp;
let a: TestAccount;
let watcher: CompletionWatcher;

beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  // Documents only: no UBO form to fill, so the documents alone decide when a verification finishes.
  const documentsOnly = { ...aFlow().flow_items, items: [] };
  await t.request('POST', '/account-flows', {
    key: a.apiKey,
    body: aFlow({ id_slug: 'kyb-mx', flow_items: documentsOnly }),
  });
  const strict = aFlow({ id_slug: 'strict' }) as any;
  strict.record_validation_schema.requirements.doc_1 = aRequirement({
    validation_options: {
      on_invalid_type_error: 'invalidate',
      ruleset: [{ id: 'vr_trebol_antiguedad', error_message: 'CSF de más de 60 días', params: { days: 60 } }],
    },
  });
  await t.request('POST', '/account-flows', { key: a.apiKey, body: strict });
  const lenient = aFlow({ id_slug: 'lenient' }) as any;
  lenient.record_validation_schema.requirements.doc_1 = aRequirement({
    validation_options: { on_invalid_type_error: 'ignore' },
  });
  await t.request('POST', '/account-flows', { key: a.apiKey, body: lenient });
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
});
afterAll(async () => {
  await watcher.close();
  await t.stop();
});

const newVerification = async (flow = 'kyb-mx', extra: Record<string, unknown> = {}) =>
  (
    await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ flow_id: flow, tax_id: CEN, key_people: [], ...extra }),
    })
  ).body;
const slot = (v: any, key: string) => v.items.find((i: any) => i.requirement_key === key);
const item = async (id: number) =>
  (await t.request('GET', `/verification-items/${id}`, { key: a.apiKey })).body;
const verification = async (id: string) =>
  (await t.request('GET', `/verifications/${id}`, { key: a.apiKey })).body;
const check = (it: any, code: string) => it.validation_result.checks.find((c: any) => c.code === code);
const uploadAndWait = async (id: number, bytes: Uint8Array) => {
  const res = await watcher.completedAfter([id], () => upload(t, a.apiKey, id, bytes));
  expect(res.status).toBe(202);
  return item(id);
};

describe('processing a verification’s documents', () => {
  it('classifies each document into its slot, cross-checks names and RFC, and finishes the verification', async () => {
    const v = await newVerification();
    // The bank statement arrives first: there is no CSF to compare its holder with yet.
    const bank = await uploadAndWait(slot(v, 'extra_1').id, await textFixturePdf('bank-statement-bbva.txt'));
    expect(bank).toMatchObject({ item_type: 'bank_statement', item_error: null });
    expect(check(bank, 'business_name_matches_csf')).toMatchObject({
      result: 'not_applicable',
      cross_check: 'no_csf',
    });
    expect(check(bank, 'clabe_check_digit').result).toBe('pass');

    const csf = await uploadAndWait(slot(v, 'doc_1').id, await syntheticCsf());
    expect(csf).toMatchObject({
      item_type: 'csf_mx',
      item_internal_status: 'validation_success',
      item_error: null,
    });
    expect(csf.item_value.fields['tax.business_name'].value).toBe('COMERCIALIZADORA EJEMPLO DEL NORTE');
    expect(check(csf, 'document_age').result).toBe('pass');

    // The CSF's arrival re-checked the statement against it.
    const rechecked = await item(bank.id);
    expect(check(rechecked, 'business_name_matches_csf')).toMatchObject({
      result: 'pass',
      cross_check: 'match',
    });
    expect(rechecked.item_value.fields['account.holder'].validations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'business_name_matches_csf', cross_check: 'match' }),
      ]),
    );

    const acta = await uploadAndWait(slot(v, 'doc_2').id, await textFixturePdf('acta-constitutiva.txt'));
    expect(acta.item_type).toBe('ac_mx');
    expect(check(acta, 'shareholders_sum_100').result).toBe('pass');
    await t.request('PUT', `/verifications/${v.id}/requirements/doc_3`, {
      key: a.apiKey,
      body: { enabled: false },
    });
    expect(await verification(v.id)).toMatchObject({ status: 'finished', documents_status: 'full_upload' });
  });

  it('refuses a document of the wrong type in its slot (invalidate) until it is replaced', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    const wrong = await uploadAndWait(id, await textFixturePdf('acta-constitutiva.txt'));
    expect(wrong).toMatchObject({
      item_type: 'ac_mx',
      item_error: 'invalid_document_type',
      item_internal_status: 'validation_failed',
    });
    const replaced = await uploadAndWait(id, await syntheticCsf());
    expect(replaced).toMatchObject({ item_type: 'csf_mx', item_error: null });
    const events = (await outboxOf(t.app, v.id)).filter((e) => e.itemId === id).map((e) => e.name);
    expect(events.filter((e) => e === 'verification_item.v2.completed')).toHaveLength(2);
  });

  it('applies a flow ruleset: a CSF older than its 60 days fails with ruleset_validation_failed', async () => {
    const v = await newVerification('strict');
    const old = await uploadAndWait(slot(v, 'doc_1').id, await syntheticCsf(75));
    expect(old).toMatchObject({
      item_error: 'ruleset_validation_failed',
      item_internal_status: 'validation_failed',
    });
    expect(old.validation_result.rules_validation_result).toEqual([
      expect.objectContaining({ id: 'vr_trebol_antiguedad', validation_result: false }),
    ]);
  });

  it('leaves a wrong type for review under on_invalid_type_error: ignore, and an operator accepts it as another type', async () => {
    const v = await newVerification('lenient');
    const id = slot(v, 'doc_1').id;
    const pending = await uploadAndWait(id, await textFixturePdf('bank-statement-bbva.txt'));
    expect(pending).toMatchObject({
      item_internal_status: 'pending_review',
      item_error: null,
      item_type: 'bank_statement',
    });

    const refused = await t.request('POST', `/v2/verification-items/${id}/accept-as`, {
      key: a.apiKey,
      body: { item_type: 'ac_mx' },
    });
    expectErrorBody(refused, 400, 'VALIDATION_ERROR');
    const accepted = await watcher.completedAfter([id], () =>
      t.request('POST', `/v2/verification-items/${id}/accept-as`, {
        key: a.apiKey,
        body: { item_type: 'csf_mx', reason: 'the client confirmed by phone' },
      }),
    );
    expect(accepted.status).toBe(202);
    const after = await item(id);
    expect(after).toMatchObject({ item_type: 'csf_mx', item_error: null });
    expect(after.item_value.accepted_as_type).toBe('csf_mx');
  });
});

describe('the signatory’s ID', () => {
  it('is checked against the key people and the acta’s apoderados; a correction re-runs the checks', async () => {
    const created = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({
        tax_id: CEN,
        key_people: [{ names: 'María Fernanda Gómez Ruiz', scope: ['powers'] }],
        items: [{ type: 'generic' }, { type: 'generic' }],
      }),
    });
    const [actaItem, idItem] = created.body.items.map((i: any) => i.id);
    await uploadAndWait(actaItem, await textFixturePdf('acta-constitutiva.txt'));
    const id = await uploadAndWait(idItem, await textFixturePdf('ine-front-back.txt'));
    expect(id.item_type).toBe('person_id');
    expect(id.item_value.fields['person.full_name'].value).toBe('MARÍA FERNANDA GÓMEZ RUIZ');
    expect(check(id, 'signatory_is_key_person')).toMatchObject({ result: 'pass', cross_check: 'match' });
    // She is a key person, but the acta gives her no powers.
    expect(check(id, 'signatory_has_powers')).toMatchObject({ result: 'fail', cross_check: 'not_found' });
    expect(id.item_internal_status).toBe('validation_failed');

    const corrected = await t.request('POST', `/v2/verification-items/${idItem}/corrections`, {
      key: a.apiKey,
      body: { field: 'person.full_name', value: 'Sofía Elena Cantú Villarreal' },
    });
    expect(check(corrected.body, 'signatory_has_powers')).toMatchObject({
      result: 'pass',
      cross_check_value: 'SOFIA ELENA CANTU VILLARREAL',
    });
    expect(check(corrected.body, 'signatory_is_key_person').result).toBe('fail');
  });
});

describe('operator review', () => {
  it('corrects a field (information_source manual, with who), re-runs the checks, and keeps an audit record', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    await uploadAndWait(id, await syntheticCsf());
    const res = await t.request('POST', `/v2/verification-items/${id}/corrections`, {
      key: a.apiKey,
      body: { field: 'tax.business_tax_id', value: 'EKU9003173C9', reason: 'typo in the PDF' },
    });
    expect(res.status).toBe(200);
    expect(res.body.item_value.fields['tax.business_tax_id']).toMatchObject({
      value: 'EKU9003173C9',
      source: { information_source: 'manual', previous_value: CEN, corrected_by: expect.any(String) },
    });
    expect(check(res.body, 'rfc_matches_verification').result).toBe('fail');
    expect(res.body.item_internal_status).toBe('validation_failed');

    const audit = await t.request('GET', `/v2/verification-items/${id}/reviews`, { key: a.apiKey });
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'correct_field',
        field: 'tax.business_tax_id',
        reason: 'typo in the PDF',
        before: expect.objectContaining({ value: CEN }),
        after: expect.objectContaining({ value: 'EKU9003173C9' }),
        actor: { kind: 'account', id: expect.any(String) },
      }),
    ]);
  });

  it('refuses a correction of an unprocessed item (409) or with a malformed field path (400)', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    const early = await t.request('POST', `/v2/verification-items/${id}/corrections`, {
      key: a.apiKey,
      body: { field: 'tax.business_name', value: 'X' },
    });
    expectErrorBody(early, 409, 'CONFLICT');
    const bad = await t.request('POST', `/v2/verification-items/${id}/corrections`, {
      key: a.apiKey,
      body: { field: '../etc', value: 'X' },
    });
    expectErrorBody(bad, 400, 'VALIDATION_ERROR');
  });

  it('invalidates an item: the slot is no longer satisfied and a finished verification reopens', async () => {
    const v = await newVerification('kyb-mx');
    await uploadAndWait(slot(v, 'doc_1').id, await syntheticCsf());
    await uploadAndWait(slot(v, 'doc_2').id, await textFixturePdf('acta-constitutiva.txt'));
    await t.request('PUT', `/verifications/${v.id}/requirements/doc_3`, {
      key: a.apiKey,
      body: { enabled: false },
    });
    expect((await verification(v.id)).status).toBe('finished');
    const res = await t.request('POST', `/verification-items/${slot(v, 'doc_2').id}/invalidate`, {
      key: a.apiKey,
    });
    expect(res.body).toEqual({ success: true });
    expect(await item(slot(v, 'doc_2').id)).toMatchObject({
      invalidated: true,
      item_internal_status: 'invalidated',
    });
    expect((await verification(v.id)).status).toBe('pending');
  });

  it('reopens a finished verification built from an item list when one of its items is invalidated', async () => {
    const res = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ tag: 'item-list', tax_id: CEN, key_people: [], items: [{ type: 'csf_mx' }] }),
    });
    const id = res.body.items[0].id;
    await uploadAndWait(id, await syntheticCsf());
    expect((await verification(res.body.id)).status).toBe('finished');
    await t.request('POST', `/verification-items/${id}/invalidate`, { key: a.apiKey });
    expect((await verification(res.body.id)).status).toBe('pending');
  });

  it('re-runs processing on the same file through GraphQL, and lists the reviews on the item', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    await uploadAndWait(id, await syntheticCsf());
    const res = await watcher.completedAfter([id], () =>
      t.gql(
        a.apiKey,
        `mutation($id: ID!) { reprocessItem(itemId: $id, reason: "new extractor") { id internalStatus } }`,
        { id: String(id) },
      ),
    );
    expect(res.body.data.reprocessItem.internalStatus).toBe('processing');
    const read = await t.gql(
      a.apiKey,
      `query($id: ID!) { verificationItem(id: $id) { internalStatus invalidated file { mimeType pageCount sha256 status } reviews { action reason actorKind } } }`,
      { id: String(id) },
    );
    expect(read.body.data.verificationItem).toMatchObject({
      internalStatus: 'validation_success',
      invalidated: false,
      file: { mimeType: 'application/pdf', pageCount: 2, status: 'processed' },
      reviews: [{ action: 'REPROCESS', reason: 'new extractor', actorKind: 'account' }],
    });
  });
});

describe('review guards', () => {
  it('refuses a correction of another shape (400) and of an invalidated item (409), and an invalidation mid-processing (409)', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    await uploadAndWait(id, await syntheticCsf());
    const wrongShape = await t.request('POST', `/v2/verification-items/${id}/corrections`, {
      key: a.apiKey,
      body: { field: 'tax.regimes', value: 'not a list' },
    });
    expectErrorBody(wrongShape, 400, 'VALIDATION_ERROR');
    const badRows = await t.request('POST', `/v2/verification-items/${id}/corrections`, {
      key: a.apiKey,
      body: { field: 'tax.regimes', value: [null] },
    });
    expect(badRows.status).toBeLessThan(500);

    const busy = slot(v, 'doc_2').id;
    await watcher.completedAfter([busy], async () => {
      await upload(t, a.apiKey, busy, await textFixturePdf('acta-constitutiva.txt'));
      const early = await t.request('POST', `/verification-items/${busy}/invalidate`, { key: a.apiKey });
      // Either still processing (409) or, on a fast machine, already complete (200).
      expect([200, 409]).toContain(early.status);
    });

    await t.request('POST', `/verification-items/${id}/invalidate`, { key: a.apiKey });
    const late = await t.request('POST', `/v2/verification-items/${id}/corrections`, {
      key: a.apiKey,
      body: { field: 'tax.business_name', value: 'X' },
    });
    expectErrorBody(late, 409, 'CONFLICT');
  });

  it('does not let the end client clear an invalidation by uploading the same file again', async () => {
    const v = await newVerification();
    const id = slot(v, 'doc_1').id;
    const csf = await syntheticCsf();
    await uploadAndWait(id, csf);
    await t.request('POST', `/verification-items/${id}/invalidate`, { key: a.apiKey });
    const same = await upload(t, { token: v.access_token }, id, csf);
    expectErrorBody(same, 409, 'CONFLICT');
    expect((await item(id)).invalidated).toBe(true);
    const other = await watcher.completedAfter([id], async () =>
      upload(t, { token: v.access_token }, id, await syntheticCsf(5)),
    );
    expect(other.status).toBe(202);
    expect((await item(id)).invalidated).toBe(false);
  });

  it('refuses a malformed ruleset and a file_url on an item that takes no file', async () => {
    const ruleset = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ tax_id: CEN, items: [{ type: 'csf_mx', options: { ruleset: {} } }] }),
    });
    expectErrorBody(ruleset, 400, 'VALIDATION_ERROR');
    const ubos = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({
        tax_id: CEN,
        items: [{ type: 'ubos', options: { file_url: 'https://example.com/a.pdf' } }],
      }),
    });
    expectErrorBody(ubos, 400, 'VALIDATION_ERROR');
  });

  it('reads a GraphQL body over 1 MB only from an authenticated caller', async () => {
    const big = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_200_000)}` });
    const anonymous = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(anonymous.status).toBe(401);
    const known = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': a.apiKey },
      body: big,
    });
    expect(known.status).toBe(200);
  });
});

describe('GraphQL uploads', () => {
  it('uploads base64 with the end client’s token, and through a signed upload ticket', async () => {
    const v = await newVerification();
    const csf = Buffer.from(await syntheticCsf()).toString('base64');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': v.access_token },
      body: JSON.stringify({
        query: `mutation($id: ID!, $file: FileUploadInput!) { uploadItemFile(itemId: $id, file: $file) { id internalStatus originalFileUrl } }`,
        variables: { id: String(slot(v, 'doc_1').id), file: { base64: csf, fileName: 'csf.pdf' } },
      }),
    });
    const body = (await res.json()) as any;
    expect(body.data.uploadItemFile).toMatchObject({
      internalStatus: 'processing',
      originalFileUrl: expect.stringContaining('/files/'),
    });

    const ticket = await t.gql(
      a.apiKey,
      `mutation($id: ID!) { createUploadTicket(itemId: $id) { uploadUrl expiresAt } }`,
      { id: String(slot(v, 'doc_2').id) },
    );
    const url = ticket.body.data.createUploadTicket.uploadUrl as string;
    const put = await fetch(url, {
      method: 'PUT',
      body: Buffer.from(await textFixturePdf('acta-constitutiva.txt')),
    });
    expect(put.status).toBe(202);
    const forged = await fetch(url.replace(/signature=[^&]+/, 'signature=forged'), {
      method: 'PUT',
      body: 'x',
    });
    expect(forged.status).toBe(403);
    await watcher.completed([slot(v, 'doc_1').id, slot(v, 'doc_2').id]);
    expect((await item(slot(v, 'doc_2').id)).item_type).toBe('ac_mx');
  });

  it('refuses base64 that is not base64', async () => {
    const v = await newVerification();
    const res = await t.gql(
      a.apiKey,
      `mutation($id: ID!) { uploadItemFile(itemId: $id, file: { base64: "%%%" }) { id } }`,
      { id: String(slot(v, 'doc_1').id) },
    );
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });
});
