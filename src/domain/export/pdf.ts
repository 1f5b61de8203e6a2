/**
 * DOCX → PDF, as the export domain needs it. Implemented in src/infra/export/libreoffice.ts (a headless
 * LibreOffice process) and carried on `Deps.pdf`.
 */
export interface PdfConverter {
  /** Whether a converter was found; `convert` rejects when it was not. */
  available: boolean;
  convert(docx: Uint8Array): Promise<Uint8Array>;
}
