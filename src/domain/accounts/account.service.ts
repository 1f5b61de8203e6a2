import { z } from 'zod';
import type { Db } from '../../db/database';
import { hashApiKey, randomToken } from '../../lib/secrets';
import type { AccountCaller, Caller, Deps } from '../context';
import type { Unchecked } from '../shared/command';
import { newId } from '../shared/ids';
import { parseInput } from '../shared/validation';
import type { Account, CreatedAccount } from './account';
import * as repo from './account.repository';

/** Every key starts with this, so leaked keys are recognisable by secret scanners. */
export const API_KEY_PREFIX = 'bvs_sk_';

/** An account to create (the operator's API and CLI). */
export const createAccountCommand = z.strictObject({
  name: z.string().trim().min(1).max(200),
});

const toAccount = (row: { id: string; name: string; created_at: Date }): Account => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
});

export async function createAccount(
  db: Db,
  input: Unchecked<typeof createAccountCommand>,
): Promise<CreatedAccount> {
  const { name } = parseInput(createAccountCommand, input);
  return db.transaction().execute(async (trx) => {
    const account = await repo.insertAccount(trx, { id: newId(), name });
    const apiKey = await issueApiKey(trx, account.id, 'default');
    return { account: toAccount(account), apiKey };
  });
}

/** Creates a key and returns it in clear; only its hash is stored. */
export async function issueApiKey(db: Db, accountId: string, label: string | null): Promise<string> {
  const secret = randomToken(32);
  const key = `${API_KEY_PREFIX}${secret}`;
  await repo.insertApiKey(db, {
    id: `ak_${randomToken(12)}`,
    account_id: accountId,
    label,
    prefix: key.slice(0, API_KEY_PREFIX.length + 6),
    key_hash: hashApiKey(key),
  });
  return key;
}

/**
 * Resolves an API key to its caller, or null when it is unknown or revoked.
 * Valid keys are remembered for a few seconds by this instance (`deps.caches`), so a busy integrator's requests do not
 * each pay a lookup; a revoked key is refused at most KEY_CACHE_MS later. Unknown keys are never
 * remembered (a new key works at once, and a flood of bad keys cannot fill the cache).
 */
const KEY_CACHE_MS = 5000;
const KEY_CACHE_MAX = 10_000;

export async function authenticateApiKey(
  deps: Pick<Deps, 'db' | 'caches'>,
  key: string,
): Promise<AccountCaller | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const hash = hashApiKey(key);
  const cache = deps.caches.apiKeys;
  const now = performance.now();
  const hit = cache.get(hash);
  if (hit && hit.until > now) return hit.caller;
  const row = await repo.findCallerByKeyHash(deps.db, hash);
  if (!row) {
    cache.delete(hash);
    return null;
  }
  const caller: AccountCaller = {
    kind: 'account',
    accountId: row.account_id,
    accountName: row.account_name,
    credentialId: row.key_id,
  };
  if (cache.size >= KEY_CACHE_MAX) cache.clear();
  cache.set(hash, { caller, until: now + KEY_CACHE_MS });
  return caller;
}

/** The caller's own account; an end client may see its name (it is on the onboarding page). */
export async function accountOfCaller(db: Db, caller: Caller): Promise<Account> {
  const row = await repo.findAccountById(db, caller.accountId);
  if (!row) throw new Error('authenticated account vanished');
  return toAccount(row);
}

/** On the first start of an empty database, creates a demo account; returns it, or null if any exists. */
export async function ensureDemoAccount(db: Db): Promise<CreatedAccount | null> {
  if ((await repo.countAccounts(db)) > 0) return null;
  return createAccount(db, { name: 'Demo' });
}
