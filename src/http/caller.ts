import type { Request, Response } from 'express';
import { authenticate, credentialsFrom } from '../domain/auth';
import type { Caller, Deps } from '../domain/context';

/**
 * The caller behind the request's credential headers, authenticated once per request: the rate
 * limiter, the REST routes and the GraphQL context share the answer (null: none, or not valid).
 * The answer is also left in `res.locals.caller`.
 */
export async function requestCaller(deps: Deps, req: Request, res: Response): Promise<Caller | null> {
  // Kept apart from `res.locals.caller`, which a signed link's route may set to its own caller.
  const known = res.locals.headerCaller as Caller | null | undefined;
  if (known !== undefined) return known;
  const caller = await authenticate(deps, credentialsFrom(req.headers));
  res.locals.headerCaller = caller;
  if (caller) res.locals.caller = caller;
  return caller;
}
