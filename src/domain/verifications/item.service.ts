import type { Caller, Deps } from '../context';
import { notFound, validationError } from '../errors';
import type { Actor } from '../events/outbox';
import { isItemId } from '../shared/ids';
import { withoutNulls, type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import { checkedFormAnswers, storeFormFiles } from './form-item.answers';
import { completeItemWith } from './item-completion';
import type { VerificationItem } from './verification';
import {
  completeItemCommand,
  MAX_FREE_OBJECT_BYTES,
  setRequirementCommand,
  type CompleteItem,
} from './verification.input';
import * as repo from './verification.repository';
import { isDocumentType, slotAllows, slotRefusal } from './verification.rules';
import { assertCanAccess, transition } from './transition';

/** An item of the account by its path id, or 404; every item-addressed operation starts here. */
export async function itemOf(deps: Deps, accountId: string, id: string): Promise<VerificationItem> {
  const item = isItemId(id) ? await repo.findItem(deps.db, accountId, Number(id)) : undefined;
  if (!item) throw notFound('Verification item');
  return item;
}

/** The item, for a caller allowed to see its verification (an end client: its own only). */
export async function getItem(deps: Deps, caller: Caller, id: string): Promise<VerificationItem> {
  const item = await itemOf(deps, caller.accountId, id);
  assertCanAccess(caller, item.verificationId);
  return item;
}

/** Where a document of a type its slot does not allow ends up (`on_invalid_type_error`, DESIGN.md 5). */
function outcome(item: VerificationItem, type: string, command: CompleteItem) {
  return (
    (!slotAllows(item, type) && slotRefusal(item, 'invalid_document_type')) || {
      internalStatus: command.internalStatus ?? 'extraction_finished',
      error: command.itemError ?? null,
    }
  );
}

/**
 * Completes an item with its extracted value: the one way an item completes, used by the operator
 * mutation and by document processing. Emits internal_status_changed (when it changes) and completed,
 * and re-applies the finishing rule.
 */
export async function completeItem(
  deps: Deps,
  actor: Actor,
  itemId: string,
  input: Unchecked<typeof completeItemCommand>,
): Promise<VerificationItem> {
  const data = parseInput(completeItemCommand, withoutNulls(completeItemCommand, input));
  const found = await itemOf(deps, actor.accountId, itemId);
  if (
    found.requestedType !== 'forms' &&
    Buffer.byteLength(JSON.stringify(data.itemValue)) > MAX_FREE_OBJECT_BYTES
  )
    throw validationError([
      { path: 'itemValue', message: `must be at most ${MAX_FREE_OBJECT_BYTES} bytes as JSON` },
    ]);
  // A form's answers are checked as the form submission checks them (required fields, types, files),
  // unless the operator completes the item as failed.
  const form =
    found.requestedType === 'forms' && !data.itemError
      ? await checkedFormAnswers(deps, found, data.itemValue, 'itemValue')
      : null;
  return transition(deps, actor, found.verificationId, async ({ trx, verification, items }) => {
    const item = items.find((i) => i.id === found.id)!;
    if (data.itemType && !isDocumentType(item.requestedType)) {
      throw validationError([
        { path: 'itemType', message: `a ${item.requestedType} item has no document type` },
      ]);
    }
    const type = data.itemType ?? item.itemType;
    const { internalStatus, error } = outcome(item, type, data);
    const value = form
      ? await storeFormFiles(deps, trx, actor.accountId, form, data.itemValue, 'itemValue')
      : data.itemValue;
    const { item: updated, events } = await completeItemWith(
      { trx, actor, verification, item, now: deps.clock.now() },
      {
        itemType: type,
        value,
        internalStatus,
        error,
        validationResult: data.validationResult,
      },
    );
    return { result: updated, events };
  });
}

/** The end client (or the customer) switches a `conditional_render` requirement on or off. */
export async function setRequirementEnabled(
  deps: Deps,
  caller: Caller,
  verificationId: string,
  key: string,
  input: Unchecked<typeof setRequirementCommand>,
) {
  assertCanAccess(caller, verificationId);
  const { enabled } = parseInput(setRequirementCommand, input);
  return transition(deps, caller, verificationId, async ({ trx, verification }) => {
    const req =
      verification.recordValidationSchema?.requirements[key] ??
      verification.recordValidationSchema?.optional_requirements[key];
    if (!req) throw notFound('Requirement');
    if (!req.ui_options.conditional_render) {
      throw validationError([
        { path: 'key', message: `requirement ${key} is not conditional (conditional_render)` },
      ]);
    }
    const disabled = new Set(verification.disabledRequirements);
    if (enabled) disabled.delete(key);
    else disabled.add(key);
    await repo.updateVerification(trx, verification.id, { disabled_requirements: [...disabled].sort() });
    return { result: undefined, events: [] };
  });
}
