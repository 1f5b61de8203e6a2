import type { Flow, Requirement } from '../flows/flow';
import { DOCUMENT_ITEM_TYPES, DOCUMENT_MODES } from '../shared/item-types';
import type {
  DocumentsStatus,
  InternalStatus,
  ItemOptions,
  RequirementState,
  Verification,
  VerificationItem,
} from './verification';

/** What a new item needs besides its verification and order. */
export interface NewItem {
  itemType: string;
  requestedType: string;
  requirementKey: string | null;
  requirementGroup: 'required' | 'optional' | null;
  itemOptions: ItemOptions;
  itemUiOptions: Record<string, unknown> | null;
  itemScope: 'basic' | 'advanced';
  tags: Record<string, string | number | boolean>;
  userEventName: string | null;
  userEventReason: string | null;
}

export const INITIAL_INTERNAL_STATUS: InternalStatus = 'pending_validation';

const DOCUMENT_TYPES: ReadonlySet<string> = new Set([...DOCUMENT_ITEM_TYPES, ...DOCUMENT_MODES]);

export const isDocumentType = (type: string): boolean => DOCUMENT_TYPES.has(type);

/** `basic` for form-like items (forms, UBOs), `advanced` for documents and lookups (compat-notes 1.5). */
export const scopeOf = (type: string): 'basic' | 'advanced' =>
  type === 'forms' || type === 'ubos' ? 'basic' : 'advanced';

function slotItem(key: string, req: Requirement, group: 'required' | 'optional'): NewItem {
  const [only, ...more] = req.allowed_item_types;
  return {
    itemType: more.length === 0 && only ? only : 'generic',
    requestedType: more.length === 0 && only ? only : 'generic',
    requirementKey: key,
    requirementGroup: group,
    itemOptions: {
      is_optional: group === 'optional',
      allowed_item_types: req.allowed_item_types,
      on_invalid_type_error: req.validation_options?.on_invalid_type_error ?? 'invalidate',
      ...(req.allowed_item_subtype && { allowed_item_subtype: req.allowed_item_subtype }),
      ...(req.required_options?.people_scope && { people_scope: req.required_options.people_scope }),
      ...(req.validation_options?.ruleset && { ruleset: req.validation_options.ruleset }),
    },
    itemUiOptions: { ...req.ui_options },
    itemScope: 'advanced',
    tags: {},
    userEventName: null,
    userEventReason: null,
  };
}

/** The items of a flow: one per requirement slot (required, then optional), then the flow's own items. */
export function itemsFromFlow(flow: Flow): NewItem[] {
  const rvs = flow.recordValidationSchema;
  return [
    ...Object.entries(rvs.requirements).map(([k, r]) => slotItem(k, r, 'required')),
    ...Object.entries(rvs.optional_requirements).map(([k, r]) => slotItem(k, r, 'optional')),
    ...flow.flowItems.items.map((it): NewItem => ({
      itemType: it.type === 'generic' && it.options.client_item_type ? 'generic' : it.type,
      requestedType: it.type,
      requirementKey: null,
      requirementGroup: null,
      itemOptions: { ...it.options, is_optional: it.options.is_optional ?? false },
      itemUiOptions: null,
      itemScope: scopeOf(it.type),
      tags: {},
      userEventName: null,
      userEventReason: null,
    })),
  ];
}

export interface ItemInput {
  type: string;
  options: ItemOptions;
  tags: Record<string, string | number | boolean>;
}

const withoutPassword = ({ file_password: _, ...rest }: ItemOptions): ItemOptions => rest;

/** Items given explicitly, at creation or through add-items. */
export const itemsFromInput = (items: ItemInput[]): NewItem[] =>
  items.map((it) => ({
    itemType: it.type,
    requestedType: it.type,
    requirementKey: null,
    requirementGroup: null,
    // The file's password is a secret: it is kept encrypted with the file, never in item_options.
    itemOptions: { ...withoutPassword(it.options), is_optional: it.options.is_optional === true },
    itemUiOptions: null,
    itemScope: scopeOf(it.type),
    tags: it.tags,
    userEventName: 'add_item',
    userEventReason:
      isDocumentType(it.type) && !it.options.file_url ? 'item created without a file_url' : null,
  }));

const isOptional = (item: VerificationItem): boolean => item.itemOptions?.is_optional === true;
/**
 * Items whose document does not count (issue 18): refused by an open finding the flow rules `reject`, or
 * asked again by staff (src/domain/findings). Slot items with an error (wrong type, unreadable) never do.
 */
export type Rejected = ReadonlySet<number>;

const NONE: Rejected = new Set();

/** A document arrived for the item and was not refused: it fills its slot's place in documents_status. */
const received = (item: VerificationItem, rejected: Rejected): boolean =>
  (item.fileReceivedAt !== null || item.itemStatus === 'complete') &&
  item.itemError === null &&
  item.replacementRequestedAt === null &&
  !rejected.has(item.id);

/**
 * How a flow slot refuses a document (a type it does not allow, a failed rule): under
 * `on_invalid_type_error: invalidate` (the default) an item error, under `ignore` a review
 * (DESIGN.md 5). Items outside a slot are never refused.
 */
export function slotRefusal(
  item: VerificationItem,
  code: 'invalid_document_type' | 'ruleset_validation_failed',
): { internalStatus: 'validation_failed' | 'pending_review'; error: string | null } | null {
  if (!item.requirementKey) return null;
  return item.itemOptions?.on_invalid_type_error === 'ignore'
    ? { internalStatus: 'pending_review', error: null }
    : { internalStatus: 'validation_failed', error: code };
}

/** Whether an item's slot allows a document type (items outside a slot allow any). */
export function slotAllows(item: VerificationItem, type: string): boolean {
  const allowed: readonly string[] | undefined = item.itemOptions?.allowed_item_types;
  return !item.requirementKey || !allowed || allowed.includes(type);
}

/** A slot holds what it asks for: a complete item of an allowed type, with no error, not invalidated. */
/** An item outside the slots counts once complete, until an operator invalidates it. */
const done = (item: VerificationItem, rejected: Rejected): boolean =>
  item.itemStatus === 'complete' &&
  item.invalidatedAt === null &&
  item.replacementRequestedAt === null &&
  !rejected.has(item.id);

export function slotSatisfied(item: VerificationItem, rejected: Rejected = NONE): boolean {
  const allowed: readonly string[] = item.itemOptions?.allowed_item_types ?? [];
  return (
    item.itemStatus === 'complete' &&
    allowed.includes(item.itemType) &&
    item.itemError === null &&
    item.invalidatedAt === null &&
    item.replacementRequestedAt === null &&
    !rejected.has(item.id)
  );
}

function documentsStatusOf(required: VerificationItem[], rejected: Rejected): DocumentsStatus {
  const got = required.filter((i) => received(i, rejected)).length;
  if (got === 0 && required.length > 0) return 'pending_upload';
  return got === required.length ? 'full_upload' : 'partial_upload';
}

export interface Evaluation {
  finished: boolean;
  documentsStatus: DocumentsStatus | null;
  requirements: RequirementState[];
}

/** DESIGN.md section 5: the finishing rule and documents_status, from the verification and its items. */
export function evaluate(
  v: Pick<Verification, 'recordValidationSchema' | 'disabledRequirements'>,
  items: VerificationItem[],
  rejected: Rejected = NONE,
): Evaluation {
  const rvs = v.recordValidationSchema;
  if (!rvs) {
    const required = items.filter((i) => !isOptional(i));
    const docs = required.filter((i) => isDocumentType(i.requestedType) || isDocumentType(i.itemType));
    return {
      finished: required.every((i) => done(i, rejected)),
      documentsStatus: docs.length === 0 ? null : documentsStatusOf(docs, rejected),
      requirements: [],
    };
  }
  const requirements: RequirementState[] = [];
  const slotItems: VerificationItem[] = [];
  for (const group of ['requirements', 'optional_requirements'] as const) {
    for (const [key, req] of Object.entries(rvs[group])) {
      const item = items.find((i) => i.requirementKey === key);
      const enabled = !(req.ui_options.conditional_render && v.disabledRequirements.includes(key));
      const required = group === 'requirements' && enabled;
      if (required && item) slotItems.push(item);
      requirements.push({
        key,
        required,
        enabled,
        received: item ? received(item, rejected) : false,
        satisfied: item ? slotSatisfied(item, rejected) : false,
        itemId: item?.id ?? null,
      });
    }
  }
  const flowItems = items.filter((i) => i.requirementKey === null && !isOptional(i));
  const finished =
    requirements.every((r) => !r.required || r.satisfied) && flowItems.every((i) => done(i, rejected));
  return { finished, documentsStatus: documentsStatusOf(slotItems, rejected), requirements };
}
