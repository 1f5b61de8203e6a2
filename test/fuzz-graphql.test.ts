import fc from 'fast-check';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { loadTypeDefs } from '../src/graphql/server';
import { aFlow, aFormSchema, aVerification, aWebhook } from './helpers/builders';
import {
  anyValue,
  CLIENT_ERROR_CODES,
  fingerprint,
  FUZZ_RUNS,
  FUZZ_SEED,
  invalidUtf8,
  nastyString,
} from './helpers/fuzz';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const mutations = Object.values(schema.getMutationType()!.getFields()).filter((f) => !f.deprecationReason);

let t: TestApp;
let a: TestAccount;
const seeds: string[] = [];
let endClientToken = '';
beforeAll(async () => {
  // API role: no dispatcher or workers, so nothing but the fuzzed request writes to the database.
  t = await startTestApp({}, { role: 'api' });
  a = await t.createAccount('Fuzz');
  const key = a.apiKey;
  await t.request('POST', '/v2/form-schemas', { key, body: aFormSchema() });
  await t.request('POST', '/account-flows', { key, body: aFlow({ id_slug: 'kyb' }) });
  const hook = await t.request('POST', '/v2/webhooks', { key, body: aWebhook() });
  const v = await t.request('POST', '/verifications', { key, body: aVerification({ flow_id: 'kyb' }) });
  endClientToken = v.body.access_token;
  seeds.push(v.body.id, hook.body.id, 'kyb', 'datos-adicionales', 'doc_3', 'csf_mx');
  seeds.push(...v.body.items.map((i: { id: number }) => String(i.id)));
});
afterAll(() => t.stop());

/** A value for a GraphQL input type: mostly well-typed but hostile, sometimes of the wrong type. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof({ weight: 9, arbitrary: valueFor(type.ofType, depth) }, fc.constant(null));
  if (isListType(type)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(valueFor(type.ofType, depth + 1), { maxLength: 3 }) },
      { weight: 1, arbitrary: anyValue() },
    );
  }
  const named = getNamedType(type);
  if (isEnumType(named))
    return fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.name)), nastyString());
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant(null);
    const fields = named.getFields();
    return fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record(
          Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, valueFor(f.type, depth + 1)])),
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: anyValue() },
    );
  }
  if (isLeafType(named)) {
    switch (named.name) {
      case 'ID':
      case 'String':
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...seeds) },
          { weight: 5, arbitrary: nastyString() },
          anyValue(),
        );
      case 'Int':
      case 'Float':
        return fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e308, 0.5), anyValue());
      case 'Boolean':
        return fc.oneof(fc.boolean(), anyValue());
      case 'DateTime':
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          nastyString(),
        );
      default:
        return anyValue();
    }
  }
  return anyValue();
}

function operationFor(field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

const mutationCase = fc.constantFrom(...mutations).chain((field) =>
  fc.record({
    field: fc.constant(field),
    variables: fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type)])), {
      requiredKeys: [],
    }),
    credential: fc.constantFrom<'key' | 'token' | 'none'>('key', 'key', 'key', 'token', 'none'),
  }),
);

function headersFor(credential: 'key' | 'token' | 'none'): Record<string, string> {
  if (credential === 'key') return { 'x-api-key': a.apiKey };
  if (credential === 'token') return { authorization: `Bearer ${endClientToken}` };
  return {};
}

function expectClientErrors(status: number, body: any, context: string): void {
  if (status >= 500) throw new Error(`${status} for ${context}: ${JSON.stringify(body).slice(0, 500)}`);
  for (const err of body?.errors ?? []) {
    if (!CLIENT_ERROR_CODES.includes(err.extensions?.code))
      throw new Error(`error code ${err.extensions?.code} for ${context}: ${err.message}`);
  }
}

describe('GraphQL mutations under generated malformed input', () => {
  it('never answer 5xx, always with a client error code, and a rejected mutation writes nothing', async () => {
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(mutationCase, async ({ field, variables, credential }) => {
        const before = await fingerprint(t.app.deps.db);
        const res = await t.request('POST', '/graphql', {
          headers: headersFor(credential),
          body: { query: operationFor(field), variables },
        });
        const context = `${field.name}(${JSON.stringify(variables).slice(0, 300)})`;
        expectClientErrors(res.status, res.body, context);
        if (res.body?.errors?.length && res.body?.data?.[field.name] == null) {
          rejected++;
          expect(await fingerprint(t.app.deps.db)).toEqual(before);
        }
      }),
      { numRuns: FUZZ_RUNS * 2, seed: FUZZ_SEED, endOnFailure: true },
    );
    expect(rejected).toBeGreaterThan(FUZZ_RUNS);
  }, 600_000);

  it('answer malformed bodies, deep documents and invalid UTF-8 with a 4xx', async () => {
    const bodies = fc.oneof(
      invalidUtf8(),
      nastyString(),
      fc
        .integer({ min: 100, max: 5000 })
        .map((n) => JSON.stringify({ query: `{${' viewer {'.repeat(n)}${'}'.repeat(n)}}` })),
      fc
        .integer({ min: 100, max: 5000 })
        .map(
          (n) =>
            `{"query":"{ viewer { id } }","variables":{"v":${'{"a":'.repeat(n * 20)}1${'}'.repeat(n * 20)}}}`,
        ),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .array(fc.constant({ query: '{ viewer { id } }' }), { minLength: 2, maxLength: 50 })
        .map((v) => JSON.stringify(v)),
      // Amplification: many aliases of a list (the limits refuse them before anything runs).
      fc.tuple(fc.integer({ min: 10, max: 3000 }), fc.integer({ min: 1, max: 100 })).map(([n, first]) =>
        JSON.stringify({
          query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: verifications(first: ${first}) { nodes { id metadata items { itemValue } } }`).join(' ')} }`,
        }),
      ),
      // Hostile strings written in the document and sent as variables.
      fc.tuple(nastyString(), nastyString()).map(([literal, variable]) =>
        JSON.stringify({
          query: `query($t: String!) { companyByTag(tag: $t) { id } other: companyByTag(tag: ${JSON.stringify(literal.slice(0, 5000))}) { id } }`,
          variables: { t: variable.slice(0, 5000) },
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': a.apiKey },
          body,
        });
        const text = await res.text();
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* a non-JSON 4xx still counts as an answer */
        }
        expectClientErrors(res.status, parsed, String(body).slice(0, 200));
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
  }, 600_000);
});
