import type { DeliveryStatus } from './delivery.table';

export interface WebhookAttempt {
  attemptNumber: number;
  startedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  responseExcerpt: string | null;
  outcome: 'succeeded' | 'failed';
}

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  eventId: string;
  eventName: string;
  verificationId: string | null;
  status: DeliveryStatus;
  attemptCount: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  attempts: WebhookAttempt[];
}

/** The queue that carries one job per delivery attempt. */
export const DELIVERY_QUEUE = 'webhook-delivery';

export interface DeliveryJob {
  deliveryId: string;
}

/**
 * The delay before the next attempt: the schedule's, or a receiver's Retry-After on 429/503 kept
 * within the schedule's bounds. null when the schedule is spent.
 */
export function nextDelaySeconds(
  schedule: number[],
  attemptsMade: number,
  statusCode: number | null,
  retryAfter: number | null,
): number | null {
  const planned = schedule[attemptsMade - 1];
  if (planned === undefined) return null;
  if (retryAfter !== null && (statusCode === 429 || statusCode === 503)) {
    return Math.min(Math.max(retryAfter, 1), Math.max(...schedule));
  }
  return planned;
}

/** Sends in flight: at most `perInstance` on one instance, at most `perWebhook` per webhook. */
export const WEBHOOK_SENDS = { perInstance: 200, perWebhook: 50 } as const;
