import { aFlow, aFormSchema, aUiSchema, aWebhook } from './helpers/builders';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Commands A');
  b = await t.createAccount('Commands B');
});
afterAll(() => t.stop());

/** A flow in GraphQL's words: the free-form parts keep the spec's inner shape. */
const gqlFlow = (idSlug: string, overrides: Record<string, unknown> = {}) => {
  const f = aFlow();
  return {
    idSlug,
    friendlyName: f.friendly_name,
    country: 'MX',
    flowItems: f.flow_items,
    recordValidationSchema: f.record_validation_schema,
    ...overrides,
  };
};

const FLOW_CREATE =
  'mutation($i: FlowCreateInput!) { flowCreate(input: $i) { flow { id idSlug friendlyName } } }';
const FORM_CREATE =
  'mutation($i: FormSchemaCreateInput!) { formSchemaCreate(input: $i) { formSchema { idSchema name } } }';
const WEBHOOK_CREATE =
  'mutation($i: WebhookCreateInput!) { webhookCreate(input: $i) { secret webhook { id eventNames description } } }';

const errorOf = (res: { body: any }) => res.body.errors?.[0]?.extensions;

describe('flow commands on both faces', () => {
  it('creates a flow through flowCreate, as REST would store it', async () => {
    const res = await t.gql(a.apiKey, FLOW_CREATE, { i: gqlFlow('cmd-flow-1') });
    expect(res.body.errors).toBeUndefined();
    const flow = res.body.data.flowCreate.flow;
    expect(flow).toMatchObject({ idSlug: 'cmd-flow-1', friendlyName: aFlow().friendly_name });
    const rest = await t.request('GET', '/account-flows/cmd-flow-1', { key: a.apiKey });
    expect(rest.body).toMatchObject({ id: flow.id, country: 'mx', flow_items: aFlow().flow_items });
  });

  it('names a refused field in the input on GraphQL and in the spec on REST', async () => {
    const forms = { type: 'forms', options: { schema_id: 'nope' } };
    const items = { ...aFlow().flow_items, items: [forms] };
    const gql = await t.gql(a.apiKey, FLOW_CREATE, { i: gqlFlow('cmd-flow-bad', { flowItems: items }) });
    expect(errorOf(gql)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'input.flowItems.items[0].options.schema_id', message: expect.any(String) }],
    });
    expect(gql.body.errors[0].message).toContain("'input.flowItems.items[0].options.schema_id'");
    const rest = await t.request('POST', '/account-flows', {
      key: a.apiKey,
      body: aFlow({ id_slug: 'cmd-flow-bad', flow_items: items }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details).toEqual([
      { path: 'flow_items.items[0].options.schema_id', message: expect.any(String) },
    ]);
    expect(rest.body.message).toContain("'flow_items.items[0].options.schema_id'");
    const blank = await t.gql(a.apiKey, FLOW_CREATE, { i: gqlFlow('cmd-flow-bad', { friendlyName: ' ' }) });
    expect(errorOf(blank).details).toEqual([{ path: 'input.friendlyName', message: expect.any(String) }]);
    const stored = await t.request('GET', '/account-flows/cmd-flow-bad', { key: a.apiKey });
    expect(stored.status).toBe(404);
  });

  it('changes and deletes a flow by its id_slug, and answers NOT_FOUND for another account', async () => {
    await t.gql(a.apiKey, FLOW_CREATE, { i: gqlFlow('cmd-flow-2') });
    const update =
      'mutation($i: FlowUpdateInput!) { flowUpdate(input: $i) { flow { idSlug friendlyName country } } }';
    const foreign = await t.gql(b.apiKey, update, {
      i: { idSlug: 'cmd-flow-2', changes: { friendlyName: 'X' } },
    });
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    const bad = await t.gql(a.apiKey, update, {
      i: { idSlug: 'cmd-flow-2', changes: { idSlug: 'no spaces' } },
    });
    expect(errorOf(bad)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'input.changes.idSlug', message: 'must be 1 to 100 letters, digits, - or _' }],
    });
    const ok = await t.gql(a.apiKey, update, {
      i: { idSlug: 'cmd-flow-2', changes: { idSlug: 'cmd-flow-3', friendlyName: 'Renamed', country: null } },
    });
    expect(ok.body.data.flowUpdate.flow).toEqual({
      idSlug: 'cmd-flow-3',
      friendlyName: 'Renamed',
      country: 'MX',
    });
    const del = 'mutation($i: FlowDeleteInput!) { flowDelete(input: $i) { deletedId } }';
    expect(errorOf(await t.gql(b.apiKey, del, { i: { idSlug: 'cmd-flow-3' } })).code).toBe('NOT_FOUND');
    const gone = await t.gql(a.apiKey, del, { i: { idSlug: 'cmd-flow-3' } });
    expect(gone.body.data.flowDelete).toEqual({ deletedId: 'cmd-flow-3' });
    expect((await t.request('GET', '/account-flows/cmd-flow-3', { key: a.apiKey })).status).toBe(404);
  });
});

describe('flow commands with typed fields', () => {
  const TYPED = `flow { idSlug creatorEmail
    items { type isOptional clientType schemaId options }
    requirements { key optional label description conditionalRender conditionalRenderLabel allowedTypes
      allowedSubtype peopleScope invalidTypeAction ruleset { id errorMessage validationRule params } }
    findingRules { code rule } nextStepsCheckout { title description } flowItems recordValidationSchema }`;
  const CREATE = `mutation($i: FlowCreateInput!) { flowCreate(input: $i) { ${TYPED} } }`;
  const UPDATE = `mutation($i: FlowUpdateInput!) { flowUpdate(input: $i) { ${TYPED} } }`;
  const typed = (idSlug: string, overrides: Record<string, unknown> = {}) => ({
    idSlug,
    friendlyName: 'Onboarding tipado',
    items: [{ type: 'UBOS', isOptional: false, options: { ubos_threshold: 25 } }],
    requirements: [
      {
        key: 'csf',
        label: 'Constancia de situación fiscal',
        allowedTypes: ['CSF_MX'],
        allowedSubtype: 'BUSINESS',
      },
      {
        key: 'poderes',
        optional: true,
        label: 'Poderes',
        conditionalRender: true,
        conditionalRenderLabel: '¿Hay poderes aparte del acta?',
        allowedTypes: ['PW_MX', 'AA_MX'],
        peopleScope: ['POWERS'],
        onInvalidTypeError: 'IGNORE',
        ruleset: [{ id: 'r-1', errorMessage: 'Debe estar vigente', params: { days: 90 } }],
      },
    ],
    findingRules: [{ code: 'document_age', rule: 'REJECT' }],
    nextStepsCheckout: [{ title: 'Firma', description: 'Recibirás el contrato' }],
    creatorEmail: 'ops@example.com',
    ...overrides,
  });

  it('creates a flow from typed fields, stored as REST shows it and read back typed', async () => {
    const res = await t.gql(a.apiKey, CREATE, { i: typed('typed-1') });
    expect(res.body.errors).toBeUndefined();
    const flow = res.body.data.flowCreate.flow;
    expect(flow).toMatchObject({
      creatorEmail: 'ops@example.com',
      items: [{ type: 'ubos', isOptional: false, clientType: null, schemaId: null }],
      requirements: [
        {
          key: 'csf',
          optional: false,
          allowedTypes: ['CSF_MX'],
          allowedSubtype: 'BUSINESS',
          peopleScope: [],
          invalidTypeAction: 'INVALIDATE',
          ruleset: [],
        },
        {
          key: 'poderes',
          optional: true,
          conditionalRender: true,
          allowedTypes: ['PW_MX', 'AA_MX'],
          peopleScope: ['POWERS'],
          invalidTypeAction: 'IGNORE',
          ruleset: [
            { id: 'r-1', errorMessage: 'Debe estar vigente', validationRule: null, params: { days: 90 } },
          ],
        },
      ],
      findingRules: [{ code: 'document_age', rule: 'REJECT' }],
      nextStepsCheckout: [{ title: 'Firma', description: 'Recibirás el contrato' }],
    });
    const rest = (await t.request('GET', '/account-flows/typed-1', { key: a.apiKey })).body;
    expect(rest.flow_items).toEqual({
      items: [{ type: 'ubos', options: { ubos_threshold: 25, is_optional: false } }],
      options: {
        creator_email: 'ops@example.com',
        next_steps_checkout: [{ title: 'Firma', description: 'Recibirás el contrato' }],
      },
    });
    expect(rest.record_validation_schema).toEqual({
      version: '2',
      requirements: {
        csf: {
          ui_options: { label: 'Constancia de situación fiscal' },
          allowed_item_types: ['csf_mx'],
          allowed_item_subtype: 'business',
        },
      },
      optional_requirements: {
        poderes: {
          ui_options: {
            label: 'Poderes',
            conditional_render: true,
            conditional_render_label: '¿Hay poderes aparte del acta?',
          },
          allowed_item_types: ['pw_mx', 'aa_mx'],
          required_options: { people_scope: ['powers'] },
          validation_options: {
            on_invalid_type_error: 'ignore',
            ruleset: [{ id: 'r-1', error_message: 'Debe estar vigente', params: { days: 90 } }],
          },
        },
      },
      finding_rules: { document_age: 'reject' },
    });
    expect(rest.flow_items).toEqual(flow.flowItems);
    expect(rest.record_validation_schema).toEqual(flow.recordValidationSchema);
  });

  it('changes only what the typed changes name', async () => {
    await t.gql(a.apiKey, CREATE, { i: typed('typed-2') });
    const res = await t.gql(a.apiKey, UPDATE, {
      i: {
        idSlug: 'typed-2',
        changes: { findingRules: [{ code: 'document_age', rule: 'IGNORE' }], creatorEmail: 'x@example.com' },
      },
    });
    expect(res.body.errors).toBeUndefined();
    const flow = res.body.data.flowUpdate.flow;
    expect(flow.findingRules).toEqual([{ code: 'document_age', rule: 'IGNORE' }]);
    expect(flow.creatorEmail).toBe('x@example.com');
    expect(flow.requirements.map((r: any) => r.key)).toEqual(['csf', 'poderes']);
    expect(flow.items).toHaveLength(1);
    expect(flow.nextStepsCheckout).toEqual([{ title: 'Firma', description: 'Recibirás el contrato' }]);
  });

  it('names a refused typed field in the input, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ items: [{ type: 'FORMS', schemaId: 'no-such-schema' }] }, ['input.items[0].schemaId']],
      [
        {
          requirements: [
            typed('x').requirements[0],
            { key: 'b', label: 'x'.repeat(201), allowedTypes: ['AC_MX'] },
          ],
        },
        ['input.requirements[1].label'],
      ],
      [
        {
          requirements: [
            { key: 'b', label: 'B', allowedTypes: [], ruleset: [{ id: 'r', errorMessage: '' }] },
          ],
        },
        ['input.requirements[0].allowedTypes', 'input.requirements[0].ruleset[0].errorMessage'],
      ],
      [{ findingRules: [{ code: 'no_such_check', rule: 'REJECT' }] }, ['input.findingRules[0].code']],
      [
        {
          findingRules: [
            { code: 'document_age', rule: 'REJECT' },
            { code: 'document_age', rule: 'IGNORE' },
          ],
        },
        ['input.findingRules[1].code'],
      ],
      [{ creatorEmail: 'not-an-email' }, ['input.creatorEmail']],
      [
        { nextStepsCheckout: [{ title: 't'.repeat(201), description: 'd' }] },
        ['input.nextStepsCheckout[0].title'],
      ],
      [{ flowItems: aFlow().flow_items }, ['input.flowItems']],
    ];
    for (const [overrides, paths] of cases) {
      const res = await t.gql(a.apiKey, CREATE, { i: typed('typed-bad', overrides) });
      expect({
        overrides,
        code: errorOf(res)?.code,
        paths: errorOf(res)
          ?.details?.map((d: any) => d.path)
          .sort(),
      }).toEqual({
        overrides,
        code: 'VALIDATION_ERROR',
        paths: [...paths].sort(),
      });
    }
    expect((await t.request('GET', '/account-flows/typed-bad', { key: a.apiKey })).status).toBe(404);
    const upd = await t.gql(a.apiKey, UPDATE, {
      i: {
        idSlug: 'typed-1',
        changes: {
          requirements: [
            { key: 'csf', label: '', allowedTypes: ['CSF_MX'] },
            { key: 'csf', label: 'B', allowedTypes: ['CSF_MX'] },
          ],
        },
      },
    });
    expect(errorOf(upd).details.map((d: any) => d.path)).toEqual(['input.changes.requirements[1].key']);
  });
});

describe('form schema commands on both faces', () => {
  const broken = () => {
    const d = aUiSchema();
    d.notaria.identidad.ui_order = ['curp', 'missing'];
    return d;
  };

  it('names a definition problem under the input on GraphQL, relative to the definition elsewhere', async () => {
    const gql = await t.gql(a.apiKey, FORM_CREATE, {
      i: { idSchema: 'cmd-form-bad', name: 'Bad', uiSchemaDefinition: broken() },
    });
    expect(errorOf(gql)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'input.uiSchemaDefinition.notaria.identidad.ui_order[1]', message: expect.any(String) },
      ],
    });
    const old = await t.gql(
      a.apiKey,
      'mutation($i: CreateFormSchemaInput!) { createFormSchema(input: $i) { idSchema } }',
      { i: { idSchema: 'cmd-form-bad', name: 'Bad', uiSchemaDefinition: broken() } },
    );
    expect(errorOf(old).details[0].path).toBe('notaria.identidad.ui_order[1]');
    const rest = await t.request('POST', '/form-schemas', {
      key: a.apiKey,
      body: aFormSchema({ id_schema: 'cmd-form-bad', ui_schema_definition: broken() }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details[0].path).toBe('notaria.identidad.ui_order[1]');
    const bad = await t.request('POST', '/form-schemas', {
      key: a.apiKey,
      body: aFormSchema({ id_schema: '-nope' }),
    });
    expect(bad.body.details).toEqual([{ path: 'id_schema', message: expect.any(String) }]);
    expect((await t.request('GET', '/form-schemas/cmd-form-bad', { key: a.apiKey })).status).toBe(404);
  });

  it('creates, changes and deletes a form schema; another account gets NOT_FOUND', async () => {
    const created = await t.gql(a.apiKey, FORM_CREATE, {
      i: { idSchema: 'cmd-form-1', name: 'Uno', uiSchemaDefinition: aUiSchema() },
    });
    expect(created.body.data.formSchemaCreate.formSchema).toEqual({ idSchema: 'cmd-form-1', name: 'Uno' });
    const update =
      'mutation($i: FormSchemaUpdateInput!) { formSchemaUpdate(input: $i) { formSchema { name uiSchemaDefinition } } }';
    const foreign = await t.gql(b.apiKey, update, { i: { idSchema: 'cmd-form-1', changes: { name: 'X' } } });
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    const blank = await t.gql(a.apiKey, update, { i: { idSchema: 'cmd-form-1', changes: { name: '' } } });
    expect(errorOf(blank).details).toEqual([{ path: 'input.changes.name', message: expect.any(String) }]);
    const ok = await t.gql(a.apiKey, update, {
      i: { idSchema: 'cmd-form-1', changes: { name: 'Dos', uiSchemaDefinition: null } },
    });
    expect(ok.body.data.formSchemaUpdate.formSchema).toEqual({
      name: 'Dos',
      uiSchemaDefinition: aUiSchema(),
    });
    const del = 'mutation($i: FormSchemaDeleteInput!) { formSchemaDelete(input: $i) { deletedId } }';
    expect(errorOf(await t.gql(b.apiKey, del, { i: { idSchema: 'cmd-form-1' } })).code).toBe('NOT_FOUND');
    expect(
      (await t.gql(a.apiKey, del, { i: { idSchema: 'cmd-form-1' } })).body.data.formSchemaDelete,
    ).toEqual({
      deletedId: 'cmd-form-1',
    });
  });
});

describe('webhook commands on both faces', () => {
  it('subscribes with event enums, and refuses an internal event at its input path', async () => {
    const bad = await t.gql(a.apiKey, WEBHOOK_CREATE, {
      i: { url: 'https://hooks.example.com/a', events: ['VERIFICATION_ITEM_PAGES_READ'] },
    });
    expect(errorOf(bad)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'input.events[0]', message: expect.stringContaining('must be one of') }],
    });
    const res = await t.gql(a.apiKey, WEBHOOK_CREATE, {
      i: { url: 'https://hooks.example.com/a', events: ['VERIFICATION_V2_FINISHED'], description: 'note' },
    });
    expect(res.body.data.webhookCreate).toEqual({
      secret: expect.stringMatching(/^whsec_/),
      webhook: { id: expect.any(String), eventNames: ['VERIFICATION_V2_FINISHED'], description: 'note' },
    });
  });

  it('clears a note with null in webhookUpdate, where the deprecated updateWebhook leaves it', async () => {
    const hook = (await t.request('POST', '/v2/webhooks', { key: a.apiKey, body: aWebhook() })).body;
    const old = await t.gql(
      a.apiKey,
      'mutation($id: ID!) { updateWebhook(id: $id, input: { description: null }) { description } }',
      { id: hook.id },
    );
    expect(old.body.data.updateWebhook.description).toBe('production receiver');
    const update =
      'mutation($i: WebhookUpdateInput!) { webhookUpdate(input: $i) { webhook { description status } } }';
    const foreign = await t.gql(b.apiKey, update, { i: { id: hook.id, changes: { status: 'DISABLED' } } });
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    const bad = await t.gql(a.apiKey, update, {
      i: { id: hook.id, changes: { url: 'http://plain.example.com' } },
    });
    expect(errorOf(bad).details).toEqual([{ path: 'input.changes.url', message: expect.any(String) }]);
    const ok = await t.gql(a.apiKey, update, {
      i: { id: hook.id, changes: { description: null, status: 'DISABLED', url: null } },
    });
    expect(ok.body.data.webhookUpdate.webhook).toEqual({ description: null, status: 'DISABLED' });
    const del = 'mutation($i: WebhookDeleteInput!) { webhookDelete(input: $i) { deletedId } }';
    expect(errorOf(await t.gql(b.apiKey, del, { i: { id: hook.id } })).code).toBe('NOT_FOUND');
    expect((await t.gql(a.apiKey, del, { i: { id: hook.id } })).body.data.webhookDelete).toEqual({
      deletedId: hook.id,
    });
  });

  it('keeps the REST spellings of a webhook update: active, and status against it', async () => {
    const hook = (await t.request('POST', '/v2/webhooks', { key: a.apiKey, body: aWebhook() })).body;
    const off = await t.request('PUT', `/v2/webhooks/${hook.id}`, { key: a.apiKey, body: { active: false } });
    expect(off.body.status).toBe('disabled');
    const both = await t.request('PUT', `/v2/webhooks/${hook.id}`, {
      key: a.apiKey,
      body: { active: true, status: 'disabled' },
    });
    expect(both.status).toBe(400);
    expect(both.body.details).toEqual([{ path: 'status', message: 'contradicts active' }]);
    const camel = await t.request('PUT', `/v2/webhooks/${hook.id}`, { key: a.apiKey, body: { Status: 'x' } });
    expect(camel.body.details).toEqual([{ path: 'Status', message: 'is not a known field' }]);
  });

  it('refuses a retry of failed deliveries without a date on REST, and answers NOT_FOUND for a foreign webhook on GraphQL', async () => {
    const hook = (await t.request('POST', '/v2/webhooks', { key: a.apiKey, body: aWebhook() })).body;
    const rest = await t.request('POST', `/v2/webhooks/${hook.id}/deliveries/retry`, {
      key: a.apiKey,
      body: { since: 'yesterday' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.details).toEqual([{ path: 'since', message: 'must be an ISO 8601 date-time' }]);
    const retry =
      'mutation($i: WebhookDeliveriesRetryFailedInput!) { webhookDeliveriesRetryFailed(input: $i) { count } }';
    const since = new Date(Date.now() - 60_000).toISOString();
    expect(errorOf(await t.gql(b.apiKey, retry, { i: { webhookId: hook.id, since } })).code).toBe(
      'NOT_FOUND',
    );
    const none = await t.gql(a.apiKey, retry, { i: { webhookId: hook.id, since } });
    expect(none.body.data.webhookDeliveriesRetryFailed).toEqual({ count: 0 });
    const one =
      'mutation($i: WebhookDeliveryRetryInput!) { webhookDeliveryRetry(input: $i) { delivery { id } } }';
    const unknown = await t.gql(a.apiKey, one, {
      i: { webhookId: hook.id, deliveryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });
});

describe('staffSessionCreate', () => {
  it('signs in without an input, and echoes a clientMutationId', async () => {
    const bare = await t.gql(
      a.apiKey,
      'mutation { staffSessionCreate { session { token account { id } } } }',
    );
    expect(bare.body.data.staffSessionCreate.session).toEqual({
      token: expect.any(String),
      account: { id: a.id },
    });
    const echoed = await t.gql(
      a.apiKey,
      'mutation { staffSessionCreate(input: { clientMutationId: "r1" }) { clientMutationId } }',
    );
    expect(echoed.body.data.staffSessionCreate).toEqual({ clientMutationId: 'r1' });
    const long = await t.gql(
      a.apiKey,
      'mutation($c: String) { staffSessionCreate(input: { clientMutationId: $c }) { clientMutationId } }',
      {
        c: 'x'.repeat(201),
      },
    );
    expect(errorOf(long)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'input.clientMutationId' }],
    });
  });
});
