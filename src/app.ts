import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest, withStartupLock } from './db/migrator';
import { createCaches, type Deps } from './domain/context';
import { DomainError } from './domain/errors';
import { systemClock } from './domain/shared/clock';
import { DOCUMENT_PAGES_QUEUE, PAGE_ATTEMPTS, processPage, type PageJob } from './domain/documents/pages';
import { processFile } from './domain/documents/processing.service';
import { legalNameOf } from './domain/company/details';
import { DOCUMENTS_QUEUE, scheduleFileFetches, type DocumentJob } from './domain/documents/upload.service';
import { DELIVERY_QUEUE, type DeliveryJob } from './domain/webhooks/delivery';
import { Dispatcher } from './events/dispatcher';
import { EventHub } from './events/hub';
import { createGraphQLServer, type GraphQLServer } from './graphql/server';
import { requestCaller } from './http/caller';
import { jsonDepthGuard } from './http/hostile-input';
import { refuseHostileRequests } from './http/hostile-request';
import { bucketStore, createRateLimiter, heavyTurnLeases, type RateLimiter } from './http/rate-limit';
import { methodNotAllowed, RouteTable } from './http/route-table';
import { graphqlErrors, graphqlGate } from './graphql/http-edge';
import { graphqlMetrics } from './infra/graphql-metrics';
import { httpDrain } from './infra/http-drain';
import { httpMetrics } from './infra/http-metrics';
import { AppMetrics } from './infra/metrics';
import { createNotifier } from './infra/notifier';
import { OPS_PATHS, opsRoutes, type Lifecycle } from './infra/ops-routes';
import { requestLogging } from './infra/request-logging';
import { BossQueue } from './infra/queue';
import { postgresBlobStore } from './infra/blob-store';
import { DeliverySender } from './infra/webhook-sender';
import { pdfConverter } from './infra/export/libreoffice';
import { createDocumentReader } from './infra/documents/reader';
import { sniffFileType } from './infra/documents/sniff';
import { guardedAgent, guardedGet, guardedPost } from './lib/http-client';
import { Secrets } from './lib/secrets';
import { createLogger } from './logger';
import { restRouter } from './rest-compat';
import { openApiRoutes } from './rest-compat/openapi';
import { adminRoutes } from './rest-compat/admin.routes';
import { errorMiddleware, notFoundRoute } from './rest-compat/errors';
import { pagesRouter } from './pages';
import { publicPages } from './http/public-pages';
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
  const metrics = new AppMetrics();
  const lifecycle: Lifecycle = { migrated: false, stopping: false };
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  const runsWorkers = config.role !== 'api';
  // Migrations and the start-up lock wait as long as they need: not under the statement timeout.
  const startup =
    !options.database && config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 2 })
      : database;
  const queue = await withStartupLock(startup, async () => {
    await migrateToLatest(startup.db);
    lifecycle.migrated = true;
    return BossQueue.start(database, logger, runsWorkers);
  }).finally(() => (startup === database ? undefined : startup.close()));
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
  // One page of a long document a job; a page over its OCR time limit is retried, then fails the item.
  await queue.createQueue(DOCUMENT_PAGES_QUEUE, {
    retryLimit: PAGE_ATTEMPTS,
    retryDelay: 5,
    expireInSeconds: Math.ceil(config.ocrPageTimeoutMs / 1000) * 2 + 60,
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
    reviewMinConfidence: config.reviewMinConfidence,
    blobs: postgresBlobStore,
    metrics,
    caches: createCaches(),
    pdf: pdfConverter({ libreOfficePath: config.libreOfficePath, searchPath: config.searchPath }),
    scheduleFileFetches,
    companyName: legalNameOf,
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
  let deliveries: DeliverySender | null = null;
  if (runsWorkers) {
    // The handler claims and starts its batch's sends and returns: the sender bounds what is in flight.
    const sender = (deliveries = new DeliverySender(deps, (err) =>
      logger.warn({ err }, 'webhook attempts not recorded; they are sent again when their lease expires'),
    ));
    const batchSize = 50;
    await queue.work<DeliveryJob>(DELIVERY_QUEUE, { batchSize, concurrency: 4 }, async (jobs) => {
      // A full batch means more jobs are ready: fetch again at once, not after the polling interval.
      if (jobs.length === batchSize) queue.wake(DELIVERY_QUEUE);
      await sender.take(jobs.map((job) => job.data.deliveryId));
    });
    dispatcher = new Dispatcher(deps, notifier, logger);
    await dispatcher.start();
    reader = createDocumentReader({
      ocrEngine: config.ocrEngine,
      ocrWorkers: config.ocrWorkers,
      maxPages: config.maxPdfPages,
      maxOcrPages: config.maxOcrPages,
      ocrPageTimeoutMs: config.ocrPageTimeoutMs,
    });
    const documents = reader;
    await queue.work<DocumentJob>(
      DOCUMENTS_QUEUE,
      { batchSize: 1, concurrency: config.documentConcurrency },
      async ([job]) => {
        if (job) {
          await processFile(deps, documents, job.data.fileId, logger, {
            pageJobsMinOcrPages: config.pageJobsMinOcrPages,
          });
        }
      },
    );
    // As many pages at once as OCR workers: every instance's workers share a long document's pages.
    await queue.work<PageJob>(
      DOCUMENT_PAGES_QUEUE,
      { batchSize: 1, concurrency: config.ocrWorkers },
      async ([job]) => {
        if (job) await processPage(deps, documents, job.data, logger);
      },
    );
  }

  const app = express();
  // Node's 5 s default is shorter than the idle timeout of most proxies and of clients that honour
  // the Keep-Alive hint (undici: hint - 1 s): a request sent on a socket the server is closing at that
  // moment fails with ECONNRESET. The server is the side that should close last.
  const server = createServer({ keepAliveTimeout: config.keepAliveTimeoutMs }, app);
  const drain = httpDrain(server);
  const limiter = createRateLimiter(
    deps,
    config.rateLimit,
    config.rateLimit && bucketStore(database, config.rateLimit),
    config.rateLimit && heavyTurnLeases(database),
  );
  const graphql = await createGraphQLServer(deps, hub, server, logger, {
    plugins: [graphqlMetrics(metrics)],
    limits: config.graphqlLimits,
    limiter,
  });
  metrics.observe({
    queues: () => queue.stats(),
    wsConnections: () => graphql.connections(),
    subscriptions: () => hub.size,
  });
  mountRoutes(app, deps, config, logger, graphql, limiter, { metrics, lifecycle, queue });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  linkBase = config.publicBaseUrl ?? `http://localhost:${port}`;

  let stopping: Promise<void> | null = null;
  // Readiness fails at once; the listener closes, requests and jobs in flight get shutdownTimeoutMs.
  const stop = async () => {
    lifecycle.stopping = true;
    const deadline = Date.now() + config.shutdownTimeoutMs;
    // Delivery handlers waiting for room give up at once (their jobs are retried); once pg-boss has
    // stopped, webhook sends in flight get the rest of the timeout, then are left to their leases.
    deliveries?.close();
    await Promise.all([
      drain.drain(config.shutdownTimeoutMs),
      graphql.closeSockets(),
      queue.stop(config.shutdownTimeoutMs).then(() => deliveries?.drain(deadline - Date.now())),
      dispatcher?.stop(),
    ]);
    await graphql.stop();
    await reader?.stop();
    await notifier.close();
    // Everything worth waiting for has ended or had its time: what is still open on the outbound
    // agent (a webhook send left to its lease) is cut now, not left to run to its own timeout.
    // (undici's close() would wait for it, and lets go of the pools that destroy() reaches.)
    await agent.destroy();
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
  const verify = jsonDepthGuard(config.maxJsonDepth);
  const small = express.json({ limit: JSON_LIMIT, verify });
  const large = express.json({ limit: Math.ceil((config.maxFileBytes * 4) / 3) + 64 * 1024, verify });
  return async (req, res, next) => {
    if (!(Number(req.headers['content-length']) > SMALL_BODY_BYTES)) return small(req, res, next);
    const caller = await requestCaller(deps, req, res);
    if (!caller) return next(new DomainError('UNAUTHORIZED', 'Unauthorized'));
    large(req, res, next);
  };
}

interface Ops {
  metrics: AppMetrics;
  lifecycle: Lifecycle;
  queue: BossQueue;
}

function mountRoutes(
  app: Express,
  deps: Deps,
  config: Config,
  logger: Logger,
  graphql: GraphQLServer,
  limiter: RateLimiter,
  ops: Ops,
): void {
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(requestLogging(logger, OPS_PATHS));
  app.use(httpMetrics(app, ops.metrics));
  // The routes below that need no front middleware of their own register on the app itself: a
  // router of their own would be entered and walked by every request that passes (BENCHMARKS.md).
  // Probes and scrapes come before everything else: never rate limited, never logged per request.
  opsRoutes({ db: deps.db, ...ops, metricsToken: config.metricsToken }, app);
  if (config.role === 'worker') {
    app.use(notFoundRoute);
    return;
  }
  const routes = new RouteTable();
  publicPages(undefined, app); // `/`, `/favicon.ico` and the GraphQL explorer (a browser's GET /graphql)
  // GraphQL: body, the operation's limits and cost, the rate limit charged by cost, then Apollo.
  app.use('/graphql', graphqlBody(deps, config), graphqlGate(graphql.gate, limiter), graphql.middleware);
  app.use('/graphql', graphqlErrors(logger));
  app.use(express.json({ limit: JSON_LIMIT, verify: jsonDepthGuard(config.maxJsonDepth) }));
  app.use(refuseHostileRequests(routes, config.maxJsonDepth));
  app.use('/admin', adminRoutes(deps, config.adminToken), methodNotAllowed(routes));
  pagesRouter(undefined, app);
  openApiRoutes(app);
  app.use(restRouter(deps, { limit: limiter.rest }));
  app.use(methodNotAllowed(routes));
  app.use(notFoundRoute);
  app.use(errorMiddleware(logger));
}
