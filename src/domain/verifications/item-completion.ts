import type { Db } from '../../db/database';
import { internalStatusEvent, itemCompletedEvent, type Actor, type NewEvent } from '../events/outbox';
import type { InternalStatus, ItemValue, Verification, VerificationItem } from './verification';
import * as repo from './verification.repository';

/** Where an item ends up: what it holds and how it went. */
export interface ItemOutcome {
  /** The item's type from now on; its current type when not given. */
  itemType?: string;
  value: ItemValue;
  internalStatus: InternalStatus | null;
  error: string | null;
  /** Its `validation_result`; left as it is when not given. */
  validationResult?: Record<string, unknown> | object | null;
}

/** The item being completed, under its verification's lock (see `transition`). */
export interface Completing {
  trx: Db;
  actor: Actor;
  verification: Verification;
  item: VerificationItem;
  now: Date;
}

/**
 * Completes an item with its outcome: the one way an item completes (operator completion, form answers,
 * document processing and its failures). Returns the events to record with the transition:
 * `internal_status_changed` when the status moved, then `completed`. A `recheck` (an item judged again
 * after a sibling or a field changed) keeps its completion time and announces only a status change.
 */
export async function completeItemWith(
  c: Completing,
  outcome: ItemOutcome,
  opts: { recheck?: boolean } = {},
): Promise<{ item: VerificationItem; events: NewEvent[] }> {
  const { item, now } = c;
  const { validationResult } = outcome;
  const updated = await repo.updateItem(c.trx, item.id, {
    item_status: 'complete',
    item_type: outcome.itemType ?? item.itemType,
    item_value: JSON.stringify(outcome.value),
    item_internal_status: outcome.internalStatus,
    item_error: outcome.error,
    validation_result:
      validationResult === undefined ? undefined : validationResult && JSON.stringify(validationResult),
    completed_at: opts.recheck ? (item.completedAt ?? now) : now,
    updated_at: now,
  });
  const events: NewEvent[] = [];
  if (updated.itemInternalStatus !== item.itemInternalStatus)
    events.push(internalStatusEvent(updated, c.verification, c.actor));
  if (!opts.recheck) events.push(itemCompletedEvent(updated, c.verification, c.actor));
  return { item: updated, events };
}
