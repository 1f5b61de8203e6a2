import type { Flow } from '../domain/flows/flow';
import type { FormSchema } from '../domain/form-schemas/form-schema';
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
