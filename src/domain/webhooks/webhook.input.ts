import { z } from 'zod';
import { EVENT_NAMES } from '../shared/events';

const url = z.string().trim().min(1).max(2048);
const events = z
  .array(z.enum(EVENT_NAMES, { error: `must be one of ${EVENT_NAMES.join(', ')}` }))
  .min(1)
  .max(EVENT_NAMES.length * 2)
  .transform((list) => [...new Set(list)]);
const description = z.string().max(1000).nullable();

/** A webhook to create. */
export const createWebhookCommand = z.strictObject({
  url,
  events,
  description: description.optional(),
});

/** A webhook's changes; a null description clears it. */
export const updateWebhookCommand = z.strictObject({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});

/** Failed deliveries created since `since` are sent again. */
export const retryFailedDeliveriesCommand = z.object({
  since: z.preprocess(
    (v) => (typeof v === 'string' ? new Date(v) : v),
    z.date({ error: 'must be an ISO 8601 date-time' }),
  ),
});

export type CreateWebhook = z.output<typeof createWebhookCommand>;
export type UpdateWebhook = z.output<typeof updateWebhookCommand>;
