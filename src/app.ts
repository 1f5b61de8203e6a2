import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type RequestHandler } from 'express';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest, withStartupLock } from './db/migrator';
import { authenticate, credentialsFrom } from './domain/auth';
import type { Deps } from './domain/context';
import { DomainError } from './domain/errors';
import { systemClock } from './domain/shared/clock';
import { processFile } from './domain/documents/processing.service';
import { DOCUMENTS_QUEUE, type DocumentJob } from './domain/documents/upload.service';
import { DELIVERY_QUEUE, type DeliveryJob } from './domain/webhooks/delivery';
import { attemptDeliveries } from './domain/webhooks/delivery.service';
import { Dispatcher } from './events/dispatcher';
import { EventHub } from './events/hub';
import { createGraphQLServer, type GraphQLServer } from './graphql/server';
import { createNotifier } from './infra/notifier';
import { BossQueue } from './infra/queue';
import { postgresBlobStore } from './infra/blob-store';
import { createDocumentReader } from './infra/documents/reader';
import { sniffFileType } from './infra/documents/sniff';
import { guardedAgent, guardedGet, guardedPost } from './lib/http-client';
import { Secrets } from './lib/secrets';
import { createLogger } from './logger';
import { restRouter } from './rest-compat';
import { adminRoutes } from './rest-compat/admin.routes';
import { errorMiddleware, notFoundRoute } from './rest-compat/errors';
import { resolveSecretKey } from './secret-key';

const JSON_LIMIT = '1mb';
const SMALL_BODY_BYTES = 1024 * 1024;

export interface App {
  deps: Deps;
  database: DatabaseHandle;
  logger: Logger;
  hub: EventHub;
  queue: BossQueue;
  dispatcher: Dispatcher | null;
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
  /** Subscriber queue bound (tests make it small). */
  subscriberQueueLimit?: number;
}

/** The composition root: database, queue, bus, domain deps, express, Apollo and the WebSocket server. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  const runsWorkers = config.role !== 'api';
  const queue = await withStartupLock(database, async () => {
    await migrateToLatest(database.db);
    return BossQueue.start(database, logger, runsWorkers);
  });
  const { key } = await resolveSecretKey(config);
  await queue.createQueue(DELIVERY_QUEUE, {
    retryLimit: 10,
    retryDelay: 5,
    expireInSeconds: Math.ceil(config.webhookTimeoutMs / 1000) + 15,
  });
  await queue.createQueue(DOCUMENTS_QUEUE, {
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  });
  const agent = guardedAgent(config.allowPrivateNetwork);
  // The listening port (and so the default link base) is known only after listen().
  let linkBase = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  const deps: Deps = {
    db: database.db,
    secrets: new Secrets(key),
    clock: systemClock,
    links: { base: () => linkBase },
    allowPrivateNetwork: config.allowPrivateNetwork,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    jobs: queue,
    outbound: {
      post: (url, body, headers, timeoutMs) =>
        guardedPost(agent, url, body, headers, timeoutMs, config.allowPrivateNetwork),
    },
    webhookDelivery: { timeoutMs: config.webhookTimeoutMs, retryDelays: config.webhookRetryDelays },
    blobs: postgresBlobStore,
    files: {
      maxBytes: config.maxFileBytes,
      sniff: sniffFileType,
      fetch: (url) =>
        guardedGet(
          agent,
          url,
          { maxBytes: config.maxFileBytes, timeoutMs: config.fileFetchTimeoutMs, maxRedirects: 5 },
          config.allowPrivateNetwork,
        ),
    },
  };

  const notifier = await createNotifier(database, logger);
  const hub = new EventHub(logger, options.subscriberQueueLimit);
  await hub.start(notifier);
  let dispatcher: Dispatcher | null = null;
  let reader: ReturnType<typeof createDocumentReader> | null = null;
  if (runsWorkers) {
    await queue.work<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 50, concurrency: 4 }, async (jobs) => {
      await attemptDeliveries(
        deps,
        jobs.map((job) => job.data.deliveryId),
      );
    });
    dispatcher = new Dispatcher(deps, notifier, logger);
    await dispatcher.start();
    reader = createDocumentReader({ ocrWorkers: config.ocrWorkers });
    const documents = reader;
    await queue.work<DocumentJob>(
      DOCUMENTS_QUEUE,
      { batchSize: 1, concurrency: config.documentConcurrency },
      async ([job]) => {
        if (job) await processFile(deps, documents, job.data.fileId, logger);
      },
    );
  }

  const app = express();
  const server = createServer(app);
  const graphql = await createGraphQLServer(deps, hub, server, logger);
  mountRoutes(app, deps, config, logger, graphql);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  linkBase = config.publicBaseUrl ?? `http://localhost:${port}`;

  let stopping: Promise<void> | null = null;
  const stop = async () => {
    await graphql.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dispatcher?.stop();
    await queue.stop();
    await reader?.stop();
    await notifier.close();
    await agent.close();
    if (!options.database) await database.close();
  };
  return {
    deps,
    database,
    logger,
    hub,
    queue,
    dispatcher,
    url,
    publicBaseUrl: linkBase,
    stop: () => (stopping ??= stop()),
  };
}

/**
 * GraphQL may carry a document as base64 (uploadItemFile), so a body may reach MAX_FILE_BYTES in
 * base64; but only a caller with a valid credential gets to send more than the usual 1 MB.
 */
function graphqlBody(deps: Deps, config: Config): RequestHandler {
  const small = express.json({ limit: JSON_LIMIT });
  const large = express.json({ limit: Math.ceil((config.maxFileBytes * 4) / 3) + 64 * 1024 });
  return async (req, res, next) => {
    if (!(Number(req.headers['content-length']) > SMALL_BODY_BYTES)) return small(req, res, next);
    const caller = await authenticate(deps, credentialsFrom(req.headers));
    if (!caller) return next(new DomainError('UNAUTHORIZED', 'Unauthorized'));
    large(req, res, next);
  };
}

const redactUrl = (url: string | undefined) =>
  url?.replace(/([?&](?:accessToken|access_token|token|signature)=)[^&]*/gi, '$1[redacted]');

function mountRoutes(app: Express, deps: Deps, config: Config, logger: Logger, graphql: GraphQLServer): void {
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // Onboarding links carry the end client's token in the query: never log it.
      serializers: {
        req: (req: { url?: string }) => ({ ...req, url: redactUrl(req.url), query: undefined }),
      },
    }),
  );
  app.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(deps.db);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  if (config.role === 'worker') {
    app.use(notFoundRoute);
    return;
  }
  app.use('/graphql', graphqlBody(deps, config));
  app.use(express.json({ limit: JSON_LIMIT }));
  app.use('/graphql', graphql.middleware);
  app.use('/admin', adminRoutes(deps, config.adminToken));
  app.use(restRouter(deps));
  app.use(notFoundRoute);
  app.use(errorMiddleware(logger));
}
