import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import express, { type Express } from 'express';
import pinoHttp from 'pino-http';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrator';
import type { Deps } from './domain/context';
import { systemClock } from './domain/shared/clock';
import { createGraphQLServer, type GraphQLServer } from './graphql/server';
import { Secrets } from './lib/secrets';
import { createLogger } from './logger';
import { adminRoutes } from './rest-compat/admin.routes';
import { errorMiddleware, notFoundRoute } from './rest-compat/errors';
import { restRouter } from './rest-compat';
import { resolveSecretKey } from './secret-key';

const JSON_LIMIT = '1mb';

export interface App {
  deps: Deps;
  database: DatabaseHandle;
  logger: Logger;
  /** The address the server listens on, e.g. http://127.0.0.1:4000. */
  url: string;
  /** The base of links handed to people (PUBLIC_BASE_URL, or the listening address). */
  publicBaseUrl: string;
  stop(): Promise<void>;
}

export interface AppOptions {
  /** A database opened by the caller (tests share one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
  logger?: Logger;
}

/** The composition root: database, domain deps, express, Apollo and the WebSocket server. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  await migrateToLatest(database.db);
  const { key } = await resolveSecretKey(config);
  // The listening port (and so the default link base) is known only after listen().
  let linkBase = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  const deps: Deps = {
    db: database.db,
    secrets: new Secrets(key),
    clock: systemClock,
    links: { base: () => linkBase },
    allowPrivateNetwork: config.allowPrivateNetwork,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  };

  const app = express();
  const server = createServer(app);
  const graphql = await createGraphQLServer(deps, server, logger);
  mountRoutes(app, deps, config, logger, graphql);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  linkBase = config.publicBaseUrl ?? `http://localhost:${port}`;
  return {
    deps,
    database,
    logger,
    url,
    publicBaseUrl: linkBase,
    stop: () => stopAll(server, graphql, options.database ? undefined : database),
  };
}

function mountRoutes(app: Express, deps: Deps, config: Config, logger: Logger, graphql: GraphQLServer): void {
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));
  app.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(deps.db);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  app.use(express.json({ limit: JSON_LIMIT }));
  app.use('/graphql', graphql.middleware);
  app.use('/admin', adminRoutes(deps, config.adminToken));
  app.use(restRouter(deps));
  app.use(notFoundRoute);
  app.use(errorMiddleware(logger));
}

async function stopAll(
  server: Server,
  graphql: GraphQLServer,
  database: DatabaseHandle | undefined,
): Promise<void> {
  await graphql.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
}
