import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The item an upload ticket names, with its account. By id alone: the signed ticket is the
 * credential, and the account read here scopes the caller it stands for.
 */
export async function findTicketItem(db: Kysely<Database>, itemId: number) {
  return db
    .selectFrom('verification_items')
    .innerJoin('accounts', 'accounts.id', 'verification_items.account_id')
    .select([
      'verification_items.verification_id',
      'verification_items.file_id',
      'accounts.id as account_id',
      'accounts.name',
    ])
    .where('verification_items.id', '=', itemId)
    .executeTakeFirst();
}
