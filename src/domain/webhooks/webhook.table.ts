import type { ColumnType } from 'kysely';

export interface WebhookTable {
  id: string;
  account_id: string;
  url: string;
  events: string[];
  status: 'enabled' | 'disabled';
  description: string | null;
  secret_ciphertext: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
