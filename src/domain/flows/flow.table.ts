import type { ColumnType } from 'kysely';
import type { FlowItems, RecordValidationSchema } from './flow';

export interface FlowTable {
  id: string;
  account_id: string;
  id_slug: string;
  friendly_name: string;
  country: 'mx' | 'co';
  flow_items: ColumnType<FlowItems, string, string>;
  record_validation_schema: ColumnType<RecordValidationSchema, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
