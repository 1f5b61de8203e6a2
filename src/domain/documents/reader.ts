import type { DocumentText, PageText } from './extraction';

export interface ReadOptions {
  password?: string;
}

/** What a file holds before any OCR: its type, its pages and which of them need OCR. */
export interface DocumentPlan {
  mimeType: string;
  pageCount: number;
  /** Pages (from 1) without a usable text layer, to be read by OCR. */
  ocrPages: number[];
  /** The PDF producer (a weak authenticity hint), null for images. */
  producer: string | null;
}

/** One page read: its text and the QR codes found on it. */
export interface PageRead {
  page: PageText;
  qrCodes: DocumentText['qrCodes'];
}

/**
 * Reads a file's text (text layer, OCR, QR codes); implemented in src/infra/documents. `plan` is cheap
 * (no OCR, no image decoded) and applies the page and size limits; it lets the pages of a long document
 * be read by separate jobs with `readPage`, which decodes only its own page's images. `read` reads the
 * whole file at once. All three throw errors whose `code` is one of `READ_ERROR_CODES`.
 */
export interface DocumentReader {
  read(
    bytes: Uint8Array,
    options?: ReadOptions,
  ): Promise<{ mimeType: string; pageCount: number; text: DocumentText }>;
  plan(bytes: Uint8Array, options?: ReadOptions): Promise<DocumentPlan>;
  readPage(bytes: Uint8Array, page: number, options?: ReadOptions): Promise<PageRead>;
}

/** Why a file could not be read; each is also the item's public `item_error`. */
export const READ_ERROR_CODES = [
  'unsupported_file_type',
  'password_protected_pdf',
  'invalid_file_password',
  'corrupted_file',
  'too_many_pages',
  'image_too_large',
  'no_text_found',
  'ocr_failed',
] as const;
export type ReadErrorCode = (typeof READ_ERROR_CODES)[number];

export function readErrorCode(err: unknown): ReadErrorCode | null {
  const code = (err as { code?: unknown } | null)?.code;
  return READ_ERROR_CODES.find((c) => c === code) ?? null;
}
