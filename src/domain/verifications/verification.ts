import type { RecordValidationSchema } from '../flows/flow';

export type VerificationStatus = 'pending' | 'finished' | 'error';
export type DocumentsStatus = 'pending_upload' | 'partial_upload' | 'full_upload';
export type ItemStatus = 'pending' | 'complete';

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
  itemInternalStatus: string | null;
  itemValue: Record<string, unknown>;
  itemError: string | null;
  itemOptions: Record<string, unknown> | null;
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
