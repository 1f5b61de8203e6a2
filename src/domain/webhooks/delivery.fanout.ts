import type { Db } from '../../db/database';
import type { Deps } from '../context';
import { newId } from '../shared/ids';
import * as repo from './delivery.repository';
import { queueDeliveries } from './delivery.queue';

/** An outbox row as the dispatcher hands it over. */
export interface DispatchedEvent {
  eventId: string;
  eventName: string;
  accountId: string;
  verificationId: string | null;
  data: Record<string, unknown>;
}

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
