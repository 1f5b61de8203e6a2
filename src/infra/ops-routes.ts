import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { sendError } from '../rest-compat/errors';
import type { AppMetrics } from './metrics';

/** Where the instance is in its life: set by the composition root, read by the readiness probe. */
export interface Lifecycle {
  migrated: boolean;
  stopping: boolean;
}

/** Readiness waits this long for `select 1` (probes should allow a little more, e.g. timeoutSeconds: 3). */
export const READINESS_DB_TIMEOUT_MS = 2000;

/** The paths that are neither logged per request nor rate limited. */
export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'];

type Check = 'ok' | 'timeout' | 'error' | 'stopped' | 'pending' | 'in_progress';

async function probeDatabase(db: Db): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READINESS_DB_TIMEOUT_MS);
  });
  const query = sql`select 1`.execute(db).then(
    (): Check => 'ok',
    (): Check => 'error',
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** Bearer METRICS_TOKEN, compared in constant time (over digests, so lengths do not leak either). */
function requireToken(token: string): RequestHandler {
  const expected = sha256(token);
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (given && timingSafeEqual(sha256(given), expected)) return next();
    res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    sendError(res, 'UNAUTHORIZED', 'A valid metrics token is required');
  };
}

/**
 * Liveness (`/healthz`: the event loop answers, nothing else), readiness (`/readyz`: migrated, the
 * database answers, the queue runs, not shutting down) and Prometheus metrics (`/metrics`).
 */
export function opsRoutes(
  options: {
    db: Db;
    metrics: AppMetrics;
    queue: { readonly started: boolean };
    lifecycle: Lifecycle;
    metricsToken?: string | undefined;
  },
  r: Router = Router(),
): Router {
  const { db, metrics, queue, lifecycle } = options;
  r.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
    const checks: Record<string, Check> = {
      migrations: lifecycle.migrated ? 'ok' : 'pending',
      database: await probeDatabase(db),
      queue: queue.started ? 'ok' : 'stopped',
      shutdown: lifecycle.stopping ? 'in_progress' : 'ok',
    };
    const ready = Object.values(checks).every((c) => c === 'ok');
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });
  const scrape: RequestHandler = async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
  if (options.metricsToken) r.get('/metrics', requireToken(options.metricsToken), scrape);
  else r.get('/metrics', scrape);
  return r;
}
