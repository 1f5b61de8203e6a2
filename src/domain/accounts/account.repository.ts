import { sql, type Kysely } from 'kysely';
import { hashApiKey } from '../../lib/secrets';
import type { Database } from '../../db/schema';

type Exec = Kysely<Database>;

export async function insertAccount(db: Exec, row: { id: string; name: string }) {
  return db.insertInto('accounts').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertApiKey(
  db: Exec,
  row: { id: string; account_id: string; label: string | null; prefix: string; key_hash: string },
) {
  return db.insertInto('api_keys').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

export async function findCallerByKeyHash(db: Exec, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select(['api_keys.id as key_id', 'accounts.id as account_id', 'accounts.name as account_name'])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function findAccountById(db: Exec, id: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAccounts(db: Exec): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findCallerByKeyId(db: Exec, keyId: string, accountId: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select(['api_keys.id as key_id', 'accounts.id as account_id', 'accounts.name as account_name'])
    .where('api_keys.id', '=', keyId)
    .where('api_keys.account_id', '=', accountId)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
}

const keyColumns = ['id', 'label', 'prefix', 'created_at', 'revoked_at'] as const;

/** The key just issued, found by its hash (the caller holds the key in clear). */
export async function findApiKey(db: Exec, accountId: string, key: string) {
  return db
    .selectFrom('api_keys')
    .select(keyColumns)
    .where('account_id', '=', accountId)
    .where('key_hash', '=', hashApiKey(key))
    .executeTakeFirst();
}

export async function listApiKeys(db: Exec, accountId: string, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('api_keys')
    .select(keyColumns)
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id');
  if (options.forUpdate) query = query.forUpdate();
  return query.execute();
}

export async function revokeApiKey(db: Exec, accountId: string, keyId: string) {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: sql`now()` })
    .where('account_id', '=', accountId)
    .where('id', '=', keyId)
    .returning(keyColumns)
    .executeTakeFirstOrThrow();
}
