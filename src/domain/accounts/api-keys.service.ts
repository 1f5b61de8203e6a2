import { z } from 'zod';
import type { Db } from '../../db/database';
import { DomainError, notFound } from '../errors';
import type { Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import { issueApiKey } from './account.service';
import * as repo from './account.repository';

/** An API key as the operator sees it: never the key itself, which is shown once at issue. */
export interface ApiKeyInfo {
  id: string;
  label: string | null;
  /** The key's first characters (`bvs_sk_` and six more), to recognise it in a log or a leak. */
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface IssuedApiKey extends ApiKeyInfo {
  /** The key in clear: shown once; only its hash is stored. */
  apiKey: string;
}

const accountId = z.uuid({ message: 'must be an account id (a UUID)' });
/** Another API key for an account; `label` is the operator's note. */
export const issueApiKeyCommand = z.strictObject({
  label: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
    .nullish(),
});
const keyId = z.string().regex(/^ak_[A-Za-z0-9_-]{1,64}$/, 'must be an API key id (ak_…)');

const toInfo = (row: {
  id: string;
  label: string | null;
  prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}): ApiKeyInfo => ({
  id: row.id,
  label: row.label,
  prefix: row.prefix,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});

async function requireAccount(db: Db, id: unknown): Promise<string> {
  const parsed = parseInput(z.object({ account: accountId }), { account: id }).account;
  if (!(await repo.findAccountById(db, parsed))) throw notFound('Account');
  return parsed;
}

/** Issues another key for an account (rotation: issue, deploy it, then revoke the old one). */
export async function issueAccountApiKey(
  db: Db,
  account: unknown,
  input: Unchecked<typeof issueApiKeyCommand>,
): Promise<IssuedApiKey> {
  const { label } = parseInput(issueApiKeyCommand, input);
  return db.transaction().execute(async (trx) => {
    const id = await requireAccount(trx, account);
    const apiKey = await issueApiKey(trx, id, label ?? null);
    const row = await repo.findApiKey(trx, id, apiKey);
    if (!row) throw new Error('issued key vanished');
    return { ...toInfo(row), apiKey };
  });
}

/** Every key of an account, revoked ones included, oldest first. */
export async function listAccountApiKeys(db: Db, account: unknown): Promise<ApiKeyInfo[]> {
  const id = await requireAccount(db, account);
  return (await repo.listApiKeys(db, id)).map(toInfo);
}

/**
 * Revokes a key: every instance refuses it within the key cache's 5 s. The account's last active key
 * cannot be revoked (409): issue its replacement first, so an account is never locked out by mistake.
 * Revoking a revoked key answers it as it is (idempotent).
 */
export async function revokeAccountApiKey(db: Db, account: unknown, key: unknown): Promise<ApiKeyInfo> {
  const parsedKey = parseInput(z.object({ key: keyId }), { key }).key;
  return db.transaction().execute(async (trx) => {
    const id = await requireAccount(trx, account);
    // Locks the account's keys, so two revocations at once cannot both pass the last-key check.
    const keys = await repo.listApiKeys(trx, id, { forUpdate: true });
    const target = keys.find((k) => k.id === parsedKey);
    if (!target) throw notFound('API key');
    if (target.revoked_at) return toInfo(target);
    if (keys.filter((k) => !k.revoked_at).length === 1)
      throw new DomainError(
        'CONFLICT',
        'This is the account’s last active API key; issue its replacement first, then revoke it',
        undefined,
        'last_active_api_key',
      );
    return toInfo(await repo.revokeApiKey(trx, id, parsedKey));
  });
}
