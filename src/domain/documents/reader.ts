import type { DocumentText } from './extraction';

/** Reads a file's text (text layer, OCR, QR codes); implemented in src/infra/documents. */
export interface DocumentReader {
  read(
    bytes: Uint8Array,
    options?: { password?: string },
  ): Promise<{ mimeType: string; pageCount: number; text: DocumentText }>;
}

/** Why a file could not be read; each is also the item's public `item_error`. */
export const READ_ERROR_CODES = [
  'unsupported_file_type',
  'password_protected_pdf',
  'invalid_file_password',
  'corrupted_file',
  'too_many_pages',
  'ocr_failed',
] as const;
export type ReadErrorCode = (typeof READ_ERROR_CODES)[number];

export function readErrorCode(err: unknown): ReadErrorCode | null {
  const code = (err as { code?: unknown } | null)?.code;
  return READ_ERROR_CODES.find((c) => c === code) ?? null;
}
