import { z } from 'zod';
import { EVENT_NAMES } from '../../domain/shared/events';
import type { DeliveryStatus } from '../../domain/webhooks/delivery.table';
import { idParam, idParams, message, timestamp, uuid } from './common';
import { createWebhookBody, retryFailedBody, updateWebhookBody } from '../configuration.input';
import type { RouteDoc } from './registry';

// A record over the union, so a new status fails to compile until it is documented.
const DELIVERY_STATUSES = Object.keys({
  pending: 1,
  sending: 1,
  succeeded: 1,
  failed: 1,
  cancelled: 1,
} satisfies Record<DeliveryStatus, 1>) as [DeliveryStatus, ...DeliveryStatus[]];

export const webhookSchema = z
  .object({
    id: uuid,
    account_id: uuid,
    url: z.string(),
    events: z.array(z.enum(EVENT_NAMES)),
    status: z.enum(['enabled', 'disabled']),
    description: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Webhook' });

export const createdWebhookSchema = webhookSchema
  .extend({
    secret: z.string().meta({ description: 'Signing secret (`whsec_…`): shown once, never again' }),
  })
  .meta({ id: 'CreatedWebhook' });

const attempt = z.object({
  attempt_number: z.int().min(1),
  started_at: timestamp,
  status_code: z.int().nullable(),
  latency_ms: z.number(),
  error: z.string().nullable(),
  response_excerpt: z.string().nullable().meta({ description: 'The first 1 KB of the answer' }),
  outcome: z.enum(['succeeded', 'failed']),
});

export const deliverySchema = z
  .object({
    id: uuid,
    webhook_id: uuid,
    event_id: z.string(),
    event_name: z.string(),
    verification_id: z.string().nullable(),
    status: z.enum(DELIVERY_STATUSES),
    attempt_count: z.int().min(0),
    next_attempt_at: timestamp.nullable(),
    last_status_code: z.int().nullable(),
    last_error: z.string().nullable(),
    body: z.string().meta({ description: 'The exact JSON body sent (and signed) on every attempt' }),
    created_at: timestamp,
    updated_at: timestamp,
    completed_at: timestamp.nullable(),
    attempts: z.array(attempt),
  })
  .meta({ id: 'WebhookDelivery' });

// The deliveries list reads its query by hand; this describes what it accepts.
const deliveriesQuery = z.object({
  page_size: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .meta({ description: 'Deliveries per page, default 20, at most 100' }),
  next: z.string().max(500).optional().meta({ description: 'The `next` cursor of the previous page' }),
  status: z.enum(DELIVERY_STATUSES).optional(),
});

const webhookId = idParams('Webhook id');
const prefixes = ['/v2', ''] as const;
const base = { prefixes, tag: 'Webhooks', auth: 'apiKey' } as const;

export const webhookRoutes: RouteDoc[] = [
  {
    ...base,
    method: 'post',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Create a webhook (its secret is shown once)',
    body: { schema: createWebhookBody },
    success: { status: 201, description: 'The webhook with its `secret`', schema: createdWebhookSchema },
    errors: [400, 409],
  },
  {
    ...base,
    method: 'get',
    path: '/webhooks',
    operationId: 'listWebhooks',
    summary: 'Every webhook of the account (a bare array, no secrets)',
    success: { status: 200, description: 'The webhooks', schema: z.array(webhookSchema) },
  },
  {
    ...base,
    method: 'get',
    path: '/webhooks/{id}',
    operationId: 'getWebhook',
    summary: 'One webhook',
    params: webhookId,
    success: { status: 200, description: 'The webhook', schema: webhookSchema },
    errors: [404],
  },
  {
    ...base,
    method: 'put',
    path: '/webhooks/{id}',
    operationId: 'updateWebhook',
    summary: 'Update a webhook; `status` or the boolean `active` enables and disables it',
    params: webhookId,
    body: { schema: updateWebhookBody },
    success: { status: 200, description: 'The updated webhook', schema: webhookSchema },
    errors: [400, 404],
  },
  {
    ...base,
    method: 'delete',
    path: '/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook and its deliveries',
    params: webhookId,
    success: { status: 200, description: 'A confirmation', schema: message },
    errors: [404],
  },
  {
    ...base,
    method: 'get',
    path: '/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'Deliveries of a webhook with every attempt, newest first',
    params: webhookId,
    query: deliveriesQuery,
    success: {
      status: 200,
      description: 'A page of deliveries',
      schema: z.object({ data: z.array(deliverySchema), next: z.string().nullable() }),
    },
    errors: [400, 404],
  },
  {
    ...base,
    method: 'post',
    path: '/webhooks/{id}/deliveries/retry',
    operationId: 'retryFailedDeliveries',
    summary: 'Re-send every failed delivery created since a time',
    params: webhookId,
    body: { schema: retryFailedBody },
    success: {
      status: 200,
      description: 'How many deliveries were queued again',
      schema: z.object({ success: z.literal(true), count: z.int().min(0) }),
    },
    errors: [400, 404],
  },
  {
    ...base,
    method: 'post',
    path: '/webhooks/{id}/deliveries/{deliveryId}/retry',
    operationId: 'retryDelivery',
    summary: 'Re-send one delivery',
    params: z.object({ id: idParam('Webhook id'), deliveryId: idParam('Delivery id') }),
    success: { status: 200, description: 'The delivery, queued again', schema: deliverySchema },
    errors: [404],
  },
];
