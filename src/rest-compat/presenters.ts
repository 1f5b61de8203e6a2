import type { Deps } from '../domain/context';
import type { ItemReview } from '../domain/documents/document.repository';
import { originalFileUrl } from '../domain/documents/file-links';
import type { Flow } from '../domain/flows/flow';
import type { FormSchema } from '../domain/form-schemas/form-schema';
import type { VerificationItem } from '../domain/verifications/verification';
import type { VerificationView } from '../domain/verifications/verification.service';
import type { WebhookDelivery } from '../domain/webhooks/delivery';
import type { CreatedWebhook, Webhook } from '../domain/webhooks/webhook';

/** Domain objects in the spec's snake_case shapes (spec section 2). */
export const webhookJson = (w: Webhook) => ({
  id: w.id,
  account_id: w.accountId,
  url: w.url,
  events: w.events,
  status: w.status,
  description: w.description,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
});

export const createdWebhookJson = (w: CreatedWebhook) => ({ ...webhookJson(w), secret: w.secret });

export const formSchemaJson = (f: FormSchema) => ({
  id_schema: f.idSchema,
  account_id: f.accountId,
  name: f.name,
  ui_schema_definition: f.uiSchemaDefinition,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

export const flowJson = (f: Flow) => ({
  id: f.id,
  id_slug: f.idSlug,
  account_id: f.accountId,
  friendly_name: f.friendlyName,
  country: f.country,
  flow_items: f.flowItems,
  record_validation_schema: f.recordValidationSchema,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

type Signer = Pick<Deps, 'secrets' | 'links' | 'clock'>;

export const itemPresenter = (deps: Signer) => (i: VerificationItem) => itemJson(deps, i);

export const itemJson = (deps: Signer, i: VerificationItem) => ({
  id: i.id,
  verification_id: i.verificationId,
  item_order: i.itemOrder,
  item_status: i.itemStatus,
  item_type: i.itemType,
  item_internal_status: i.itemInternalStatus,
  item_value: i.itemValue,
  item_error: i.itemError,
  item_options: i.itemOptions,
  item_ui_options: i.itemUiOptions,
  validation_result: i.validationResult,
  item_scope: i.itemScope,
  requirement_key: i.requirementKey,
  tag: i.tag,
  tags: i.tags,
  user_event_completed_at: i.userEventCompletedAt?.toISOString() ?? null,
  user_event_name: i.userEventName,
  user_event_reason: i.userEventReason,
  original_file_url: originalFileUrl(deps, i),
  invalidated: i.invalidatedAt !== null,
  replacement_requested: i.replacementRequestedAt !== null,
  replacement_reason: i.replacementReason,
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
});

/** The terms are typed string on creation and object on read-by-id (spec 2.4). */
const termsObject = (t: unknown) =>
  t === null || t === undefined ? null : typeof t === 'string' ? { text: t } : t;

/** The verification of spec 2.4 (PublicVerification, compat-notes 1.9). */
export const verificationJson = (
  deps: Signer,
  view: VerificationView,
  shape: 'created' | 'read' = 'read',
) => {
  const v = view.verification;
  return {
    id: v.id,
    account_id: v.accountId,
    status: v.status,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
    flow_id: v.flowId,
    documents_status: v.documentsStatus,
    onboarding_url: view.onboardingUrl,
    details_url: view.detailsUrl,
    ...(view.accessToken && { access_token: view.accessToken }),
    items: view.items.map(itemPresenter(deps)),
    tag: v.tag,
    email: v.email,
    signatory_email: v.signatoryEmail,
    country: v.country,
    tax_id: v.taxId,
    business_name: v.businessName,
    friendly_name: v.friendlyName,
    metadata: v.metadata,
    options: v.options,
    key_people: v.keyPeople,
    created_by: v.createdBy,
    onboarding_terms_and_conditions:
      shape === 'created'
        ? (v.onboardingTermsAndConditions ?? null)
        : termsObject(v.onboardingTermsAndConditions),
    notification_hint: v.notificationHint,
    validation_options: v.validationOptions,
    comments_legal_review: [] as string[],
    decision: v.decision,
    decision_reason: v.decisionReason,
    findings_summary: v.findingsSummary,
    _kind: 'public_verification' as const,
  };
};

export const deliveryJson = (d: WebhookDelivery) => ({
  id: d.id,
  webhook_id: d.webhookId,
  event_id: d.eventId,
  event_name: d.eventName,
  verification_id: d.verificationId,
  status: d.status,
  attempt_count: d.attemptCount,
  next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
  last_status_code: d.lastStatusCode,
  last_error: d.lastError,
  body: d.body,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
  completed_at: d.completedAt?.toISOString() ?? null,
  attempts: d.attempts.map((a) => ({
    attempt_number: a.attemptNumber,
    started_at: a.startedAt.toISOString(),
    status_code: a.statusCode,
    latency_ms: a.latencyMs,
    error: a.error,
    response_excerpt: a.responseExcerpt,
    outcome: a.outcome,
  })),
});

export const reviewJson = (r: ItemReview) => ({
  id: r.id,
  item_id: r.item_id,
  verification_id: r.verification_id,
  action: r.action,
  field: r.field,
  before: r.before,
  after: r.after,
  reason: r.reason,
  actor: { kind: r.actor_kind, id: r.actor_id },
  created_at: r.created_at.toISOString(),
});
