import type { ColumnType, Generated } from 'kysely';

export type DeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed' | 'cancelled';

export interface WebhookDeliveryTable {
  id: string;
  account_id: string;
  webhook_id: string;
  event_id: string;
  event_name: string;
  verification_id: string | null;
  body: string;
  signed_at: number;
  status: DeliveryStatus;
  attempt_count: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  completed_at: Date | null;
}

export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: string;
  attempt_number: number;
  started_at: Date;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  response_excerpt: string | null;
  outcome: 'succeeded' | 'failed';
}
