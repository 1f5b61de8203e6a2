import { aFlow, aFormSchema, aUiSchema } from './helpers/builders';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('A');
  b = await t.createAccount('B');
});
afterAll(() => t.stop());

let seq = 0;
const uniqueId = () => `schema-${++seq}`;
const create = (key: string, body: Record<string, unknown>) =>
  t.request('POST', '/v2/form-schemas', { key, body });
const count = async (key: string) =>
  ((await t.request('GET', '/v2/form-schemas', { key })).body as unknown[]).length;

describe('REST /v2/form-schemas', () => {
  it('creates (200) and reads back the recursive definition', async () => {
    const id = uniqueId();
    const res = await create(a.apiKey, aFormSchema({ id_schema: id }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id_schema: id,
      account_id: a.id,
      name: 'Datos adicionales',
      ui_schema_definition: aUiSchema(),
    });
    const got = await t.request('GET', `/v2/form-schemas/${id}`, { key: a.apiKey });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('answers 409 DUPLICATE_RESOURCE for an id_schema the account already has; another account may use it', async () => {
    const id = uniqueId();
    await create(a.apiKey, aFormSchema({ id_schema: id }));
    const dup = await create(a.apiKey, aFormSchema({ id_schema: id, name: 'other' }));
    expectErrorBody(dup, 409, 'DUPLICATE_RESOURCE');
    expect(dup.body.message).toBe(`form-schema with identifier ${id} already exists.`);
    expect((await create(b.apiKey, aFormSchema({ id_schema: id }))).status).toBe(200);
  });

  it('keeps the key order of sections and tables without ui_order, as written', async () => {
    const id = uniqueId();
    const definition = aUiSchema();
    await create(a.apiKey, aFormSchema({ id_schema: id, ui_schema_definition: definition }));
    const read = await t.request('GET', `/v2/form-schemas/${id}`, { key: a.apiKey });
    const columns = read.body.ui_schema_definition.junta_directiva.ui_columns;
    expect(Object.keys(columns)).toEqual(['id_type', 'id_number', 'names']);
    expect(Object.keys(read.body.ui_schema_definition)).toEqual(Object.keys(definition));
  });

  it('updates the name and the definition, lists and deletes', async () => {
    const id = uniqueId();
    await create(a.apiKey, aFormSchema({ id_schema: id }));
    const definition = { ui_order: ['rfc'], rfc: { ui_type: 'text', ui_label: 'RFC', ui_required: true } };
    const upd = await t.request('PUT', `/v2/form-schemas/${id}`, {
      key: a.apiKey,
      body: { name: 'Nuevo', ui_schema_definition: definition },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ name: 'Nuevo', ui_schema_definition: definition });
    const listed = await t.request('GET', '/form-schemas', { key: a.apiKey });
    expect(listed.body.find((s: any) => s.id_schema === id)).toMatchObject({ name: 'Nuevo' });
    const del = await t.request('DELETE', `/v2/form-schemas/${id}`, { key: a.apiKey });
    expect(del.body).toEqual({ message: 'Form schema deleted successfully' });
    expectErrorBody(await t.request('GET', `/v2/form-schemas/${id}`, { key: a.apiKey }), 404, 'NOT_FOUND');
  });

  it('accepts sections nested to any depth and every ui_type', async () => {
    let level: Record<string, unknown> = { ui_order: ['leaf'], leaf: { ui_type: 'date', ui_label: 'Fecha' } };
    for (let i = 0; i < 8; i++)
      level = { ui_order: [`s${i}`], [`s${i}`]: { ui_type: 'section', ui_label: `S${i}`, ...level } };
    const all = {
      ui_order: ['nested', 'f', 'd', 'sel', 'ms', 'n', 'e', 'p', 't', 'tb', 'cb', 'c', 'par', 'h'],
      nested: { ui_type: 'section', ui_label: 'Nested', ...level },
      f: { ui_type: 'file', ui_label: 'F' },
      d: { ui_type: 'date', ui_label: 'D' },
      sel: { ui_type: 'select', ui_label: 'S', ui_items: [{ label: 'Sí', value: 'si' }, 'No'] },
      ms: { ui_type: 'multiselect', ui_label: 'M', ui_items: ['a', 'b'] },
      n: { ui_type: 'number', ui_label: 'N' },
      e: { ui_type: 'email', ui_label: 'E' },
      p: { ui_type: 'password', ui_label: 'P' },
      t: { ui_type: 'text', ui_label: 'T' },
      tb: {
        ui_type: 'table',
        ui_label: 'Tb',
        ui_order: ['x'],
        ui_columns: { x: { ui_type: 'text', ui_label: 'X' } },
      },
      cb: { ui_type: 'checkbox', ui_label: 'Cb' },
      c: { ui_type: 'country', ui_label: 'C' },
      par: { ui_type: 'paragraph', ui_label: 'Texto' },
      h: { ui_type: 'heading', ui_label: 'Título' },
    };
    const res = await create(a.apiKey, aFormSchema({ id_schema: uniqueId(), ui_schema_definition: all }));
    expect(res.status).toBe(200);
  });

  describe('an invalid ui_schema_definition answers 400 VALIDATION_ERROR naming the path, and writes nothing', () => {
    const broken = (mutate: (d: any) => void) => {
      const d: any = aUiSchema();
      mutate(d);
      return d;
    };
    const cases: [string, unknown, string][] = [
      [
        'a nested ui_order naming a missing key',
        broken((d) => (d.notaria.identidad.ui_order = ['curp', 'nss'])),
        'notaria.identidad.ui_order[1]',
      ],
      ['a root ui_order naming a missing key', broken((d) => d.ui_order.push('telefono')), 'ui_order[4]'],
      ['no root ui_order', broken((d) => delete d.ui_order), 'ui_order'],
      ['ui_order not an array', broken((d) => (d.notaria.ui_order = 'numero')), 'notaria.ui_order'],
      ['an unknown ui_type', broken((d) => (d.nombre.ui_type = 'textarea')), 'nombre.ui_type'],
      ['a missing ui_type', broken((d) => delete d.apellido.ui_type), 'apellido.ui_type'],
      ['a field that is not an object', broken((d) => (d.nombre = 'Nombre')), 'nombre'],
      [
        'a select without options',
        broken((d) => (d.junta_directiva.ui_columns.id_type.ui_items = [])),
        'junta_directiva.ui_columns.id_type.ui_items',
      ],
      [
        'a file column in a table',
        broken((d) => (d.junta_directiva.ui_columns.doc = { ui_type: 'file', ui_label: 'Doc' })),
        'junta_directiva.ui_columns.doc.ui_type',
      ],
      [
        'a table without columns',
        broken((d) => delete d.junta_directiva.ui_columns),
        'junta_directiva.ui_columns',
      ],
      [
        'a label that is not a string',
        broken((d) => (d.notaria.numero.ui_label = 3)),
        'notaria.numero.ui_label',
      ],
      ['ui_required not a boolean', broken((d) => (d.nombre.ui_required = 'yes')), 'nombre.ui_required'],
      [
        'child fields under a text field',
        broken((d) => (d.nombre.extra = { ui_type: 'text' })),
        'nombre.extra',
      ],
      [
        'a repeated key in ui_order',
        broken((d) => (d.notaria.ui_order = ['numero', 'numero'])),
        'notaria.ui_order[1]',
      ],
    ];
    it.each(cases)('%s', async (_name, definition, path) => {
      const before = await count(a.apiKey);
      const res = await create(
        a.apiKey,
        aFormSchema({ id_schema: uniqueId(), ui_schema_definition: definition }),
      );
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
      expect(res.body.message).toContain(res.body.details[0].path);
      expect(await count(a.apiKey)).toBe(before);
    });

    it('the same rules apply to an update, which then changes nothing', async () => {
      const id = uniqueId();
      const created = await create(a.apiKey, aFormSchema({ id_schema: id }));
      const res = await t.request('PUT', `/v2/form-schemas/${id}`, {
        key: a.apiKey,
        body: { ui_schema_definition: broken((d) => (d.notaria.identidad.ui_order = ['curp', 'nss'])) },
      });
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe('notaria.identidad.ui_order[1]');
      expect((await t.request('GET', `/v2/form-schemas/${id}`, { key: a.apiKey })).body).toEqual(
        created.body,
      );
    });

    it('sections nested deeper than the limit', async () => {
      let level: Record<string, unknown> = { ui_order: ['x'], x: { ui_type: 'text', ui_label: 'X' } };
      for (let i = 0; i < 40; i++)
        level = { ui_order: ['s'], s: { ui_type: 'section', ui_label: 'S', ...level } };
      const res = await create(a.apiKey, aFormSchema({ id_schema: uniqueId(), ui_schema_definition: level }));
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
    });
  });

  describe('other bad input', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a missing name', { id_schema: 'x1', ui_schema_definition: aUiSchema() }, 'name'],
      ['a missing id_schema', { name: 'n', ui_schema_definition: aUiSchema() }, 'id_schema'],
      [
        'an id_schema with a slash',
        { name: 'n', id_schema: 'a/b', ui_schema_definition: aUiSchema() },
        'id_schema',
      ],
      [
        'a definition that is an array',
        { name: 'n', id_schema: 'x2', ui_schema_definition: [] },
        'ui_schema_definition',
      ],
      [
        'a name of the wrong type',
        { name: ['n'], id_schema: 'x3', ui_schema_definition: aUiSchema() },
        'name',
      ],
    ];
    it.each(cases)('%s', async (_n, body, path) => {
      const before = await count(a.apiKey);
      const res = await create(a.apiKey, body);
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
      expect(await count(a.apiKey)).toBe(before);
    });

    it('an unknown id answers 404 to get, put and delete', async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await t.request(method, '/v2/form-schemas/no-such-schema', {
          key: a.apiKey,
          body: method === 'PUT' ? { name: 'x' } : undefined,
        });
        expectErrorBody(res, 404, 'NOT_FOUND');
      }
    });
  });

  it('answers 404 for another account’s schema and changes nothing', async () => {
    const id = uniqueId();
    const created = await create(a.apiKey, aFormSchema({ id_schema: id }));
    expectErrorBody(await t.request('GET', `/v2/form-schemas/${id}`, { key: b.apiKey }), 404, 'NOT_FOUND');
    expectErrorBody(
      await t.request('PUT', `/v2/form-schemas/${id}`, { key: b.apiKey, body: { name: 'hijacked' } }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(await t.request('DELETE', `/v2/form-schemas/${id}`, { key: b.apiKey }), 404, 'NOT_FOUND');
    expect((await t.request('GET', `/v2/form-schemas/${id}`, { key: a.apiKey })).body).toEqual(created.body);
  });

  it('refuses to delete a schema that a flow uses (409), naming the flow', async () => {
    const id = uniqueId();
    await create(a.apiKey, aFormSchema({ id_schema: id }));
    const flow = aFlow({ id_slug: `uses-${id}` }) as any;
    flow.flow_items.items.push({ type: 'forms', options: { schema_id: id } });
    expect((await t.request('POST', '/account-flows', { key: a.apiKey, body: flow })).status).toBe(201);
    const res = await t.request('DELETE', `/v2/form-schemas/${id}`, { key: a.apiKey });
    expectErrorBody(res, 409, 'CONFLICT');
    expect(res.body.message).toContain(`uses-${id}`);
    expect((await t.request('GET', `/v2/form-schemas/${id}`, { key: a.apiKey })).status).toBe(200);
  });
});

describe('GraphQL form schemas', () => {
  it('creates, reads, pages, updates and deletes', async () => {
    const acct = await t.createAccount();
    const make = (idSchema: string) =>
      t.gql(
        acct.apiKey,
        'mutation($i: CreateFormSchemaInput!) { createFormSchema(input: $i) { idSchema accountId name uiSchemaDefinition } }',
        {
          i: { idSchema, name: 'Form', uiSchemaDefinition: aUiSchema() },
        },
      );
    const one = await make('one');
    expect(one.body.data.createFormSchema).toEqual({
      idSchema: 'one',
      accountId: acct.id,
      name: 'Form',
      uiSchemaDefinition: aUiSchema(),
    });
    await make('two');
    const dup = await make('two');
    expect(dup.body.errors[0].extensions.code).toBe('DUPLICATE_RESOURCE');
    const page = await t.gql(
      acct.apiKey,
      '{ formSchemas(first: 1) { nodes { idSchema } pageInfo { hasNextPage endCursor } } }',
    );
    expect(page.body.data.formSchemas.nodes).toEqual([{ idSchema: 'two' }]);
    expect(page.body.data.formSchemas.pageInfo.hasNextPage).toBe(true);
    const upd = await t.gql(
      acct.apiKey,
      'mutation { updateFormSchema(idSchema: "one", input: { name: "Renamed" }) { name uiSchemaDefinition } }',
    );
    expect(upd.body.data.updateFormSchema).toEqual({ name: 'Renamed', uiSchemaDefinition: aUiSchema() });
    const bad = await t.gql(
      acct.apiKey,
      'mutation($d: JSON) { updateFormSchema(idSchema: "one", input: { uiSchemaDefinition: $d }) { name } }',
      {
        d: { ui_order: ['a'] },
      },
    );
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'ui_order[0]', message: expect.any(String) }],
    });
    const del = await t.gql(acct.apiKey, 'mutation { deleteFormSchema(idSchema: "one") { id } }');
    expect(del.body.data.deleteFormSchema.id).toBe('one');
    const gone = await t.gql(b.apiKey, '{ formSchema(idSchema: "two") { name } }');
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
