import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ticketCaller } from '../domain/documents/upload-ticket';
import type { Caller, Deps } from '../domain/context';
import { DomainError, validationError } from '../domain/errors';
import { isItemId } from '../domain/shared/ids';
import { fingerprintOf, requestHashOf, type Fingerprint } from './idempotency-body';
import * as repo from './idempotency.repository';

/** How long a first response is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** How long a first request may run before its key counts as abandoned (its instance died). */
const LOCK_MS = 5 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
const KEPT_HEADERS = ['content-type', 'content-disposition', 'location', 'cache-control', 'etag'];

// The largest file a route accepts, plus room for the multipart framing around it.
const bodyLimit = (deps: Deps) => deps.files.maxBytes + 1024 * 1024;

const scopeOf = (caller: Caller) =>
  caller.kind === 'account' ? `a:${caller.accountId}` : `v:${caller.verificationId}`;

/** The request's `Idempotency-Key`, or null without one; 400 when it is empty or too long. */
function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw validationError([
      { path: 'Idempotency-Key', message: `must be 1 to ${MAX_KEY_LENGTH} characters` },
    ]);
  }
  return key;
}

/**
 * `Idempotency-Key` on REST POST and PUT, behind requireCredential: the first response is kept and
 * replayed for 24 hours with `Idempotent-Replayed: true`. Keys are the caller's account's (an
 * end-client credential's: its verification's), never shared with another account.
 */
export function idempotency(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'POST' && req.method !== 'PUT') return next();
    const key = idempotencyKeyOf(req);
    if (key === null) return next();
    const caller = res.locals.caller as Caller;
    await runOnce(deps, req, res, next, { key, scope: scopeOf(caller), accountId: caller.accountId });
  };
}

/**
 * The signed upload link carries no credential: a valid ticket stands for its item's verification.
 * A ticket is spent once its file is in, so the retry of a finished upload is recognised by the key
 * and the exact signed URL it was first sent to; anything else goes on to the route (403).
 */
export function ticketIdempotency(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const key = idempotencyKeyOf(req);
    if (key === null) return next();
    const id = String(req.params.id);
    const caller = await ticketCaller(deps, id, req.query.expires, req.query.signature);
    if (caller) {
      return runOnce(deps, req, res, next, { key, scope: scopeOf(caller), accountId: caller.accountId });
    }
    const held = isItemId(id) ? await repo.findKeyForItem(deps, Number(id), key, deps.clock.now()) : null;
    if (!held || held.requestHash !== requestHashOf(req)) return next();
    answerHeld(res, held, await fingerprintOf(req, bodyLimit(deps)));
  };
}

type Target = Pick<repo.KeyClaim, 'key' | 'scope' | 'accountId'>;

async function runOnce(deps: Deps, req: Request, res: Response, next: NextFunction, target: Target) {
  const fingerprint = await fingerprintOf(req, bodyLimit(deps));
  // A key released or expired between the two statements is claimed on the next turn.
  for (let turn = 0; turn < 3; turn++) {
    const now = deps.clock.now();
    const claim = { ...target, ...fingerprint, claimedAt: now, lockUntil: new Date(now.getTime() + LOCK_MS) };
    if (await repo.claimKey(deps.db, claim)) {
      keepResponse(res, (response) => settle(deps, req, claim, response));
      return next();
    }
    const held = await repo.findKey(deps, target.scope, target.key, now);
    if (held) return answerHeld(res, held, fingerprint);
  }
  throw inUse(res);
}

function answerHeld(res: Response, held: repo.KeyRecord, fingerprint: Fingerprint): void {
  if (held.requestHash !== fingerprint.requestHash || held.bodyHash !== fingerprint.bodyHash) {
    throw new DomainError(
      'UNPROCESSABLE_ENTITY',
      'This Idempotency-Key was already used for a different request (method, path or body)',
      undefined,
      'idempotency_key_reused',
    );
  }
  if (!held.response) throw inUse(res);
  if (held.response === 'unreadable') {
    // The request ran, but its answer was sealed under a SECRET_KEY since rotated: running it again
    // could do the work twice, so the client is told to decide with a fresh key.
    throw new DomainError(
      'CONFLICT',
      'The first answer to this Idempotency-Key can no longer be replayed; check the resource and use a new key',
      undefined,
      'idempotency_key_unreadable',
    );
  }
  const { status, headers, body } = held.response;
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Idempotent-Replayed', 'true');
  res.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

function inUse(res: Response): DomainError {
  res.setHeader('Retry-After', '1');
  return new DomainError(
    'CONFLICT',
    'A request with this Idempotency-Key is still in progress; retry shortly',
    undefined,
    'idempotency_key_in_use',
  );
}

// Only a request that did its work is kept. A refused one (any 4xx) changed nothing, so it leaves no
// trace either and a corrected retry may use the key; a 5xx is released so that a retry runs again.
const keeps = (status: number) => status >= 200 && status < 300;

async function settle(deps: Deps, req: Request, claim: repo.KeyClaim, response: repo.StoredResponse) {
  try {
    if (keeps(response.status)) {
      await repo.completeKey(deps, claim, response, new Date(claim.claimedAt.getTime() + IDEMPOTENCY_TTL_MS));
    } else {
      await repo.releaseKey(deps.db, claim);
    }
  } catch (err) {
    // The response still goes out; the key stays locked until LOCK_MS, then is claimed afresh.
    req.log?.error({ reqId: req.id, err }, 'could not record an idempotent response');
  }
}

/**
 * Collects what the route writes (res.json and res.send end in res.end; binary included) and holds
 * the end of the response until it is recorded, so that a client holding the answer always gets
 * the replay on its retry.
 */
function keepResponse(res: Response, record: (response: repo.StoredResponse) => Promise<void>): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };
  const { write, end } = res;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, ...args: unknown[]) {
    if (typeof args[0] !== 'function') collect(args[0], args[1]);
    res.write = write;
    res.end = end;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = this.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    void record({ status: this.statusCode, headers, body: Buffer.concat(chunks) }).finally(() =>
      (end as (...a: unknown[]) => Response).apply(this, args),
    );
    return this;
  } as Response['end'];
}
