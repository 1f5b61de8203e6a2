import type { RequestHandler, Response } from 'express';
import { authenticate, credentialsFrom } from '../domain/auth';
import { requireAccount, type AccountCaller, type Caller, type Deps } from '../domain/context';
import { DomainError } from '../domain/errors';

/** Resolves the caller (API key or access token); every route behind it has `res.locals.caller`. */
export function requireCredential(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const caller = await authenticate(deps, credentialsFrom(req.headers));
    if (!caller) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    res.locals.caller = caller;
    next();
  };
}

export const callerOf = (res: Response): Caller => res.locals.caller as Caller;

/** The caller of an account-wide route: end-client access tokens answer 401. */
export const accountOf = (res: Response): AccountCaller => requireAccount(callerOf(res));
