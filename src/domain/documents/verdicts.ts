import type { Db } from '../../db/database';
import type { Deps } from '../context';
import type { Actor, NewEvent } from '../events/outbox';
import { isExtractable } from '../shared/item-types';
import { completeItemWith, type ItemOutcome } from '../verifications/item-completion';
import type { ItemValue, Verification, VerificationItem } from '../verifications/verification';
import * as items from '../verifications/verification.repository';
import { judge, processedSiblings, type Verdict } from './judge';

/** JSON with sorted keys: jsonb does not keep key order, so plain JSON.stringify never compares equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** What a verdict makes of its item: the reading in `value`, with the verdict's fields. */
export const verdictOutcome = (verdict: Verdict, value: ItemValue): ItemOutcome => ({
  itemType: verdict.itemType,
  value: { ...value, fields: verdict.fields },
  internalStatus: verdict.internalStatus,
  error: verdict.itemError,
  validationResult: verdict.validation,
});

const duplicateOf = (item: VerificationItem) => item.itemValue.duplicate_of_item_id ?? null;

const accepted = (item: VerificationItem) => item.itemValue.accepted_as_type === item.itemType;

/** Re-judges one processed item against its current siblings (after a sibling or a field changed). */
export function rejudge(
  v: Verification,
  all: VerificationItem[],
  item: VerificationItem,
  now: Date,
  reviewMinConfidence?: number,
): Verdict {
  return judge(item, item.itemType, item.itemValue.fields ?? {}, v, processedSiblings(all, item.id), now, {
    duplicateOf: duplicateOf(item),
    accepted: accepted(item),
    reviewMinConfidence,
  });
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
    if (!item.itemValue.fields || !isExtractable(item.itemType)) continue;
    const verdict = rejudge(v, all, item, now, deps.reviewMinConfidence);
    if (canonical(verdict.validation) === canonical(item.validationResult)) continue;
    const rechecked = await completeItemWith(
      { trx, actor, verification: v, item, now },
      verdictOutcome(verdict, item.itemValue),
      { recheck: true },
    );
    events.push(...rechecked.events);
  }
  return events;
}
