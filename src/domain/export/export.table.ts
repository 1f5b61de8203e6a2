import type { ColumnType } from 'kysely';

export interface DocTemplateTable {
  id: string;
  account_id: string;
  name: string;
  file_name: string | null;
  blob_id: string;
  size_bytes: number;
  /** The tags the template uses, read when it was uploaded. */
  tags: ColumnType<string[], string, string>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface ExportTable {
  id: string;
  account_id: string;
  verification_id: string;
  template_id: string | null;
  blob_id: string;
  format: 'docx' | 'pdf';
  file_name: string;
  size_bytes: number;
  key_people: ColumnType<unknown, string, string>;
  created_by: string;
  created_at: ColumnType<Date, Date, never>;
}
