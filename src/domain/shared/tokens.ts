import { errors, jwtVerify, SignJWT } from 'jose';
import type { Deps } from '../context';
import { isUuid } from './ids';

/**
 * bvs's own bearer tokens: HS256 JWTs signed with the key derived from SECRET_KEY, issued by `bvs`,
 * the audience saying what a token is for (an end client's verification, a staff session), the
 * subject naming what it speaks for and `acc` the account it belongs to.
 */
const ISSUER = 'bvs';
const MAX_TOKEN_LENGTH = 4096;

export interface TokenClaims {
  audience: string;
  subject: string;
  accountId: string;
  scope: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

export function signToken(deps: Pick<Deps, 'secrets'>, claims: TokenClaims): Promise<string> {
  return new SignJWT({ acc: claims.accountId, scope: claims.scope })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(claims.audience)
    .setSubject(claims.subject)
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.expiresAt)
    .sign(deps.secrets.tokenKey);
}

/**
 * The subject and account of a token for this audience, or null when it is oversized, tampered,
 * expired, of another audience or algorithm, or names no account. The caller checks the subject's form
 * and that what it names still exists.
 */
export async function verifyToken(
  deps: Pick<Deps, 'secrets' | 'clock'>,
  token: string,
  audience: string,
): Promise<{ subject: string; accountId: string } | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, deps.secrets.tokenKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: deps.clock.now(),
    });
    const { sub, acc } = payload;
    if (!sub || typeof acc !== 'string' || !isUuid(acc)) return null;
    return { subject: sub, accountId: acc };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
