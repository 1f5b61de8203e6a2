import type { AccountTable, ApiKeyTable } from '../domain/accounts/account.table';
import type {
  BlobTable,
  DocumentPageTable,
  ItemFileTable,
  ItemReviewTable,
} from '../domain/documents/document.table';
import type { DocTemplateTable, ExportTable } from '../domain/export/export.table';
import type { AuditEntryTable, FindingTable } from '../domain/verifications/findings/finding.table';
import type { FlowTable } from '../domain/flows/flow.table';
import type { FormSchemaTable } from '../domain/form-schemas/form-schema.table';
import type { OutboxEventTable } from '../domain/events/outbox.table';
import type { VerificationItemTable, VerificationTable } from '../domain/verifications/verification.table';
import type { WebhookAttemptTable, WebhookDeliveryTable } from '../domain/webhooks/delivery.table';
import type { WebhookTable } from '../domain/webhooks/webhook.table';

/**
 * The first answer to a REST request sent with an `Idempotency-Key` (src/rest-compat/idempotency.ts).
 * `response_status` is null while the first request is in flight; `expires_at` is then its lock's end.
 */
export interface IdempotencyKeyTable {
  /** `a:<account id>` for API keys, `v:<verification id>` for end-client credentials. */
  scope: string;
  key: string;
  account_id: string;
  /** SHA-256 of the method and the URL (query included), hex. */
  request_hash: string;
  /** SHA-256 of the canonical body, hex. */
  body_hash: string;
  response_status: number | null;
  /** `{headers, body (base64)}` as JSON, encrypted with SECRET_KEY: a response may carry secrets. */
  response_sealed: string | null;
  created_at: Date;
  expires_at: Date;
}

/** A token bucket shared by every instance (src/http/rate-limit-store.ts); no row means a full bucket. */
/** A lease on a bucket's one heavy GraphQL operation at a time (src/http/rate-limit-store.ts). */
export interface HeavyTurnTable {
  /** The rate-limit bucket (`key:<credential id>`, …). */
  bucket: string;
  /** A random id of the turn holding the lease. */
  holder: string;
  /** After this, another turn may take the lease over (its holder is presumed gone). */
  expires_at: Date;
}

export interface RateLimitBucketTable {
  /** `key:<credential id>`, `verification:<id>` or `ip:<address>`. */
  key: string;
  tokens: number;
  /** Whether the last take was allowed (computed in the same statement that took). */
  allowed: boolean;
  updated_at: Date;
}

export interface Database {
  accounts: AccountTable;
  api_keys: ApiKeyTable;
  webhooks: WebhookTable;
  form_schemas: FormSchemaTable;
  flows: FlowTable;
  verifications: VerificationTable;
  verification_items: VerificationItemTable;
  outbox_events: OutboxEventTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  blobs: BlobTable;
  item_files: ItemFileTable;
  document_pages: DocumentPageTable;
  item_reviews: ItemReviewTable;
  findings: FindingTable;
  audit_entries: AuditEntryTable;
  doc_templates: DocTemplateTable;
  exports: ExportTable;
  idempotency_keys: IdempotencyKeyTable;
  rate_limit_buckets: RateLimitBucketTable;
  heavy_turns: HeavyTurnTable;
}
