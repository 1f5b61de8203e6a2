import { buildASTSchema, parse } from 'graphql';
import { COST, jsonWeight, operationCost } from '../src/graphql/cost';
import { DEFAULT_OPERATION_LIMITS } from '../src/graphql/limits';
import { loadTypeDefs } from '../src/graphql/server';
import { MAX_FREE_OBJECT_BYTES } from '../src/domain/verifications/verification.input';
import { aVerification } from './helpers/builders';
import { startTestApp, type HttpResult, type TestAccount, type TestApp } from './helpers/test-app';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const cost = (query: string) => operationCost(schema, parse(query), undefined, undefined);
const CAP_KB = MAX_FREE_OBJECT_BYTES / 1024;

describe('the cost model weighs JSON by the bytes it may hold', () => {
  it('weighs a JSON field a caller fills by its cap in KB, and a derived one as 2', () => {
    expect(CAP_KB).toBe(32);
    for (const field of ['Verification.metadata', 'Verification.options']) {
      const [type, name] = field.split('.') as [string, string];
      expect({ field, weight: jsonWeight(type, name) }).toEqual({ field, weight: CAP_KB });
    }
    expect(jsonWeight('VerificationItem', 'itemValue')).toBe(COST.json);
    expect(jsonWeight('Verification', 'keyPeople')).toBe(COST.json);
  });

  it('costs a page of verifications with metadata as many KB as its rows may carry', () => {
    expect(cost('{ verifications(first: 50) { nodes { id metadata } } }')).toBe(1 + 50 * (1 + CAP_KB));
    expect(cost('{ verifications(first: 50) { nodes { id metadata options } } }')).toBe(
      1 + 50 * (1 + 2 * CAP_KB),
    );
    expect(cost('{ verifications(first: 50) { nodes { id } } }')).toBe(1 + 50 * 1);
    expect(cost('{ verification(id: "x") { items { itemOptions } } }')).toBe(
      1 + COST.rowLists.VerificationItem! * (1 + COST.json),
    );
  });

  it('bounds the metadata one admitted operation can carry to about the cost limit in KB', () => {
    // Whatever page size and aliases an attacker picks, rows × 32 KB stay under maxCost KB.
    const { maxCost, maxAliases } = DEFAULT_OPERATION_LIMITS;
    let most = 0;
    for (let first = 1; first <= 100; first++) {
      const perAlias = cost(`{ verifications(first: ${first}) { nodes { id metadata } } }`);
      const aliases = Math.min(maxAliases, Math.floor(maxCost / perAlias));
      most = Math.max(most, aliases * first);
    }
    expect(most * CAP_KB).toBeLessThanOrEqual(maxCost);
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

  const twoPages = (fields: string) =>
    `{ p1: verifications(first: 100) { nodes { ${fields} } } p2: verifications(first: 100) { nodes { ${fields} } } }`;

  it('refuses two pages of 100 verifications with metadata with COST_LIMIT_EXCEEDED, reading nothing', async () => {
    await t.gql(a.apiKey, '{ viewer { id } }'); // the key is looked up (and remembered) here
    const before = t.app.database.stats.queries;
    const res = await t.gql(a.apiKey, twoPages('id metadata'));
    expect({ status: res.status, code: gqlError(res)?.extensions?.code }).toEqual({
      status: 400,
      code: 'COST_LIMIT_EXCEEDED',
    });
    expect(gqlError(res).extensions).toMatchObject({ cost: 2 * (1 + 100 * (1 + CAP_KB)), maxCost: 5000 });
    expect(t.app.database.stats.queries - before).toBe(0);
  });

  it('admits the same pages without metadata, and one page with it, reporting their cost', async () => {
    const light = await t.gql(a.apiKey, twoPages('id tag'));
    expect(light.status).toBe(200);
    expect(light.body.errors).toBeUndefined();
    expect(light.body.data.p1.nodes).toHaveLength(3);
    expect((light.body as { extensions?: unknown }).extensions).toEqual({ cost: 2 * (1 + 100) });

    const one = await t.gql(a.apiKey, '{ verifications(first: 100) { nodes { id metadata } } }');
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.verifications.nodes.map((v: { metadata: unknown }) => v.metadata)).toEqual([
      { n: 2 },
      { n: 1 },
      { n: 0 },
    ]);
    expect((one.body as { extensions?: unknown }).extensions).toEqual({ cost: 1 + 100 * (1 + CAP_KB) });
  });
});
