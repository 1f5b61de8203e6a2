import { API_KEY_PREFIX, authenticateApiKey } from './accounts/account.service';
import type { Caller, Deps } from './context';
import { authenticateSession, isSessionToken } from './accounts/session';
import { authenticateAccessToken } from './verifications/access-token';

export interface Credentials {
  apiKey?: string;
  accessToken?: string;
}

type HeaderBag = Record<string, unknown>;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/**
 * Reads a credential from request headers or a WebSocket connection_init payload: `x-api-key`,
 * `Authorization: Bearer <API key or access token>`, or `x-access-token` / `accessToken`.
 */
export function credentialsFrom(bag: HeaderBag): Credentials {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(
    str(bag['authorization']) ?? str(bag['Authorization']) ?? '',
  )?.[1];
  const apiKey = str(bag['x-api-key']) ?? (bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined);
  const accessToken =
    str(bag['x-access-token']) ??
    str(bag['accessToken']) ??
    (bearer && !bearer.startsWith(API_KEY_PREFIX) ? bearer : undefined);
  return { apiKey, accessToken };
}

/**
 * The caller behind a credential, or null: an API key wins over a token. A bearer token is either an
 * end client's access token or a staff session created from an API key (told apart by audience).
 */
export async function authenticate(deps: Deps, creds: Credentials): Promise<Caller | null> {
  if (creds.apiKey) return authenticateApiKey(deps, creds.apiKey);
  if (!creds.accessToken) return null;
  return isSessionToken(creds.accessToken)
    ? authenticateSession(deps, creds.accessToken)
    : authenticateAccessToken(deps, creds.accessToken);
}
