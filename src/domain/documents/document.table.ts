import type { ColumnType, Generated } from 'kysely';
import type { DocumentText, PageText } from './extraction';

type JsonNullable<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface BlobTable {
  id: string;
  account_id: string;
  sha256: string;
  size_bytes: number;
  content_type: string;
  data: Uint8Array;
  created_at: ColumnType<Date, Date, never>;
}

export type ItemFileStatus = 'fetching' | 'received' | 'processed' | 'failed' | 'superseded';

export interface ItemFileTable {
  id: string;
  account_id: string;
  verification_id: string;
  item_id: number;
  blob_id: string | null;
  origin: 'upload' | 'file_url';
  source_url: string | null;
  file_name: string | null;
  mime_type: string | null;
  sha256: string | null;
  size_bytes: number | null;
  page_count: number | null;
  password_encrypted: string | null;
  duplicate_of_item_id: number | null;
  forced_type: string | null;
  status: ItemFileStatus;
  error: string | null;
  claimed_until: Date | null;
  processing_ms: number | null;
  created_at: ColumnType<Date, Date, never>;
  processed_at: Date | null;
  /** Pages of the file and pages read so far; null until the file is planned. */
  pages_total: number | null;
  pages_done: number | null;
  /** When progress was last reported on the item (reports are throttled). */
  progress_reported_at: Date | null;
  /** The PDF producer, from the plan of a file read by page jobs. */
  producer: string | null;
}

export type DocumentPageStatus = 'pending' | 'done' | 'failed';

/** One page of a file read by page jobs. */
export interface DocumentPageTable {
  file_id: string;
  page: number;
  status: DocumentPageStatus;
  /** The page's `PageText` once read. */
  text: JsonNullable<PageText>;
  qr_codes: JsonNullable<DocumentText['qrCodes']>;
  error: string | null;
  attempts: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export type ReviewAction = 'correct_field' | 'accept_as_type' | 'invalidate' | 'reprocess';

export interface ItemReviewTable {
  id: Generated<number>;
  account_id: string;
  verification_id: string;
  item_id: number;
  action: ReviewAction;
  field: string | null;
  before: JsonNullable<unknown>;
  after: JsonNullable<unknown>;
  reason: string | null;
  actor_kind: string;
  actor_id: string;
  created_at: ColumnType<Date, Date, never>;
}
