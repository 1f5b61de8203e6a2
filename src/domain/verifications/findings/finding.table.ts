import type { ColumnType, Generated } from 'kysely';
import type { Message, Severity } from '../../shared/finding-codes';
import type { FindingStatus, Resolver } from './finding';

type Json<T> = ColumnType<T, string, string>;
type JsonNullable<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface FindingTable {
  id: string;
  account_id: string;
  verification_id: string;
  key: string;
  code: string;
  severity: Severity;
  status: FindingStatus;
  message: Json<Message>;
  item_id: number | null;
  item_type: string | null;
  field: string | null;
  evidence: Json<Record<string, unknown>>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  resolved_at: Date | null;
  resolved_by: JsonNullable<Resolver>;
  reason: string | null;
}

export interface AuditEntryTable {
  id: Generated<number>;
  account_id: string;
  verification_id: string;
  at: Date;
  actor: Json<Resolver>;
  action: string;
  target: Json<{ type: 'finding' | 'decision' | 'item'; id: string | number | null }>;
  before: JsonNullable<unknown>;
  after: JsonNullable<unknown>;
  reason: string | null;
}
