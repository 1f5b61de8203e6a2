import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { ReaderError } from '../errors';
import { PAGE_SEGMENTATION_MODE, type OcrEngine, type Orientation, type Rotation } from './engine';
import { parseTsv } from './words';

/** The traineddata shipped in an @tesseract.js-data package: nothing is downloaded or cached at run time. */
function langPath(pkg: 'spa' | 'osd', variant: '4.0.0' | '4.0.0_best_int'): string {
  return path.join(path.dirname(require.resolve(`@tesseract.js-data/${pkg}/package.json`)), variant);
}

const quiet = {
  gzip: true,
  cacheMethod: 'none',
  logger: () => undefined,
  // Without a handler tesseract.js rethrows a failed job inside its message listener, which would crash
  // the process; the job's own promise still rejects.
  errorHandler: () => undefined,
};

async function startReader(): Promise<Worker> {
  const worker = await createWorker('spa', OEM.LSTM_ONLY, {
    ...quiet,
    langPath: langPath('spa', '4.0.0_best_int'),
  });
  await worker.setParameters({ user_defined_dpi: '300' });
  return worker;
}

/** Orientation detection needs Tesseract's legacy engine and the `osd` model (@tesseract.js-data/osd). */
function startDetector(): Promise<Worker> {
  return createWorker('osd', OEM.TESSERACT_ONLY, {
    ...quiet,
    langPath: langPath('osd', '4.0.0'),
    legacyCore: true,
    legacyLang: true,
  });
}

/**
 * tesseract.js (Tesseract compiled to WebAssembly, in a worker thread) with the Spanish model of
 * @tesseract.js-data/spa: the engine bvs runs with npm alone. The worker (~100 MB) is started on first
 * use and kept; an aborted page terminates it, and the next page starts a new one.
 */
export function createJsEngine(): OcrEngine {
  let reader: Promise<Worker> | null = null;
  let detector: Promise<Worker> | null = null;

  async function run<T>(
    which: 'reader' | 'detector',
    signal: AbortSignal,
    job: (worker: Worker) => Promise<T>,
  ): Promise<T> {
    if (signal.aborted) throw signal.reason as Error;
    let started = which === 'reader' ? reader : detector;
    if (!started) {
      started = which === 'reader' ? startReader() : startDetector();
      if (which === 'reader') reader = started;
      else detector = started;
    }
    const worker = await started.catch((err: unknown) => {
      if (which === 'reader') reader = null;
      else detector = null;
      throw new ReaderError('ocr_failed', 'could not start an OCR worker', { cause: err });
    });
    let onAbort = () => undefined as void;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    const work = job(worker);
    work.catch(() => undefined); // a job that lost the race below may still reject, unobserved
    try {
      return await Promise.race([work, aborted]);
    } catch (err) {
      if (signal.aborted) {
        // The worker is still busy on the page and only terminating it frees it.
        if (which === 'reader') reader = null;
        else detector = null;
        await worker.terminate().catch(() => undefined);
        throw signal.reason as Error;
      }
      throw unreadable(err);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  return {
    name: 'js',
    recognize: (png, signal, segmentation) =>
      run('reader', signal, async (worker) => {
        // Set on every page: one worker reads pages of either segmentation, one page at a time.
        await worker.setParameters({
          tessedit_pageseg_mode: String(PAGE_SEGMENTATION_MODE[segmentation]) as PSM,
        });
        const { data } = await worker.recognize(png, {}, { tsv: true, text: false, blocks: false });
        return parseTsv(data.tsv ?? '');
      }),
    detectOrientation: (png, signal) =>
      run('detector', signal, async (worker): Promise<Orientation | null> => {
        const result = (await worker.detect(png)).data;
        const degrees = result.orientation_degrees;
        if (degrees === null || ![0, 90, 180, 270].includes(degrees)) return null;
        return { rotate: degrees as Rotation, confidence: result.orientation_confidence ?? 0 };
      }).catch((err: unknown) => {
        if (signal.aborted) throw err;
        return null; // too little text to decide, or no legacy core: the caller falls back on confidences
      }),
    async stop() {
      const workers = [reader, detector];
      reader = detector = null;
      await Promise.all(workers.map((w) => w?.then((x) => x.terminate()).catch(() => undefined)));
    },
  };
}

function unreadable(err: unknown): ReaderError {
  if (err instanceof ReaderError) return err;
  // Leptonica's answer to bytes it cannot decode, e.g. a PNG cut short.
  if (String(err).includes('Error attempting to read image')) {
    return new ReaderError('corrupted_file', 'the image cannot be decoded', { cause: err });
  }
  return new ReaderError('ocr_failed', 'OCR failed', { cause: err });
}
