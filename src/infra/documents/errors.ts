/** Why a file could not be read; each code is something the uploader can act on. */
export type ReaderErrorCode =
  | 'unsupported_file_type'
  | 'password_protected_pdf'
  | 'invalid_file_password'
  | 'corrupted_file'
  | 'too_many_pages'
  | 'image_too_large'
  | 'no_text_found'
  | 'ocr_failed';

/** The one error the document reader throws. `code` is from the closed list above. */
export class ReaderError extends Error {
  constructor(
    readonly code: ReaderErrorCode,
    message: string = code,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ReaderError';
  }
}
