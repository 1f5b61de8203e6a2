import { errors, jwtVerify, SignJWT } from 'jose';
import type { Deps, EndClientCaller } from '../context';
import { isUuid } from '../shared/ids';

const ISSUER = 'bvs';
const AUDIENCE = 'bvs:verification';

/**
 * Tokens are issued on the minute (iat rounded down), so every read of a verification within a minute
 * hands out the same token: signing once per minute and verification instead of once per read.
 */
const TOKEN_CACHE_MAX = 10_000;
const tokenCache = new WeakMap<object, Map<string, string>>();

/** An HS256 JWT that lets the end client act on exactly one verification until it expires. */
export async function issueAccessToken(
  deps: Deps,
  verification: { id: string; accountId: string },
): Promise<string> {
  const minute = Math.floor(deps.clock.now().getTime() / 60_000) * 60;
  let cache = tokenCache.get(deps.secrets);
  if (!cache) tokenCache.set(deps.secrets, (cache = new Map()));
  const key = `${verification.accountId}:${verification.id}:${minute}:${deps.accessTokenTtlSeconds}`;
  const known = cache.get(key);
  if (known) return known;
  const token = await new SignJWT({ acc: verification.accountId, scope: 'verification' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(verification.id)
    .setIssuedAt(minute)
    .setExpirationTime(minute + deps.accessTokenTtlSeconds)
    .sign(deps.secrets.tokenKey);
  if (cache.size >= TOKEN_CACHE_MAX) cache.clear();
  cache.set(key, token);
  return token;
}

/** The end client a token speaks for, or null when it is tampered, expired or its verification is gone. */
export async function authenticateAccessToken(deps: Deps, token: string): Promise<EndClientCaller | null> {
  if (token.length > 4096) return null;
  let sub: string | undefined;
  let acc: unknown;
  try {
    const { payload } = await jwtVerify(token, deps.secrets.tokenKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: deps.clock.now(),
    });
    sub = payload.sub;
    acc = payload.acc;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
  if (!sub || !isUuid(sub) || typeof acc !== 'string' || !isUuid(acc)) return null;
  const row = await deps.db
    .selectFrom('verifications')
    .innerJoin('accounts', 'accounts.id', 'verifications.account_id')
    .select(['verifications.id', 'accounts.id as account_id', 'accounts.name as account_name'])
    .where('verifications.id', '=', sub)
    .where('verifications.account_id', '=', acc)
    .executeTakeFirst();
  if (!row) return null;
  return {
    kind: 'end_client',
    accountId: row.account_id,
    accountName: row.account_name,
    verificationId: row.id,
    credentialId: `access_token:${row.id}`,
  };
}
