import type { Db } from '../../db/database';
import { serviceSignature, standardSignature } from '../../lib/webhook-signature';
import type { AccountCaller, Deps, WebhookAttemptOutcome } from '../context';
import { notFound, validationError } from '../errors';
import { isUuid, newId } from '../shared/ids';
import { decodeCursor, pageSize, toPage, type Page } from '../shared/pagination';
import { DELIVERY_QUEUE, nextDelaySeconds, WEBHOOK_SENDS, type WebhookDelivery } from './delivery';
import * as repo from './delivery.repository';
import type { DeliveryStatus } from './delivery.table';
import { getWebhook } from './webhook.service';

/** An outbox row as the dispatcher hands it over. */
export interface DispatchedEvent {
  eventId: string;
  eventName: string;
  accountId: string;
  verificationId: string | null;
  data: Record<string, unknown>;
}

/** A claimed delivery whose worker shows no sign of life this long after its timeout is taken back. */
const LEASE_MARGIN_MS = 5_000;
/** A pending delivery this overdue has lost its job; it is queued again. */
const OVERDUE_MS = 20_000;

export const USER_AGENT = 'bvs-webhooks/0.1 (+https://github.com/bvs-kyb/bvs)';

/**
 * One delivery per enabled webhook subscribed to each event, created with its delivery job in the
 * dispatcher's transaction. The body and the signing time are fixed now, so every retry is identical.
 */
export async function fanOut(trx: Db, deps: Deps, events: DispatchedEvent[]): Promise<number> {
  const hooks = await repo.enabledWebhooks(trx, [...new Set(events.map((e) => e.accountId))]);
  const now = deps.clock.now();
  const signedAt = Math.floor(now.getTime() / 1000);
  const rows = events.flatMap((e) =>
    hooks
      .filter((h) => h.account_id === e.accountId && h.events.includes(e.eventName))
      .map((h) => ({
        id: newId(),
        account_id: e.accountId,
        webhook_id: h.id,
        event_id: e.eventId,
        event_name: e.eventName,
        verification_id: e.verificationId,
        body: JSON.stringify({ event_name: e.eventName, event_id: e.eventId, data: e.data }),
        signed_at: signedAt,
        status: 'pending' as const,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
  );
  const ids = await repo.insertDeliveries(trx, rows);
  await queueDeliveries(
    deps,
    trx,
    ids.map((id) => ({ id })),
  );
  return ids.length;
}

function headersFor(
  delivery: { event_id: string; body: string; signed_at: number },
  secret: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'service-signature': serviceSignature(secret, delivery.signed_at, delivery.body),
    'service-event-id': delivery.event_id,
    'webhook-id': delivery.event_id,
    'webhook-timestamp': String(delivery.signed_at),
    'webhook-signature': standardSignature(secret, delivery.event_id, delivery.signed_at, delivery.body),
  };
}

/** One delivery job per delivery (each after its delay, if any), in one statement of the caller's transaction. */
function queueDeliveries(deps: Deps, trx: Db, deliveries: { id: string; delay?: number }[]): Promise<void> {
  const jobs = deliveries.map((d) => ({ data: { deliveryId: d.id }, startAfterSeconds: d.delay }));
  return deps.jobs.sendMany(DELIVERY_QUEUE, jobs, { trx });
}

/** How one attempt ended, as the sender hands it to `recordAndClaim`. */
export interface Sent {
  delivery: repo.ClaimedDelivery;
  startedAt: Date;
  latencyMs: number;
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  retryAfter: number | null;
  outcome: WebhookAttemptOutcome;
}

/** One attempt of one claimed delivery, through the SSRF guard; never throws. */
export async function sendDelivery(deps: Deps, d: repo.ClaimedDelivery): Promise<Sent> {
  const startedAt = deps.clock.now();
  const t0 = Date.now();
  try {
    const headers = headersFor(d, deps.secrets.decrypt(d.secret_ciphertext));
    const res = await deps.outbound.post(d.url, d.body, headers, deps.webhookDelivery.timeoutMs);
    const error = res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`;
    return {
      delivery: d,
      startedAt,
      latencyMs: Date.now() - t0,
      statusCode: res.status,
      error,
      excerpt: res.excerpt,
      retryAfter: res.retryAfterSeconds,
      outcome: error === null ? 'success' : 'http_error',
    };
  } catch (err) {
    const error = describe(err);
    return {
      delivery: d,
      startedAt,
      latencyMs: Date.now() - t0,
      statusCode: null,
      error,
      excerpt: null,
      retryAfter: null,
      outcome: error === 'timeout' ? 'timeout' : isBlocked(err) ? 'blocked' : 'network',
    };
  }
}

/**
 * Claims one attempt of due deliveries (see `repo.claimDue`): each is leased for the timeout and a
 * margin, so no other worker sends the same attempt, and must be sent now.
 */
export function claimDeliveries(
  deps: Deps,
  source: repo.ClaimSource,
  room: { total: number; busy: Map<string, number> },
  db: Db = deps.db,
): Promise<repo.Claim> {
  const now = deps.clock.now();
  return repo.claimDue(db, source, {
    now,
    leaseUntil: new Date(now.getTime() + deps.webhookDelivery.timeoutMs + LEASE_MARGIN_MS),
    perWebhook: WEBHOOK_SENDS.perWebhook,
    ...room,
  });
}

const noClaim = (): repo.Claim => ({ claimed: [], heldBack: new Set(), drained: new Set() });

/**
 * Records ended attempts (in one statement, with a job for each retry at its delay, Retry-After
 * considered) and claims the next due deliveries of some webhooks, in one transaction when there is
 * more than the statement: a webhook at its cap hands its freed room straight to its next deliveries,
 * and the stalled sweep never sees it below its cap in between.
 */
export async function recordAndClaim(
  deps: Deps,
  results: Sent[],
  claimFrom: string[],
  room: { total: number; busy: Map<string, number> },
): Promise<repo.Claim> {
  const { retryDelays } = deps.webhookDelivery;
  const outcomes: repo.AttemptOutcome[] = [];
  const retries: { id: string; delay: number }[] = [];
  for (const r of results) {
    const delay =
      r.error === null
        ? null
        : nextDelaySeconds(retryDelays, r.delivery.attempt_count, r.statusCode, r.retryAfter);
    const endedAt = new Date(r.startedAt.getTime() + r.latencyMs);
    if (delay !== null) retries.push({ id: r.delivery.id, delay });
    outcomes.push({
      attempt: {
        delivery_id: r.delivery.id,
        attempt_number: r.delivery.attempt_count,
        started_at: r.startedAt,
        status_code: r.statusCode,
        latency_ms: r.latencyMs,
        error: r.error,
        response_excerpt: r.excerpt,
        outcome: r.error === null ? 'succeeded' : 'failed',
      },
      status: r.error === null ? 'succeeded' : delay === null ? 'failed' : 'pending',
      nextAttemptAt: delay === null ? null : new Date(endedAt.getTime() + delay * 1000),
    });
  }
  const claiming = claimFrom.length > 0 && room.total > 0;
  if (!claiming && retries.length === 0) {
    await repo.recordAttempts(deps.db, outcomes, deps.clock.now());
    return noClaim();
  }
  return deps.db.transaction().execute(async (trx) => {
    await repo.recordAttempts(trx, outcomes, deps.clock.now());
    await queueDeliveries(deps, trx, retries);
    if (!claiming) return noClaim();
    return claimDeliveries(deps, { webhookIds: claimFrom }, room, trx);
  });
}

/** Queues again what dead workers left behind; safe to run on every instance at once. */
export async function recoverStalled(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const released = await deps.db.transaction().execute(async (trx) => {
    const rows = await repo.releaseStalled(
      trx,
      now,
      new Date(now.getTime() - OVERDUE_MS),
      WEBHOOK_SENDS.perWebhook,
    );
    await queueDeliveries(deps, trx, rows);
    return rows.length;
  });
  if (released > 0) deps.jobs.wake(DELIVERY_QUEUE);
  return released;
}

/** The SSRF guard's refusal, thrown directly or from inside the connection's DNS lookup. */
function isBlocked(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string } } | null;
  return e?.name === 'BlockedTargetError' || e?.cause?.name === 'BlockedTargetError';
}

function describe(err: unknown): string {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (
    e.name === 'TimeoutError' ||
    e.name === 'AbortError' ||
    e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e.code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    return 'timeout';
  }
  return (e.cause?.message ?? e.message ?? String(err)).slice(0, 500);
}

const STATUSES: DeliveryStatus[] = ['pending', 'sending', 'succeeded', 'failed', 'cancelled'];

export async function listDeliveries(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  args: { first?: number | null; after?: string | null; status?: string | null },
): Promise<Page<WebhookDelivery>> {
  await getWebhook(deps, caller, webhookId);
  if (args.status && !STATUSES.includes(args.status as DeliveryStatus)) {
    throw validationError([{ path: 'status', message: `must be one of ${STATUSES.join(', ')}` }]);
  }
  const limit = pageSize(args.first, 100);
  const after = args.after ? decodeCursor(args.after) : undefined;
  const rows = await repo.listDeliveries(
    deps.db,
    caller.accountId,
    webhookId,
    (args.status as DeliveryStatus) ?? undefined,
    limit + 1,
    after,
  );
  const attempts = await repo.attemptsOf(
    deps.db,
    rows.slice(0, limit).map((r) => r.id),
  );
  return toPage(rows, limit, (r) => repo.toDelivery(r, attempts.get(r.id) ?? []));
}

async function requeue(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  filter: { id?: string; failedSince?: Date },
) {
  const hook = await getWebhook(deps, caller, webhookId);
  const rows = await deps.db.transaction().execute(async (trx) => {
    const updated = await repo.requeue(trx, caller.accountId, hook.id, filter, deps.clock.now());
    await queueDeliveries(deps, trx, updated);
    return updated;
  });
  deps.jobs.wake(DELIVERY_QUEUE);
  return rows;
}

/** Re-sends one delivery by hand (same body and signature as before). */
export async function retryDelivery(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  if (!isUuid(deliveryId)) throw notFound('Delivery');
  const [row] = await requeue(deps, caller, webhookId, { id: deliveryId });
  if (!row) throw notFound('Delivery');
  return repo.toDelivery(row);
}

/** Re-sends every failed delivery of a webhook created since a time; returns how many. */
export async function retryFailedSince(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  since: unknown,
): Promise<number> {
  const at = typeof since === 'string' ? new Date(since) : null;
  if (!at || Number.isNaN(at.getTime()))
    throw validationError([{ path: 'since', message: 'must be an ISO 8601 date-time' }]);
  return (await requeue(deps, caller, webhookId, { failedSince: at })).length;
}
