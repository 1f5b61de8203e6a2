import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import type { AccountCaller, Deps } from '../context';
import { DomainError } from '../errors';
import { isUuid } from '../shared/ids';
import { findCallerByKeyId } from './account.repository';

const ISSUER = 'bvs';
export const SESSION_AUDIENCE = 'bvs:session';
/** A working day: the staff pages sign in again after it. */
export const SESSION_TTL_SECONDS = 8 * 3600;
const KEY_ID_RE = /^ak_[A-Za-z0-9_-]{1,64}$/;

export interface StaffSession {
  token: string;
  expiresAt: Date;
  accountId: string;
}

/**
 * A short-lived bearer token for the staff pages, so the browser keeps no API key. It names the key
 * it came from: revoking the key ends its sessions.
 */
export async function createSession(deps: Deps, caller: AccountCaller): Promise<StaffSession> {
  if (caller.viaSession) throw new DomainError('FORBIDDEN', 'A session is created from an API key');
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const exp = now + SESSION_TTL_SECONDS;
  const token = await new SignJWT({ acc: caller.accountId, scope: 'session' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setSubject(caller.credentialId)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(deps.secrets.tokenKey);
  return { token, expiresAt: new Date(exp * 1000), accountId: caller.accountId };
}

/** Whether a bearer token is a staff session (its audience, read without trusting it). */
export function isSessionToken(token: string): boolean {
  try {
    const { aud } = decodeJwt(token);
    return aud === SESSION_AUDIENCE || (Array.isArray(aud) && aud.includes(SESSION_AUDIENCE));
  } catch {
    return false;
  }
}

/** The account a session speaks for, or null when tampered, expired, or its API key was revoked. */
export async function authenticateSession(deps: Deps, token: string): Promise<AccountCaller | null> {
  if (token.length > 4096) return null;
  let sub: string | undefined;
  let acc: unknown;
  try {
    const { payload } = await jwtVerify(token, deps.secrets.tokenKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: SESSION_AUDIENCE,
      currentDate: deps.clock.now(),
    });
    sub = payload.sub;
    acc = payload.acc;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
  if (!sub || !KEY_ID_RE.test(sub) || typeof acc !== 'string' || !isUuid(acc)) return null;
  const row = await findCallerByKeyId(deps.db, sub, acc);
  return row
    ? {
        kind: 'account',
        accountId: row.account_id,
        accountName: row.account_name,
        credentialId: row.key_id,
        viaSession: true,
      }
    : null;
}
