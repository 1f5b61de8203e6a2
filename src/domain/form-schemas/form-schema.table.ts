import type { ColumnType } from 'kysely';

export interface FormSchemaTable {
  id: string;
  account_id: string;
  id_schema: string;
  name: string;
  ui_schema_definition: ColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
