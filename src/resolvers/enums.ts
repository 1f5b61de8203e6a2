import { EVENT_NAMES, INTERNAL_EVENT_NAMES } from '../domain/shared/events';
import { ITEM_TYPES } from '../domain/shared/item-types';
import { INTERNAL_STATUSES } from '../domain/verifications/verification';
import { SLOT_PROBLEM_KINDS } from '../domain/verifications/findings/slot-problem';

/** `ac_mx` → `AC_MX`, `verification.v2.created` → `VERIFICATION_V2_CREATED`. */
type EnumName<S extends string> = S extends `${infer A}.${infer B}` ? EnumName<`${A}_${B}`> : Uppercase<S>;

const enumName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** A closed list of domain strings as a GraphQL enum's value map. */
const byName = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((v) => [enumName(v), v])) as { [K in V as EnumName<K>]: K };

/**
 * The item types an item can hold: what a flow or an item list may name, plus `unknown`, which document
 * classification gives a generic item that matched no type.
 */
export const ITEM_TYPE_VALUES = [...ITEM_TYPES, 'unknown'] as const;

/** GraphQL enum values → domain strings; codegen types and the runtime resolvers both use this map. */
export const ENUM_VALUES = {
  WebhookStatus: { ENABLED: 'enabled', DISABLED: 'disabled' },
  Country: { MX: 'mx', CO: 'co' },
  VerificationStatus: { PENDING: 'pending', FINISHED: 'finished', ERROR: 'error' },
  DocumentsStatus: {
    PENDING_UPLOAD: 'pending_upload',
    PARTIAL_UPLOAD: 'partial_upload',
    FULL_UPLOAD: 'full_upload',
  },
  ItemStatus: { PENDING: 'pending', COMPLETE: 'complete' },
  ExportFormat: { DOCX: 'docx', PDF: 'pdf' },
  ReviewAction: {
    CORRECT_FIELD: 'correct_field',
    ACCEPT_AS_TYPE: 'accept_as_type',
    INVALIDATE: 'invalidate',
    REPROCESS: 'reprocess',
  },
  DeliveryStatus: {
    PENDING: 'pending',
    SENDING: 'sending',
    SUCCEEDED: 'succeeded',
    FAILED: 'failed',
    CANCELLED: 'cancelled',
  },
  Decision: { APPROVED: 'approved', NEEDS_REVIEW: 'needs_review', REJECTED: 'rejected' },
  DecisionFilter: { APPROVED: 'approved', NEEDS_REVIEW: 'needs_review', REJECTED: 'rejected', NONE: 'none' },
  FindingSeverity: { INFO: 'info', WARNING: 'warning', CRITICAL: 'critical' },
  FindingStatus: { OPEN: 'open', ACCEPTED: 'accepted', DISMISSED: 'dismissed', RESOLVED: 'resolved' },
  FindingResolution: { ACCEPTED: 'accepted', DISMISSED: 'dismissed' },
  ActorType: { API_KEY: 'api_key', STAFF_SESSION: 'staff_session', SYSTEM: 'system' },
  ItemType: byName(ITEM_TYPE_VALUES),
  EventName: byName([...EVENT_NAMES, ...INTERNAL_EVENT_NAMES]),
  PersonScope: { POWERS: 'powers', DOC_VALIDATION: 'doc_validation' },
  ItemInternalStatus: byName(INTERNAL_STATUSES),
  InvalidTypeAction: { INVALIDATE: 'invalidate', IGNORE: 'ignore' },
  TaxpayerKind: { BUSINESS: 'business', INDIVIDUAL: 'individual' },
  FindingRuleAction: { IGNORE: 'ignore', REVIEW: 'review', REJECT: 'reject' },
  SlotProblemKind: byName(SLOT_PROBLEM_KINDS),
  CheckResult: { PASS: 'pass', FAIL: 'fail', WARNING: 'warning', NOT_APPLICABLE: 'not_applicable' },
  CrossCheckResult: {
    MATCH: 'match',
    NO_MATCH: 'no_match',
    NO_CSF: 'no_csf',
    NO_QR: 'no_qr',
    NOT_FOUND: 'not_found',
  },
} as const;

const VALUE_SETS = new Map(
  Object.entries(ENUM_VALUES).map(([name, map]) => [name, new Set<string>(Object.values(map))]),
);

/**
 * A domain string as the value of a GraphQL enum. codegen types an enum-valued resolver's result as null
 * when enumValues maps the values inline (there is no source type to name), so this returns `never`; it
 * checks at run time instead, and a value outside the enum is an internal error naming it.
 */
export function enumValue(name: keyof typeof ENUM_VALUES, value: string): never {
  if (!VALUE_SETS.get(name)?.has(value))
    throw new Error(`'${value}' is not a value of the GraphQL enum ${name}`);
  return value as never;
}
