import { z } from 'zod';
import type { ReviewAction } from '../../domain/documents/document.table';
import { freeObject, timestamp, uuid } from './common';

const nullableObject = freeObject.nullable();

/** The item of spec 2.5 as `itemJson` writes it. */
export const itemSchema = z
  .object({
    id: z.int(),
    verification_id: uuid,
    item_order: z.number(),
    item_status: z.enum(['pending', 'complete']),
    item_type: z.string().meta({ example: 'csf_mx' }),
    item_internal_status: z
      .string()
      .nullable()
      .meta({
        example: 'validation_success',
        description:
          'Documents: `processing`, then `validation_success`, `validation_failed`, `needs_review` (a ' +
          'required field missing or read with too little confidence, or a check a person must look at: ' +
          'the fields are the failing `review` checks of `validation_result`), `extraction_finished` ' +
          '(a concrete type outside a flow slot), `pending_review` (a slot refusal under ' +
          '`on_invalid_type_error: ignore`), `classification_failed`, `invalidated`; null with an `item_error`',
      }),
    item_value: freeObject.meta({
      description:
        'Depends on the type; a processed document holds `fields` (dotted path → ' +
        '`{value, source, validations, confidence}`, `confidence` 0–1)',
    }),
    item_error: z.string().nullable().meta({ example: 'password_protected_pdf' }),
    item_options: nullableObject,
    item_ui_options: nullableObject,
    validation_result: nullableObject.meta({
      description: '`{passed, checks: [...], item_type_validation_result, rules_validation_result}`',
    }),
    item_scope: z.enum(['basic', 'advanced']),
    requirement_key: z.string().nullable().meta({ description: 'The flow slot this item fills' }),
    tag: z.string().nullable(),
    tags: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    user_event_completed_at: timestamp.nullable(),
    user_event_name: z.string().nullable(),
    user_event_reason: z.string().nullable(),
    original_file_url: z.string().nullable().meta({
      description: 'Signed link to the original file (`/files/{id}?expires&signature`), valid one hour',
    }),
    invalidated: z.boolean(),
    replacement_requested: z.boolean().meta({
      description: 'Staff asked for another document in its place (its document no longer fills its slot)',
    }),
    replacement_reason: z.string().nullable().meta({ description: "The staff's reason, for the end client" }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'VerificationItem' });

const verificationFields = {
  id: uuid,
  account_id: uuid,
  status: z.enum(['pending', 'finished', 'error']),
  created_at: timestamp,
  updated_at: timestamp,
  flow_id: z.string().nullable().meta({ description: 'The flow’s `id_slug`; null for an item list' }),
  documents_status: z.enum(['pending_upload', 'partial_upload', 'full_upload']).nullable(),
  onboarding_url: z.string().nullable(),
  details_url: z.string(),
  access_token: z.string().optional().meta({
    description: 'A fresh end-client access token (JWT); absent when an end client reads',
  }),
  items: z.array(itemSchema),
  tag: z.string(),
  email: z.string().nullable(),
  signatory_email: z.string().nullable(),
  country: z.string(),
  tax_id: z.string(),
  business_name: z.string().nullable(),
  friendly_name: z.string().nullable(),
  metadata: nullableObject,
  options: nullableObject,
  key_people: z.array(z.object({ names: z.string(), scope: z.array(z.string()) })),
  created_by: z.string().nullable(),
  notification_hint: z.string().nullable(),
  validation_options: nullableObject,
  comments_legal_review: z.array(z.string()),
  decision: z
    .enum(['approved', 'needs_review', 'rejected'])
    .nullable()
    .meta({
      description:
        'What the findings mean under the flow\'s `finding_rules` (README "Findings and the decision"): ' +
        'null while a required slot has no accepted document (unless a finding already rejects)',
    }),
  decision_reason: z
    .string()
    .nullable()
    .meta({ description: "Why: the system's rule, or the person's reason" }),
  findings_summary: z
    .object({
      open: z.int().meta({ description: 'Open findings not ruled `ignore`' }),
      critical: z.int().meta({ description: 'Open critical findings' }),
    })
    .meta({ id: 'FindingsSummary' }),
  _kind: z.literal('public_verification'),
};

/** Read-by-id: the terms as an object (spec 2.4). */
export const verificationSchema = z
  .object({ ...verificationFields, onboarding_terms_and_conditions: nullableObject })
  .meta({ id: 'Verification' });

/** Creation: the terms as given, typed string (spec 2.4). */
export const createdVerificationSchema = z
  .object({
    ...verificationFields,
    onboarding_terms_and_conditions: z.union([z.string(), freeObject]).nullable(),
  })
  .meta({ id: 'CreatedVerification' });

const REVIEW_ACTIONS = Object.keys({
  correct_field: 1,
  accept_as_type: 1,
  invalidate: 1,
  reprocess: 1,
} satisfies Record<ReviewAction, 1>) as [ReviewAction, ...ReviewAction[]];

/** One operator action on an item (its audit trail). */
export const reviewSchema = z
  .object({
    id: z.int(),
    item_id: z.int(),
    verification_id: uuid,
    action: z.enum(REVIEW_ACTIONS),
    field: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    actor: z.object({ kind: z.string(), id: z.string() }),
    created_at: timestamp,
  })
  .meta({ id: 'ItemReview' });
