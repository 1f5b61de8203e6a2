import { buildASTSchema, parse } from 'graphql';
import { COST, createCostMemo, jsonWeight, operationCost } from '../src/graphql/cost';
import { DEFAULT_OPERATION_LIMITS } from '../src/graphql/limits';
import { loadTypeDefs } from '../src/graphql/server';
import { MAX_FREE_OBJECT_BYTES } from '../src/domain/verifications/verification.input';
import { aVerification } from './helpers/builders';
import { startTestApp, type HttpResult, type TestAccount, type TestApp } from './helpers/test-app';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const cost = (query: string) => operationCost(schema, parse(query), undefined, undefined);
const CAP_KB = MAX_FREE_OBJECT_BYTES / 1024;
/** What a 32 KB capped field weighs: one unit per 256 bytes. */
const CAPPED = CAP_KB * 4;

describe('the cost model weighs JSON by the bytes it may hold', () => {
  it('weighs a JSON field a caller fills by its cap (one unit per 256 bytes), and a derived one as 2', () => {
    expect(CAP_KB).toBe(32);
    for (const field of ['Verification.metadata', 'Verification.options']) {
      const [type, name] = field.split('.') as [string, string];
      expect({ field, weight: jsonWeight(type, name) }).toEqual({ field, weight: CAPPED });
    }
    expect(jsonWeight('VerificationItem', 'itemValue')).toBe(COST.json);
    expect(jsonWeight('Verification', 'keyPeople')).toBe(COST.json);
  });

  it('costs a page of verifications with metadata as many KB as its rows may carry', () => {
    expect(cost('{ verifications(first: 50) { nodes { id metadata } } }')).toBe(1 + 50 * (1 + CAPPED));
    expect(cost('{ verifications(first: 50) { nodes { id metadata options } } }')).toBe(
      1 + 50 * (1 + 2 * CAPPED),
    );
    expect(cost('{ verifications(first: 50) { nodes { id } } }')).toBe(1 + 50 * 1);
    expect(cost('{ verification(id: "x") { items { itemOptions } } }')).toBe(
      1 + COST.rowLists.VerificationItem! * (1 + COST.json),
    );
  });

  it('bounds the metadata one admitted operation can carry to about a quarter of the cost limit in KB', () => {
    // Whatever page size and aliases an attacker picks, rows × 32 KB stay under maxCost / 4 KB.
    const { maxCost, maxAliases } = DEFAULT_OPERATION_LIMITS;
    let most = 0;
    for (let first = 1; first <= 100; first++) {
      const perAlias = cost(`{ verifications(first: ${first}) { nodes { id metadata } } }`);
      const aliases = Math.min(maxAliases, Math.floor(maxCost / perAlias));
      most = Math.max(most, aliases * first);
    }
    expect(most * CAP_KB).toBeLessThanOrEqual(maxCost / 4);
  });
});

describe('the cost memo', () => {
  const query = parse(`query($id: ID!, $first: Int, $withItems: Boolean!) {
    verification(id: $id) { id items @include(if: $withItems) { id } }
    verifications(first: $first) { nodes { id } } }`);

  it('answers what operationCost answers, keyed by the Int and Boolean variables only', () => {
    const memo = createCostMemo();
    const cases = [
      { id: 'a', first: 10, withItems: true },
      { id: 'b', first: 10, withItems: true },
      { id: 'a', first: 50, withItems: true },
      { id: 'a', first: 50, withItems: false },
      { id: 'c', first: 10, withItems: true },
    ];
    for (const variables of cases)
      expect({ variables, cost: memo(schema, query, variables, undefined) }).toEqual({
        variables,
        cost: operationCost(schema, query, variables, undefined),
      });
    expect(new Set(cases.map((v) => memo(schema, query, v, undefined))).size).toBe(3);
  });
});

describe('metadata over many rows, through /graphql', () => {
  let t: TestApp;
  let a: TestAccount;
  const gqlError = (res: HttpResult) => res.body?.errors?.[0];

  beforeAll(async () => {
    // API role: no workers, so every statement counted is a request's own.
    t = await startTestApp({}, { role: 'api' });
    a = await t.createAccount('A');
    for (let i = 0; i < 3; i++) {
      const created = await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({ tag: `heavy-${i}`, items: [{ type: 'csf_mx' }], metadata: { n: i } }),
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => t.stop());

  const page = (first: number, fields: string) =>
    `{ verifications(first: ${first}) { nodes { ${fields} } } }`;

  it('refuses a page of 50 verifications with metadata with COST_LIMIT_EXCEEDED, reading nothing', async () => {
    await t.gql(a.apiKey, '{ viewer { id } }'); // the key is looked up (and remembered) here
    const before = t.app.database.stats.queries;
    const res = await t.gql(a.apiKey, page(50, 'id metadata'));
    expect({ status: res.status, code: gqlError(res)?.extensions?.code }).toEqual({
      status: 400,
      code: 'COST_LIMIT_EXCEEDED',
    });
    expect(gqlError(res).extensions).toMatchObject({ cost: 1 + 50 * (1 + CAPPED), maxCost: 5000 });
    expect(t.app.database.stats.queries - before).toBe(0);
  });

  it('admits the same page without metadata, and a shorter one with it, reporting their cost', async () => {
    const light = await t.gql(a.apiKey, page(50, 'id tag'));
    expect(light.status).toBe(200);
    expect(light.body.errors).toBeUndefined();
    expect(light.body.data.verifications.nodes).toHaveLength(3);
    expect((light.body as { extensions?: unknown }).extensions).toEqual({ cost: 1 + 50 });

    const shorter = await t.gql(a.apiKey, page(30, 'id metadata'));
    expect(shorter.status).toBe(200);
    expect(shorter.body.errors).toBeUndefined();
    expect(shorter.body.data.verifications.nodes.map((v: { metadata: unknown }) => v.metadata)).toEqual([
      { n: 2 },
      { n: 1 },
      { n: 0 },
    ]);
    expect((shorter.body as { extensions?: unknown }).extensions).toEqual({ cost: 1 + 30 * (1 + CAPPED) });
  });

  it('reads the free-form columns only when the operation selects them, fragments included', async () => {
    const sqlOf = async (query: string) => {
      const res = await t.gql(a.apiKey, query);
      expect(res.body.errors).toBeUndefined();
      return { sql: t.app.database.stats.lastSql ?? '', data: res.body.data };
    };
    const light = await sqlOf(page(50, 'id tag'));
    expect(light.sql).toMatch(/null as "metadata"/);
    expect(light.sql).not.toMatch(/select \*/);
    for (const query of [
      page(10, 'id metadata'),
      `{ verifications(first: 10) { nodes { ...V } } } fragment V on Verification { id ... on Verification { options } }`,
    ]) {
      const full = await sqlOf(query);
      expect(full.sql).not.toMatch(/null as "metadata"/);
    }
    const viaFragment = await sqlOf(
      `{ verifications(first: 10) { nodes { ...M } } } fragment M on Verification { metadata }`,
    );
    expect(viaFragment.data.verifications.nodes.map((v: { metadata: unknown }) => v.metadata)).toEqual([
      { n: 2 },
      { n: 1 },
      { n: 0 },
    ]);
  });
});

describe('items beyond the 20 per verification the cost assumes, through /graphql', () => {
  let t: TestApp;
  let a: TestAccount;
  const ids: string[] = [];
  const gqlError = (res: HttpResult) => res.body?.errors?.[0];

  beforeAll(async () => {
    // At most 100 items per operation; three verifications hold 45, 45 and 20 (110 in all).
    t = await startTestApp({ GRAPHQL_MAX_ITEMS: '100' }, { role: 'api' });
    a = await t.createAccount('A');
    for (const [i, n] of [45, 45, 20].entries()) {
      const created = await t.request('POST', '/verifications', {
        key: a.apiKey,
        body: aVerification({
          tag: `many-${i}`,
          items: Array.from({ length: n }, () => ({ type: 'csf_mx' })),
        }),
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
  });
  afterAll(() => t.stop());

  it('refuses a page whose items pass the limit with ITEM_LIMIT_EXCEEDED (400), reading at most one row more', async () => {
    const res = await t.gql(a.apiKey, '{ verifications(first: 10) { nodes { id items { id } } } }');
    expect({ status: res.status, code: gqlError(res)?.extensions?.code }).toEqual({
      status: 400,
      code: 'ITEM_LIMIT_EXCEEDED',
    });
    expect(gqlError(res).extensions).toEqual({ code: 'ITEM_LIMIT_EXCEEDED', maxItems: 100 });
    expect(gqlError(res).message).toMatch(/itemCounts/);
    // The gate's cost assumed 20 items each: the operation was admitted, and stopped while running.
    expect((res.body as { extensions?: unknown }).extensions).toEqual({ cost: 1 + 10 * (1 + 20) });
    expect(t.app.database.stats.lastSql).toMatch(/from "verification_items".* limit \$\d+$/s);
  });

  it('lists every item while the operation stays under the limit, one alias or two of the same verification', async () => {
    const one = await t.gql(a.apiKey, `{ verification(id: "${ids[0]}") { items { id } } }`);
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.verification.items).toHaveLength(45);

    const twice = await t.gql(
      a.apiKey,
      `{ a: verification(id: "${ids[0]}") { items { id } } b: verification(id: "${ids[0]}") { items { itemOrder } } }`,
    );
    expect(twice.status).toBe(200);
    expect(twice.body.errors).toBeUndefined();
    expect([twice.body.data.a.items.length, twice.body.data.b.items.length]).toEqual([45, 45]);

    const two = await t.gql(
      a.apiKey,
      `{ a: verification(id: "${ids[0]}") { items { id } } b: verification(id: "${ids[2]}") { items { id } } }`,
    );
    expect(two.status).toBe(200);
    expect([two.body.data.a.items.length, two.body.data.b.items.length]).toEqual([45, 20]);
  });

  it('counts items without loading them (itemCounts), whatever their number', async () => {
    const res = await t.gql(
      a.apiKey,
      '{ verifications(first: 10) { nodes { tag itemCounts { total complete failed } } } }',
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.verifications.nodes).toEqual([
      { tag: 'many-2', itemCounts: { total: 20, complete: 0, failed: 0 } },
      { tag: 'many-1', itemCounts: { total: 45, complete: 0, failed: 0 } },
      { tag: 'many-0', itemCounts: { total: 45, complete: 0, failed: 0 } },
    ]);
    expect(t.app.database.stats.lastSql).toMatch(/count\(\*\)/);
  });
});
