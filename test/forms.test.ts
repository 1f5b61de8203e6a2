import { validateFormAnswers } from '../src/domain/form-schemas/form-answers';
import { aFlow, aFormSchema, aUiSchema, aVerification } from './helpers/builders';
import { textPdf } from './helpers/documents';
import { outboxOf } from './helpers/outbox';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/** Every kind of answer: the builders' nested sections and table, plus the other field types. */
const uiSchema = () => {
  const s: Record<string, any> = aUiSchema();
  s.ui_order = [...s.ui_order, 'intro', 'correo', 'alta', 'giro', 'canales', 'pais', 'acepto', 'comprobante'];
  Object.assign(s, {
    intro: { ui_type: 'heading', ui_label: 'Datos generales' },
    correo: { ui_type: 'email', ui_label: 'Correo', ui_required: true },
    alta: { ui_type: 'date', ui_label: 'Fecha de alta' },
    giro: {
      ui_type: 'select',
      ui_label: 'Giro',
      ui_items: [{ label: 'Comercio', value: 'com' }, 'Servicios'],
    },
    canales: { ui_type: 'multiselect', ui_label: 'Canales', ui_items: ['web', 'sucursal', 'app'] },
    pais: { ui_type: 'country', ui_label: 'País de constitución', ui_required: true },
    acepto: { ui_type: 'checkbox', ui_label: 'Acepto el aviso de privacidad', ui_required: true },
    comprobante: { ui_type: 'file', ui_label: 'Comprobante' },
  });
  return s;
};

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
  const schema = await t.request('POST', '/v2/form-schemas', {
    key: a.apiKey,
    body: aFormSchema({ ui_schema_definition: uiSchema() }),
  });
  expect(schema.status).toBe(200);
  const flow = aFlow({ id_slug: 'solo-forma', record_validation_schema: { version: '2', requirements: {} } });
  (flow.flow_items as { items: unknown[] }).items = [
    { type: 'forms', options: { schema_id: 'datos-adicionales', is_optional: false } },
  ];
  expect((await t.request('POST', '/account-flows', { key: a.apiKey, body: flow })).status).toBe(201);
});
afterAll(() => t.stop());

const SUBMIT = `mutation($id: ID!, $v: JSON!) { submitFormItem(itemId: $id, values: $v) {
  id itemStatus internalStatus itemValue verification { status } } }`;

const asEndClient = (token: string, query: string, variables: Record<string, unknown>) =>
  t.request('POST', '/graphql', {
    headers: { authorization: `Bearer ${token}` },
    body: { query, variables },
  });

async function newVerification(tag: string) {
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ tag, flow_id: 'solo-forma' }),
  });
  expect(res.status).toBe(201);
  const item = res.body.items.find((i: any) => i.item_type === 'forms');
  return { id: res.body.id as string, token: res.body.access_token as string, itemId: String(item.id) };
}

const validAnswers = async () => ({
  nombre: 'Ana',
  notaria: { numero: 12, identidad: { curp: 'GODE561231HDFRRN09', rfc: 'GODE561231GR8' } },
  junta_directiva: [{ id_type: 'RFC', id_number: 'GODE561231GR8', names: 'Ana Gómez' }],
  correo: 'ana@empresa.mx',
  alta: '2021-02-28',
  giro: 'com',
  canales: ['web', 'app'],
  pais: 'México',
  pais_code: 'MX',
  acepto: true,
  comprobante: {
    file_name: 'comprobante.pdf',
    content_type: 'application/pdf',
    base64: Buffer.from(await textPdf('Comprobante de domicilio')).toString('base64'),
  },
});

const itemRow = (id: string) =>
  t.app.deps.db
    .selectFrom('verification_items')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
const blobCount = async () =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('blobs')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('forms items answered from the onboarding page', () => {
  it('give the end client the item’s form schema', async () => {
    const v = await newVerification('forma-schema');
    const res = await asEndClient(
      v.token,
      'query($id: ID!) { verification(id: $id) { items { itemType formSchema { idSchema name uiSchemaDefinition } } } }',
      { id: v.id },
    );
    const forms = res.body.data.verification.items.find((i: any) => i.itemType === 'forms');
    expect(forms.formSchema.idSchema).toBe('datos-adicionales');
    expect(forms.formSchema.uiSchemaDefinition.notaria.identidad.ui_order).toEqual(['curp', 'rfc']);
  });

  it('refuse wrong answers with every problem’s path, and change nothing', async () => {
    const v = await newVerification('forma-mala');
    const events = (await outboxOf(t.app, v.id)).length;
    const blobs = await blobCount();
    const bad = {
      ...(await validAnswers()),
      nombre: '',
      notaria: { numero: 'doce', identidad: { curp: 5 } },
      junta_directiva: [{ id_type: 'INE', names: 'X', extra: 1 }],
      correo: 'no-es-correo',
      alta: '2021-02-30',
      canales: ['web', 'web'],
      pais_code: 'XX',
      acepto: false,
      desconocido: 'x',
    };
    const res = await asEndClient(v.token, SUBMIT, { id: v.itemId, v: bad });
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const paths = res.body.errors[0].extensions.details.map((d: any) => d.path).sort();
    expect(paths).toEqual(
      [
        'values.acepto',
        'values.alta',
        'values.canales',
        'values.correo',
        'values.desconocido',
        'values.junta_directiva[0].extra',
        'values.junta_directiva[0].id_type',
        'values.nombre',
        'values.notaria.identidad.curp',
        'values.notaria.numero',
        'values.pais_code',
      ].sort(),
    );
    const row = await itemRow(v.itemId);
    expect(row.item_status).toBe('pending');
    expect((await outboxOf(t.app, v.id)).length).toBe(events);
    expect(await blobCount()).toBe(blobs);
  });

  it('refuse a file whose content is not what it claims, storing nothing', async () => {
    const v = await newVerification('forma-archivo');
    const blobs = await blobCount();
    const answers = await validAnswers();
    answers.comprobante.base64 = Buffer.from('just some text, not a PDF').toString('base64');
    const res = await asEndClient(v.token, SUBMIT, { id: v.itemId, v: answers });
    expect(res.body.errors[0].extensions.details[0].path).toBe('values.comprobante');
    expect(await blobCount()).toBe(blobs);
    expect((await itemRow(v.itemId)).item_status).toBe('pending');
  });

  it('save valid answers to the item, store files, complete it and finish the verification', async () => {
    const v = await newVerification('forma-buena');
    const res = await asEndClient(v.token, SUBMIT, { id: v.itemId, v: await validAnswers() });
    expect(res.body.errors).toBeUndefined();
    const item = res.body.data.submitFormItem;
    expect(item).toMatchObject({ itemStatus: 'COMPLETE', internalStatus: 'validation_success' });
    expect(item.verification.status).toBe('FINISHED');
    expect(item.itemValue).toMatchObject({
      nombre: 'Ana',
      pais: 'México',
      pais_code: 'MX',
      junta_directiva: [{ id_type: 'RFC' }],
      notaria: { identidad: { rfc: 'GODE561231GR8' } },
      comprobante: { file_name: 'comprobante.pdf', content_type: 'application/pdf' },
    });
    expect(item.itemValue.comprobante.base64).toBeUndefined();
    expect(item.itemValue.comprobante.sha256).toMatch(/^[0-9a-f]{64}$/);

    const stored = await t.app.deps.db
      .selectFrom('blobs')
      .select(['account_id', 'size_bytes'])
      .where('id', '=', item.itemValue.comprobante.blob_id)
      .executeTakeFirstOrThrow();
    expect(stored.account_id).toBe(a.id);
    expect(Number(stored.size_bytes)).toBe(item.itemValue.comprobante.size_bytes);
    const names = (await outboxOf(t.app, v.id)).map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining(['verification_item.v2.completed', 'verification.v2.finished']),
    );

    const again = await asEndClient(v.token, SUBMIT, { id: v.itemId, v: await validAnswers() });
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('belong to their verification and account only', async () => {
    const v = await newVerification('forma-ajena');
    const other = await newVerification('forma-otra');
    const answers = await validAnswers();
    const foreignToken = await asEndClient(other.token, SUBMIT, { id: v.itemId, v: answers });
    expect(foreignToken.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const foreignKey = await t.gql(b.apiKey, SUBMIT, { id: v.itemId, v: answers });
    expect(foreignKey.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await itemRow(v.itemId)).item_status).toBe('pending');
  });
});

describe('forms items completed by an operator (completeItem, REST complete)', () => {
  const COMPLETE = `mutation($id: ID!, $input: CompleteItemInput!) { completeItem(itemId: $id, input: $input) {
    id itemStatus itemValue } }`;

  it('refuse a form with a required field missing on every path, changing nothing', async () => {
    const v = await newVerification('forma-operador-vacia');
    const events = (await outboxOf(t.app, v.id)).length;
    const empty = await t.gql(a.apiKey, COMPLETE, { id: v.itemId, input: {} });
    expect(empty.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const paths = empty.body.errors[0].extensions.details.map((d: any) => d.path);
    // The deprecated mutation names paths from its input's fields, as it always has.
    expect(paths).toEqual(expect.arrayContaining(['itemValue.correo', 'itemValue.acepto']));

    const viaNew = await t.gql(
      a.apiKey,
      `mutation($input: VerificationItemCompleteInput!) { verificationItemComplete(input: $input) { item { id } } }`,
      { input: { itemId: v.itemId, itemValue: { nombre: 'Ana' } } },
    );
    expect(viaNew.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect(viaNew.body.errors[0].extensions.details.map((d: any) => d.path)).toEqual(
      expect.arrayContaining(['input.itemValue.correo']),
    );

    const rest = await t.request('POST', `/verification-items/${v.itemId}/complete`, {
      key: a.apiKey,
      body: { item_value: { nombre: 'Ana' } },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details.map((d: any) => d.path)).toEqual(expect.arrayContaining(['item_value.correo']));

    expect((await itemRow(v.itemId)).item_status).toBe('pending');
    expect((await outboxOf(t.app, v.id)).length).toBe(events);
  });

  it('complete a form whose answers pass, storing its files, and let an operator fail it with an error', async () => {
    const v = await newVerification('forma-operador');
    const res = await t.gql(a.apiKey, COMPLETE, { id: v.itemId, input: { itemValue: await validAnswers() } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.completeItem.itemStatus).toBe('COMPLETE');
    expect(res.body.data.completeItem.itemValue.comprobante.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.data.completeItem.itemValue.comprobante.base64).toBeUndefined();

    const failed = await newVerification('forma-operador-error');
    const err = await t.gql(a.apiKey, COMPLETE, { id: failed.itemId, input: { itemError: 'not_answered' } });
    expect(err.body.errors).toBeUndefined();
    expect((await itemRow(failed.itemId)).item_error).toBe('not_answered');
  });
});

describe('validateFormAnswers (the rules the page and the server share)', () => {
  const schema = uiSchema();
  it('accepts a minimal valid set and skips label-only fields', async () => {
    expect(
      validateFormAnswers(schema, {
        nombre: 'Ana',
        correo: 'a@b.mx',
        pais: 'Chile',
        pais_code: 'CL',
        acepto: true,
      }),
    ).toEqual([]);
    expect(validateFormAnswers(schema, { intro: 'x' }).map((i) => i.path)).toContain('intro');
  });
  it('gives a code a page can translate', () => {
    const issues = validateFormAnswers(schema, { correo: 'x' });
    expect(issues.find((i) => i.path === 'nombre')?.code).toBe('required');
    expect(issues.find((i) => i.path === 'correo')?.code).toBe('format');
    expect(issues.find((i) => i.path === 'acepto')?.code).toBe('required');
  });
  it('bounds tables, text and files', () => {
    const rows = Array.from({ length: 201 }, () => ({ names: 'x' }));
    expect(validateFormAnswers(schema, { junta_directiva: rows })[0]).toMatchObject({ code: 'too_many' });
    expect(validateFormAnswers(schema, { nombre: 'x'.repeat(2001) })[0]).toMatchObject({ code: 'too_long' });
    const huge = { file_name: 'a.pdf', content_type: 'application/pdf', base64: 'A'.repeat(8 * 1024 * 1024) };
    expect(
      validateFormAnswers(schema, { comprobante: huge }).find((i) => i.path === 'comprobante')?.code,
    ).toBe('too_large');
    expect(validateFormAnswers(schema, 'nope')).toEqual([
      { path: '', code: 'type', message: expect.any(String) },
    ]);
  });
});
