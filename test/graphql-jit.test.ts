import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, GraphQLError, parse, type DocumentNode } from 'graphql';
import * as jit from 'graphql-jit';
import { jitExecutor } from '../src/graphql/jit';

/**
 * The executor compiles each operation once and must answer what graphql-js answers: the same data,
 * and errors Apollo and src/graphql/errors.ts can read (extensions, path, originalError, locations).
 * The HTTP behaviour through Apollo is covered by every GraphQL suite; this one compares the two
 * engines directly.
 */
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof jit>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

class Refused extends Error {
  readonly code = 'REFUSED';
}

const schema = makeExecutableSchema({
  typeDefs: `
    scalar JSON
    type Item { id: ID!, label: String, data: JSON, strict: String! }
    type Query {
      items(first: Int!, prefix: String = "i"): [Item!]!
      refused: String
      broken: Item
    }
    type Mutation { touch(id: ID!): Int! }`,
  resolvers: {
    JSON: { serialize: (v: unknown) => v, parseValue: (v: unknown) => v, parseLiteral: () => null },
    Query: {
      items: (_: unknown, args: { first: number; prefix: string }) =>
        Array.from({ length: args.first }, (_, i) => ({
          id: `${args.prefix}${i}`,
          label: i % 2 ? null : `label ${i}`,
          data: { n: i, nested: [i, { ok: true }] },
          strict: 'yes',
        })),
      refused: async () => {
        throw new Refused('not for you');
      },
      broken: () => ({ id: 'b', strict: null }),
    },
    Mutation: { touch: (_: unknown, { id }: { id: string }) => id.length },
  },
});

/** An executor called as Apollo calls it; each `runner()` has its own cache of compiled operations. */
const runner =
  (executor = jitExecutor(schema)) =>
  (document: DocumentNode, variables?: Record<string, unknown>, operationName?: string) =>
    executor({
      document,
      request: { variables, operationName },
      context: {},
      operationName: operationName ?? null,
    } as unknown as GatewayGraphQLRequestContext);
const run = (document: DocumentNode, variables?: Record<string, unknown>, operationName?: string) =>
  runner()(document, variables, operationName);

const reference = (document: DocumentNode, variables?: Record<string, unknown>) =>
  execute({ schema, document, variableValues: variables });

/** What a client would be sent: JSON of the result, errors with their extensions. */
const asSent = (result: unknown) => JSON.parse(JSON.stringify(result));

describe('jitExecutor', () => {
  beforeEach(() => jest.mocked(jit.compileQuery).mockClear());

  it('answers the data graphql-js answers, and compiles a document once', async () => {
    const document = parse(`query ($n: Int!) { items(first: $n) { id label data strict } }`);
    const execute = runner();
    const call = (n: number) => execute(document, { n });
    for (const n of [0, 1, 3])
      expect(asSent(await call(n))).toEqual(asSent(await reference(document, { n })));
    expect(jit.compileQuery).toHaveBeenCalledTimes(1);
    // Another document with the same text is another cache entry (Apollo hands over its cached one).
    await run(parse(`query ($n: Int!) { items(first: $n) { id label data strict } }`), { n: 1 });
    expect(jit.compileQuery).toHaveBeenCalledTimes(2);
  });

  it('hands resolver errors over as graphql-js errors, with their original error', async () => {
    const document = parse(`{ refused items(first: 1) { id } }`);
    const result = await run(document);
    const expected = await reference(document);
    expect(asSent(result)).toEqual(asSent(expected));
    const [error] = result.errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error!.extensions).toEqual({});
    expect(error!.path).toEqual(['refused']);
    expect(error!.locations).toEqual([{ line: 1, column: 3 }]);
    expect(error!.originalError).toBeInstanceOf(Refused);
  });

  it('nulls the nearest nullable parent of a null non-null field, as graphql-js does', async () => {
    const document = parse(`{ broken { id strict } }`);
    expect(asSent(await run(document))).toEqual(asSent(await reference(document)));
    expect((await run(document)).data).toEqual({ broken: null });
  });

  it('leaves request errors to graphql-js, whose errors Apollo turns into 400s', async () => {
    const document = parse(`query ($n: Int!) { items(first: $n) { id } }`);
    for (const variables of [{}, { n: 'three' }, { n: 2 ** 40 }]) {
      const result = await run(document, variables);
      expect(result.data).toBeUndefined();
      expect(asSent(result)).toEqual(asSent(await reference(document, variables)));
      // Apollo recognises a bad variable by the variable definition node graphql-js attaches.
      expect(result.errors![0]!.nodes?.[0]?.kind).toBe('VariableDefinition');
    }
  });

  it('runs the named operation of a document with several', async () => {
    const document = parse(`
      query Few { items(first: 1, prefix: "f") { id } }
      query Many { items(first: 2, prefix: "m") { id } }
      mutation Touch { touch(id: "abcd") }`);
    expect((await run(document, {}, 'Many')).data).toEqual({ items: [{ id: 'm0' }, { id: 'm1' }] });
    expect((await run(document, {}, 'Few')).data).toEqual({ items: [{ id: 'f0' }] });
    expect((await run(document, {}, 'Touch')).data).toEqual({ touch: 4 });
    expect(jit.compileQuery).toHaveBeenCalledTimes(3);
  });

  it('keeps at most 500 documents compiled, dropping the least recently used', async () => {
    const call = runner();
    const documents = Array.from({ length: 501 }, (_, i) =>
      parse(`{ items(first: 1, prefix: "d${i}") { id } }`),
    );
    await call(documents[0]!);
    for (const d of documents.slice(1, 500)) await call(d);
    await call(documents[0]!); // used again: now the most recent
    await call(documents[500]!); // the 501st: the least recently used, documents[1], is dropped
    expect(jit.compileQuery).toHaveBeenCalledTimes(501);
    expect((await call(documents[0]!)).data).toEqual({ items: [{ id: 'd00' }] });
    expect(jit.compileQuery).toHaveBeenCalledTimes(501);
    expect((await call(documents[1]!)).data).toEqual({ items: [{ id: 'd10' }] });
    expect(jit.compileQuery).toHaveBeenCalledTimes(502);
  });

  it('runs a document’s operations past the 16th on graphql-js, with the same answers', async () => {
    const names = Array.from({ length: 18 }, (_, i) => `Op${i}`);
    const document = parse(names.map((n, i) => `query ${n} { items(first: ${i % 3}) { id } }`).join('\n'));
    const call = runner();
    for (const [i, name] of names.entries()) {
      const result = await call(document, {}, name);
      expect(result.data).toEqual({ items: Array.from({ length: i % 3 }, (_, k) => ({ id: `i${k}` })) });
    }
    expect(jit.compileQuery).toHaveBeenCalledTimes(16);
  });
});
