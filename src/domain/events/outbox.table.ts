import type { ColumnType, Generated } from 'kysely';

export interface OutboxEventTable {
  id: Generated<number>;
  event_id: string;
  account_id: string;
  verification_id: string | null;
  item_id: number | null;
  event_name: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  occurred_at: ColumnType<Date, Date, never>;
  dispatched_at: Date | null;
}
