import type { Db } from '../../db/database';
import type { Deps } from '../context';
import { DELIVERY_QUEUE, nextDelaySeconds, WEBHOOK_SENDS } from './delivery';
import * as repo from './delivery.repository';
import { queueDeliveries } from './delivery.queue';
import type { Sent } from './delivery.send';

/** A claimed delivery whose worker shows no sign of life this long after its timeout is taken back. */
const LEASE_MARGIN_MS = 5_000;
/** A pending delivery this overdue has lost its job; it is queued again. */
const OVERDUE_MS = 20_000;

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
