import { aFlow, RFC } from './helpers/builders';
import { buildDocx } from './helpers/docx';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Input style');
  other = await t.createAccount('Someone else');
  for (const account of [a, other]) {
    const flow = await t.request('POST', '/account-flows', { key: account.apiKey, body: aFlow() });
    expect(flow.status).toBe(201);
  }
});
afterAll(() => t.stop());

const gql = (account: TestAccount, query: string, input: Record<string, unknown>) =>
  t.gql(account.apiKey, query, { input });

/** The first error's code and detail paths. */
const refusal = (res: { body: { errors?: any[] } }) => ({
  code: res.body.errors?.[0]?.extensions?.code,
  paths: (res.body.errors?.[0]?.extensions?.details ?? []).map((d: { path: string }) => d.path),
});

const CREATE = `mutation($input: VerificationCreateInput!) {
  verificationCreate(input: $input) { verification { id status items { id type requestedType } requirements { key enabled } } }
}`;
const create = (account: TestAccount, input: Record<string, unknown>) =>
  gql(account, CREATE, { country: 'MX', tag: 'input-style', taxId: RFC.company, ...input });
const fromItems = async (account: TestAccount, types: string[]) => {
  const res = await create(account, { items: types.map((type) => ({ type })) });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.verificationCreate.verification;
};

describe('verification mutations in the input style', () => {
  it('creates from an item list with enum types, and names a bad field by its input path', async () => {
    const v = await fromItems(a, ['CSF_MX', 'UBOS']);
    expect(v.items.map((i: any) => i.type)).toEqual(['CSF_MX', 'UBOS']);
    expect(refusal(await create(a, { taxId: 'NOT-AN-RFC', items: [{ type: 'CSF_MX' }] }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.taxId'],
    });
    expect(refusal(await create(a, { items: [{ type: 'UNKNOWN' }] }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.items[0].type'],
    });
  });

  it('adds items, and answers NOT_FOUND for another account’s verification', async () => {
    const v = await fromItems(a, ['CSF_MX']);
    const ADD = `mutation($input: VerificationItemsAddInput!) { verificationItemsAdd(input: $input) { items { type verification { id } } } }`;
    const added = await gql(a, ADD, { verificationId: v.id, items: [{ type: 'AC_MX' }] });
    expect(added.body.data.verificationItemsAdd.items).toEqual([
      { type: 'AC_MX', verification: { id: v.id } },
    ]);
    const theirs = await fromItems(other, ['CSF_MX']);
    expect(refusal(await gql(a, ADD, { verificationId: theirs.id, items: [{ type: 'AC_MX' }] }))).toEqual({
      code: 'NOT_FOUND',
      paths: [],
    });
  });

  it('completes an item, and refuses a document type for an item that has none', async () => {
    const v = await fromItems(a, ['CSF_MX', 'UBOS']);
    const COMPLETE = `mutation($input: VerificationItemCompleteInput!) {
      verificationItemComplete(input: $input) { item { id itemStatus internalStatus } } }`;
    const done = await gql(a, COMPLETE, { itemId: v.items[0].id, itemValue: { a: 1 }, itemError: null });
    expect(done.body.data.verificationItemComplete.item).toEqual({
      id: v.items[0].id,
      itemStatus: 'COMPLETE',
      internalStatus: 'extraction_finished',
    });
    expect(refusal(await gql(a, COMPLETE, { itemId: v.items[1].id, itemType: 'CSF_MX' }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.itemType'],
    });
  });

  it('takes typed enums: an internal status to record and the key people’s scopes', async () => {
    const v = await fromItems(a, ['CSF_MX']);
    const COMPLETE = `mutation($input: VerificationItemCompleteInput!) {
      verificationItemComplete(input: $input) { item { internalStatus } } }`;
    const done = await gql(a, COMPLETE, { itemId: v.items[0].id, internalStatus: 'VALIDATION_SUCCESS' });
    expect(done.body.data.verificationItemComplete.item.internalStatus).toBe('validation_success');
    const unknown = await gql(a, COMPLETE, { itemId: v.items[0].id, internalStatus: 'validation_success' });
    expect(unknown.status).toBe(400);

    const res = await create(a, {
      items: [{ type: 'CSF_MX' }],
      keyPeople: [{ names: 'Ana Ruiz', scope: ['POWERS', 'DOC_VALIDATION'] }, { names: 'Juan Pérez' }],
    });
    expect(res.body.errors).toBeUndefined();
    const created = await t.gql(
      a.apiKey,
      'query ($id: ID!) { verification(id: $id) { requestedPeople { names scope } } }',
      {
        id: res.body.data.verificationCreate.verification.id,
      },
    );
    expect(created.body.data.verification.requestedPeople).toEqual([
      { names: 'Ana Ruiz', scope: ['POWERS', 'DOC_VALIDATION'] },
      { names: 'Juan Pérez', scope: ['POWERS'] },
    ]);
    expect((await create(a, { keyPeople: [{ names: 'X', scope: ['powers'] }] })).status).toBe(400);
  });

  it('switches a conditional requirement off, and answers NOT_FOUND for an unknown slot', async () => {
    const res = await create(a, { flowId: 'onboarding-mx-estandar' });
    const v = res.body.data.verificationCreate.verification;
    const SET = `mutation($input: VerificationRequirementSetInput!) {
      verificationRequirementSet(input: $input) { verification { requirements { key enabled } } } }`;
    const set = await gql(a, SET, { verificationId: v.id, key: 'doc_3', enabled: false });
    expect(set.body.data.verificationRequirementSet.verification.requirements).toContainEqual({
      key: 'doc_3',
      enabled: false,
    });
    expect(refusal(await gql(a, SET, { verificationId: v.id, key: 'doc_1', enabled: false }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.key'],
    });
    expect(refusal(await gql(a, SET, { verificationId: v.id, key: 'nope', enabled: false })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses form answers that are not an object under input.values', async () => {
    const v = await fromItems(a, ['CSF_MX']);
    const SUBMIT = `mutation($input: VerificationItemFormSubmitInput!) {
      verificationItemFormSubmit(input: $input) { item { id } } }`;
    expect(refusal(await gql(a, SUBMIT, { itemId: v.items[0].id, values: 'yes' }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.values'],
    });
    expect(refusal(await gql(a, SUBMIT, { itemId: v.items[0].id, values: {} }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.itemId'],
    });
  });
});

describe('document mutations in the input style', () => {
  it('hands out an upload ticket, and refuses a file that is not base64 or another account’s item', async () => {
    const v = await fromItems(a, ['CSF_MX']);
    const item = v.items[0].id;
    const ticket = await gql(
      a,
      `mutation($input: VerificationItemUploadTicketCreateInput!) {
        verificationItemUploadTicketCreate(input: $input) { ticket { uploadUrl expiresAt } } }`,
      { itemId: item },
    );
    expect(ticket.body.data.verificationItemUploadTicketCreate.ticket.uploadUrl).toContain(
      `/uploads/items/${item}?`,
    );
    const UPLOAD = `mutation($input: VerificationItemFileUploadInput!) {
      verificationItemFileUpload(input: $input) { item { id } } }`;
    expect(refusal(await gql(a, UPLOAD, { itemId: item, file: { base64: '!!' } }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.file.base64'],
    });
    expect(refusal(await gql(a, UPLOAD, { itemId: item, file: { base64: '' } }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.file.base64'],
    });
    const theirs = await fromItems(other, ['CSF_MX']);
    expect(
      refusal(await gql(a, UPLOAD, { itemId: theirs.items[0].id, file: { base64: 'JVBERi0=' } })),
    ).toEqual({
      code: 'NOT_FOUND',
      paths: [],
    });
  });

  it('runs the four review actions through their inputs, each refusing with its own code and path', async () => {
    const v = await fromItems(a, ['CSF_MX']);
    const itemId = v.items[0].id;
    const run = (name: string, input: Record<string, unknown>) =>
      gql(
        a,
        `mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { item { id } } }`,
        input,
      );
    expect(
      refusal(await run('verificationItemFieldCorrect', { itemId, field: '../etc', value: 'x' })),
    ).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.field'],
    });
    expect(
      refusal(await run('verificationItemFieldCorrect', { itemId, field: 'tax.business_name' })).code,
    ).toBe('CONFLICT');
    expect(refusal(await run('verificationItemAcceptAsType', { itemId, itemType: 'FORMS' }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.itemType'],
    });
    expect(refusal(await run('verificationItemInvalidate', { itemId, reason: null })).code).toBe('CONFLICT');
    expect(refusal(await run('verificationItemReprocess', { itemId, reason: '' }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.reason'],
    });
    expect(refusal(await run('verificationItemReprocess', { itemId, reason: 'again' })).code).toBe(
      'CONFLICT',
    );
    const theirs = await fromItems(other, ['CSF_MX']);
    expect(refusal(await run('verificationItemInvalidate', { itemId: theirs.items[0].id })).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('template and export mutations in the input style', () => {
  const base64 = (paragraphs: string[]) => Buffer.from(buildDocx(paragraphs)).toString('base64');
  const UPLOAD = `mutation($input: DocTemplateUploadInput!) {
    docTemplateUpload(input: $input) { template { id name variables } } }`;
  const DELETE = `mutation($input: DocTemplateDeleteInput!) { docTemplateDelete(input: $input) { deletedId } }`;
  const EXPORT = `mutation($input: VerificationExportInput!) {
    verificationExport(input: $input) { document { downloadUrl expiresIn size format unfilledVariables } } }`;

  it('uploads a template, exports with it as REST does, and deletes it once', async () => {
    const up = await gql(a, UPLOAD, { name: 'Carta', base64: base64(['{legal_business_name}']) });
    const template = up.body.data.docTemplateUpload.template;
    expect(template).toMatchObject({ name: 'Carta', variables: ['legal_business_name'] });
    const v = await fromItems(a, ['CSF_MX']);
    const exported = await gql(a, EXPORT, { verificationId: v.id, templateId: template.id });
    const document = exported.body.data.verificationExport.document;
    expect(document).toMatchObject({
      expiresIn: 3_600_000,
      format: 'DOCX',
      unfilledVariables: expect.any(Array),
    });
    expect(document.downloadUrl).toContain('/exports/');
    const rest = await t.request('POST', `/v2/verifications/${v.id}/export/${template.id}`, {
      key: a.apiKey,
    });
    expect(rest.body).toEqual({
      success: true,
      message: 'File generated successfully. Download URL provided.',
      download_url: expect.stringContaining('/exports/'),
      expires_in: document.expiresIn,
      expiresIn: document.expiresIn,
      size: document.size,
      format: 'docx',
      unfilled_variables: document.unfilledVariables,
    });
    expect(refusal(await gql(other, DELETE, { id: template.id })).code).toBe('NOT_FOUND');
    const deleted = await gql(a, DELETE, { id: template.id });
    expect(deleted.body.data.docTemplateDelete).toEqual({ deletedId: template.id });
    expect(refusal(await gql(a, DELETE, { id: template.id })).code).toBe('NOT_FOUND');
  });

  it('names refused template and export fields by their input paths', async () => {
    expect(refusal(await gql(a, UPLOAD, { name: ' ', base64: base64(['x']) }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.name'],
    });
    expect(refusal(await gql(a, UPLOAD, { name: 'Empty', base64: '' }))).toEqual({
      code: 'VALIDATION_ERROR',
      paths: ['input.base64'],
    });
    const up = await gql(a, UPLOAD, { name: 'Carta', base64: base64(['{legal_business_name}']) });
    const templateId = up.body.data.docTemplateUpload.template.id;
    const v = await fromItems(a, ['CSF_MX']);
    const bad = await gql(a, EXPORT, {
      verificationId: v.id,
      templateId,
      keyPeople: [{ key: 'key_person_1', personId: 0, roleId: 'r' }],
    });
    expect(refusal(bad)).toEqual({ code: 'VALIDATION_ERROR', paths: ['input.keyPeople[0].personId'] });
    const theirs = await fromItems(other, ['CSF_MX']);
    expect(refusal(await gql(a, EXPORT, { verificationId: theirs.id, templateId })).code).toBe('NOT_FOUND');
  });

  it('answers more than 50 malformed list entries as the client’s input, not a server fault', async () => {
    const res = await gql(a, EXPORT, {
      verificationId: 'x',
      templateId: 'y',
      keyPeople: Array.from({ length: 60 }, () => 'not an object'),
    });
    expect(res.status).toBe(400);
    expect(new Set(res.body.errors.map((e: any) => e.extensions.code))).toEqual(
      new Set(['VALIDATION_ERROR']),
    );
  });
});
