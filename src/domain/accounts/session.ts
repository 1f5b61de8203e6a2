import { decodeJwt } from 'jose';
import type { AccountCaller, Deps } from '../context';
import { DomainError } from '../errors';
import { signToken, verifyToken } from '../shared/tokens';
import { findCallerByKeyId } from './account.repository';

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
  const token = await signToken(deps, {
    audience: SESSION_AUDIENCE,
    subject: caller.credentialId,
    accountId: caller.accountId,
    scope: 'session',
    issuedAt: now,
    expiresAt: exp,
  });
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
  const claims = await verifyToken(deps, token, SESSION_AUDIENCE);
  if (!claims || !KEY_ID_RE.test(claims.subject)) return null;
  const row = await findCallerByKeyId(deps.db, claims.subject, claims.accountId);
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
