import type { Deps, EndClientCaller } from '../context';
import { isUuid } from '../shared/ids';
import { signToken, verifyToken } from '../shared/tokens';

const AUDIENCE = 'bvs:verification';

/**
 * Tokens are issued on the minute (iat rounded down), so every read of a verification within a minute
 * hands out the same token: signing once per minute and verification instead of once per read.
 */
const TOKEN_CACHE_MAX = 10_000;

/** An HS256 JWT that lets the end client act on exactly one verification until it expires. */
export async function issueAccessToken(
  deps: Deps,
  verification: { id: string; accountId: string },
): Promise<string> {
  const minute = Math.floor(deps.clock.now().getTime() / 60_000) * 60;
  const cache = deps.caches.accessTokens;
  const key = `${verification.accountId}:${verification.id}:${minute}:${deps.accessTokenTtlSeconds}`;
  const known = cache.get(key);
  if (known) return known;
  const token = await signToken(deps, {
    audience: AUDIENCE,
    subject: verification.id,
    accountId: verification.accountId,
    scope: 'verification',
    issuedAt: minute,
    expiresAt: minute + deps.accessTokenTtlSeconds,
  });
  if (cache.size >= TOKEN_CACHE_MAX) cache.clear();
  cache.set(key, token);
  return token;
}

/** The end client a token speaks for, or null when it is tampered, expired or its verification is gone. */
export async function authenticateAccessToken(deps: Deps, token: string): Promise<EndClientCaller | null> {
  const claims = await verifyToken(deps, token, AUDIENCE);
  if (!claims || !isUuid(claims.subject)) return null;
  const row = await deps.db
    .selectFrom('verifications')
    .innerJoin('accounts', 'accounts.id', 'verifications.account_id')
    .select(['verifications.id', 'accounts.id as account_id', 'accounts.name as account_name'])
    .where('verifications.id', '=', claims.subject)
    .where('verifications.account_id', '=', claims.accountId)
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
