import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { authenticate, credentialsFrom } from '../domain/auth';
import type { Deps } from '../domain/context';
import { buildResolvers } from '../resolvers';
import type { GraphQLContext } from './context';
import { formatError } from './errors';
import { createLoaders } from './loaders';

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
  stop(): Promise<void>;
}

/** Apollo over HTTP and graphql-ws over WebSocket on the same `/graphql` path of one http.Server. */
export async function createGraphQLServer(
  deps: Deps,
  httpServer: Server,
  logger: Logger,
): Promise<GraphQLServer> {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: buildResolvers() as never });
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 1024 * 1024 });
  const wsCleanup = useServer<Record<string, unknown>, { caller?: GraphQLContext['caller'] }>(
    {
      schema,
      onConnect: async (ctx) => {
        const caller = await authenticate(deps, credentialsFrom(ctx.connectionParams ?? {}));
        if (!caller) return false; // graphql-ws closes with 4403 Forbidden
        ctx.extra.caller = caller;
        return true;
      },
      context: (ctx): GraphQLContext => ({
        deps,
        caller: ctx.extra.caller!,
        loaders: createLoaders(deps, ctx.extra.caller!),
      }),
    },
    wsServer,
  );
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    formatError: formatError(logger),
    // Requests must carry a credential header, which browsers never send cross-site without preflight.
    csrfPrevention: { requestHeaders: ['x-api-key', 'authorization', 'apollo-require-preflight'] },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => void (await wsCleanup.dispose()) }) },
    ],
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ req }) => {
      const caller = await authenticate(deps, credentialsFrom(req.headers));
      if (!caller) throw unauthorized();
      return { deps, caller, loaders: createLoaders(deps, caller) };
    },
  });
  return { middleware, stop: () => apollo.stop() };
}
