import type { RequestHandler, Response } from 'express';
import { authenticateApiKey } from '../domain/accounts/account.service';
import type { Caller, Deps } from '../domain/context';
import { DomainError } from '../domain/errors';
import { apiKeyFrom } from '../http/credentials';

/** Resolves the caller from the API key; every route behind it has `res.locals.caller`. */
export function requireApiKey(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const key = apiKeyFrom(req.headers);
    const caller = key ? await authenticateApiKey(deps.db, key) : null;
    if (!caller) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    res.locals.caller = caller;
    next();
  };
}

export const callerOf = (res: Response): Caller => res.locals.caller as Caller;
