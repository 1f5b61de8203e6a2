import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { OutboxEventTable } from './outbox.table';

type Trx = Transaction<Database>;

/** Writes events in the caller's transaction; NOTIFY on `bvs_outbox` (delivered at commit) wakes every dispatcher. */
export async function insertEvents(trx: Db, rows: Insertable<OutboxEventTable>[]): Promise<void> {
  await trx.insertInto('outbox_events').values(rows).execute();
  await sql`select pg_notify('bvs_outbox', '')`.execute(trx);
}

/*
 * The dispatcher's statements. They span every account on purpose: the outbox is read in order by one
 * dispatcher at a time, and each event is fanned out within its own account (delivery.fanout.ts).
 */

/** Whether this transaction holds the dispatch lock (released at commit); false when another does. */
export async function tryDispatchLock(trx: Trx, lock: number): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${lock}) as ok`.execute(trx);
  return rows[0]?.ok === true;
}

/** The oldest undispatched events, locked (rows another transaction holds are skipped). */
export async function lockUndispatched(trx: Trx, limit: number) {
  return trx
    .selectFrom('outbox_events')
    .selectAll()
    .where('dispatched_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markDispatched(trx: Trx, ids: number[], now: Date): Promise<void> {
  await trx.updateTable('outbox_events').set({ dispatched_at: now }).where('id', 'in', ids).execute();
}

/** NOTIFY each payload on the channel, in order, delivered when the transaction commits. */
export async function notifyAll(trx: Trx, channel: string, payloads: string[]): Promise<void> {
  await sql`select pg_notify(${channel}, p) from unnest(${payloads}::text[]) with ordinality as t(p, n) order by n`.execute(
    trx,
  );
}
