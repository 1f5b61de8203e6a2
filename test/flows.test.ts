import { aFlow, aFormSchema, aRequirement } from './helpers/builders';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('A');
  b = await t.createAccount('B');
  await t.request('POST', '/v2/form-schemas', {
    key: a.apiKey,
    body: aFormSchema({ id_schema: 'kyb-form' }),
  });
  await t.request('POST', '/v2/form-schemas', {
    key: b.apiKey,
    body: aFormSchema({ id_schema: 'b-only-form' }),
  });
});
afterAll(() => t.stop());

let seq = 0;
const slug = () => `flow-${++seq}`;
const create = (key: string, body: unknown) => t.request('POST', '/account-flows', { key, body });
const count = async (key: string) =>
  ((await t.request('GET', '/account-flows', { key })).body as unknown[]).length;
const withForms = (schemaId: string, overrides: Record<string, unknown> = {}) => {
  const f = aFlow(overrides) as any;
  f.flow_items.items.push({ type: 'forms', options: { schema_id: schemaId, is_optional: true } });
  return f;
};

describe('REST /account-flows', () => {
  it('creates a flow (201) and reads it back by id_slug', async () => {
    const s = slug();
    const res = await create(a.apiKey, withForms('kyb-form', { id_slug: s }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      id_slug: s,
      account_id: a.id,
      friendly_name: 'Onboarding MX Estándar',
      country: 'mx',
      flow_items: { id: 'enterprise-example-2', options: { creator_email: 'ops@example.com' } },
      record_validation_schema: { version: '2', requirements: { doc_1: { allowed_item_types: ['csf_mx'] } } },
    });
    expect(res.body.flow_items.items).toHaveLength(2);
    const got = await t.request('GET', `/account-flows/${s}`, { key: a.apiKey });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    expect((await t.request('GET', `/v2/account-flows/${s}`, { key: a.apiKey })).body).toEqual(res.body);
  });

  it('accepts the numeric version of the sample and stores it as the string "2"', async () => {
    const f = aFlow({ id_slug: slug() }) as any;
    f.record_validation_schema.version = 2;
    const res = await create(a.apiKey, f);
    expect(res.status).toBe(201);
    expect(res.body.record_validation_schema.version).toBe('2');
  });

  it('updates any part, renames the slug, lists and deletes', async () => {
    const s = slug();
    await create(a.apiKey, aFlow({ id_slug: s }));
    const upd = await t.request('PUT', `/account-flows/${s}`, {
      key: a.apiKey,
      body: {
        friendly_name: 'Colombia',
        country: 'co',
        record_validation_schema: {
          version: '2',
          requirements: { rut: aRequirement({ allowed_item_types: ['rut_co'] }) },
        },
      },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({
      friendly_name: 'Colombia',
      country: 'co',
      record_validation_schema: {
        requirements: { rut: { allowed_item_types: ['rut_co'] } },
        optional_requirements: {},
      },
    });
    expect(upd.body.flow_items.items).toHaveLength(1);
    const renamed = await t.request('PUT', `/account-flows/${s}`, {
      key: a.apiKey,
      body: { id_slug: `${s}-v2` },
    });
    expect(renamed.body.id_slug).toBe(`${s}-v2`);
    expectErrorBody(await t.request('GET', `/account-flows/${s}`, { key: a.apiKey }), 404, 'NOT_FOUND');
    const listed = await t.request('GET', '/account-flows', { key: a.apiKey });
    expect(listed.body.map((f: any) => f.id_slug)).toContain(`${s}-v2`);
    const del = await t.request('DELETE', `/account-flows/${s}-v2`, { key: a.apiKey });
    expect(del.body).toEqual({ success: true, message: 'Flujo eliminado correctamente' });
    expectErrorBody(await t.request('GET', `/account-flows/${s}-v2`, { key: a.apiKey }), 404, 'NOT_FOUND');
  });

  it('answers 409 DUPLICATE_RESOURCE for an id_slug in use, on create and on rename', async () => {
    const s1 = slug();
    const s2 = slug();
    await create(a.apiKey, aFlow({ id_slug: s1 }));
    await create(a.apiKey, aFlow({ id_slug: s2 }));
    expectErrorBody(await create(a.apiKey, aFlow({ id_slug: s1 })), 409, 'DUPLICATE_RESOURCE');
    expectErrorBody(
      await t.request('PUT', `/account-flows/${s2}`, { key: a.apiKey, body: { id_slug: s1 } }),
      409,
      'DUPLICATE_RESOURCE',
    );
    expect((await create(b.apiKey, aFlow({ id_slug: s1 }))).status).toBe(201);
  });

  describe('bad input answers 400 naming the field, and writes nothing', () => {
    const mutate = (fn: (f: any) => void) => {
      const f: any = aFlow({ id_slug: 'bad-flow' });
      fn(f);
      return f;
    };
    const cases: [string, unknown, string][] = [
      ['a missing friendly_name', mutate((f) => delete f.friendly_name), 'friendly_name'],
      ['a missing id_slug', mutate((f) => delete f.id_slug), 'id_slug'],
      ['an id_slug with spaces', mutate((f) => (f.id_slug = 'my flow')), 'id_slug'],
      ['an id_slug with a slash', mutate((f) => (f.id_slug = 'a/b')), 'id_slug'],
      ['an unknown country', mutate((f) => (f.country = 'ar')), 'country'],
      [
        'an unknown flow item type',
        mutate((f) => f.flow_items.items.push({ type: 'selfie', options: {} })),
        'flow_items.items[1].type',
      ],
      [
        'a forms item without schema_id',
        mutate((f) => f.flow_items.items.push({ type: 'forms', options: {} })),
        'flow_items.items[1].options.schema_id',
      ],
      [
        'a forms item naming an unknown schema',
        mutate((f) => f.flow_items.items.push({ type: 'forms', options: { schema_id: 'nope' } })),
        'flow_items.items[1].options.schema_id',
      ],
      [
        'a forms item naming another account’s schema',
        mutate((f) => f.flow_items.items.push({ type: 'forms', options: { schema_id: 'b-only-form' } })),
        'flow_items.items[1].options.schema_id',
      ],
      [
        'two ubos items',
        mutate((f) => f.flow_items.items.push({ type: 'ubos', options: {} })),
        'flow_items.items[1].type',
      ],
      [
        'is_optional not a boolean',
        mutate((f) => (f.flow_items.items[0].options.is_optional = 'no')),
        'flow_items.items[0].options.is_optional',
      ],
      [
        'a bad creator_email',
        mutate((f) => (f.flow_items.options.creator_email = 'nobody')),
        'flow_items.options.creator_email',
      ],
      [
        'a checkout step without title',
        mutate((f) => (f.flow_items.options.next_steps_checkout = [{ description: 'x' }])),
        'flow_items.options.next_steps_checkout[0].title',
      ],
      [
        'a requirement without allowed_item_types',
        mutate((f) => delete f.record_validation_schema.requirements.doc_1.allowed_item_types),
        'record_validation_schema.requirements.doc_1.allowed_item_types',
      ],
      [
        'an empty allowed_item_types',
        mutate((f) => (f.record_validation_schema.requirements.doc_1.allowed_item_types = [])),
        'record_validation_schema.requirements.doc_1.allowed_item_types',
      ],
      [
        'an unknown document type',
        mutate((f) => (f.record_validation_schema.requirements.doc_1.allowed_item_types = ['selfie'])),
        'record_validation_schema.requirements.doc_1.allowed_item_types[0]',
      ],
      [
        'a requirement without ui_options',
        mutate((f) => delete f.record_validation_schema.requirements.doc_2.ui_options),
        'record_validation_schema.requirements.doc_2.ui_options',
      ],
      [
        'an unknown on_invalid_type_error',
        mutate(
          (f) =>
            (f.record_validation_schema.requirements.doc_1.validation_options.on_invalid_type_error =
              'explode'),
        ),
        'record_validation_schema.requirements.doc_1.validation_options.on_invalid_type_error',
      ],
      [
        'conditional_render without its label',
        mutate(
          (f) => delete f.record_validation_schema.requirements.doc_3.ui_options.conditional_render_label,
        ),
        'record_validation_schema.requirements.doc_3.ui_options.conditional_render_label',
      ],
      [
        'an unsupported version',
        mutate((f) => (f.record_validation_schema.version = '1')),
        'record_validation_schema.version',
      ],
      [
        'a slot both required and optional',
        mutate((f) => (f.record_validation_schema.optional_requirements.doc_1 = aRequirement())),
        'record_validation_schema.optional_requirements.doc_1',
      ],
      [
        'nothing to collect',
        {
          friendly_name: 'Empty',
          id_slug: 'empty',
          record_validation_schema: { version: '2', requirements: {} },
        },
        'record_validation_schema.requirements',
      ],
      ['flow_items of the wrong type', mutate((f) => (f.flow_items = 'csf')), 'flow_items'],
      [
        'an unknown top-level field',
        mutate((f) => (f.account_id = '00000000-0000-0000-0000-000000000000')),
        'account_id',
      ],
    ];
    it.each(cases)('%s', async (_name, body, path) => {
      const before = await count(a.apiKey);
      const res = await create(a.apiKey, body);
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
      expect(await count(a.apiKey)).toBe(before);
    });

    it('a bad update changes nothing', async () => {
      const s = slug();
      const created = await create(a.apiKey, aFlow({ id_slug: s }));
      for (const body of [
        { country: 'us' },
        { flow_items: { items: [{ type: 'forms', options: { schema_id: 'nope' } }] } },
        { friendly_name: '' },
        '[]',
      ]) {
        expectErrorBody(
          await t.request('PUT', `/account-flows/${s}`, { key: a.apiKey, body }),
          400,
          'VALIDATION_ERROR',
        );
      }
      expect((await t.request('GET', `/account-flows/${s}`, { key: a.apiKey })).body).toEqual(created.body);
    });
  });

  it('answers 404 for another account’s flow, and changes nothing', async () => {
    const s = slug();
    const created = await create(a.apiKey, aFlow({ id_slug: s }));
    expectErrorBody(await t.request('GET', `/account-flows/${s}`, { key: b.apiKey }), 404, 'NOT_FOUND');
    expectErrorBody(
      await t.request('PUT', `/account-flows/${s}`, { key: b.apiKey, body: { friendly_name: 'x' } }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(await t.request('DELETE', `/account-flows/${s}`, { key: b.apiKey }), 404, 'NOT_FOUND');
    expect((await t.request('GET', `/account-flows/${s}`, { key: a.apiKey })).body).toEqual(created.body);
  });
});

describe('GraphQL flows', () => {
  it('creates a flow and resolves its requirements, items and checkout steps', async () => {
    const s = slug();
    const f = withForms('kyb-form');
    const res = await t.gql(
      a.apiKey,
      `mutation($i: CreateFlowInput!) { createFlow(input: $i) {
        id idSlug accountId friendlyName country
        items { type isOptional schemaId clientItemType }
        requirements { key optional label conditionalRender conditionalRenderLabel allowedItemTypes onInvalidTypeError }
        nextStepsCheckout { title description }
        recordValidationSchema
      } }`,
      {
        i: {
          idSlug: s,
          friendlyName: 'GQL flow',
          country: 'MX',
          flowItems: f.flow_items,
          recordValidationSchema: f.record_validation_schema,
        },
      },
    );
    expect(res.body.errors).toBeUndefined();
    const flow = res.body.data.createFlow;
    expect(flow).toMatchObject({ idSlug: s, accountId: a.id, friendlyName: 'GQL flow', country: 'MX' });
    expect(flow.items).toEqual([
      { type: 'ubos', isOptional: false, schemaId: null, clientItemType: null },
      { type: 'forms', isOptional: true, schemaId: 'kyb-form', clientItemType: null },
    ]);
    expect(flow.requirements.map((r: any) => [r.key, r.optional])).toEqual([
      ['doc_1', false],
      ['doc_2', false],
      ['doc_3', false],
      ['extra_1', true],
    ]);
    expect(flow.requirements[2]).toMatchObject({
      conditionalRender: true,
      allowedItemTypes: ['pw_mx', 'aa_mx'],
      onInvalidTypeError: 'invalidate',
    });
    expect(flow.nextStepsCheckout).toHaveLength(2);
    const rest = await t.request('GET', `/account-flows/${s}`, { key: a.apiKey });
    expect(rest.body.record_validation_schema).toEqual(flow.recordValidationSchema);
  });

  it('updates, pages and deletes; errors carry the shared codes', async () => {
    const acct = await t.createAccount();
    for (const s of ['g1', 'g2']) {
      await t.gql(acct.apiKey, 'mutation($i: CreateFlowInput!) { createFlow(input: $i) { id } }', {
        i: { idSlug: s, friendlyName: s, recordValidationSchema: { requirements: { d: aRequirement() } } },
      });
    }
    const page = await t.gql(
      acct.apiKey,
      '{ flows(first: 1) { nodes { idSlug } pageInfo { hasNextPage endCursor } } }',
    );
    expect(page.body.data.flows.nodes).toEqual([{ idSlug: 'g2' }]);
    const next = await t.gql(
      acct.apiKey,
      'query($a: String) { flows(first: 1, after: $a) { nodes { idSlug } pageInfo { hasNextPage } } }',
      { a: page.body.data.flows.pageInfo.endCursor },
    );
    expect(next.body.data.flows).toEqual({ nodes: [{ idSlug: 'g1' }], pageInfo: { hasNextPage: false } });
    const upd = await t.gql(
      acct.apiKey,
      'mutation { updateFlow(idSlug: "g1", input: { friendlyName: "Uno", country: CO }) { friendlyName country } }',
    );
    expect(upd.body.data.updateFlow).toEqual({ friendlyName: 'Uno', country: 'CO' });
    const dup = await t.gql(
      acct.apiKey,
      'mutation { updateFlow(idSlug: "g1", input: { idSlug: "g2" }) { idSlug } }',
    );
    expect(dup.body.errors[0].extensions.code).toBe('DUPLICATE_RESOURCE');
    const badCursor = await t.gql(acct.apiKey, '{ flows(after: "garbage!") { nodes { idSlug } } }');
    expect(badCursor.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const foreign = await t.gql(b.apiKey, 'mutation { deleteFlow(idSlug: "g1") { id } }');
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const del = await t.gql(acct.apiKey, 'mutation { deleteFlow(idSlug: "g1") { id message } }');
    expect(del.body.data.deleteFlow.id).toBe('g1');
  });
});
