import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../errors';
import { countOfAccount, type QuotaTable } from './quota.repository';

/** Most configuration resources of one kind an account may hold; lists return them all. */
export const QUOTAS = {
  webhooks: 50,
  flows: 200,
  form_schemas: 200,
  doc_templates: 100,
} as const satisfies Record<QuotaTable, number>;

type Quoted = keyof typeof QUOTAS;

/** Refuses a creation past the account's quota for that resource. */
export async function assertQuota(db: Kysely<Database>, table: Quoted, accountId: string): Promise<void> {
  if ((await countOfAccount(db, table, accountId)) >= QUOTAS[table]) {
    throw new DomainError(
      'CONFLICT',
      `An account may hold at most ${QUOTAS[table]} ${table.replace('_', ' ')}`,
    );
  }
}
