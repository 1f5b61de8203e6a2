import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { authenticate, credentialsFrom } from '../domain/auth';
import type { Deps } from '../domain/context';
import { requestCaller } from '../http/caller';
import { tokensForCost, type RateLimiter } from '../http/rate-limit';
import { buildResolvers } from '../resolvers';
import type { GraphQLContext } from './context';
import { formatError, unhandledErrorLog } from './errors';
import { jitGateway } from './jit';
import { DEFAULT_OPERATION_LIMITS, OperationGate, type OperationLimits } from './limits';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { createLoaders } from './loaders';
import type { EventHub } from '../events/hub';

export const SCHEMA_DIR = path.resolve(__dirname, '../../schema');

/** The SDL modules of schema/, in file-name order. */
export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
}

const unauthorized = () =>
  new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHORIZED', http: { status: 401 } } });

export interface GraphQLServer {
  middleware: RequestHandler;
  /** The operation limits both transports check (src/graphql/limits.ts). */
  gate: OperationGate;
  /** Closes every graphql-ws connection with 1001 Going Away; resolves once they are closed. */
  closeSockets(): Promise<void>;
  /** Open graphql-ws connections. */
  connections(): number;
  stop(): Promise<void>;
}

/** Apollo over HTTP and graphql-ws over WebSocket on the same `/graphql` path of one http.Server. */
export async function createGraphQLServer(
  deps: Deps,
  hub: EventHub,
  httpServer: Server,
  logger: Logger,
  options: {
    plugins?: ApolloServerPlugin<GraphQLContext>[];
    limits?: OperationLimits;
    /** Charges graphql-ws operations to the caller's bucket (HTTP is charged by the gate middleware). */
    limiter?: RateLimiter;
  } = {},
): Promise<GraphQLServer> {
  const { plugins = [], limiter } = options;
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: buildResolvers() as never });
  const gate = new OperationGate(schema, options.limits ?? DEFAULT_OPERATION_LIMITS);
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 1024 * 1024 });
  const logged = new WeakSet<object>();
  const format = formatError(logger, logged);
  const formatAll = (errors: readonly GraphQLError[]) => errors.map((e) => format(e.toJSON(), e));
  let closing: Promise<void> | null = null;
  const closeSockets = () => (closing ??= Promise.resolve(wsCleanup.dispose()));
  /**
   * A graphql-ws answer is charged by its bytes as an HTTP one is: each result (a query's answer, a
   * subscription's event) beyond the tokens its operation was charged, which the first result uses up.
   * The bytes are those graphql-ws sends (`meterResults`), so no answer is serialised twice.
   */
  const settleWs = (extra: WsExtra, id: string, bytes: number) => {
    if (!limiter?.limiting) return;
    // The first result uses up what the operation was charged; a heavy one's turn ends once its answer
    // is charged, as over HTTP.
    const { charged, endTurn } = takeRunning(extra, id);
    limiter
      .settleCaller(extra.caller!, bytes, charged)
      .catch((err: unknown) => {
        logger.warn({ err }, 'a graphql-ws answer could not be charged');
      })
      .finally(endTurn);
  };
  const wsCleanup = useServer<Record<string, unknown>, WsExtra>(
    {
      schema,
      onConnect: async (ctx) => {
        const caller = await authenticate(deps, credentialsFrom(ctx.connectionParams ?? {}));
        if (!caller) return false; // graphql-ws closes with 4403 Forbidden
        ctx.extra.caller = caller;
        if (limiter?.limiting) meterResults(ctx.extra.socket, (id, bytes) => settleWs(ctx.extra, id, bytes));
        return true;
      },
      // The same limits and the same buckets as over HTTP, before anything is validated or run.
      onSubscribe: async (ctx, id, payload) => {
        const verdict = gate.check(payload);
        if (!verdict.ok) return [verdict.error];
        // A heavy query or mutation waits for the caller's previous heavy answer, as over HTTP; a
        // subscription's answers are events without end, so it never holds a turn.
        const tokens = tokensForCost(verdict.cost);
        const turn = verdict.operation !== 'subscription';
        const endTurn = limiter
          ? await limiter.chargeCaller(ctx.extra.caller!, tokens, turn)
          : () => undefined;
        if (!endTurn)
          return [new GraphQLError(RATE_LIMITED_MESSAGE, { extensions: { code: 'RATE_LIMITED' } })];
        (ctx.extra.running ??= new Map()).set(id, { charged: tokens, endTurn });
        return undefined;
      },
      // The same error formatting as over HTTP: closed-list codes, unknown errors masked.
      onNext: (_ctx, _id, _payload, _args, result) =>
        'errors' in result && result.errors ? { ...result, errors: formatAll(result.errors) } : result,
      // An operation that ends without a result sent (refused by validation, or a subscription's
      // end) ends its turn here; one whose result was sent ends it once that result is charged.
      onComplete: (ctx, id) => takeRunning(ctx.extra, id).endTurn(),
      onError: (ctx, id, _payload, errors) => {
        takeRunning(ctx.extra, id).endTurn();
        return formatAll(errors) as never;
      },
      onDisconnect: (ctx) => {
        for (const id of [...(ctx.extra.running?.keys() ?? [])]) takeRunning(ctx.extra, id).endTurn();
      },
      context: (ctx): GraphQLContext => ({
        deps,
        hub,
        caller: ctx.extra.caller!,
        loaders: createLoaders(deps, ctx.extra.caller!, gate.limits.maxItems),
        disconnect: (code, reason) => ctx.extra.socket.close(code, reason),
      }),
    },
    wsServer,
  );
  const apollo = new ApolloServer<GraphQLContext>({
    // Operations over HTTP run compiled (src/graphql/jit.ts); the schema is the same.
    gateway: jitGateway(schema),
    introspection: true,
    // The composition root owns shutdown (drain, workers, database); Apollo must not race it on SIGTERM.
    stopOnTerminationSignals: false,
    formatError: format,
    // Every document passes the gate as text; a hash-only persisted query would skip its cost.
    persistedQueries: false,
    // Apollo indents its answers by default: more bytes to build and send for every operation.
    stringifyResult: (result) => JSON.stringify(result),
    // Requests must carry a credential header, which browsers never send cross-site without preflight.
    csrfPrevention: { requestHeaders: ['x-api-key', 'authorization', 'apollo-require-preflight'] },
    // No drain plugin: the composition root drains the http.Server itself (src/infra/http-drain.ts).
    plugins: [
      ...plugins,
      unhandledErrorLog(logger, logged),
      answerExtras(),
      // bvs sets no cache hints; the default plugin would still wrap every field resolver to look.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: () => closeSockets() }) },
    ],
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ req, res }) => {
      const caller = await requestCaller(deps, req, res);
      if (!caller) throw unauthorized();
      return {
        deps,
        hub,
        caller,
        loaders: createLoaders(deps, caller, gate.limits.maxItems),
        reqId: req.id,
        cost: res.locals.graphqlCost as number | undefined,
      };
    },
  });
  return {
    middleware,
    gate,
    closeSockets,
    connections: () => wsServer.clients.size,
    stop: () => apollo.stop(),
  };
}

/** The start of a result message as graphql-ws serialises it: `{"id":"…","type":"next",…`. */
const RESULT_MESSAGE = /^\{"id":("(?:[^"\\]|\\.)*"),"type":"next"/;

/**
 * Calls `onResult` with the operation id and byte length of each result message the socket sends, as
 * graphql-ws has already serialised it (other messages, and binary frames, are not results).
 */
export function meterResults(socket: WebSocket, onResult: (id: string, bytes: number) => void): void {
  const send = socket.send.bind(socket) as (...args: unknown[]) => void;
  socket.send = ((data: unknown, ...rest: unknown[]) => {
    const id = typeof data === 'string' ? RESULT_MESSAGE.exec(data)?.[1] : undefined;
    if (id !== undefined && typeof data === 'string')
      onResult(JSON.parse(id) as string, Buffer.byteLength(data));
    send(data, ...rest);
  }) as WebSocket['send'];
}

/**
 * What bvs keeps on a graphql-ws socket: its caller, and per running operation the tokens it was
 * charged and the end of its heavy turn (a no-op for a light one).
 */
type WsExtra = {
  caller?: GraphQLContext['caller'];
  socket: WebSocket;
  running?: Map<string, { charged: number; endTurn: () => void }>;
};

/** Takes an operation off the socket: what it was charged (0 once taken) and the end of its turn. */
function takeRunning(extra: WsExtra, id: string): { charged: number; endTurn: () => void } {
  const running = extra.running?.get(id);
  extra.running?.delete(id);
  return running ?? { charged: 0, endTurn: () => undefined };
}

/**
 * `extensions.cost` on every answer over HTTP (what the operation was charged for), 400 when it
 * passed its item limit while running, and 503 with Retry-After when an operation failed because
 * the database could not be reached.
 */
function answerExtras(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (contextValue.cost !== undefined)
            result.extensions = { ...result.extensions, cost: contextValue.cost };
          // An operation that passed its item limit while running is refused as the gate's limits are.
          if (result.errors?.some((e) => e.extensions?.code === 'ITEM_LIMIT_EXCEEDED'))
            response.http.status = 400;
          if (result.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
          }
        },
      };
    },
  };
}
