import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { beforeCursor, type Cursor } from '../shared/pagination';
import type { WebhookAttempt, WebhookDelivery } from './delivery';
import type { DeliveryStatus, WebhookAttemptTable, WebhookDeliveryTable } from './delivery.table';

type Exec = Kysely<Database>;

export const toAttempt = (r: Selectable<WebhookAttemptTable>): WebhookAttempt => ({
  attemptNumber: r.attempt_number,
  startedAt: r.started_at,
  statusCode: r.status_code,
  latencyMs: r.latency_ms,
  error: r.error,
  responseExcerpt: r.response_excerpt,
  outcome: r.outcome,
});

export const toDelivery = (
  r: Selectable<WebhookDeliveryTable>,
  attempts: WebhookAttempt[] = [],
): WebhookDelivery => ({
  id: r.id,
  webhookId: r.webhook_id,
  eventId: r.event_id,
  eventName: r.event_name,
  verificationId: r.verification_id,
  status: r.status,
  attemptCount: r.attempt_count,
  nextAttemptAt: r.next_attempt_at,
  lastStatusCode: r.last_status_code,
  lastError: r.last_error,
  body: r.body,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  completedAt: r.completed_at,
  attempts,
});

/** Enabled webhooks of these accounts, with the events they take and their encrypted secrets. */
export async function enabledWebhooks(db: Exec, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('webhooks')
    .select(['id', 'account_id', 'events'])
    .where('account_id', 'in', accountIds)
    .where('status', '=', 'enabled')
    .execute();
}

export async function insertDeliveries(
  db: Exec,
  rows: Insertable<WebhookDeliveryTable>[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.columns(['webhook_id', 'event_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

export async function finishAttempt(
  db: Exec,
  id: string,
  patch: {
    status: DeliveryStatus;
    nextAttemptAt: Date | null;
    statusCode: number | null;
    error: string | null;
    now: Date;
  },
) {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: patch.status,
      next_attempt_at: patch.nextAttemptAt,
      lease_until: null,
      last_status_code: patch.statusCode,
      last_error: patch.error,
      updated_at: patch.now,
      completed_at: patch.status === 'succeeded' || patch.status === 'failed' ? patch.now : null,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertAttempt(db: Exec, row: Insertable<WebhookAttemptTable>) {
  await db.insertInto('webhook_attempts').values(row).execute();
}

export async function cancel(db: Exec, id: string, now: Date, reason: string) {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'cancelled',
      lease_until: null,
      next_attempt_at: null,
      last_error: reason,
      updated_at: now,
      completed_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function listDeliveries(
  db: Exec,
  accountId: string,
  webhookId: string,
  status: DeliveryStatus | undefined,
  limit: number,
  after?: Cursor,
) {
  let q = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('webhook_id', '=', webhookId);
  if (status) q = q.where('status', '=', status);
  if (after) q = q.where(beforeCursor(after));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function attemptsOf(db: Exec, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return new Map<string, WebhookAttempt[]>();
  const rows = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('attempt_number')
    .execute();
  const map = new Map<string, WebhookAttempt[]>();
  for (const r of rows) map.set(r.delivery_id, [...(map.get(r.delivery_id) ?? []), toAttempt(r)]);
  return map;
}

/** Puts deliveries back in line for an attempt now; returns those that were not already pending. */
export async function requeue(
  db: Exec,
  accountId: string,
  webhookId: string,
  filter: { id?: string; failedSince?: Date },
  now: Date,
) {
  let q = db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, lease_until: null, completed_at: null, updated_at: now })
    .where('account_id', '=', accountId)
    .where('webhook_id', '=', webhookId)
    .where('status', '!=', 'sending');
  if (filter.id) q = q.where('id', '=', filter.id);
  if (filter.failedSince) q = q.where('status', '=', 'failed').where('created_at', '>=', filter.failedSince);
  return q.returningAll().execute();
}

/** Deliveries whose worker died mid-attempt (lease expired), or whose job went missing, back to pending. */
export async function releaseStalled(db: Exec, now: Date, overdueBefore: Date) {
  return db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, lease_until: null, updated_at: now })
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<', overdueBefore)]),
      ]),
    )
    .returning('id')
    .execute();
}

export type ClaimedDelivery = Selectable<WebhookDeliveryTable> & {
  url: string;
  webhook_status: string;
  secret_ciphertext: string;
};

/** `claim` for a whole batch of deliveries in one statement. */
export async function claimMany(
  db: Exec,
  ids: string[],
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  const soon = new Date(now.getTime() + 1000);
  const { rows } = await sql<ClaimedDelivery>`
    update webhook_deliveries d
       set status = 'sending', lease_until = ${leaseUntil}, attempt_count = d.attempt_count + 1, updated_at = ${now}
      from webhooks w
     where w.id = d.webhook_id and d.id = any(${ids}::uuid[])
       and ((d.status = 'pending' and d.next_attempt_at <= ${soon}) or (d.status = 'sending' and d.lease_until < ${now}))
    returning d.*, w.url, w.status as webhook_status, w.secret_ciphertext`.execute(db);
  return rows;
}

export interface FinalOutcome {
  attempt: Insertable<WebhookAttemptTable> & { started_at: Date; latency_ms: number };
  status: DeliveryStatus;
}

/** The last attempts of many deliveries and their outcomes, in one statement. */
export async function recordFinalAttempts(db: Exec, outcomes: FinalOutcome[], now: Date): Promise<void> {
  if (outcomes.length === 0) return;
  const col = <T>(f: (o: FinalOutcome) => T) => outcomes.map(f);
  await sql`
    with attempts as (
      insert into webhook_attempts (delivery_id, attempt_number, started_at, status_code, latency_ms, error, response_excerpt, outcome)
      select * from unnest(${col((o) => o.attempt.delivery_id)}::uuid[], ${col((o) => o.attempt.attempt_number)}::int[],
        ${col((o) => o.attempt.started_at.toISOString())}::timestamptz[], ${col((o) => o.attempt.status_code ?? null)}::int[],
        ${col((o) => o.attempt.latency_ms)}::int[], ${col((o) => o.attempt.error ?? null)}::text[],
        ${col((o) => o.attempt.response_excerpt ?? null)}::text[], ${col((o) => o.attempt.outcome)}::text[])
    )
    update webhook_deliveries d
       set status = u.status, next_attempt_at = null, lease_until = null, last_status_code = u.code,
           last_error = u.err, updated_at = ${now}, completed_at = ${now}
      from unnest(${col((o) => o.attempt.delivery_id)}::uuid[], ${col((o) => o.status)}::text[],
                  ${col((o) => o.attempt.status_code ?? null)}::int[], ${col((o) => o.attempt.error ?? null)}::text[]) as u(id, status, code, err)
     where d.id = u.id`.execute(db);
}

/** The newest deliveries of one verification's events, across the account's webhooks. */
export async function deliveriesOfVerification(
  db: Exec,
  accountId: string,
  verificationId: string,
  limit: number,
) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
