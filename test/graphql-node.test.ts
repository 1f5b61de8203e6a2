import { aFlow, aFormSchema, aWebhook, RFC } from './helpers/builders';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;

interface Created {
  id: string;
  accessToken: string;
  items: { id: string }[];
}

const NODE = `query($id: ID!) { node(id: $id) {
  __typename id
  ... on Verification { tag countryCode }
  ... on VerificationItem { itemOrder type verification { id } }
  ... on Flow { idSlug }
  ... on Webhook { url eventNames }
  ... on Account { name }
} }`;

const nodeAs = (key: string, id: string) => t.gql(key, NODE, { id });

const asEndClient = (token: string, id: string) =>
  t.request('POST', '/graphql', {
    headers: { authorization: `Bearer ${token}` },
    body: { query: NODE, variables: { id } },
  });

async function verificationOf(account: TestAccount, tag: string): Promise<Created> {
  const res = await t.gql(
    account.apiKey,
    'mutation($i: CreateVerificationInput!) { createVerification(input: $i) { id accessToken items { id } } }',
    { i: { flowId: 'kyb-mx', country: 'mx', tag, taxId: RFC.company } },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createVerification;
}

async function idsOf(account: TestAccount) {
  const flow = await t.gql(account.apiKey, '{ flow(idSlug: "kyb-mx") { id } }');
  const hook = await t.request('POST', '/v2/webhooks', { key: account.apiKey, body: aWebhook() });
  expect(hook.status).toBe(201);
  return { flow: flow.body.data.flow.id as string, webhook: hook.body.id as string };
}

let va: Created;
let va2: Created;
let vb: Created;
let ownA: { flow: string; webhook: string };
let ownB: { flow: string; webhook: string };

beforeAll(async () => {
  t = await startTestApp();
  a = await t.createAccount('Fintech A');
  b = await t.createAccount('Lender B');
  for (const acct of [a, b]) {
    const res = await t.request('POST', '/account-flows', {
      key: acct.apiKey,
      body: aFlow({ id_slug: 'kyb-mx' }),
    });
    expect(res.status).toBe(201);
  }
  va = await verificationOf(a, 'node-a');
  va2 = await verificationOf(a, 'node-a2');
  vb = await verificationOf(b, 'node-b');
  ownA = await idsOf(a);
  ownB = await idsOf(b);
});
afterAll(() => t.stop());

describe('Query.node', () => {
  it('fetches each kind of object of the account again by its id, with its own type', async () => {
    const cases: [string, Record<string, unknown>][] = [
      [va.id, { __typename: 'Verification', id: va.id, tag: 'node-a', countryCode: 'MX' }],
      [
        va.items[0]!.id,
        {
          __typename: 'VerificationItem',
          id: va.items[0]!.id,
          itemOrder: 1,
          type: 'CSF_MX',
          verification: { id: va.id },
        },
      ],
      [ownA.flow, { __typename: 'Flow', id: ownA.flow, idSlug: 'kyb-mx' }],
      [
        ownA.webhook,
        {
          __typename: 'Webhook',
          id: ownA.webhook,
          url: aWebhook().url,
          eventNames: ['VERIFICATION_V2_FINISHED', 'VERIFICATION_ITEM_V2_COMPLETED'],
        },
      ],
      [a.id, { __typename: 'Account', id: a.id, name: 'Fintech A' }],
    ];
    for (const [id, expected] of cases) {
      const res = await nodeAs(a.apiKey, id);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({ node: expected });
    }
  });

  it("answers null for another account's verification, item, flow, webhook and account, as for an unknown id", async () => {
    for (const id of [vb.id, vb.items[0]!.id, ownB.flow, ownB.webhook, b.id]) {
      const res = await nodeAs(a.apiKey, id);
      expect([id, res.status, res.body.data, res.body.errors]).toEqual([id, 200, { node: null }, undefined]);
    }
  });

  it('answers null, not an error, for unknown and malformed ids', async () => {
    const ids = [
      '00000000-0000-4000-8000-000000000000',
      '999999999',
      '0',
      '-1',
      '1.5',
      'not-an-id',
      '',
      'x'.repeat(5000),
      '9'.repeat(40),
      `${va.id}'; drop table verifications; --`,
    ];
    for (const id of ids) {
      const res = await nodeAs(a.apiKey, id);
      const shown = id.slice(0, 50);
      expect([shown, res.status, res.body.data, res.body.errors]).toEqual([
        shown,
        200,
        { node: null },
        undefined,
      ]);
    }
  });

  it('reads an id in upper case as the same object', async () => {
    const res = await nodeAs(a.apiKey, va.id.toUpperCase());
    expect(res.body.data.node).toMatchObject({ __typename: 'Verification', id: va.id });
  });

  it("gives an end client's token its verification and items only", async () => {
    const own = await asEndClient(va.accessToken, va.id);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.node).toMatchObject({ __typename: 'Verification', id: va.id });
    const item = await asEndClient(va.accessToken, va.items[1]!.id);
    expect(item.body.data.node).toMatchObject({ __typename: 'VerificationItem', id: va.items[1]!.id });
    for (const id of [va2.id, va2.items[0]!.id, ownA.flow, ownA.webhook, a.id, vb.id]) {
      const res = await asEndClient(va.accessToken, id);
      expect([id, res.status, res.body.data, res.body.errors]).toEqual([id, 200, { node: null }, undefined]);
    }
  });

  it('is refused without a credential', async () => {
    const res = await t.gql(undefined, NODE, { id: va.id });
    expect(res.status).toBe(401);
  });
});

describe('connections', () => {
  const PAGE = `query($first: Int, $after: String) { verifications(first: $first, after: $after, filter: { tag: "page" }) {
    edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

  it('give the first and last cursor of each page, and whether pages come before and after it', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await verificationOf(a, 'page')).id);
    const first = (await t.gql(a.apiKey, PAGE, { first: 2 })).body.data.verifications;
    expect(first.edges.map((e: any) => e.node.id)).toEqual([ids[2], ids[1]]);
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0].cursor,
      endCursor: first.edges[1].cursor,
    });
    const second = (await t.gql(a.apiKey, PAGE, { first: 2, after: first.pageInfo.endCursor })).body.data
      .verifications;
    expect(second.edges.map((e: any) => e.node.id)).toEqual([ids[0]]);
    expect(second.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: second.edges[0].cursor,
      endCursor: second.edges[0].cursor,
    });
    const empty = (await t.gql(a.apiKey, PAGE, { first: 0 })).body.data.verifications;
    expect(empty).toEqual({
      edges: [],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it('page backward with last/before, newest first within the page, and refuse first with last', async () => {
    const BACK = `query($last: Int, $before: String, $first: Int) { verifications(last: $last, before: $before, first: $first, filter: { tag: "back" }) {
      edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await verificationOf(a, 'back')).id);
    // The oldest two, newest first.
    const oldest = (await t.gql(a.apiKey, BACK, { last: 2 })).body.data.verifications;
    expect(oldest.edges.map((e: any) => e.node.id)).toEqual([ids[1], ids[0]]);
    expect(oldest.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: oldest.edges[0].cursor,
      endCursor: oldest.edges[1].cursor,
    });
    // Back from there: the two newer ones, and nothing before them.
    const newer = (await t.gql(a.apiKey, BACK, { last: 2, before: oldest.pageInfo.startCursor })).body.data
      .verifications;
    expect(newer.edges.map((e: any) => e.node.id)).toEqual([ids[3], ids[2]]);
    expect(newer.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // A forward page and a backward page from the same cursor meet without overlap.
    const forward = (
      await t.gql(a.apiKey, PAGE.replace('"page"', '"back"'), { first: 2, after: newer.pageInfo.endCursor })
    ).body.data.verifications;
    expect(forward.edges.map((e: any) => e.node.id)).toEqual([ids[1], ids[0]]);
    const both = await t.gql(a.apiKey, BACK, { last: 1, first: 1 });
    expect(both.body.data).toBeNull();
    expect(both.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const badCursor = await t.gql(a.apiKey, BACK, { last: 1, before: 'nope' });
    expect(badCursor.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const negative = await t.gql(a.apiKey, BACK, { last: -1 });
    expect(negative.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('give the same page information on every list', async () => {
    const res = await t.gql(
      a.apiKey,
      `{ flows(first: 1) { edges { cursor } pageInfo { hasPreviousPage startCursor } }
         webhooks(first: 1) { edges { cursor } pageInfo { hasPreviousPage startCursor } }
         formSchemas(first: 1) { edges { cursor } pageInfo { hasPreviousPage startCursor } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const { flows, webhooks, formSchemas } = res.body.data;
    expect(flows.pageInfo).toEqual({ hasPreviousPage: false, startCursor: flows.edges[0].cursor });
    expect(webhooks.pageInfo).toEqual({ hasPreviousPage: false, startCursor: webhooks.edges[0].cursor });
    expect(formSchemas.pageInfo).toEqual({ hasPreviousPage: false, startCursor: null });
  });

  it('page backward on every list: last: 1 is the oldest node, and says whether newer ones exist', async () => {
    const key_ = { key: a.apiKey };
    for (const n of [1, 2]) {
      await t.request('POST', '/v2/webhooks', { ...key_, body: aWebhook({ description: `back ${n}` }) });
      await t.request('POST', '/account-flows', { ...key_, body: aFlow({ id_slug: `back-${n}` }) });
      await t.request('POST', '/v2/form-schemas', { ...key_, body: aFormSchema({ id_schema: `back-${n}` }) });
    }
    for (const [list, key] of [
      ['flows', 'idSlug'],
      ['webhooks', 'id'],
      ['formSchemas', 'idSchema'],
    ] as const) {
      const all = await t.gql(a.apiKey, `{ ${list}(first: 100) { nodes { ${key} } } }`);
      const back = await t.gql(
        a.apiKey,
        `{ ${list}(last: 1) { nodes { ${key} } pageInfo { hasNextPage hasPreviousPage } } }`,
      );
      expect(back.body.errors).toBeUndefined();
      const nodes = all.body.data[list].nodes;
      expect(nodes.length).toBeGreaterThan(0);
      expect(back.body.data[list]).toEqual({
        nodes: [nodes[nodes.length - 1]],
        pageInfo: { hasNextPage: false, hasPreviousPage: true },
      });
    }
  });
});

describe('enum-typed fields beside the deprecated strings', () => {
  it('name a webhook delivery’s event as the EventName of its eventName', async () => {
    const ubos = va.items[va.items.length - 1]!.id;
    const done = await t.gql(
      a.apiKey,
      'mutation($id: ID!) { completeItem(itemId: $id, input: {}) { itemStatus type itemType } }',
      { id: ubos },
    );
    expect(done.body.data.completeItem).toEqual({ itemStatus: 'COMPLETE', type: 'UBOS', itemType: 'ubos' });
    const deliveries = async () =>
      (
        await t.gql(
          a.apiKey,
          'query($id: ID!) { webhook(id: $id) { deliveries { nodes { eventName event } } } }',
          {
            id: ownA.webhook,
          },
        )
      ).body.data.webhook.deliveries.nodes;
    let nodes = await deliveries();
    for (let i = 0; i < 100 && nodes.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      nodes = await deliveries();
    }
    expect(nodes).toEqual([
      { eventName: 'verification_item.v2.completed', event: 'VERIFICATION_ITEM_V2_COMPLETED' },
    ]);
  });
});

describe('Query.node for form schemas and webhook deliveries', () => {
  const MORE = `query($id: ID!) { node(id: $id) {
    __typename id
    ... on FormSchema { idSchema name }
    ... on WebhookDelivery { webhookId event status }
  } }`;

  /** A form schema and a delivery of the account: a verification created with a webhook subscribed. */
  async function ownedBy(account: TestAccount, tag: string) {
    const schema = await t.gql(
      account.apiKey,
      'mutation($i: FormSchemaCreateInput!) { formSchemaCreate(input: $i) { formSchema { id } } }',
      {
        i: { idSchema: `node-${tag}`, name: 'Node', uiSchemaDefinition: aFormSchema().ui_schema_definition },
      },
    );
    expect(schema.body.errors).toBeUndefined();
    const hook = await t.request('POST', '/v2/webhooks', {
      key: account.apiKey,
      body: aWebhook({ events: ['verification.v2.created'] }),
    });
    await verificationOf(account, `node-${tag}`);
    const DELIVERIES = 'query($id: ID!) { webhook(id: $id) { deliveries(first: 1) { nodes { id } } } }';
    let delivery: string | undefined;
    for (let i = 0; i < 100 && !delivery; i++) {
      const res = await t.gql(account.apiKey, DELIVERIES, { id: hook.body.id });
      delivery = res.body.data.webhook.deliveries.nodes[0]?.id;
      if (!delivery) await new Promise((r) => setTimeout(r, 50));
    }
    expect(delivery).toBeDefined();
    return {
      schema: schema.body.data.formSchemaCreate.formSchema.id as string,
      hook: hook.body.id,
      delivery: delivery!,
    };
  }

  it("reads the account's own by id, and answers null for another account's or an end client", async () => {
    const mine = await ownedBy(a, 'a');
    const theirs = await ownedBy(b, 'b');
    const schema = await t.gql(a.apiKey, MORE, { id: mine.schema });
    expect(schema.body.data.node).toEqual({
      __typename: 'FormSchema',
      id: mine.schema,
      idSchema: 'node-a',
      name: 'Node',
    });
    const delivery = await t.gql(a.apiKey, MORE, { id: mine.delivery.toUpperCase() });
    expect(delivery.body.data.node).toEqual({
      __typename: 'WebhookDelivery',
      id: mine.delivery,
      webhookId: mine.hook,
      event: 'VERIFICATION_V2_CREATED',
      status: expect.any(String),
    });
    for (const id of [theirs.schema, theirs.delivery]) {
      const res = await t.gql(a.apiKey, MORE, { id });
      expect([id, res.body.data, res.body.errors]).toEqual([id, { node: null }, undefined]);
    }
    for (const id of [mine.schema, mine.delivery]) {
      const res = await t.request('POST', '/graphql', {
        headers: { authorization: `Bearer ${va.accessToken}` },
        body: { query: MORE, variables: { id } },
      });
      expect([id, res.body.data, res.body.errors]).toEqual([id, { node: null }, undefined]);
    }
  });
});
