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
  r.use(signedLinkRoutes(deps));
  r.use(requireCredential(deps));
  r.use(idempotency(deps));
  // Before the company read-outs, whose `/v2/verifications/:id/:section` would take `findings` and `audit`.
  for (const prefix of ['/v2', '/']) r.use(prefix, findingRoutes(deps));
  r.use(companyRoutes(deps), exportRoutes(deps));
  for (const prefix of ['/v2', '/']) {
    r.use(
      prefix,
      webhookRoutes(deps),
      formSchemaRoutes(deps),
      flowRoutes(deps),
      verificationRoutes(deps),
      documentRoutes(deps),
    );
  }
  return r;
}
