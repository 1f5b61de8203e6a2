import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { OperationLimits } from './graphql/limits';

/** Default webhook retry schedule, in seconds between attempts (about three days in all). */
export const DEFAULT_WEBHOOK_RETRY_DELAYS = [30, 120, 600, 1800, 3600, 10800, 21600, 43200, 86400, 86400];

export type Role = 'all' | 'api' | 'worker';

/** Everything the service reads from its environment (DESIGN.md section 7), validated at once. */
export interface Config {
  /** HTTP port for REST, GraphQL (HTTP and WebSocket) and pages; 0 picks a free port. */
  port: number;
  /** Bind address. */
  host: string;
  /** Postgres URL; undefined means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Embedded database and local state (the generated development secret). */
  dataDir: string;
  /** Base of onboarding, details, file and download links; undefined means http://localhost:<port>. */
  publicBaseUrl: string | undefined;
  /** Signs tokens and links, encrypts webhook secrets; undefined means generated into `dataDir`. */
  secretKey: string | undefined;
  /** Enables the operator API under /admin when set. */
  adminToken: string | undefined;
  /** Allows http and private or loopback targets for webhooks and file fetches. */
  allowPrivateNetwork: boolean;
  /** Seconds between webhook delivery attempts. */
  webhookRetryDelays: number[];
  /** Per-attempt webhook timeout. */
  webhookTimeoutMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Lifetime of end-client access tokens. */
  accessTokenTtlSeconds: number;
  /** Production refuses to start without an explicit SECRET_KEY. */
  production: boolean;
  role: Role;
  /** Largest accepted document (upload or file_url), in bytes. */
  maxFileBytes: number;
  /** Time limit of one file_url fetch, redirects included. */
  fileFetchTimeoutMs: number;
  /** OCR workers (threads) per worker instance; also the page jobs run at once per instance. */
  ocrWorkers: number;
  /** `native` (Debian's tesseract 5), `js` (tesseract.js) or `auto` (native when installed). */
  ocrEngine: 'auto' | 'native' | 'js';
  /** A PDF with more pages is refused with `too_many_pages`. */
  maxPdfPages: number;
  /** A PDF with more pages to OCR (no text layer) is refused with `too_many_pages`. */
  maxOcrPages: number;
  /** One page's OCR time limit; a page over it is retried, then fails the item with `ocr_failed`. */
  ocrPageTimeoutMs: number;
  /** A document with at least this many pages to OCR is read as one job per page (shared by instances). */
  pageJobsMinOcrPages: number;
  /** Documents processed at once per worker instance. */
  documentConcurrency: number;
  /** Below this confidence (0–1) a required document field sends its item to `needs_review`. */
  reviewMinConfidence: number;
  /** Longest wait on SIGTERM for in-flight requests and jobs before connections are cut. */
  shutdownTimeoutMs: number;
  /** How long an idle keep-alive connection stays open (ms); longer than the proxies' own idle timeouts. */
  keepAliveTimeoutMs: number;
  /** When set, GET /metrics requires `Authorization: Bearer <token>`; unset, it is open. */
  metricsToken: string | undefined;
  /** Requests per second and burst allowed per API key; null disables limiting. */
  rateLimit: { perSecond: number; burst: number } | null;
  /** Deepest nesting accepted in a JSON body or in GraphQL variables. */
  maxJsonDepth: number;
  /** What one GraphQL operation may ask for (src/graphql/limits.ts). */
  graphqlLimits: OperationLimits;
  /** Postgres: time to open a connection (or wait for one from the pool), and per statement. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** LIBREOFFICE_PATH: the LibreOffice binary for PDF exports; unset means look in `searchPath`. */
  libreOfficePath: string | undefined;
  /** The environment's PATH, where PDF export looks for `soffice`/`libreoffice`. */
  searchPath: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const delays = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'comma-separated whole seconds, e.g. 30,120,600')
  .transform((v) => v.split(',').map((s) => Number(s.trim())));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ALLOW_PRIVATE_NETWORK: booleanString.default(false),
  WEBHOOK_RETRY_DELAYS: delays.optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(15000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 86400)
    .default(30 * 86400),
  MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  FILE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(300000).default(30000),
  OCR_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.min(4, Math.max(1, availableParallelism()))),
  OCR_ENGINE: z.enum(['auto', 'native', 'js']).default('auto'),
  MAX_PDF_PAGES: z.coerce.number().int().min(1).max(5000).default(200),
  MAX_OCR_PAGES: z.coerce.number().int().min(0).max(5000).default(200),
  OCR_PAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  PAGE_JOBS_MIN_OCR_PAGES: z.coerce.number().int().min(1).max(5000).default(3),
  DOCUMENT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  REVIEW_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.6),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600000).default(10000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(0).max(100000).default(50),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(1000000).default(200),
  MAX_JSON_DEPTH: z.coerce.number().int().min(8).max(1000).default(64),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).max(1_000_000).default(2500),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).max(10_000).default(30),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(1000).default(12),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).max(10_000).default(20),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(10).max(10_000_000).default(5000),
  GRAPHQL_MAX_ITEMS: z.coerce.number().int().min(100).max(1_000_000).default(1000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(2000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(3000),
  LIBREOFFICE_PATH: z.string().optional(),
  NODE_ENV: z.string().optional(),
});

/** Reads the configuration from an environment; pure, and lists every problem at once. */
export function loadConfig(env: Record<string, string | undefined>, role: Role = 'all'): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SECRET_KEY) {
    throw new ConfigError(['SECRET_KEY: required when NODE_ENV=production']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    secretKey: e.SECRET_KEY,
    adminToken: e.ADMIN_TOKEN,
    allowPrivateNetwork: e.ALLOW_PRIVATE_NETWORK,
    webhookRetryDelays: e.WEBHOOK_RETRY_DELAYS ?? DEFAULT_WEBHOOK_RETRY_DELAYS,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    production,
    role,
    maxFileBytes: e.MAX_FILE_BYTES,
    fileFetchTimeoutMs: e.FILE_FETCH_TIMEOUT_MS,
    ocrWorkers: e.OCR_WORKERS,
    ocrEngine: e.OCR_ENGINE,
    maxPdfPages: e.MAX_PDF_PAGES,
    maxOcrPages: e.MAX_OCR_PAGES,
    ocrPageTimeoutMs: e.OCR_PAGE_TIMEOUT_MS,
    pageJobsMinOcrPages: e.PAGE_JOBS_MIN_OCR_PAGES,
    documentConcurrency: e.DOCUMENT_CONCURRENCY,
    reviewMinConfidence: e.REVIEW_MIN_CONFIDENCE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    rateLimit:
      e.RATE_LIMIT_PER_SECOND > 0 ? { perSecond: e.RATE_LIMIT_PER_SECOND, burst: e.RATE_LIMIT_BURST } : null,
    maxJsonDepth: e.MAX_JSON_DEPTH,
    graphqlLimits: {
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxItems: e.GRAPHQL_MAX_ITEMS,
      maxJsonDepth: e.MAX_JSON_DEPTH,
    },
    libreOfficePath: e.LIBREOFFICE_PATH,
    searchPath: env.PATH,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
  };
}
