import type { DocumentText, PageText } from '../../domain/documents/extraction';
import { ReaderError } from './errors';
import { createOcrPool, type OcrPool, type RawImage } from './ocr';
import { hasTextLayer, openPdf, type OpenPdf } from './pdf';
import { decodeQrFromImage, decodeQrFromPixels } from './qr';
import { sniffFileType, type ImageMimeType, type SupportedMimeType } from './sniff';

export interface DocumentReaderOptions {
  /** Tesseract workers alive at once, shared by every read; default 1. */
  ocrWorkers?: number;
  /** A PDF with more pages is refused with `too_many_pages`; default 50. */
  maxPages?: number;
  /** A PDF with more pages lacking a text layer is refused with `too_many_pages`; default 20. */
  maxOcrPages?: number;
  /** Per-page OCR time limit; default 60 s. */
  ocrPageTimeoutMs?: number;
}

export interface ReadResult {
  mimeType: SupportedMimeType;
  pageCount: number;
  text: DocumentText;
}

export interface DocumentReader {
  /** Reads a PDF, JPEG, PNG or TIFF (decided by content). Throws `ReaderError`. */
  read(bytes: Uint8Array, opts?: { password?: string }): Promise<ReadResult>;
  /** Terminates the OCR workers. */
  stop(): Promise<void>;
}

interface Limits {
  maxPages: number;
  maxOcrPages: number;
}

/** Bytes in, `DocumentText` out: the PDF text layer where there is one, OCR where there is not. */
export function createDocumentReader(options: DocumentReaderOptions = {}): DocumentReader {
  const ocr = createOcrPool({ workers: options.ocrWorkers, pageTimeoutMs: options.ocrPageTimeoutMs });
  const limits: Limits = { maxPages: options.maxPages ?? 50, maxOcrPages: options.maxOcrPages ?? 20 };
  return {
    async read(bytes, opts = {}) {
      const mimeType = await sniffFileType(bytes);
      if (mimeType === null) throw new ReaderError('unsupported_file_type', 'not a PDF, JPEG, PNG or TIFF');
      const text =
        mimeType === 'application/pdf'
          ? await readPdf(bytes, opts.password, ocr, limits)
          : await readImage(bytes, mimeType, ocr);
      return { mimeType, pageCount: text.pages.length, text };
    },
    stop: () => ocr.stop(),
  };
}

async function readImage(bytes: Uint8Array, mimeType: ImageMimeType, ocr: OcrPool): Promise<DocumentText> {
  const { text, confidence } = await ocr.recognize({ encoded: bytes, mimeType });
  // After OCR, which refuses oversized images before anything decodes them.
  const codes = mimeType === 'image/tiff' ? [] : await decodeQrFromImage(bytes, mimeType);
  return {
    pages: [{ page: 1, text, method: 'ocr', confidence }],
    qrCodes: codes.map((data) => ({ page: 1, data })),
    producer: null,
  };
}

async function readPdf(
  bytes: Uint8Array,
  password: string | undefined,
  ocr: OcrPool,
  limits: Limits,
): Promise<DocumentText> {
  const pdf = await openPdf(bytes, { password });
  try {
    if (pdf.pageCount > limits.maxPages) {
      throw new ReaderError('too_many_pages', `the PDF has ${pdf.pageCount} pages, over ${limits.maxPages}`);
    }
    const layers: string[] = [];
    for (let page = 1; page <= pdf.pageCount; page++) layers.push(await pdf.pageText(page));
    const scanned = layers.filter((text) => !hasTextLayer(text)).length;
    if (scanned > limits.maxOcrPages) {
      throw new ReaderError('too_many_pages', `${scanned} pages need OCR, over ${limits.maxOcrPages}`);
    }
    return await readPdfPages(pdf, layers, ocr);
  } finally {
    await pdf.close();
  }
}

/**
 * Page by page, so only one page's decoded images are held at a time; OCR jobs are queued as they
 * come (encoded, much smaller than the pixels) and awaited together.
 */
async function readPdfPages(pdf: OpenPdf, layers: string[], ocr: OcrPool): Promise<DocumentText> {
  const pages: Promise<PageText>[] = [];
  const qrCodes: DocumentText['qrCodes'] = [];
  for (const [index, layer] of layers.entries()) {
    const page = index + 1;
    const images = await pdf.pageImages(page);
    const codes = new Set((await Promise.all(images.filter(mayBeQrCode).map(decodeQrFromPixels))).flat());
    qrCodes.push(...[...codes].map((data) => ({ page, data })));
    const text = pageText(page, layer, images, ocr);
    text.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
    pages.push(text);
  }
  return { pages: await Promise.all(pages), qrCodes, producer: pdf.producer };
}

/** The text layer, or for a page without one the OCR of its largest image (a scan is one image a page). */
async function pageText(page: number, layer: string, images: RawImage[], ocr: OcrPool): Promise<PageText> {
  const scan = hasTextLayer(layer) ? undefined : largest(images);
  if (!scan) return { page, text: layer, method: 'text_layer' };
  const { text, confidence } = await ocr.recognize({ raw: scan });
  return { page, text, method: 'ocr', confidence };
}

/**
 * A cheap pre-filter for jsQR: QR codes are square, below 50 px they do not scan anyway, and a QR image
 * embedded in a PDF is small (a square scanned page would cost seconds).
 */
function mayBeQrCode(image: RawImage): boolean {
  const ratio = image.width / image.height;
  const side = Math.min(image.width, image.height);
  return side >= 50 && side <= 2000 && ratio > 0.8 && ratio < 1.25;
}

function largest(images: RawImage[]): RawImage | undefined {
  return images.reduce<RawImage | undefined>(
    (best, image) => (!best || image.width * image.height > best.width * best.height ? image : best),
    undefined,
  );
}
