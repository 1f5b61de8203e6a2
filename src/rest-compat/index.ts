import { Router, type RequestHandler } from 'express';
import type { Deps } from '../domain/context';
import { requireCredential } from './auth';
import { flowRoutes, formSchemaRoutes, webhookRoutes } from './configuration.routes';
import { companyRoutes } from './company.routes';
import { documentRoutes, signedLinkRoutes } from './documents.routes';
import { exportRoutes } from './export.routes';
import { findingRoutes } from './findings.routes';
import { idempotency, ticketIdempotency } from './idempotency';
import { verificationRoutes } from './verifications.routes';

export interface RestOptions {
  /** The rate limiter (src/http/rate-limit.ts), first in front of every REST path. */
  limit?: RequestHandler;
}

/** Every documented REST path, under /v2 and unversioned (spec section 9), behind the API key. */
export function restRouter(deps: Deps, options: RestOptions = {}): Router {
  const r = Router();
  if (options.limit) r.use(options.limit);
  // Before the signed-link routes: a retried upload must be recognised before its spent ticket is refused.
  r.put('/uploads/items/:id', ticketIdempotency(deps));
  signedLinkRoutes(deps, r);
  r.use(requireCredential(deps));
  r.use(idempotency(deps));
  // The paths served both unversioned and under /v2 (spec section 9) share one flat router, mounted
  // twice: a request walks their routes once instead of entering a router per module, which cost a
  // tenth of a read's CPU (BENCHMARKS.md). The findings come first: company's
  // `/v2/verifications/:id/:section` below would take `findings` and `audit`.
  const versioned = Router();
  for (const add of [
    findingRoutes,
    webhookRoutes,
    formSchemaRoutes,
    flowRoutes,
    verificationRoutes,
    documentRoutes,
  ])
    add(deps, versioned);
  r.use('/v2', versioned);
  r.use(versioned);
  // Paths of their own (literal /v2 or not), none of which a versioned route also matches.
  companyRoutes(deps, r);
  exportRoutes(deps, r);
  return r;
}
