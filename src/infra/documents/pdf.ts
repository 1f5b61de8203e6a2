import path from 'node:path';
import sharp from 'sharp';
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

/**
 * The page's images as they appear on the page: each decoded image (or image mask, the 1-bit stencil
 * scanners often use) turned and mirrored by the transform it is drawn with and by the page's /Rotate,
 * so an image stored upside down or sideways reaches OCR the way a reader sees it.
 */
async function pageImages(lib: Pdfjs, pdf: PDFDocumentProxy, pageNumber: number): Promise<RawImage[]> {
  const page = await pdf.getPage(pageNumber);
  const { fnArray, argsArray } = await page.getOperatorList();
  const images: RawImage[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  for (const [i, fn] of fnArray.entries()) {
    const args = argsArray[i] as unknown[];
    if (fn === lib.OPS.save) saved.push(ctm);
    else if (fn === lib.OPS.restore) ctm = saved.pop() ?? ctm;
    else if (fn === lib.OPS.transform) ctm = multiply(args as Matrix, ctm);
    else if (fn === lib.OPS.paintImageXObject || fn === lib.OPS.paintImageMaskXObject) {
      const image =
        fn === lib.OPS.paintImageXObject
          ? toRawImage(lib, await decodedObject(page, args[0] as string))
          : toMaskImage(await maskObject(page, args[0]));
      if (image) images.push(await upright(image, ctm, page.rotate));
    }
  }
  page.cleanup(); // drops pdf.js's copies of the decoded images; the caller holds its own
  return images;
}

type Matrix = [number, number, number, number, number, number];

/** `m` applied after `n` (PDF's `cm`: the new matrix times the current one). */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/**
 * The image as displayed. Its first row is drawn at the top of the unit square; on the page (y down)
 * its columns run along (a, -b) and a negative determinant means it is mirrored (fixed by flipping
 * rows first). The remaining turn, rounded to a quarter, plus the page's /Rotate, is applied clockwise.
 */
async function upright(image: RawImage, [a, b, c, d]: Matrix, pageRotate: number): Promise<RawImage> {
  const mirrored = a * d - b * c < 0;
  const columnsAngle = (Math.atan2(-b, a) * 180) / Math.PI;
  const turn = (((Math.round(columnsAngle / 90) * 90 + pageRotate) % 360) + 360) % 360;
  if (!mirrored && turn === 0) return image;
  const { data, width, height, channels } = image;
  let pipeline = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels },
  });
  if (mirrored) pipeline = pipeline.flip(); // before the rotation, whatever the call order
  if (turn) pipeline = pipeline.rotate(turn);
  const out = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height, channels };
}

function decodedObject(page: PDFPageProxy, key: string): Promise<unknown> {
  // Images shared across pages live in the document-wide store, under keys starting with g_.
  const store = key.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => store.get(key, resolve));
}

/** An image mask's pixels: pdf.js keeps large ones in the page's object store, under the key in `data`. */
async function maskObject(page: PDFPageProxy, arg: unknown): Promise<unknown> {
  const { data } = (arg ?? {}) as { data?: unknown };
  return typeof data === 'string' ? decodedObject(page, data) : arg;
}

/** A 1-bit image mask (bit 0 = painted with the fill colour, taken as ink) as 8-bit gray. */
function toMaskImage(object: unknown): RawImage | null {
  const { data, width, height } = (object ?? {}) as PdfjsImage;
  if (!(data instanceof Uint8Array || data instanceof Uint8ClampedArray) || !width || !height) return null;
  if (data.length < Math.ceil(width / 8) * height) return null;
  return { data: unpackBits(data, width, height), width, height, channels: 1 };
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
