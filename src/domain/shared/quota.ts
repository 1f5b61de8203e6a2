import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../errors';

/** Most configuration resources of one kind an account may hold; lists return them all. */
export const QUOTAS = { webhooks: 50, flows: 200, form_schemas: 200, doc_templates: 100 } as const;

type Quoted = keyof typeof QUOTAS;

/** Refuses a creation past the account's quota for that resource. */
export async function assertQuota(db: Kysely<Database>, table: Quoted, accountId: string): Promise<void> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= QUOTAS[table]) {
    throw new DomainError(
      'CONFLICT',
      `An account may hold at most ${QUOTAS[table]} ${table.replace('_', ' ')}`,
    );
  }
}
