import { z } from 'zod';
import { createFlowCommand, updateFlowCommand } from '../domain/flows/flow.input';
import { createFormSchemaCommand, updateFormSchemaCommand } from '../domain/form-schemas/form-schema.input';
import { createWebhookCommand, updateWebhookCommand } from '../domain/webhooks/webhook.input';
import { restBody } from './command-body';

/** `POST /account-flows` and `PUT /account-flows/{idSlug}`: the domain's commands under the spec's names. */
export const createFlowBody = restBody(createFlowCommand);
export const updateFlowBody = restBody(updateFlowCommand);

/** `POST /form-schemas` and `PUT /form-schemas/{idSchema}`. */
export const createFormSchemaBody = restBody(createFormSchemaCommand);
export const updateFormSchemaBody = restBody(updateFormSchemaCommand);

/** `POST /webhooks`. */
export const createWebhookBody = restBody(createWebhookCommand);

/**
 * `PUT /webhooks/{id}`: the command, and the boolean `active` that the reference sample sends
 * instead of `status` (a REST spelling only; both are honoured when they agree).
 */
export const updateWebhookBody = restBody(updateWebhookCommand)
  .extend({ active: z.boolean().optional() })
  .refine((v) => v.status === undefined || v.active === undefined || (v.status === 'enabled') === v.active, {
    message: 'contradicts active',
    path: ['status'],
  });

/** `POST /webhooks/{id}/deliveries/retry`; the date itself is checked by the domain's command. */
export const retryFailedBody = z.object({
  since: z.string({ error: 'must be an ISO 8601 date-time' }).meta({
    description: 'An ISO 8601 date-time: failed deliveries created since then are sent again',
    example: '2025-01-31T00:00:00Z',
  }),
});

/** `active` folded into the command's `status`. */
export function webhookChanges({ active, ...body }: z.output<typeof updateWebhookBody>) {
  return {
    ...body,
    status: body.status ?? (active === undefined ? undefined : active ? 'enabled' : 'disabled'),
  };
}
