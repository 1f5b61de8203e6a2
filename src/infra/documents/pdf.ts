import path from 'node:path';
import { ReaderError } from './errors';
import type { RawImage } from './ocr';
import { MIN_TEXT_QUALITY, textQuality } from './text-quality';

/** An open PDF; pages are numbered from 1. Call `close()` when done. */
export interface OpenPdf {
  pageCount: number;
  /** The Info dictionary's Producer, a weak authenticity hint; null when absent. */
  producer: string | null;
  /** The page's text layer, items joined as laid out (a line break where pdf.js reports an end of line). */
  pageText(page: number): Promise<string>;
  /** The page's image XObjects, decoded (bilevel scans as 8-bit gray). */
  pageImages(page: number): Promise<RawImage[]>;
  close(): Promise<void>;
}

export interface OpenPdfOptions {
  password?: string;
  /** pdf.js skips decoding larger images (a PDF can declare a huge one to exhaust memory); default 40 MP. */
  maxImagePixels?: number;
}

// pdf.js is ESM-only: imported lazily, once, so CommonJS callers (tsx, ts-jest) can load this module.
// Its legacy build, because the modern one needs Node 22 (ArrayBuffer.prototype.transferToFixedLength).
const importPdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: ReturnType<typeof importPdfjs> | undefined;
type Pdfjs = Awaited<ReturnType<typeof importPdfjs>>;
type PDFDocumentProxy = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;
type PDFPageProxy = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

/** Fewer non-space characters than this and a page is treated as a scan (no text layer). */
const MIN_TEXT_LAYER_CHARS = 20;

/**
 * Whether a page's text layer is text to read: enough characters, and characters that read as Spanish
 * or English (a layer of bitmap glyphs with meaningless codes scores low and the page goes to OCR).
 */
export function hasTextLayer(text: string): boolean {
  return text.replace(/\s+/g, '').length >= MIN_TEXT_LAYER_CHARS && textQuality(text) >= MIN_TEXT_QUALITY;
}

export async function openPdf(bytes: Uint8Array, options: OpenPdfOptions = {}): Promise<OpenPdf> {
  pdfjs ??= importPdfjs();
  const lib = await pdfjs;
  const task = lib.getDocument({
    data: new Uint8Array(bytes), // pdf.js may transfer (detach) the buffer; the caller's bytes stay intact
    password: options.password,
    verbosity: lib.VerbosityLevel.ERRORS,
    // pdf.js 5.4 compiles font programs with `new Function` unless told not to (CVE-2024-4367 was there).
    isEvalSupported: false,
    maxImageSize: options.maxImagePixels ?? 40_000_000,
    cMapUrl: path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps') + path.sep,
    cMapPacked: true,
    // JPEG 2000 images (common in scanners' mixed-raster PDFs) decode with the OpenJPEG wasm shipped here.
    wasmUrl: path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'wasm') + path.sep,
  });
  const pdf = await task.promise.catch((err: unknown) => {
    throw openError(err);
  });
  try {
    const { info } = await pdf.getMetadata();
    const producer = (info as { Producer?: unknown }).Producer;
    return {
      pageCount: pdf.numPages,
      producer: typeof producer === 'string' && producer.trim() !== '' ? producer.trim() : null,
      pageText: (page) => corruptedOnError(() => pageText(pdf, page)),
      pageImages: (page) => corruptedOnError(() => pageImages(lib, pdf, page)),
      close: () => task.destroy(),
    };
  } catch (err) {
    await task.destroy();
    throw openError(err);
  }
}

/**
 * Items joined in reading order: a line break where pdf.js reports an end of line or the baseline
 * moves, and three spaces where a wide gap separates two items of one line (a column, as
 * `pdftotext -layout` shows it), so extractors can tell a statement's columns apart.
 */
async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  let out = '';
  let last: { x: number; y: number; charWidth: number } | null = null;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    // pdf.js reports gaps as whitespace items; the gap itself decides between a space and a column.
    if (item.str.trim() === '') {
      if (item.hasEOL && !out.endsWith('\n')) out += '\n';
      continue;
    }
    const [, , , , x = 0, y = 0] = item.transform as number[];
    if (last && !out.endsWith('\n')) {
      const gap = x - last.x;
      if (Math.abs(y - last.y) > Math.max(item.height, 1) * 0.5) out += '\n';
      else if (gap > last.charWidth * 2.5) out += '   ';
      else if (gap > last.charWidth * 0.2 && !/\s$/.test(out) && !/^\s/.test(item.str)) out += ' ';
    }
    out += item.str + (item.hasEOL ? '\n' : '');
    last = { x: x + item.width, y, charWidth: item.width / Math.max(item.str.length, 1) || 1 };
  }
  return out;
}

async function pageImages(lib: Pdfjs, pdf: PDFDocumentProxy, pageNumber: number): Promise<RawImage[]> {
  const page = await pdf.getPage(pageNumber);
  const { fnArray, argsArray } = await page.getOperatorList();
  const images: RawImage[] = [];
  for (const [i, fn] of fnArray.entries()) {
    if (fn !== lib.OPS.paintImageXObject) continue;
    const key = (argsArray[i] as [string])[0];
    const image = toRawImage(lib, await decodedObject(page, key));
    if (image) images.push(image);
  }
  page.cleanup(); // drops pdf.js's copies of the decoded images; the caller holds its own
  return images;
}

function decodedObject(page: PDFPageProxy, key: string): Promise<unknown> {
  // Images shared across pages live in the document-wide store, under keys starting with g_.
  const store = key.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => store.get(key, resolve));
}

interface PdfjsImage {
  data?: Uint8Array | Uint8ClampedArray;
  width?: number;
  height?: number;
  kind?: number;
}

function toRawImage(lib: Pdfjs, object: unknown): RawImage | null {
  const { data, width, height, kind } = (object ?? {}) as PdfjsImage;
  if (!data || !width || !height) return null;
  if (kind === lib.ImageKind.RGB_24BPP) return { data, width, height, channels: 3 };
  if (kind === lib.ImageKind.RGBA_32BPP) return { data, width, height, channels: 4 };
  if (kind === lib.ImageKind.GRAYSCALE_1BPP)
    return { data: unpackBits(data, width, height), width, height, channels: 1 };
  return null;
}

/** 1 bit per pixel, rows padded to a byte, 1 = white (pdf.js has already applied any /Decode) → 8-bit gray. */
function unpackBits(packed: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = (packed[y * rowBytes + (x >> 3)] ?? 0) & (0x80 >> (x & 7));
      gray[y * width + x] = bit ? 255 : 0;
    }
  }
  return gray;
}

function openError(err: unknown): ReaderError {
  const { name, code } = (err ?? {}) as { name?: unknown; code?: unknown };
  // pdf.js PasswordResponses: 1 = a password is needed, 2 = the password given is wrong.
  if (name === 'PasswordException' && code === 2) {
    return new ReaderError('invalid_file_password', 'the PDF password is wrong', { cause: err });
  }
  if (name === 'PasswordException') {
    return new ReaderError('password_protected_pdf', 'the PDF needs a password', { cause: err });
  }
  return new ReaderError('corrupted_file', 'the PDF cannot be read', { cause: err });
}

async function corruptedOnError<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw new ReaderError('corrupted_file', 'a PDF page cannot be read', { cause: err });
  }
}
