import type { ExtractedField } from '../documents/extraction';
import type { RecordValidationSchema } from '../flows/flow';
import type { DocumentItemType } from '../shared/item-types';

export type VerificationStatus = 'pending' | 'finished' | 'error';
export type DocumentsStatus = 'pending_upload' | 'partial_upload' | 'full_upload';
export type ItemStatus = 'pending' | 'complete';

/** A verification's items counted: all, complete, and with an `itemError`. */
export interface ItemCounts {
  total: number;
  complete: number;
  failed: number;
}

/** What happened to an item beyond pending/complete (DESIGN.md 5, README "needs_review"). */
export const INTERNAL_STATUSES = [
  'pending_validation',
  'processing',
  'validation_success',
  'validation_failed',
  'needs_review',
  'extraction_finished',
  'pending_review',
  'classification_failed',
  'invalidated',
] as const;
export type InternalStatus = (typeof INTERNAL_STATUSES)[number];

/** A rule of a slot or an item (`ruleset`), checked when its document is validated. */
export interface ItemRule {
  id: string;
  error_message?: string;
  validation_rule?: string;
  params?: Record<string, unknown>;
}

/**
 * `item_options` as stored and shown (spec 4.4): the keys bvs reads, in the spec's spelling because
 * the object is the customer's own and is returned as given; other keys are kept as they came.
 */
export interface ItemOptions {
  is_optional?: boolean;
  /** A flow slot's allowed document types. */
  allowed_item_types?: DocumentItemType[];
  allowed_item_subtype?: 'business' | 'individual';
  on_invalid_type_error?: 'invalidate' | 'ignore';
  people_scope?: string[];
  ruleset?: ItemRule[];
  /** The type a `doc_validation` item expects, or a hint for `generic`. */
  client_item_type?: DocumentItemType;
  constancia_type?: 'business' | 'individual';
  file_url?: string;
  /** The form schema (`id_schema`) a `forms` item is answered with. */
  schema_id?: string;
  [key: string]: unknown;
}

/** A processed document's extracted fields, by dotted path. */
export type ItemFields = Record<string, ExtractedField & { validations?: unknown[] }>;

/** `item_value`: a document's reading (the keys below), a form's answers, or an operator's value. */
export interface ItemValue {
  fields?: ItemFields;
  document_type?: string;
  sha256?: string | null;
  duplicate_of_item_id?: number;
  accepted_as_type?: string;
  [key: string]: unknown;
}

export interface VerificationItem {
  id: number;
  verificationId: string;
  accountId: string;
  itemOrder: number;
  itemType: string;
  /** What was asked for: a concrete type, `generic` (classify) or `doc_validation`. */
  requestedType: string;
  /** The flow requirement slot this item fills, if any. */
  requirementKey: string | null;
  requirementGroup: 'required' | 'optional' | null;
  itemStatus: ItemStatus;
  itemInternalStatus: InternalStatus | null;
  itemValue: ItemValue;
  itemError: string | null;
  itemOptions: ItemOptions | null;
  itemUiOptions: Record<string, unknown> | null;
  validationResult: Record<string, unknown> | null;
  itemScope: 'basic' | 'advanced';
  tag: string | null;
  tags: Record<string, string | number | boolean>;
  userEventCompletedAt: Date | null;
  userEventName: string | null;
  userEventReason: string | null;
  fileReceivedAt: Date | null;
  fileId: string | null;
  /** Set when an operator invalidated the item (it no longer satisfies its slot). */
  invalidatedAt: Date | null;
  /** Staff asked the end client for another document (issue 18): this one no longer fills its slot. */
  replacementRequestedAt: Date | null;
  replacementReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export interface KeyPerson {
  names: string;
  scope: string[];
}

export interface Verification {
  id: string;
  accountId: string;
  /** The flow's id_slug at creation; null for a verification built from an item list. */
  flowId: string | null;
  flowRef: string | null;
  /** The flow's rules as they were at creation: later edits of the flow do not move the goalposts. */
  recordValidationSchema: RecordValidationSchema | null;
  checkout: { title: string; description: string }[] | null;
  disabledRequirements: string[];
  country: string;
  tag: string;
  taxId: string;
  email: string | null;
  signatoryEmail: string | null;
  friendlyName: string | null;
  businessName: string | null;
  notificationHint: string | null;
  metadata: Record<string, unknown> | null;
  options: Record<string, unknown> | null;
  validationOptions: Record<string, unknown> | null;
  onboardingTermsAndConditions: unknown;
  keyPeople: KeyPerson[];
  status: VerificationStatus;
  documentsStatus: DocumentsStatus | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  /** What the findings mean (issue 18, src/domain/findings): null while documents are expected. */
  decision: 'approved' | 'needs_review' | 'rejected' | null;
  decisionReason: string | null;
  /** Who set the decision when a person did (it holds until the open findings change); else null. */
  decisionBy: { type: 'api_key' | 'staff_session'; id: string; name: string } | null;
  decisionSignature: string | null;
  /** Open findings not ruled `ignore`, and open critical ones. */
  findingsSummary: { open: number; critical: number };
}

/** A slot of the flow's record_validation_schema and how far it is. */
export interface RequirementState {
  key: string;
  required: boolean;
  /** False when the end client switched a conditional slot off. */
  enabled: boolean;
  received: boolean;
  satisfied: boolean;
  itemId: number | null;
}
