import { Router } from 'express';
import type { Deps } from '../domain/context';
import { requireCredential } from './auth';
import { flowRoutes, formSchemaRoutes, webhookRoutes } from './configuration.routes';
import { companyRoutes } from './company.routes';
import { documentRoutes, signedLinkRoutes } from './documents.routes';
import { exportRoutes } from './export.routes';
import { verificationRoutes } from './verifications.routes';

/** Every documented REST path, under /v2 and unversioned (spec section 9), behind the API key. */
export function restRouter(deps: Deps): Router {
  const r = Router();
  r.use(signedLinkRoutes(deps));
  r.use(requireCredential(deps));
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
