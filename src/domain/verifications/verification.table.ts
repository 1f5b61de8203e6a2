import type { ColumnType, Generated } from 'kysely';
import type { RecordValidationSchema } from '../flows/flow';
import type { InternalStatus, ItemOptions, ItemValue } from './verification';

type Json<T> = ColumnType<T, string, string>;
type JsonNullable<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface VerificationTable {
  id: string;
  account_id: string;
  flow_id: string | null;
  flow_ref: string | null;
  record_validation_schema: JsonNullable<RecordValidationSchema>;
  checkout: JsonNullable<{ title: string; description: string }[]>;
  disabled_requirements: ColumnType<string[], string[] | undefined, string[]>;
  country: string;
  tag: string;
  tax_id: string;
  email: string | null;
  signatory_email: string | null;
  friendly_name: string | null;
  business_name: string | null;
  notification_hint: string | null;
  metadata: JsonNullable<Record<string, unknown>>;
  options: JsonNullable<Record<string, unknown>>;
  validation_options: JsonNullable<Record<string, unknown>>;
  onboarding_terms_and_conditions: JsonNullable<unknown>;
  key_people: Json<{ names: string; scope: string[] }[]>;
  status: 'pending' | 'finished' | 'error';
  documents_status: 'pending_upload' | 'partial_upload' | 'full_upload' | null;
  created_by: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  finished_at: Date | null;
  /** Issue 18 (src/domain/findings): the decision, and who set it when a person did. */
  decision: 'approved' | 'needs_review' | 'rejected' | null;
  decision_reason: string | null;
  decision_by: JsonNullable<{ type: string; id: string | null; name: string }>;
  /** The open findings a person's decision was set on; null when the system decided. */
  decision_signature: string | null;
  open_findings: ColumnType<number, number | undefined, number>;
  critical_findings: ColumnType<number, number | undefined, number>;
}

export interface VerificationItemTable {
  id: Generated<number>;
  verification_id: string;
  account_id: string;
  item_order: number;
  item_type: string;
  requested_type: string;
  requirement_key: string | null;
  requirement_group: 'required' | 'optional' | null;
  item_status: 'pending' | 'complete';
  item_internal_status: InternalStatus | null;
  item_value: Json<ItemValue>;
  item_error: string | null;
  item_options: JsonNullable<ItemOptions>;
  item_ui_options: JsonNullable<Record<string, unknown>>;
  validation_result: JsonNullable<Record<string, unknown>>;
  item_scope: 'basic' | 'advanced';
  tag: string | null;
  tags: Json<Record<string, string | number | boolean>>;
  user_event_completed_at: Date | null;
  user_event_name: string | null;
  user_event_reason: string | null;
  file_received_at: Date | null;
  /** The item's current file (item_files), null before any upload. */
  file_id: string | null;
  invalidated_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  completed_at: Date | null;
  /** Staff asked for another document (issue 18): this one no longer fills its slot. */
  replacement_requested_at: Date | null;
  replacement_reason: string | null;
}
