import type { ColumnType } from 'kysely';

export interface AccountTable {
  id: string;
  name: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ApiKeyTable {
  id: string;
  account_id: string;
  label: string | null;
  prefix: string;
  key_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  revoked_at: Date | null;
}
