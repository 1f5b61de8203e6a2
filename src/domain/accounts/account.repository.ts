import type { Kysely } from 'kysely';
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
