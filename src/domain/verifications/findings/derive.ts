import type { Check, RuleOutcome } from '../../documents/validation.types';
import type { VerificationItem } from '../verification';
import { codeDef, lowered, type Evidence } from '../../shared/finding-codes';
import type { FindingDraft } from './finding';

/** Item errors that mean the file could not be opened or read. */
const PASSWORD_ERRORS = new Set(['password_protected_pdf', 'invalid_file_password']);
/** Item errors told by another finding (the rule's own outcome). */
const TOLD_ELSEWHERE = new Set(['ruleset_validation_failed']);
/** Rules that restate a check: the check's finding says it (with its evidence). */
const RULE_OF_CHECK: Record<string, string> = {
  vr_trebol_antiguedad: 'document_age',
  vr_trebol_vencimiento: 'id_in_force',
};

interface StoredValidation {
  checks?: Check[];
  item_type_validation_result?: { item_type: string; validation_result: boolean }[];
  rules_validation_result?: RuleOutcome[];
}

/**
 * A finding is about one document: the item, its current file, the check and the place. A new file in
 * the same slot is a new document, whose findings start afresh (a person's acceptance of the old one's
 * does not carry over).
 */
export const documentKey = (item: Pick<VerificationItem, 'id' | 'fileId'>) =>
  `${item.id}:${item.fileId ?? ''}:`;

const keyOf = (item: VerificationItem, code: string, place: string | null) =>
  `${documentKey(item)}${code}:${place ?? ''}`;

function draft(
  item: VerificationItem,
  code: string,
  field: string | null,
  evidence: Evidence,
  opts: { lower?: boolean; place?: string; checkMessage?: string } = {},
): FindingDraft {
  const def = codeDef(code, opts.checkMessage);
  return {
    key: keyOf(item, code, opts.place ?? field),
    code,
    severity: opts.lower ? lowered(def.severity) : def.severity,
    message: def.message({ ...evidence, field }),
    itemId: item.id,
    itemType: item.itemType,
    field,
    evidence,
  };
}

const defined = (e: Record<string, unknown>): Evidence =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined));

function fromCheck(item: VerificationItem, c: Check): FindingDraft | null {
  if (c.result !== 'fail' && c.result !== 'warning') return null;
  const evidence = defined({
    result: c.result,
    detail: c.message,
    expected: c.expected,
    actual: c.actual,
    cross_check: c.cross_check,
    cross_check_value: c.cross_check_value,
    compared_with: c.item_type,
    ...(c.field && { read_confidence: item.itemValue.fields?.[c.field]?.source?.read_confidence }),
  });
  return draft(item, c.code, c.field ?? null, evidence, {
    lower: c.result === 'warning',
    checkMessage: c.message,
  });
}

function fromRule(item: VerificationItem, r: RuleOutcome): FindingDraft | null {
  if (r.validation_result === true || RULE_OF_CHECK[r.id]) return null;
  const evidence = defined({ rule: r.id, params: r.params, error_message: r.error_message });
  return draft(item, r.validation_result === false ? 'rule_failed' : 'rule_needs_review', null, evidence, {
    place: r.id,
  });
}

const allowedTypes = (item: VerificationItem): readonly string[] | null =>
  item.itemOptions?.allowed_item_types ?? null;

/** What the item's error, or a type it should not have, says. */
function refusal(item: VerificationItem, v: StoredValidation | null): FindingDraft | null {
  const error = item.itemError;
  if (error !== null && PASSWORD_ERRORS.has(error)) return draft(item, 'password_protected', null, { error });
  if (error !== null && error !== 'invalid_document_type' && !TOLD_ELSEWHERE.has(error))
    return draft(item, 'unreadable_document', null, { error });
  const accepted = item.itemValue.accepted_as_type === item.itemType;
  const typeFailed = v?.item_type_validation_result?.some((r) => !r.validation_result) ?? false;
  const wrongType =
    error === 'invalid_document_type' || item.itemInternalStatus === 'classification_failed' || typeFailed;
  if (accepted || !wrongType) return null;
  return draft(item, 'wrong_document_type', null, {
    expected: allowedTypes(item) ?? item.requestedType,
    actual: item.itemType,
  });
}

/**
 * The findings an item's current state calls for: one per failed or inconclusive check, per failed or
 * undecided rule of its slot, and for its refusal (wrong type, unreadable, password). Pure: the same
 * item gives the same drafts, which `reconcile` compares by key with what is stored.
 */
export function findingsOfItem(item: VerificationItem): FindingDraft[] {
  if (item.itemStatus !== 'complete' || item.invalidatedAt !== null) return [];
  const v = item.validationResult as StoredValidation | null;
  const drafts = [
    refusal(item, v),
    ...(v?.checks ?? []).map((c) => fromCheck(item, c)),
    ...(v?.rules_validation_result ?? []).map((r) => fromRule(item, r)),
  ].filter((d): d is FindingDraft => d !== null);
  // One finding per key: a check reported twice for the same field says one thing.
  return [...new Map(drafts.map((d) => [d.key, d])).values()];
}

/**
 * Every finding the verification's items call for now, and the items being processed (a new file
 * arrived): their findings stay as they are until the new outcome is known, so the decision does not
 * flicker while a replacement is read.
 */
export const findingsOf = (items: readonly VerificationItem[]) => ({
  drafts: items.flatMap(findingsOfItem),
  inFlux: new Set(
    items
      .filter((i) => i.itemStatus === 'pending' && i.fileReceivedAt !== null && i.invalidatedAt === null)
      .map((i) => i.id),
  ),
});
