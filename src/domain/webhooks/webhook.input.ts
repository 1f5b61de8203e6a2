import { z } from 'zod';
import { EVENT_NAMES } from '../shared/events';

const url = z.string().trim().min(1).max(2048);
const events = z
  .array(z.enum(EVENT_NAMES, { error: `must be one of ${EVENT_NAMES.join(', ')}` }))
  .min(1)
  .max(EVENT_NAMES.length * 2)
  .transform((list) => [...new Set(list)]);
const description = z.string().max(1000).nullable();

export const createWebhookInput = z.strictObject({
  url,
  events,
  description: description.optional(),
});

/** `active` is the boolean the reference sample sends instead of `status`; both are honoured. */
export const updateWebhookInput = z
  .strictObject({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    status: z.enum(['enabled', 'disabled']).optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => v.status === undefined || v.active === undefined || (v.status === 'enabled') === v.active, {
    message: 'contradicts active',
    path: ['status'],
  });

export type CreateWebhookInput = z.output<typeof createWebhookInput>;
export type UpdateWebhookInput = z.output<typeof updateWebhookInput>;
