import { Router, type RequestHandler } from 'express';
import { createAccount } from '../domain/accounts/account.service';
import type { Deps } from '../domain/context';
import { DomainError } from '../domain/errors';
import { constantTimeEqual } from '../lib/secrets';

/** The operator API: absent (404) unless ADMIN_TOKEN is set; then a bearer of that token. */
export function adminRoutes(deps: Deps, adminToken: string | undefined): Router {
  const r = Router();
  const requireAdmin: RequestHandler = (req, _res, next) => {
    if (!adminToken) throw new DomainError('NOT_FOUND', 'Route not found');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1] || !constantTimeEqual(match[1], adminToken))
      throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    next();
  };
  r.use(requireAdmin);
  r.post('/accounts', async (req, res) => {
    const { account, apiKey } = await createAccount(deps.db, req.body);
    res.status(201).json({ id: account.id, name: account.name, api_key: apiKey });
  });
  return r;
}
