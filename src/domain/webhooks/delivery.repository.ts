import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { inWindow, type PageWindow } from '../shared/pagination';
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

export async function listDeliveries(
  db: Exec,
  accountId: string,
  webhookId: string,
  status: DeliveryStatus | undefined,
  window: PageWindow,
) {
  let q = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('webhook_id', '=', webhookId);
  if (status) q = q.where('status', '=', status);
  return inWindow(q, window).execute();
}

export async function findDelivery(db: Exec, accountId: string, id: string) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
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

/**
 * Deliveries whose worker died mid-attempt (lease expired), or whose job went missing, back to pending.
 * The backlog of a webhook with a cap's worth of sends in flight (on any instance) is left alone: it
 * is claimed as those sends end (see `claimDue`), so a hanging receiver's backlog is not queued again
 * every few seconds.
 */
export async function releaseStalled(db: Exec, now: Date, overdueBefore: Date, perWebhook: number) {
  const { rows } = await sql<{ id: string }>`
    update webhook_deliveries d
       set status = 'pending', next_attempt_at = ${now}, lease_until = null, updated_at = ${now}
     where (d.status = 'sending' and d.lease_until < ${now})
        or (d.status = 'pending' and d.next_attempt_at < ${overdueBefore}
            and d.webhook_id not in (
              select s.webhook_id from webhook_deliveries s
               where s.status = 'sending' and s.lease_until >= ${now}
               group by s.webhook_id having count(*) >= ${perWebhook}))
    returning d.id`.execute(db);
  return rows;
}

export type ClaimedDelivery = Selectable<WebhookDeliveryTable> & {
  url: string;
  secret_ciphertext: string;
};

/** What to claim from: the webhooks of a batch of delivery jobs, or these webhooks. */
export type ClaimSource = { deliveryIds: string[] } | { webhookIds: string[] };

export interface Claim {
  claimed: ClaimedDelivery[];
  /** Webhooks with due deliveries left pending because of a cap (theirs, or `total`). */
  heldBack: Set<string>;
  /** Webhooks whose due deliveries were all claimed. */
  drained: Set<string>;
}

/**
 * One attempt of the due deliveries of some webhooks, claimed in one statement: for each webhook, its
 * oldest due pending deliveries (by due time, then creation), as many as its cap leaves room for beside
 * the caller's sends to it in flight (`busy`), and at most `total` in all. Each is leased and its
 * attempt counted; a delivery left out stays pending, in its place and uncounted. Rows another claim
 * holds are skipped (SKIP LOCKED), so claims never wait on each other. The due deliveries of a disabled
 * webhook are cancelled instead.
 *
 * Jobs may fire a little before their delivery's time (pg-boss rounds delays to seconds), so a batch's
 * own deliveries count as due a second early; no other delivery is sent before its time.
 */
export async function claimDue(
  db: Exec,
  source: ClaimSource,
  opts: { now: Date; leaseUntil: Date; perWebhook: number; total: number; busy: Map<string, number> },
): Promise<Claim> {
  const ids = 'deliveryIds' in source ? source.deliveryIds : [];
  const hooks =
    'deliveryIds' in source
      ? sql`select distinct d.webhook_id as id from webhook_deliveries d where d.id = any(${ids}::uuid[])`
      : sql`select distinct h.id from unnest(${source.webhookIds}::uuid[]) as h(id)`;
  const { now, leaseUntil, perWebhook, total, busy } = opts;
  const soon = new Date(now.getTime() + 1000);
  const due = sql`d.next_attempt_at <= ${soon} and (d.next_attempt_at <= ${now} or d.id = any(${ids}::uuid[]))`;
  const { rows } = await sql<{ due_webhook_id: string } & Partial<ClaimedDelivery>>`
    with hooks as (${hooks}),
    state as (
      select w.id, w.status, coalesce(b.n, 0) as busy
        from hooks h
        join webhooks w on w.id = h.id
        left join unnest(${[...busy.keys()]}::uuid[], ${[...busy.values()]}::int[]) as b(id, n) on b.id = w.id
    ),
    cancelled as (
      update webhook_deliveries d
         set status = 'cancelled', lease_until = null, next_attempt_at = null, last_error = 'webhook disabled',
             updated_at = ${now}, completed_at = ${now}
        from state w
       where w.status <> 'enabled' and d.webhook_id = w.id and d.status = 'pending' and ${due}
    ),
    candidates as (
      select c.*, greatest(${perWebhook}::int - w.busy, 0) as room
        from state w
        cross join lateral (
          select d.id, d.webhook_id, d.next_attempt_at, d.created_at
            from webhook_deliveries d
           where d.webhook_id = w.id and d.status = 'pending' and ${due}
           order by d.next_attempt_at, d.created_at, d.id
           limit greatest(${perWebhook}::int - w.busy, 0) + 1
             for update skip locked
        ) c
       where w.status = 'enabled'
    ),
    ranked as (
      select c.*, row_number() over (partition by c.webhook_id order by c.next_attempt_at, c.created_at, c.id) as rn
        from candidates c
    ),
    fitting as (
      select r.id, row_number() over (order by r.next_attempt_at, r.created_at, r.id) as n
        from ranked r where r.rn <= r.room
    ),
    claimed as (
      update webhook_deliveries d
         set status = 'sending', lease_until = ${leaseUntil}, attempt_count = d.attempt_count + 1, updated_at = ${now}
        from fitting f, webhooks w
       where d.id = f.id and f.n <= ${total} and w.id = d.webhook_id
      returning d.*, w.url, w.secret_ciphertext
    )
    select r.webhook_id as due_webhook_id, c.*
      from ranked r left join claimed c on c.id = r.id
     order by r.next_attempt_at, r.created_at, r.id`.execute(db);
  const claimed: ClaimedDelivery[] = [];
  const heldBack = new Set<string>();
  const seen = new Set<string>();
  for (const { due_webhook_id, ...row } of rows) {
    seen.add(due_webhook_id);
    if (row.id) claimed.push(row as ClaimedDelivery);
    else heldBack.add(due_webhook_id);
  }
  const considered = 'webhookIds' in source ? source.webhookIds : [...seen];
  return { claimed, heldBack, drained: new Set(considered.filter((h) => !heldBack.has(h))) };
}

export interface AttemptOutcome {
  attempt: Insertable<WebhookAttemptTable> & { started_at: Date; latency_ms: number };
  /** `pending` with `nextAttemptAt` for a retry; `succeeded` or `failed` when it is the last. */
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
}

/**
 * Attempts of many deliveries and their outcomes, in one statement. An outcome applies only while the
 * delivery is still at that attempt (a lease that expired and was claimed again is not overwritten);
 * the attempt is logged either way, unless the delivery is gone (its webhook deleted).
 */
export async function recordAttempts(db: Exec, outcomes: AttemptOutcome[], now: Date): Promise<void> {
  if (outcomes.length === 0) return;
  const col = <T>(f: (o: AttemptOutcome) => T) => outcomes.map(f);
  await sql`
    with attempts as (
      insert into webhook_attempts (delivery_id, attempt_number, started_at, status_code, latency_ms, error, response_excerpt, outcome)
      select a.* from unnest(${col((o) => o.attempt.delivery_id)}::uuid[], ${col((o) => o.attempt.attempt_number)}::int[],
        ${col((o) => o.attempt.started_at.toISOString())}::timestamptz[], ${col((o) => o.attempt.status_code ?? null)}::int[],
        ${col((o) => o.attempt.latency_ms)}::int[], ${col((o) => o.attempt.error ?? null)}::text[],
        ${col((o) => o.attempt.response_excerpt ?? null)}::text[], ${col((o) => o.attempt.outcome)}::text[])
        as a(delivery_id, attempt_number, started_at, status_code, latency_ms, error, response_excerpt, outcome)
       where exists (select 1 from webhook_deliveries d where d.id = a.delivery_id)
    )
    update webhook_deliveries d
       set status = u.status, next_attempt_at = u.next_at, lease_until = null, last_status_code = u.code,
           last_error = u.err, updated_at = ${now},
           completed_at = case when u.status in ('succeeded', 'failed') then ${now}::timestamptz end
      from unnest(${col((o) => o.attempt.delivery_id)}::uuid[], ${col((o) => o.attempt.attempt_number)}::int[],
                  ${col((o) => o.status)}::text[], ${col((o) => o.nextAttemptAt?.toISOString() ?? null)}::timestamptz[],
                  ${col((o) => o.attempt.status_code ?? null)}::int[], ${col((o) => o.attempt.error ?? null)}::text[])
           as u(id, n, status, next_at, code, err)
     where d.id = u.id and d.attempt_count = u.n`.execute(db);
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
