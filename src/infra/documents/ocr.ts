import { PNG } from 'pngjs';
import { ReaderError } from './errors';
import type { OcrEngine, OcrEngineChoice, PageSegmentation } from './ocr/engine';
import { createJsEngine } from './ocr/js';
import { layoutWords, readsAsForm } from './ocr/layout';
import { createNativeEngine, nativeTesseractAvailable } from './ocr/native';
import {
  analyse,
  halfSize,
  lightenPaper,
  decodeGray,
  MIN_SIDE,
  render,
  turn,
  turnHalf,
  type Gray,
  type PageGeometry,
} from './ocr/preprocess';
import type { OcrWord } from './ocr/words';
import { imageSize, type ImageMimeType } from './sniff';

export type { OcrEngineChoice, PageSegmentation } from './ocr/engine';

/** Decoded pixels, row-major, 1 (gray), 3 (RGB) or 4 (RGBA) bytes per pixel. */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

export type OcrImage = { encoded: Uint8Array; mimeType: ImageMimeType } | { raw: RawImage };

export interface OcrResult {
  /** Lines in reading order; columns on one line set apart by three spaces (as the PDF text layer is). */
  text: string;
  /** The mean word confidence, 0–100 (0 when no word was read). */
  confidence: number;
  /** The words of `text`, in its order, each with its confidence (0–100). */
  words: { text: string; confidence: number }[];
  /** How the page was segmented for the reading returned (absent for a page without text). */
  segmentation?: PageSegmentation;
}

export interface OcrPoolOptions {
  /**
   * `native`: Debian's `tesseract` 5 (spawned per page); `js`: tesseract.js (WebAssembly, npm only);
   * `auto` (default): native when a `tesseract` with the Spanish model is on the PATH, else js.
   */
  engine?: OcrEngineChoice;
  /** Pages read at once (native processes or tesseract.js workers of ~100 MB each); default 1. */
  workers?: number;
  /** A page that takes longer fails with `ocr_failed` and its process or worker is killed; default 60 s. */
  pageTimeoutMs?: number;
  /** Larger images are refused with `image_too_large` before decoding; default 40 megapixels. */
  maxPixels?: number;
  /** The native binary; default `tesseract` on the PATH. */
  tesseractCommand?: string;
  /**
   * `per_page` (default): each page read with the automatic layout, and read again as one column when
   * that reading looks like a form or a table (`readsAsForm`); `auto` or `column`: every page read with
   * that segmentation only (for measuring one against the other).
   */
  segmentation?: 'per_page' | PageSegmentation;
  /**
   * Under `per_page`, the automatic layout's time on a page: past it that reading is stopped and the page
   * is read as one column instead (Tesseract's layout analysis can run for minutes on a noisy scan that
   * it reads as one column in seconds); default half of `pageTimeoutMs`, and never more than
   * `MAX_AUTO_LAYOUT_BUDGET_MS` unless asked for: a long page timeout (a benchmark's, or one configured for a
   * loaded machine) must not let one page's layout analysis run for minutes.
   */
  autoLayoutBudgetMs?: number;
}

export interface OcrPool {
  recognize(image: OcrImage): Promise<OcrResult>;
  /** The engine pages are read with, once decided (`auto` asks for the native binary once). */
  engine(): Promise<'native' | 'js'>;
  /** Stops every process and worker; pending and later calls fail with `ocr_failed`. */
  stop(): Promise<void>;
}

/** Below this mean confidence a page read upright is suspected of being upside down. */
const SUSPECT_CONFIDENCE = 60;
/** Tesseract's orientation confidence from which its answer is taken over the fallback guess. */
const MIN_ORIENTATION_CONFIDENCE = 1;
/**
 * The same for a page whose lines run top to bottom: ink alone cannot tell a quarter turn from three,
 * so the page read turned half a turn is compared too unless Tesseract is surer than this (a card
 * scanned sideways, read upside down with a mean confidence of 45, was "upright" at 1.8).
 */
const MIN_SIDEWAYS_ORIENTATION_CONFIDENCE = 3;

/** The automatic layout's default time cap on a page, whatever the page timeout (a deed page reads in ~3 s). */
export const MAX_AUTO_LAYOUT_BUDGET_MS = 30_000;

const EMPTY: OcrResult = { text: '', confidence: 0, words: [] };

/**
 * A fixed number of OCR lanes with a FIFO queue in front. Each page is decoded and prepared (orientation
 * and skew corrected, scaled, background flattened) inside its lane, so memory holds at most `workers`
 * decoded pages whatever the queue's length.
 */
export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const timeoutMs = options.pageTimeoutMs ?? 60_000;
  const maxPixels = options.maxPixels ?? 40_000_000;
  const command = options.tesseractCommand ?? 'tesseract';
  const choice = options.engine ?? 'auto';
  const segmentation = options.segmentation ?? 'per_page';
  // Whole milliseconds: AbortSignal.timeout refuses a fraction.
  const autoBudgetMs = Math.max(
    1,
    Math.round(options.autoLayoutBudgetMs ?? Math.min(timeoutMs / 2, MAX_AUTO_LAYOUT_BUDGET_MS)),
  );
  const engineName: Promise<'native' | 'js'> =
    choice === 'auto'
      ? nativeTesseractAvailable(command).then((ok) => (ok ? 'native' : 'js'))
      : Promise.resolve(choice);
  const lanes: { engine: OcrEngine | null }[] = Array.from(
    { length: Math.max(1, options.workers ?? 1) },
    () => ({
      engine: null,
    }),
  );
  const free = [...lanes];
  const waiting: ((lane: (typeof lanes)[number]) => void)[] = [];
  const running = new Set<AbortController>();
  let stopped = false;
  const stoppedError = () => new ReaderError('ocr_failed', 'the OCR pool was stopped');

  const acquire = (): Promise<(typeof lanes)[number]> => {
    const lane = free.pop();
    return lane ? Promise.resolve(lane) : new Promise((resolve) => waiting.push(resolve));
  };
  const release = (lane: (typeof lanes)[number]): void => {
    const next = waiting.shift();
    if (next) next(lane);
    else free.push(lane);
  };

  return {
    async recognize(image) {
      if (stopped) throw stoppedError();
      checkBudget(image, maxPixels);
      const lane = await acquire();
      const controller = new AbortController();
      running.add(controller);
      const timer = setTimeout(
        () => controller.abort(new ReaderError('ocr_failed', `OCR took over ${timeoutMs} ms`)),
        timeoutMs,
      );
      try {
        if (stopped) throw stoppedError();
        const name = await engineName;
        lane.engine ??= name === 'native' ? createNativeEngine(command) : createJsEngine();
        const layout = { segmentation, autoBudgetMs };
        return await readPage(lane.engine, image, maxPixels, layout, controller.signal);
      } finally {
        clearTimeout(timer);
        running.delete(controller);
        release(lane);
      }
    },
    engine: () => engineName,
    async stop() {
      stopped = true;
      for (const controller of running) controller.abort(stoppedError());
      for (const resolve of waiting.splice(0)) resolve({ engine: null }); // each then fails as stopped
      await Promise.all(lanes.map((lane) => lane.engine?.stop()));
    },
  };
}

/** Refuses an image over the pixel budget from its header or dimensions, before anything decodes it. */
function checkBudget(image: OcrImage, maxPixels: number): void {
  const size = 'raw' in image ? image.raw : imageSize(image.encoded, image.mimeType);
  if (!size) throw new ReaderError('corrupted_file', 'the image header is unreadable');
  if (size.width * size.height > maxPixels) {
    throw new ReaderError('image_too_large', `the image is over ${maxPixels / 1e6} megapixels`);
  }
}

/**
 * A page's words after turning it upright, with the orientation checks a doubtful reading calls for,
 * then, under `per_page`, read again as one column when the automatic layout's reading looks like a
 * form (the column reading replaces it: a form's short cells are what the automatic layout drops).
 */
async function readPage(
  engine: OcrEngine,
  image: OcrImage,
  maxPixels: number,
  layout: { segmentation: 'per_page' | PageSegmentation; autoBudgetMs: number },
  signal: AbortSignal,
): Promise<OcrResult> {
  const page: Gray = await decodeGray(image, maxPixels);
  if (page.width < MIN_SIDE || page.height < MIN_SIDE) return EMPTY;
  lightenPaper(page);
  const geometry: PageGeometry = await analyse(page);
  if (geometry.textHeight === null && !hasInk(page)) return EMPTY;
  let png = await render(page, geometry, geometry.vertical ? 90 : 0);
  const start = await firstReading(engine, png, layout, signal);
  const first = start.segmentation;
  let best = start.reading;
  const doubtful = geometry.vertical || best.confidence < SUSPECT_CONFIDENCE;
  if (doubtful && geometry.textHeight !== null) {
    // One more reading at most: Tesseract's orientation detection names the turn; when it cannot decide,
    // a page read poorly (or found sideways, where 90° and 270° look alike to the ink) is tried upside down.
    const orientation = await engine.detectOrientation(await halfSize(png), signal);
    const sure = geometry.vertical ? MIN_SIDEWAYS_ORIENTATION_CONFIDENCE : MIN_ORIENTATION_CONFIDENCE;
    const degrees =
      orientation && orientation.confidence >= sure
        ? orientation.rotate
        : geometry.vertical || best.confidence < SUSPECT_CONFIDENCE - 15
          ? 180
          : 0;
    if (degrees !== 0) {
      const turned = await (degrees === 180 ? turnHalf(png) : turn(png, degrees));
      // The same layout as the first reading, under the same budget: an upside-down page of specks is
      // where Tesseract's automatic layout runs longest.
      const other =
        first === 'auto'
          ? (await firstReading(engine, turned, layout, signal)).reading
          : await reading(engine, turned, first, signal);
      if (other.score > best.score) {
        best = other;
        png = turned;
      }
    }
  }
  let laid = layoutWords(best.words);
  let used = first;
  if (layout.segmentation === 'per_page' && first === 'auto' && readsAsForm(laid.text)) {
    best = await reading(engine, png, 'column', signal);
    laid = layoutWords(best.words);
    used = 'column';
  }
  return {
    text: laid.text,
    confidence: best.confidence,
    words: laid.words.map((w) => ({ text: w.text, confidence: w.confidence })),
    segmentation: used,
  };
}

/**
 * The page's first reading: with the segmentation asked for, or under `per_page` with the automatic
 * layout, stopped after its budget for a reading as one column.
 */
async function firstReading(
  engine: OcrEngine,
  png: Buffer,
  layout: { segmentation: 'per_page' | PageSegmentation; autoBudgetMs: number },
  signal: AbortSignal,
): Promise<{ reading: Reading; segmentation: PageSegmentation }> {
  if (layout.segmentation !== 'per_page') {
    return {
      reading: await reading(engine, png, layout.segmentation, signal),
      segmentation: layout.segmentation,
    };
  }
  const budget = AbortSignal.any([signal, AbortSignal.timeout(layout.autoBudgetMs)]);
  try {
    return { reading: await reading(engine, png, 'auto', budget), segmentation: 'auto' };
  } catch (err) {
    if (signal.aborted || !budget.aborted) throw err;
    return { reading: await reading(engine, png, 'column', signal), segmentation: 'column' };
  }
}

interface Reading {
  words: OcrWord[];
  confidence: number;
  /** Confidence-weighted letters and digits read: how much real text a reading found. */
  score: number;
}

async function reading(
  engine: OcrEngine,
  png: Buffer,
  segmentation: PageSegmentation,
  signal: AbortSignal,
): Promise<Reading> {
  const words = await engine.recognize(png, signal, segmentation);
  const confidence = words.length ? words.reduce((sum, w) => sum + w.confidence, 0) / words.length : 0;
  const score = words.reduce(
    (sum, w) => sum + (w.confidence / 100) * w.text.replace(/[^\p{L}\p{N}]/gu, '').length,
    0,
  );
  return { words, confidence: Math.round(confidence * 100) / 100, score };
}

/** Whether a page without glyph-like ink has any dark pixel at all (a blank page does not). */
function hasInk(page: Gray): boolean {
  for (let i = 0; i < page.data.length; i += 7) if (page.data[i]! < 128) return true;
  return false;
}

const PNG_COLOR_TYPE = { 1: 0, 3: 2, 4: 6 } as const;

/**
 * Raw pixels as an 8-bit PNG with the same channels. Built for speed, not size, since it only travels
 * to a worker thread: no row filters (pngjs's adaptive filter costs 0.2 s a page in Node and tens of
 * seconds under Jest 30, whose proxied global object slows every `Math.abs`) and the fastest deflate.
 */
export function encodePng(image: RawImage): Buffer {
  const colorType = PNG_COLOR_TYPE[image.channels];
  const png = new PNG({ width: image.width, height: image.height, colorType, inputColorType: colorType });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return PNG.sync.write(png, { colorType, inputColorType: colorType, deflateLevel: 1, filterType: 0 });
}
