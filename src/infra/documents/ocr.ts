import path from 'node:path';
import { PNG } from 'pngjs';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { ReaderError } from './errors';
import { imageSize, type ImageMimeType } from './sniff';

/** Decoded pixels, row-major, 1 (gray), 3 (RGB) or 4 (RGBA) bytes per pixel. */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

export type OcrImage = { encoded: Uint8Array; mimeType: ImageMimeType } | { raw: RawImage };

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export interface OcrPoolOptions {
  /** Tesseract workers alive at once (each is a worker thread holding ~100 MB); default 1. */
  workers?: number;
  /** A page that takes longer fails with `ocr_failed` and its worker is replaced; default 60 s. */
  pageTimeoutMs?: number;
  /** Larger images are refused with `unsupported_file_type` before decoding; default 40 megapixels. */
  maxPixels?: number;
}

export interface OcrPool {
  recognize(image: OcrImage): Promise<OcrResult>;
  /** Terminates every worker; pending and later calls fail with `ocr_failed`. */
  stop(): Promise<void>;
}

interface Slot {
  worker: Promise<Worker> | null;
}

/**
 * A fixed number of lazily created tesseract.js workers (Spanish), reused across documents, with a
 * FIFO queue in front. Only the traineddata shipped in @tesseract.js-data/spa is read: nothing is
 * downloaded or cached at run time.
 */
export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const timeoutMs = options.pageTimeoutMs ?? 60_000;
  const maxPixels = options.maxPixels ?? 40_000_000;
  const slots: Slot[] = Array.from({ length: Math.max(1, options.workers ?? 1) }, () => ({ worker: null }));
  const free = [...slots];
  const waiting: ((slot: Slot) => void)[] = [];
  let stopped = false;
  let signalStop: () => void = () => undefined;
  const stopping = new Promise<never>((_, reject) => {
    signalStop = () => reject(new ReaderError('ocr_failed', 'the OCR pool was stopped'));
  });
  stopping.catch(() => undefined);

  const acquire = (): Promise<Slot> => {
    const slot = free.pop();
    return slot ? Promise.resolve(slot) : new Promise((resolve) => waiting.push(resolve));
  };
  const release = (slot: Slot): void => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  async function workerFor(slot: Slot): Promise<Worker> {
    slot.worker ??= startWorker();
    const worker = await slot.worker.catch((err: unknown) => {
      slot.worker = null;
      throw new ReaderError('ocr_failed', 'could not start an OCR worker', { cause: err });
    });
    if (stopped) throw new ReaderError('ocr_failed', 'the OCR pool was stopped');
    return worker;
  }

  async function run(slot: Slot, input: Buffer): Promise<OcrResult> {
    if (stopped) throw new ReaderError('ocr_failed', 'the OCR pool was stopped');
    const worker = await workerFor(slot);
    const job = worker.recognize(input);
    job.catch(() => undefined); // a job that lost the race below may still reject, unobserved
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ReaderError('ocr_failed', `OCR took over ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const { data } = await Promise.race([job, timeout, stopping]);
      return { text: data.text, confidence: data.confidence };
    } catch (err) {
      if (!(err instanceof ReaderError)) throw unreadable(err);
      // Timed out or stopped: the worker is still busy on the page and only terminating it frees it.
      slot.worker = null;
      await worker.terminate();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async recognize(image) {
      const input = prepare(image, maxPixels);
      const slot = await acquire();
      try {
        return await run(slot, input);
      } finally {
        release(slot);
      }
    },
    async stop() {
      stopped = true;
      signalStop();
      const workers = slots.map((slot) => slot.worker);
      for (const slot of slots) slot.worker = null;
      await Promise.all(workers.map((worker) => worker?.then((w) => w.terminate()).catch(() => undefined)));
    },
  };
}

function startWorker(): Promise<Worker> {
  const langPath = path.join(
    path.dirname(require.resolve('@tesseract.js-data/spa/package.json')),
    '4.0.0_best_int',
  );
  return createWorker('spa', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    // Without a handler tesseract.js rethrows a failed job inside its message listener, which would
    // crash the process; the job's own promise still rejects.
    errorHandler: () => undefined,
  });
}

/** Checks the pixel budget and turns the image into the encoded buffer tesseract reads. */
function prepare(image: OcrImage, maxPixels: number): Buffer {
  const size = 'raw' in image ? image.raw : imageSize(image.encoded, image.mimeType);
  if (!size) throw new ReaderError('corrupted_file', 'the image header is unreadable');
  if (size.width * size.height > maxPixels) {
    throw new ReaderError('unsupported_file_type', `the image is over ${maxPixels / 1e6} megapixels`);
  }
  if ('raw' in image) return encodePng(image.raw);
  return Buffer.from(image.encoded.buffer, image.encoded.byteOffset, image.encoded.byteLength);
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

function unreadable(err: unknown): ReaderError {
  // Leptonica's answer to bytes it cannot decode, e.g. a PNG cut short.
  if (String(err).includes('Error attempting to read image')) {
    return new ReaderError('corrupted_file', 'the image cannot be decoded', { cause: err });
  }
  return new ReaderError('ocr_failed', 'OCR failed', { cause: err });
}
