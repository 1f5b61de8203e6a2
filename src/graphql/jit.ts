import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Documents whose operations are kept compiled, the least recently used dropped first: a client
 * sending ever new documents costs a bounded amount of memory (Apollo's own document cache is sized
 * by the documents, not by what is compiled from them).
 */
const MAX_DOCUMENTS = 500;
/** Operations kept compiled per document; a document's further operations run on graphql-js. */
const MAX_OPERATIONS_PER_DOCUMENT = 16;

/**
 * graphql-jit's errors carry `path`, `locations` and `originalError` but no `extensions` object and
 * no `nodes`; Apollo's error pipeline (and `unwrapResolverError` in src/graphql/errors.ts) expects
 * graphql-js errors. The same error as graphql-js would have built it.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const original = error.originalError ?? undefined;
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: original,
    extensions: (original as { extensions?: Record<string, unknown> } | undefined)?.extensions,
  });
  if (error.locations) (converted as { locations?: unknown }).locations = error.locations;
  return converted;
}

/**
 * Executes operations over HTTP with graphql-jit: each distinct operation is compiled once into a
 * JavaScript function (Apollo hands the executor the same parsed and validated document for the
 * same query text, from its document cache), which then runs without graphql-js's per-field
 * interpretation: the resolvers, the arguments and the variables coercion are the same.
 *
 * graphql-js stays the reference where the two could differ in what a client sees:
 * - a request error (variables that do not coerce, an operation that cannot run) is answered by
 *   graphql-js, whose errors Apollo knows how to turn into 400s; no resolver has run by then, so
 *   running it again is safe;
 * - an operation graphql-jit cannot compile runs on graphql-js.
 * Subscriptions (over graphql-ws) run on graphql-js.
 */
export function jitExecutor(schema: GraphQLSchema): GatewayExecutor {
  const compiled = new Map<DocumentNode, Map<string, CompiledQuery | null>>();
  const compiledFor = (document: DocumentNode, operationName: string | null): CompiledQuery | null => {
    let byName = compiled.get(document);
    if (byName) {
      // Most recently used last.
      compiled.delete(document);
      compiled.set(document, byName);
    } else {
      if (compiled.size >= MAX_DOCUMENTS) compiled.delete(compiled.keys().next().value!);
      compiled.set(document, (byName = new Map()));
    }
    const key = operationName ?? '';
    let query = byName.get(key);
    if (query === undefined) {
      if (byName.size >= MAX_OPERATIONS_PER_DOCUMENT) return null;
      const result = compileQuery(schema, document, operationName ?? undefined, {
        disablingCapturingStackErrors: true,
      });
      query = isCompiledQuery(result) ? result : null;
      byName.set(key, query);
    }
    return query;
  };
  return async ({ document, request, context, operationName }) => {
    const reference = () =>
      execute({
        schema,
        document,
        contextValue: context,
        variableValues: request.variables,
        operationName,
      }) as Promise<ExecutionResult>;
    // Apollo has resolved the operation to run (null: the document's only, anonymous one).
    const query = compiledFor(document, operationName);
    if (!query) return reference();
    const result = await query.query(undefined, context, request.variables);
    if (!('data' in result) || result.data === undefined) return reference();
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  };
}

/**
 * Apollo's extension point for a custom executor is its gateway interface: a gateway that serves
 * the local schema and executes with graphql-jit.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    load: async () => ({ schema, executor: jitExecutor(schema) }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    stop: async () => undefined,
  };
}
