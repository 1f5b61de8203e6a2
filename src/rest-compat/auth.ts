import type { RequestHandler, Response } from 'express';
import { requireAccount, type AccountCaller, type Caller, type Deps } from '../domain/context';
import { DomainError } from '../domain/errors';
import { requestCaller } from '../http/caller';

/**
 * Resolves the caller (API key or access token); every route behind it has `res.locals.caller`.
 * The rate limiter in front has usually authenticated the request already: no second query.
 */
export function requireCredential(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const caller = await requestCaller(deps, req, res);
    if (!caller) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    res.locals.caller = caller;
    next();
  };
}

export const callerOf = (res: Response): Caller => res.locals.caller as Caller;

/** The caller of an account-wide route: end-client access tokens answer 401. */
export const accountOf = (res: Response): AccountCaller => requireAccount(callerOf(res));
