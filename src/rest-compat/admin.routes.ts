import { Router, type RequestHandler } from 'express';
import { createAccount, createAccountCommand } from '../domain/accounts/account.service';
import {
  issueAccountApiKey,
  issueApiKeyCommand,
  listAccountApiKeys,
  revokeAccountApiKey,
  type ApiKeyInfo,
} from '../domain/accounts/api-keys.service';
import type { Deps } from '../domain/context';
import { DomainError } from '../domain/errors';
import { parseInput } from '../domain/shared/validation';
import { constantTimeEqual } from '../lib/secrets';
import { createAccountBody, issueApiKeyBody } from './admin.input';
import { toCommand } from './command-body';

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
    const command = toCommand(createAccountCommand, parseInput(createAccountBody, req.body));
    const { account, apiKey } = await createAccount(deps.db, command);
    res.status(201).json({ id: account.id, name: account.name, api_key: apiKey });
  });
  r.get('/accounts/:id/api-keys', async (req, res) => {
    res.json({ data: (await listAccountApiKeys(deps.db, req.params.id)).map(apiKeyJson) });
  });
  r.post('/accounts/:id/api-keys', async (req, res) => {
    const command = toCommand(issueApiKeyCommand, parseInput(issueApiKeyBody, req.body ?? {}));
    const issued = await issueAccountApiKey(deps.db, req.params.id, command);
    res.status(201).json({ ...apiKeyJson(issued), api_key: issued.apiKey });
  });
  r.post('/accounts/:id/api-keys/:keyId/revoke', async (req, res) => {
    res.json(apiKeyJson(await revokeAccountApiKey(deps.db, req.params.id, req.params.keyId)));
  });
  return r;
}

export const apiKeyJson = (key: ApiKeyInfo) => ({
  id: key.id,
  label: key.label,
  prefix: key.prefix,
  created_at: key.createdAt.toISOString(),
  revoked_at: key.revokedAt?.toISOString() ?? null,
});
