import type { EventName } from '../shared/events';

export type WebhookStatus = 'enabled' | 'disabled';

export interface Webhook {
  id: string;
  accountId: string;
  url: string;
  events: EventName[];
  status: WebhookStatus;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Returned once, by creation: the only moment the signing secret is visible. */
export interface CreatedWebhook extends Webhook {
  secret: string;
}
