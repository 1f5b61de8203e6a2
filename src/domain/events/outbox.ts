import type { Db } from '../../db/database';
import type { EventName, InternalEventName } from '../shared/events';
import { newId } from '../shared/ids';
import * as repo from './outbox.repository';
import type { Verification, VerificationItem } from '../verifications/verification';

/** One event to record in the same transaction as the change it describes (DESIGN.md section 3). */
export interface NewEvent {
  eventName: EventName | InternalEventName;
  accountId: string;
  verificationId: string;
  itemId: number | null;
  data: Record<string, unknown>;
}

export interface Actor {
  accountId: string;
  accountName: string;
}

export async function recordEvents(trx: Db, events: NewEvent[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await repo.insertEvents(
    trx,
    events.map((e) => ({
      event_id: newId(),
      account_id: e.accountId,
      verification_id: e.verificationId,
      item_id: e.itemId,
      event_name: e.eventName,
      data: JSON.stringify(e.data),
      occurred_at: now,
    })),
  );
}

/** `verification.v2.created` and `verification.v2.finished` (spec 6.3, plus verification_tag). */
export const verificationEvent = (
  name: 'verification.v2.created' | 'verification.v2.finished',
  v: Verification,
  actor: Actor,
): NewEvent => ({
  eventName: name,
  accountId: v.accountId,
  verificationId: v.id,
  itemId: null,
  data: {
    verification_id: v.id,
    account_id: v.accountId,
    account_name: actor.accountName,
    created_at: v.createdAt.toISOString(),
    status: v.status,
    verification_tag: v.tag,
  },
});

export const itemCompletedEvent = (item: VerificationItem, v: Verification, actor: Actor): NewEvent => ({
  eventName: 'verification_item.v2.completed',
  accountId: v.accountId,
  verificationId: v.id,
  itemId: item.id,
  data: {
    verification_id: v.id,
    item_id: item.id,
    account_id: v.accountId,
    account_name: actor.accountName,
    item_type: item.itemType,
    completed_at: (item.completedAt ?? item.updatedAt).toISOString(),
    verification_tag: v.tag,
    ...(item.itemError && { item_error: item.itemError }),
  },
});

export const internalStatusEvent = (item: VerificationItem, v: Verification, actor: Actor): NewEvent => ({
  eventName: 'verification_item.v2.internal_status_changed',
  accountId: v.accountId,
  verificationId: v.id,
  itemId: item.id,
  data: {
    verification_id: v.id,
    item_id: item.id,
    item_type: item.itemType,
    internal_status: item.itemInternalStatus,
    updated_at: item.updatedAt.toISOString(),
    account_name: actor.accountName,
    account_id: v.accountId,
    verification_tag: v.tag,
    ...(item.itemError && { item_error: item.itemError }),
  },
});
