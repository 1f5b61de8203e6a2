import type { Db } from '../../db/database';
import type { AccountCaller, Deps } from '../context';
import { DomainError, validationError } from '../errors';
import { internalStatusEvent, type NewEvent } from '../events/outbox';
import { newId } from '../shared/ids';
import { withoutNulls, type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import { completeItemWith } from '../verifications/item-completion';
import { itemOf } from '../verifications/item.service';
import { slotAllows } from '../verifications/verification.rules';
import { transition } from '../verifications/transition';
import type { Verification, VerificationItem } from '../verifications/verification';
import * as items from '../verifications/verification.repository';
import * as repo from './document.repository';
import type { ReviewAction } from './document.table';
import { startProcessing } from './upload.service';
import { rejudge, revalidateSiblings, verdictOutcome } from './verdicts';
import { acceptAsTypeCommand, correctFieldCommand, reasonCommand } from './review.input';

interface Change {
  trx: Db;
  verification: Verification;
  all: VerificationItem[];
  item: VerificationItem;
}

/** Runs one operator action under the verification's lock and records it for audit. */
async function review(
  deps: Deps,
  caller: AccountCaller,
  itemId: string,
  action: ReviewAction,
  note: { field?: string; reason?: string | undefined },
  change: (c: Change) => Promise<{ before: unknown; after: unknown; events: NewEvent[] }>,
): Promise<VerificationItem> {
  const found = await itemOf(deps, caller.accountId, itemId);
  return transition(deps, caller, found.verificationId, async ({ trx, verification, items: all }) => {
    const item = all.find((i) => i.id === found.id)!;
    const { before, after, events } = await change({ trx, verification, all, item });
    await repo.insertReview(trx, {
      account_id: caller.accountId,
      verification_id: verification.id,
      item_id: item.id,
      action,
      field: note.field ?? null,
      before: JSON.stringify(before ?? null),
      after: JSON.stringify(after ?? null),
      reason: note.reason ?? null,
      actor_kind: caller.kind,
      actor_id: caller.credentialId,
      created_at: deps.clock.now(),
    });
    const result = (await items.findItem(trx, caller.accountId, item.id))!;
    return { result, events };
  });
}

/** An operator corrects one extracted field: kept as `information_source: manual`, with who and when. */
export async function correctField(
  deps: Deps,
  caller: AccountCaller,
  itemId: string,
  input: Unchecked<typeof correctFieldCommand>,
) {
  const data = parseInput(correctFieldCommand, withoutNulls(correctFieldCommand, input));
  return review(deps, caller, itemId, 'correct_field', data, async ({ trx, verification, all, item }) => {
    const fields = item.itemValue.fields;
    if (item.itemStatus !== 'complete' || !fields) {
      throw new DomainError('CONFLICT', 'The item has no extracted data to correct yet');
    }
    if (item.invalidatedAt) throw new DomainError('CONFLICT', 'The item was invalidated');
    const previous = fields[data.field]?.value;
    if (
      previous !== undefined &&
      previous !== null &&
      data.value !== null &&
      kind(previous) !== kind(data.value)
    ) {
      throw validationError([
        { path: 'value', message: `must be ${kind(previous)}, like the extracted value` },
      ]);
    }
    const now = deps.clock.now();
    const before = fields[data.field] ?? null;
    const corrected = {
      value: data.value,
      source: {
        page: null,
        text: '',
        information_source: 'manual',
        corrected_by: caller.credentialId,
        corrected_at: now.toISOString(),
        previous_value: before?.value ?? null,
      },
    };
    const edited = {
      ...item,
      itemValue: { ...item.itemValue, fields: { ...fields, [data.field]: corrected } },
    };
    const verdict = rejudge(verification, all, edited, now, deps.reviewMinConfidence);
    const { events } = await completeItemWith(
      { trx, actor: caller, verification, item, now },
      verdictOutcome(verdict, edited.itemValue),
      { recheck: true },
    );
    events.push(...(await revalidateSiblings(deps, caller, trx, verification, item.id)));
    return { before, after: corrected, events };
  });
}

const kind = (v: unknown) => (Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`);

const eventsOf = (
  before: VerificationItem,
  after: VerificationItem,
  v: Verification,
  caller: AccountCaller,
) => (after.itemInternalStatus !== before.itemInternalStatus ? [internalStatusEvent(after, v, caller)] : []);

/** Invalidates an item (`POST /verification-items/{id}/invalidate`): it no longer satisfies its slot. */
export async function invalidateItem(
  deps: Deps,
  caller: AccountCaller,
  itemId: string,
  input: Unchecked<typeof reasonCommand> = {},
) {
  const data = parseInput(reasonCommand, withoutNulls(reasonCommand, input));
  return review(deps, caller, itemId, 'invalidate', data, async ({ trx, verification, item }) => {
    if (item.invalidatedAt) return { before: 'invalidated', after: 'invalidated', events: [] };
    if (item.itemStatus !== 'complete') {
      throw new DomainError('CONFLICT', 'The item is still being processed; invalidate it once it completes');
    }
    const now = deps.clock.now();
    const updated = await items.updateItem(trx, item.id, {
      invalidated_at: now,
      item_internal_status: 'invalidated',
      updated_at: now,
    });
    return {
      before: item.itemInternalStatus,
      after: 'invalidated',
      events: [
        ...eventsOf(item, updated, verification, caller),
        ...(await revalidateSiblings(deps, caller, trx, verification, item.id)),
      ],
    };
  });
}

/**
 * Processes the item's file again (with a type the operator chose, for accept-as-type) as a new run:
 * a fresh `item_files` row over the same blob, so a run still in flight for the old row is discarded.
 */
async function rerun(deps: Deps, c: Change, caller: AccountCaller, forcedType: string | null) {
  const { trx, verification, item } = c;
  const file = item.fileId ? await repo.findFileOfAccount(trx, caller.accountId, item.fileId) : undefined;
  if (!file) throw new DomainError('CONFLICT', 'The item has no file to process');
  const { id: _old, claimed_until: _c, processed_at: _p, processing_ms: _m, error: _e, ...same } = file;
  const copy = await repo.insertFile(trx, {
    ...same,
    id: newId(),
    forced_type: forcedType ?? file.forced_type,
    status: file.blob_id ? 'received' : 'fetching',
    created_at: deps.clock.now(),
  });
  const { events } = await startProcessing(
    trx,
    deps,
    caller,
    verification,
    item,
    copy.id,
    file.blob_id !== null,
  );
  return events;
}

/** Accepts the document as another type: extracted as that type and no longer refused by its slot. */
export async function acceptAsType(
  deps: Deps,
  caller: AccountCaller,
  itemId: string,
  input: Unchecked<typeof acceptAsTypeCommand>,
) {
  const data = parseInput(acceptAsTypeCommand, withoutNulls(acceptAsTypeCommand, input));
  const result = await review(deps, caller, itemId, 'accept_as_type', data, async (c) => {
    if (!slotAllows(c.item, data.itemType)) {
      const allowed = c.item.itemOptions?.allowed_item_types ?? [];
      throw validationError([
        {
          path: 'itemType',
          message: `the requirement ${c.item.requirementKey} takes ${allowed.join(', ')}`,
        },
      ]);
    }
    const events = await rerun(deps, c, caller, data.itemType);
    return { before: c.item.itemType, after: data.itemType, events };
  });
  deps.jobs.wake('documents');
  return result;
}

/** Runs the whole pipeline again on the item's file (after a reader or extractor improvement). */
export async function reprocessItem(
  deps: Deps,
  caller: AccountCaller,
  itemId: string,
  input: Unchecked<typeof reasonCommand> = {},
) {
  const data = parseInput(reasonCommand, withoutNulls(reasonCommand, input));
  const result = await review(deps, caller, itemId, 'reprocess', data, async (c) => ({
    before: c.item.itemInternalStatus,
    after: 'processing',
    events: await rerun(deps, c, caller, null),
  }));
  deps.jobs.wake('documents');
  return result;
}

export async function listReviews(deps: Deps, caller: AccountCaller, itemId: string) {
  const item = await itemOf(deps, caller.accountId, itemId);
  return repo.reviewsOf(deps.db, caller.accountId, [item.id]);
}
