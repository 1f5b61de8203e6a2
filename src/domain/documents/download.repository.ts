import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What a signed file link points at. By id alone: the signed link is the credential, and the account
 * read here scopes the blob lookup that follows.
 */
export async function findFileBlobRef(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('item_files')
    .select(['account_id', 'blob_id', 'file_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
