import type { Db } from '../../db/database';
import type { AccountCaller, Caller, Deps } from '../context';
import { DOCUMENTS_QUEUE, scheduleFileFetches } from './file-fetches';
import { DomainError, notFound, validationError, type FieldIssue } from '../errors';
import { verificationEvent } from '../events/outbox';
import { findFlow } from '../flows/flow.repository';
import { lockFormSchemas } from '../form-schemas/form-schema.repository';
import { toFlow } from '../flows/flow.service';
import { checkRfc } from '../mx/rfc';
import { isUuid, newId } from '../shared/ids';
import { decodeCursor, encodeCursor, pageSize, toPage, type Page } from '../shared/pagination';
import { parseInput } from '../shared/validation';
import { issueAccessToken } from './access-token';
import { detailsUrl, onboardingUrl } from './links';
import { assertCanAccess, settle, transition } from './transition';
import type { Verification, VerificationItem } from './verification';
import {
  addItemsInput,
  createVerificationInput,
  listVerificationsQuery,
  type CreateVerificationInput,
} from './verification.input';
import * as repo from './verification.repository';
import {
  INITIAL_INTERNAL_STATUS,
  isDocumentType,
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

const isHttpUrl = (raw: string): boolean => {
  try {
    const u = new URL(raw);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
};

/** Item-level rules beyond shape; a file_url that is not http(s) has its own public code. */
export function checkItems(items: ItemInput[], path = 'items'): void {
  const badUrl = items.findIndex(
    (it) => typeof it.options.file_url === 'string' && !isHttpUrl(it.options.file_url),
  );
  if (badUrl >= 0) {
    throw new DomainError(
      'VALIDATION_ERROR',
      'The specified file_url is invalid. Ensure it is public and downloadable.',
      [{ path: `${path}[${badUrl}].options.file_url`, message: 'must be an http(s) URL' }],
      'invalid_item_options_file_url',
    );
  }
  const issues: FieldIssue[] = [];
  items.forEach((it, i) => {
    if (it.options.file_url !== undefined && !isDocumentType(it.type)) {
      issues.push({ path: `${path}[${i}].options.file_url`, message: `a ${it.type} item takes no file` });
    }
    if (it.type === 'doc_validation' && !it.options.client_item_type) {
      issues.push({
        path: `${path}[${i}].options.client_item_type`,
        message: 'is required for a doc_validation item',
      });
    }
    if (it.options.file_password !== undefined && !it.options.file_url) {
      issues.push({ path: `${path}[${i}].options.file_password`, message: 'needs a file_url' });
    }
  });
  if (issues.length > 0) throw validationError(issues);
}

function checkCreation(data: CreateVerificationInput): string {
  const issues: FieldIssue[] = [];
  if (data.country.toLowerCase() !== 'mx') issues.push({ path: 'country', message: 'only mx is supported' });
  const rfc = checkRfc(data.tax_id);
  if (!rfc.valid) issues.push({ path: 'tax_id', message: `is not a valid RFC: it ${rfc.reason}` });
  if (data.flow_id !== undefined && data.items !== undefined) {
    issues.push({ path: 'items', message: 'give either flow_id or items, not both' });
  }
  if (issues.length > 0) throw validationError(issues);
  if (data.flow_id === undefined && (data.items === undefined || data.items.length === 0)) {
    throw new DomainError(
      'VALIDATION_ERROR',
      'Please provide a valid items array or a flow id in your request',
      [{ path: 'items', message: 'is required without flow_id' }],
      'items_not_provided',
    );
  }
  if (data.items) checkItems(data.items);
  return rfc.rfc;
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
  input: unknown,
): Promise<VerificationView> {
  const data = parseInput(createVerificationInput, input);
  const taxId = checkCreation(data);
  const now = deps.clock.now();
  const { verification, items } = await deps.db.transaction().execute(async (trx) => {
    const flowRow = data.flow_id ? await findFlow(trx, caller.accountId, data.flow_id) : undefined;
    if (data.flow_id && !flowRow)
      throw validationError([{ path: 'flow_id', message: `names no flow of this account` }]);
    const flow = flowRow && toFlow(flowRow);
    if (data.items) await assertFormSchemas(trx, caller.accountId, data.items);
    if (flow && flow.country !== 'mx')
      throw validationError([
        { path: 'flow_id', message: `is a flow for ${flow.country}; only mx is supported` },
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
      signatory_email: data.signatory_email ?? null,
      friendly_name: data.friendly_name ?? null,
      notification_hint: data.notification_hint ?? null,
      metadata: json(data.metadata),
      options: json(data.options),
      validation_options: json(data.validation_options),
      onboarding_terms_and_conditions: json(data.onboarding_terms_and_conditions),
      key_people: JSON.stringify(data.key_people),
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

export interface VerificationList {
  data: VerificationView[];
  next: string | null;
}

/** `GET /verifications`: newest first, `page_size` 10 by default and at most 20, opaque `next`. */
export async function listVerifications(
  deps: Deps,
  caller: AccountCaller,
  query: unknown,
): Promise<VerificationList> {
  const q = parseInput(listVerificationsQuery, query);
  const size = q.page_size ?? 10;
  const after = q.next ? decodeCursor(q.next, 'next') : undefined;
  const rows = await repo.listVerifications(
    deps.db,
    caller.accountId,
    { status: q.status, tag: q.tag },
    size + 1,
    after,
  );
  const page = rows.slice(0, size).map(repo.toVerification);
  const items = await repo.itemsOf(
    deps.db,
    caller.accountId,
    page.map((v) => v.id),
  );
  const data = await Promise.all(
    page.map((v) =>
      viewOf(
        deps,
        caller,
        v,
        items.filter((i) => i.verificationId === v.id),
      ),
    ),
  );
  const last = page[page.length - 1];
  return {
    data,
    next:
      rows.length > size && last
        ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
        : null,
  };
}

/** Items one verification may hold, so that reading one stays bounded (see SECURITY.md). */
export const MAX_ITEMS_PER_VERIFICATION = 100;

/** `PUT /verifications/{id}/add-items`: appended in order under the verification's lock. */
export async function addItems(
  deps: Deps,
  caller: AccountCaller,
  id: string,
  input: unknown,
): Promise<VerificationItem[]> {
  const data = parseInput(addItemsInput, input);
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

/**
 * A `forms` item must name a form schema of the caller's own account, as a flow's must (another
 * account's schema is as unknown as one that does not exist); the schemas stay locked until the
 * transaction ends, so they cannot be deleted under the new items.
 */
async function assertFormSchemas(trx: Db, accountId: string, items: ItemInput[]): Promise<void> {
  const named = (it: ItemInput) =>
    it.type === 'forms' && typeof it.options.schema_id === 'string' ? it.options.schema_id : null;
  const ids = [...new Set(items.map(named).filter((id): id is string => id !== null))];
  const known = await lockFormSchemas(trx, accountId, ids);
  const issues: FieldIssue[] = [];
  items.forEach((it, i) => {
    if (it.type !== 'forms') return;
    const id = named(it);
    const path = `items[${i}].options.schema_id`;
    if (id === null) issues.push({ path, message: 'is required for a forms item' });
    else if (!known.has(id))
      issues.push({ path, message: `names form schema '${id}', which does not exist` });
  });
  if (issues.length > 0) throw validationError(issues);
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

/** A Relay page of verifications for GraphQL (newest first). */
export async function pageVerifications(
  deps: Deps,
  caller: AccountCaller,
  args: {
    first?: number | null;
    after?: string | null;
    filter?: { status?: string | null; tag?: string | null } | null;
  },
): Promise<Page<Verification>> {
  const limit = pageSize(args.first, 50);
  const after = args.after ? decodeCursor(args.after) : undefined;
  const filter = { status: args.filter?.status ?? undefined, tag: args.filter?.tag ?? undefined };
  return toPage(
    await repo.listVerifications(deps.db, caller.accountId, filter, limit + 1, after),
    limit,
    repo.toVerification,
  );
}

/** Batch reads for GraphQL loaders; each is scoped to the caller's account. */
export const batch = {
  itemsOf: (deps: Deps, caller: Caller, ids: readonly string[]) =>
    repo.itemsOf(deps.db, caller.accountId, ids),
  verifications: async (deps: Deps, caller: Caller, ids: readonly string[]) => {
    if (ids.length === 0) return [];
    const rows = await deps.db
      .selectFrom('verifications')
      .selectAll()
      .where('account_id', '=', caller.accountId)
      .where('id', 'in', ids)
      .execute();
    return rows.map(repo.toVerification);
  },
  flows: async (deps: Deps, caller: Caller, ids: readonly string[]) => {
    if (ids.length === 0) return [];
    const rows = await deps.db
      .selectFrom('flows')
      .selectAll()
      .where('account_id', '=', caller.accountId)
      .where('id', 'in', ids)
      .execute();
    return rows.map(toFlow);
  },
};
