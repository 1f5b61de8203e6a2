import { isExtractable } from '../shared/item-types';
import type { InternalStatus, Verification, VerificationItem } from '../verifications/verification';
import { slotRefusal } from '../verifications/verification.rules';
import type { Classification } from './extraction';
import {
  needsReview,
  validateDocument,
  withFieldValidations,
  type Fields,
  type ProcessedItem,
  type ValidationResult,
} from './validate';

/** Below this fingerprint score a hinted or slot type is not taken on trust. */
const HINT_MIN_SCORE = 0.3;

/**
 * The type a document is processed as (compat-notes 1.7): a concrete requested type is taken as asked;
 * `generic`, `doc_validation` and slot items take the classifier's answer, with the client's hint or a
 * single-type slot breaking a tie only when the fingerprints lean that way.
 */
export function decideType(item: VerificationItem, c: Classification): string {
  const requested = item.requestedType;
  if (item.requirementKey === null && isExtractable(requested)) return requested;
  if (c.type !== 'unknown') return c.type;
  const allowed = item.itemOptions?.allowed_item_types;
  const hint = item.itemOptions?.client_item_type ?? (allowed?.length === 1 ? allowed[0] : undefined);
  return isExtractable(hint) && (c.scores[hint] ?? 0) >= HINT_MIN_SCORE ? hint : 'unknown';
}

/** The types an item may turn out to be: its slot's, its doc_validation type, or its concrete type. */
export function expectedTypes(item: VerificationItem): string[] | null {
  const allowed = item.itemOptions?.allowed_item_types;
  if (item.requirementKey && allowed) return allowed;
  if (item.requestedType === 'doc_validation') return [String(item.itemOptions?.client_item_type)];
  return isExtractable(item.requestedType) ? [item.requestedType] : null;
}

export interface Verdict {
  itemType: string;
  internalStatus: InternalStatus;
  itemError: string | null;
  validation: ValidationResult | null;
  fields: Fields;
}

/** Processed siblings of an item, the context of its cross-document checks. */
export function processedSiblings(items: VerificationItem[], exceptId: number): ProcessedItem[] {
  return items.flatMap((i) =>
    i.id !== exceptId && i.itemStatus === 'complete' && i.itemValue.fields
      ? [
          {
            itemId: i.id,
            itemType: i.itemType,
            fields: i.itemValue.fields,
            invalidated: i.invalidatedAt !== null,
          },
        ]
      : [],
  );
}

/**
 * Validates an extracted document and decides where its item ends up (DESIGN.md 5): the status, and
 * the error when its slot refuses a wrong type or a failed rule under `on_invalid_type_error`.
 */
export function judge(
  item: VerificationItem,
  type: string,
  fields: Fields,
  v: Verification,
  siblings: ProcessedItem[],
  now: Date,
  opts: { duplicateOf: number | null; accepted: boolean; reviewMinConfidence?: number },
): Verdict {
  if (type === 'unknown') {
    return {
      itemType: 'unknown',
      internalStatus: 'classification_failed',
      itemError: slotRefusal(item, 'invalid_document_type')?.error ?? null,
      validation: null,
      fields,
    };
  }
  const expected = expectedTypes(item);
  const validation = validateDocument(type, fields, {
    taxId: v.taxId,
    keyPeople: v.keyPeople,
    now,
    ruleset: item.itemOptions?.ruleset ?? [],
    others: siblings,
    duplicateOfItemId: opts.duplicateOf,
    expectedTypes: expected,
    ...(opts.reviewMinConfidence !== undefined && { reviewMinConfidence: opts.reviewMinConfidence }),
  });
  const withChecks = withFieldValidations(fields, validation);
  const wrongType = expected !== null && !expected.includes(type);
  const ruleFailed = validation.rules_validation_result.some((r) => r.validation_result === false);
  // An operator who accepted the document as a type has overruled the slot's refusal.
  const refused =
    !opts.accepted &&
    (wrongType || ruleFailed) &&
    slotRefusal(item, wrongType ? 'invalid_document_type' : 'ruleset_validation_failed');
  if (refused) {
    return {
      itemType: type,
      internalStatus: refused.internalStatus,
      itemError: refused.error,
      validation,
      fields: withChecks,
    };
  }
  const concrete = item.requirementKey === null && isExtractable(item.requestedType);
  const review = validation.checks.some((c) => c.result === 'fail' && c.review);
  return {
    itemType: type,
    // A document that proves nothing wrong but was not read with certainty is never a clean success.
    internalStatus: concrete
      ? review
        ? 'needs_review'
        : 'extraction_finished'
      : validation.passed
        ? 'validation_success'
        : needsReview(validation)
          ? 'needs_review'
          : 'validation_failed',
    itemError: null,
    validation,
    fields: withChecks,
  };
}
