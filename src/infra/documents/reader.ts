import type { DocumentText, PageText, PageWord } from '../../domain/documents/extraction';
import type {
  DocumentPlan,
  PageRead,
  ReadOptions,
  DocumentReader as DomainReader,
} from '../../domain/documents/reader';
import { ReaderError } from './errors';
import {
  createOcrPool,
  type OcrEngineChoice,
  type OcrPool,
  type OcrPoolOptions,
  type OcrResult,
  type RawImage,
} from './ocr';
import { hasTextLayer, openPdf, type OpenPdf } from './pdf';
import { decodeQrFromImage, decodeQrFromPixels } from './qr';
import { imageSize, sniffFileType, type ImageMimeType, type SupportedMimeType } from './sniff';

export interface DocumentReaderOptions {
  /** The OCR engine (see `createOcrPool`); default `auto`. */
  ocrEngine?: OcrEngineChoice;
  /** Tesseract workers alive at once, shared by every read; default 1. */
  ocrWorkers?: number;
  /** A PDF with more pages is refused with `too_many_pages`; default 200. */
  maxPages?: number;
  /** A PDF with more pages lacking a text layer is refused with `too_many_pages`; default 200. */
  maxOcrPages?: number;
  /** Per-page OCR time limit; default 60 s. */
  ocrPageTimeoutMs?: number;
  /** How pages are segmented (see `createOcrPool`); default `per_page`. */
  ocrSegmentation?: OcrPoolOptions['segmentation'];
  /** The automatic layout's time on a page before it is read as one column (see `createOcrPool`). */
  ocrAutoLayoutBudgetMs?: number;
  /** An image (a file, or a page's scan) with more pixels is refused with `image_too_large`; default 40 MP. */
  maxImagePixels?: number;
}

export interface ReadResult {
  mimeType: SupportedMimeType;
  pageCount: number;
  text: DocumentText;
}

export interface DocumentReader extends DomainReader {
  /** Reads a PDF, JPEG, PNG or TIFF (decided by content). Throws `ReaderError`. */
  read(bytes: Uint8Array, opts?: ReadOptions): Promise<ReadResult>;
  /** Terminates the OCR workers. */
  stop(): Promise<void>;
}

interface Limits {
  maxPages: number;
  maxOcrPages: number;
  maxImagePixels: number;
}

/** An image narrower or shorter than this cannot hold a line of legible text. */
const MIN_IMAGE_SIDE = 16;

/**
 * Bytes in, `DocumentText` out: the PDF text layer where there is one, OCR where there is not.
 * `plan` and `readPage` split the same work by page, so a long scan can be read by many jobs.
 */
export function createDocumentReader(options: DocumentReaderOptions = {}): DocumentReader {
  const limits: Limits = {
    maxPages: options.maxPages ?? 200,
    maxOcrPages: options.maxOcrPages ?? 200,
    maxImagePixels: options.maxImagePixels ?? 40_000_000,
  };
  const ocr = createOcrPool({
    engine: options.ocrEngine,
    workers: options.ocrWorkers,
    pageTimeoutMs: options.ocrPageTimeoutMs,
    autoLayoutBudgetMs: options.ocrAutoLayoutBudgetMs,
    segmentation: options.ocrSegmentation,
    maxPixels: limits.maxImagePixels,
  });
  // In-flight page reads of one `read`: enough to keep every OCR worker busy, few enough to bound memory.
  const window = Math.max(1, options.ocrWorkers ?? 1) + 1;
  return {
    async plan(bytes, opts = {}) {
      const mimeType = await sniff(bytes);
      if (mimeType !== 'application/pdf') {
        checkImage(bytes, mimeType, limits);
        return { mimeType, pageCount: 1, ocrPages: [1], producer: null };
      }
      return withPdf(bytes, opts.password, async (pdf) => {
        const layers = await textLayers(pdf, limits);
        return {
          mimeType,
          pageCount: pdf.pageCount,
          ocrPages: ocrPagesOf(layers),
          producer: pdf.producer,
        };
      });
    },

    async readPage(bytes, page, opts = {}) {
      const mimeType = await sniff(bytes);
      if (mimeType !== 'application/pdf') {
        if (page !== 1) throw new RangeError(`an image has one page, not page ${page}`);
        return readImage(bytes, mimeType, ocr, limits);
      }
      return withPdf(bytes, opts.password, async (pdf) => {
        if (!Number.isInteger(page) || page < 1 || page > pdf.pageCount) {
          throw new RangeError(`the PDF has no page ${page}`);
        }
        return readPdfPage(pdf, page, await pdf.pageText(page), ocr);
      });
    },

    async read(bytes, opts = {}) {
      const mimeType = await sniff(bytes);
      if (mimeType !== 'application/pdf') {
        const { page, qrCodes } = await readImage(bytes, mimeType, ocr, limits);
        return { mimeType, pageCount: 1, text: { pages: [page], qrCodes, producer: null } };
      }
      const text = await withPdf(bytes, opts.password, async (pdf) => {
        const layers = await textLayers(pdf, limits);
        const reads = await bounded(layers, window, (layer, index) =>
          readPdfPage(pdf, index + 1, layer, ocr),
        );
        return {
          pages: reads.map((r) => r.page),
          qrCodes: reads.flatMap((r) => r.qrCodes),
          producer: pdf.producer,
        };
      });
      return { mimeType, pageCount: text.pages.length, text };
    },

    stop: () => ocr.stop(),
  };
}

async function sniff(bytes: Uint8Array): Promise<SupportedMimeType> {
  const mimeType = await sniffFileType(bytes);
  if (mimeType === null) throw new ReaderError('unsupported_file_type', 'not a PDF, JPEG, PNG or TIFF');
  return mimeType;
}

/** From the header alone: a decompression bomb is refused before a byte of it is inflated. */
function checkImage(bytes: Uint8Array, mimeType: ImageMimeType, limits: Limits): void {
  const size = imageSize(bytes, mimeType);
  if (!size) throw new ReaderError('corrupted_file', 'the image header is unreadable');
  if (size.width * size.height > limits.maxImagePixels) {
    throw new ReaderError(
      'image_too_large',
      `the image is ${size.width}×${size.height} pixels, over ${limits.maxImagePixels / 1e6} megapixels`,
    );
  }
  if (Math.min(size.width, size.height) < MIN_IMAGE_SIDE) {
    throw new ReaderError(
      'no_text_found',
      `the image is ${size.width}×${size.height} pixels, too small to hold legible text`,
    );
  }
}

async function withPdf<T>(
  bytes: Uint8Array,
  password: string | undefined,
  use: (pdf: OpenPdf) => Promise<T>,
): Promise<T> {
  const pdf = await openPdf(bytes, { password });
  try {
    return await use(pdf);
  } finally {
    await pdf.close();
  }
}

/** Every page's text layer, after the page limits: a PDF over them is refused before any OCR. */
async function textLayers(pdf: OpenPdf, limits: Limits): Promise<string[]> {
  if (pdf.pageCount > limits.maxPages) {
    throw new ReaderError('too_many_pages', `the PDF has ${pdf.pageCount} pages, over ${limits.maxPages}`);
  }
  const layers: string[] = [];
  for (let page = 1; page <= pdf.pageCount; page++) layers.push(await pdf.pageText(page));
  const scanned = ocrPagesOf(layers).length;
  if (scanned > limits.maxOcrPages) {
    throw new ReaderError('too_many_pages', `${scanned} pages need OCR, over ${limits.maxOcrPages}`);
  }
  return layers;
}

function ocrPagesOf(layers: string[]): number[] {
  return layers.flatMap((layer, index) => (hasTextLayer(layer) ? [] : [index + 1]));
}

async function readImage(
  bytes: Uint8Array,
  mimeType: ImageMimeType,
  ocr: OcrPool,
  limits: Limits,
): Promise<PageRead> {
  checkImage(bytes, mimeType, limits);
  const result = await ocr.recognize({ encoded: bytes, mimeType });
  // After OCR, which has decoded the image once already: a file that does not decode never gets here.
  const codes = mimeType === 'image/tiff' ? [] : await qrCodesIn(() => decodeQrFromImage(bytes, mimeType));
  return { page: ocrPage(1, result), qrCodes: codes.map((data) => ({ page: 1, data })) };
}

/**
 * One page: its QR codes, and its text layer or, for a page without one, the OCR of its largest image
 * (a scan is one image a page). Only this page's images are decoded, and let go of on return.
 */
async function readPdfPage(pdf: OpenPdf, page: number, layer: string, ocr: OcrPool): Promise<PageRead> {
  const images = await pdf.pageImages(page);
  const scan = hasTextLayer(layer) ? undefined : largest(images);
  // A scanned page is one image of the whole page, QR code included: it is looked at too, whatever its
  // shape, once (ZXing's own rotations and scales) rather than in every variant, since most pages of a
  // long scan hold no code and each try costs a fraction of a second; and only among the first pages,
  // where the code bvs reads (the CSF's, on its first page) is printed, not on page 30 of an acta.
  const found = await Promise.all(
    images
      .filter((i) => (i === scan && page <= QR_SCAN_PAGES) || mayBeQrCode(i))
      .map((i) => qrCodesIn(() => decodeQrFromPixels(i, mayBeQrCode(i) ? 'thorough' : 'once'))),
  );
  const codes = new Set(found.flat());
  const qrCodes = [...codes].map((data) => ({ page, data }));
  images.length = 0;
  if (!scan) return { page: { page, text: layer, method: 'text_layer' }, qrCodes };
  return { page: ocrPage(page, await ocr.recognize({ raw: scan })), qrCodes };
}

/** The QR decoders' answer, whether they answer at once or in a promise (a wasm decoder does). */
async function qrCodesIn(decode: () => string[] | Promise<string[]>): Promise<string[]> {
  return decode();
}

function ocrPage(page: number, result: OcrResult): PageText {
  const { words } = result as OcrResult & { words?: PageWord[] };
  return {
    page,
    text: result.text,
    method: 'ocr',
    confidence: result.confidence,
    ...(words && { words }),
  };
}

/** `work` over every element, at most `limit` at a time, answers in input order. */
async function bounded<T, R>(
  inputs: readonly T[],
  limit: number,
  work: (input: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(inputs.length);
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (next < inputs.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(inputs[index]!, index);
      } catch (err) {
        failed = true; // the other lanes stop after their current element
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, lane));
  return results;
}

/** Scanned pages looked at whole for a QR code: a CSF's is on its first page, a long scan's first few. */
const QR_SCAN_PAGES = 5;

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

export type { DocumentPlan, PageRead };
