import type { Db } from '../../db/database';
import type { Deps } from '../context';
import { internalStatusEvent, type Actor, type NewEvent } from '../events/outbox';
import type { Verification, VerificationItem } from '../verifications/verification';
import * as items from '../verifications/verification.repository';
import { EXTRACTABLE_TYPES } from './extraction';
import { judge, processedSiblings, type Verdict } from './judge';
import type { Fields } from './validate';

/** JSON with sorted keys: jsonb does not keep key order, so plain JSON.stringify never compares equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Writes a verdict to its item, completing it. */
export async function applyVerdict(
  trx: Db,
  item: VerificationItem,
  verdict: Verdict,
  value: Record<string, unknown>,
  now: Date,
): Promise<VerificationItem> {
  return items.updateItem(trx, item.id, {
    item_status: 'complete',
    item_type: verdict.itemType,
    item_internal_status: verdict.internalStatus,
    item_error: verdict.itemError,
    item_value: JSON.stringify({ ...value, fields: verdict.fields }),
    validation_result: verdict.validation && JSON.stringify(verdict.validation),
    completed_at: item.completedAt ?? now,
    updated_at: now,
  });
}

const duplicateOf = (item: VerificationItem) => {
  const d = item.itemValue.duplicate_of_item_id;
  return typeof d === 'number' ? d : null;
};

const accepted = (item: VerificationItem) => item.itemValue.accepted_as_type === item.itemType;

/** Re-judges one processed item against its current siblings (after a sibling or a field changed). */
export function rejudge(
  v: Verification,
  all: VerificationItem[],
  item: VerificationItem,
  now: Date,
  reviewMinConfidence?: number,
): Verdict {
  return judge(
    item,
    item.itemType,
    item.itemValue.fields as Fields,
    v,
    processedSiblings(all, item.id),
    now,
    { duplicateOf: duplicateOf(item), accepted: accepted(item), reviewMinConfidence },
  );
}

/**
 * Cross-document checks depend on the other documents (a bank statement's holder against the CSF
 * that arrives later): every processed sibling is checked again and updated when its outcome moved.
 * Called by every change of a document item, under the verification's lock.
 */
export async function revalidateSiblings(
  deps: Deps,
  actor: Actor,
  trx: Db,
  v: Verification,
  changedId: number,
): Promise<NewEvent[]> {
  // Read under the verification's lock, after the change: the siblings see the changed item as it is now.
  const all = await items.itemsOf(trx, v.accountId, [v.id]);
  const events: NewEvent[] = [];
  const now = deps.clock.now();
  for (const item of all) {
    if (item.id === changedId || item.itemStatus !== 'complete' || item.invalidatedAt) continue;
    if (!item.itemValue.fields || !(EXTRACTABLE_TYPES as readonly string[]).includes(item.itemType)) continue;
    const verdict = rejudge(v, all, item, now, deps.reviewMinConfidence);
    if (canonical(verdict.validation) === canonical(item.validationResult)) continue;
    const updated = await applyVerdict(trx, item, verdict, item.itemValue, now);
    if (updated.itemInternalStatus !== item.itemInternalStatus)
      events.push(internalStatusEvent(updated, v, actor));
  }
  return events;
}
