import type { AccountTable, ApiKeyTable } from '../domain/accounts/account.table';
import type { BlobTable, ItemFileTable, ItemReviewTable } from '../domain/documents/document.table';
import type { DocTemplateTable, ExportTable } from '../domain/export/export.table';
import type { FlowTable } from '../domain/flows/flow.table';
import type { FormSchemaTable } from '../domain/form-schemas/form-schema.table';
import type { OutboxEventTable } from '../domain/events/outbox.table';
import type { VerificationItemTable, VerificationTable } from '../domain/verifications/verification.table';
import type { WebhookAttemptTable, WebhookDeliveryTable } from '../domain/webhooks/delivery.table';
import type { WebhookTable } from '../domain/webhooks/webhook.table';

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
  item_reviews: ItemReviewTable;
  doc_templates: DocTemplateTable;
  exports: ExportTable;
}
