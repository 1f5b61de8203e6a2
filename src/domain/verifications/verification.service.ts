import type { Db } from '../../db/database';
import type { AccountCaller, Caller, Deps } from '../context';
import { DOCUMENTS_QUEUE, scheduleFileFetches } from './file-fetches';
import { DomainError, notFound, validationError } from '../errors';
import { verificationEvent } from '../events/outbox';
import { findFlow } from '../flows/flow.repository';
import { toFlow } from '../flows/flow.service';
import { isUuid, newId } from '../shared/ids';
import { parseInput } from '../shared/validation';
import { issueAccessToken } from './access-token';
import { detailsUrl, onboardingUrl } from './links';
import { assertCanAccess, settle, transition } from './transition';
import type { Verification, VerificationItem } from './verification';
import { assertFormSchemas, checkCreation, checkItems } from './verification.checks';
import { withoutNulls, type Unchecked } from '../shared/command';
import { addItemsCommand, createVerificationCommand } from './verification.input';
import * as repo from './verification.repository';
import {
  INITIAL_INTERNAL_STATUS,
  itemsFromFlow,
  itemsFromInput,
  type ItemInput,
  type NewItem,
} from './verification.rules';

/** A verification as the faces show it: with its items and the links handed to people. */
export interface VerificationView {
  verification: Verification;
  items: VerificationItem[];
  /** Only for account callers: an end client never mints itself a fresh token. */
  accessToken: string | null;
  onboardingUrl: string;
  detailsUrl: string;
}

export async function viewOf(
  deps: Deps,
  caller: Caller,
  v: Verification,
  items: VerificationItem[],
): Promise<VerificationView> {
  const accessToken = caller.kind === 'account' ? await issueAccessToken(deps, v) : null;
  return {
    verification: v,
    items,
    accessToken,
    onboardingUrl: onboardingUrl(deps, v, accessToken),
    detailsUrl: detailsUrl(deps, v),
  };
}

const itemRows = (v: Verification, items: NewItem[], firstOrder: number, now: Date) =>
  items.map((it, i) => ({
    verification_id: v.id,
    account_id: v.accountId,
    item_order: firstOrder + i,
    item_type: it.itemType,
    requested_type: it.requestedType,
    requirement_key: it.requirementKey,
    requirement_group: it.requirementGroup,
    item_status: 'pending' as const,
    item_internal_status: INITIAL_INTERNAL_STATUS,
    item_value: '{}',
    item_options: JSON.stringify(it.itemOptions),
    item_ui_options: it.itemUiOptions && JSON.stringify(it.itemUiOptions),
    item_scope: it.itemScope,
    tags: JSON.stringify(it.tags),
    user_event_name: it.userEventName,
    user_event_reason: it.userEventReason,
    created_at: now,
    updated_at: now,
  }));

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export async function createVerification(
  deps: Deps,
  caller: AccountCaller,
  input: Unchecked<typeof createVerificationCommand>,
): Promise<VerificationView> {
  const data = parseInput(createVerificationCommand, withoutNulls(createVerificationCommand, input));
  const taxId = checkCreation(data);
  const now = deps.clock.now();
  const { verification, items } = await deps.db.transaction().execute(async (trx) => {
    const flowRow = data.flowId ? await findFlow(trx, caller.accountId, data.flowId) : undefined;
    if (data.flowId && !flowRow)
      throw validationError([{ path: 'flowId', message: `names no flow of this account` }]);
    const flow = flowRow && toFlow(flowRow);
    if (data.items) await assertFormSchemas(trx, caller.accountId, data.items);
    if (flow && flow.country !== 'mx')
      throw validationError([
        { path: 'flowId', message: `is a flow for ${flow.country}; only mx is supported` },
      ]);
    const created = await repo.insertVerification(trx, {
      id: newId(),
      account_id: caller.accountId,
      flow_id: flow?.idSlug ?? null,
      flow_ref: flow?.id ?? null,
      record_validation_schema: json(flow?.recordValidationSchema),
      checkout: json(flow?.flowItems.options.next_steps_checkout ?? (flow ? [] : null)),
      country: 'mx',
      tag: data.tag,
      tax_id: taxId,
      email: data.email ?? null,
      signatory_email: data.signatoryEmail ?? null,
      friendly_name: data.friendlyName ?? null,
      notification_hint: data.notificationHint ?? null,
      metadata: json(data.metadata),
      options: json(data.options),
      validation_options: json(data.validationOptions),
      onboarding_terms_and_conditions: json(data.onboardingTermsAndConditions),
      key_people: JSON.stringify(data.keyPeople),
      status: 'pending',
      documents_status: null,
      created_by: caller.credentialId,
      created_at: now,
      updated_at: now,
    });
    const newItems = flow ? itemsFromFlow(flow) : itemsFromInput(data.items ?? []);
    const items = await repo.insertItems(trx, itemRows(created, newItems, 1, now));
    await fetchFiles(trx, deps, items, data.items ?? []);
    const settled = await settle(trx, deps, caller, created, items, [
      verificationEvent('verification.v2.created', created, caller),
    ]);
    return { verification: settled, items: await repo.itemsOf(trx, caller.accountId, [created.id]) };
  });
  deps.jobs.wake(DOCUMENTS_QUEUE);
  return viewOf(deps, caller, verification, items);
}

export async function getVerification(deps: Deps, caller: Caller, id: string): Promise<VerificationView> {
  assertCanAccess(caller, id);
  const found = isUuid(id) ? await repo.findVerificationWithItems(deps.db, caller.accountId, id) : undefined;
  if (!found) throw notFound('Verification');
  return viewOf(deps, caller, found.verification, found.items);
}

/** Items one verification may hold, so that reading one stays bounded (see SECURITY.md). */
export const MAX_ITEMS_PER_VERIFICATION = 100;

/** `PUT /verifications/{id}/add-items`: appended in order under the verification's lock. */
export async function addItems(
  deps: Deps,
  caller: AccountCaller,
  id: string,
  input: Unchecked<typeof addItemsCommand>,
): Promise<VerificationItem[]> {
  const data = parseInput(addItemsCommand, withoutNulls(addItemsCommand, input));
  checkItems(data.items);
  return transition(deps, caller, id, async ({ trx, verification, items }) => {
    await assertFormSchemas(trx, caller.accountId, data.items);
    if (items.length + data.items.length > MAX_ITEMS_PER_VERIFICATION)
      throw new DomainError(
        'CONFLICT',
        `A verification may hold at most ${MAX_ITEMS_PER_VERIFICATION} items; it holds ${items.length}`,
      );
    const nextOrder = items.reduce((max, i) => Math.max(max, i.itemOrder), 0) + 1;
    const added = await repo.insertItems(
      trx,
      itemRows(verification, itemsFromInput(data.items), nextOrder, deps.clock.now()),
    );
    await fetchFiles(trx, deps, added, data.items);
    return { result: await repo.itemsOf(trx, caller.accountId, [id]), events: [] };
  }).then((all) => {
    deps.jobs.wake(DOCUMENTS_QUEUE);
    return all.slice(-data.items.length);
  });
}

/** Queues the fetch of every `options.file_url` of items given explicitly (same order as inserted). */
async function fetchFiles(trx: Db, deps: Deps, inserted: VerificationItem[], given: ItemInput[]) {
  const withUrl = inserted.flatMap((item, i) => {
    const options = given[i]?.options;
    return typeof options?.file_url === 'string'
      ? [
          {
            item,
            fileUrl: options.file_url,
            password: typeof options.file_password === 'string' ? options.file_password : null,
          },
        ]
      : [];
  });
  await scheduleFileFetches(trx, deps, withUrl);
}
