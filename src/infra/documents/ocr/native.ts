import { spawn } from 'node:child_process';
import { ReaderError } from '../errors';
import { PAGE_SEGMENTATION_MODE, type OcrEngine, type Orientation, type Rotation } from './engine';
import { parseTsv } from './words';

/** Output beyond this is not a page's TSV; the process is killed. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `tesseract` with the image on stdin, one thread (OMP_THREAD_LIMIT=1: the pool's lanes are the
 * parallelism), killing it when `signal` aborts.
 */
function runTesseract(command: string, args: string[], input: Buffer, signal?: AbortSignal): Promise<Run> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const child = spawn(command, args, {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(() => reject(signal?.reason as Error));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_OUTPUT_BYTES) {
        child.kill('SIGKILL');
        finish(() => reject(new ReaderError('ocr_failed', 'tesseract wrote too much output')));
      } else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4096);
    });
    child.stdin.on('error', () => undefined); // EPIPE when tesseract exits before reading everything
    child.on('error', (err) => finish(() => reject(err)));
    child.on('close', (code) =>
      finish(() => resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr })),
    );
    child.stdin.end(input);
  });
}

const availability = new Map<string, Promise<boolean>>();

/** Whether `command` is a Tesseract 4 or 5 with the Spanish model; asked once per command. */
export function nativeTesseractAvailable(command = 'tesseract'): Promise<boolean> {
  let known = availability.get(command);
  if (!known) {
    const signal = AbortSignal.timeout(10_000);
    known = runTesseract(command, ['--list-langs'], Buffer.alloc(0), signal).then(
      (run) => run.code === 0 && /^spa$/m.test(run.stdout),
      () => false,
    );
    availability.set(command, known);
  }
  return known;
}

/** Debian's `tesseract` 5, spawned per page: a crashed or hung page costs one process, nothing else. */
export function createNativeEngine(command = 'tesseract'): OcrEngine {
  return {
    name: 'native',
    async recognize(png, signal, segmentation) {
      const psm = String(PAGE_SEGMENTATION_MODE[segmentation]);
      const args = ['stdin', 'stdout', '-l', 'spa', '--psm', psm, '--dpi', '300'];
      const run = await runTesseract(command, [...args, 'tsv'], png, signal).catch((err: unknown) => {
        throw failure(err);
      });
      if (run.code !== 0) throw unreadable(run.stderr);
      return parseTsv(run.stdout);
    },
    async detectOrientation(png, signal) {
      const run = await runTesseract(
        command,
        ['stdin', 'stdout', '--psm', '0', '--dpi', '300'],
        png,
        signal,
      ).catch((err: unknown) => {
        throw failure(err);
      });
      // Exit status 1 with "Too few characters" when the page has too little text to decide.
      if (run.code !== 0) return null;
      return parseOsd(run.stdout);
    },
    stop: () => Promise.resolve(),
  };
}

/** `Rotate: 90` and `Orientation confidence: 5.2` from `tesseract --psm 0`. */
export function parseOsd(output: string): Orientation | null {
  const rotate = /^Rotate: (\d+)/m.exec(output)?.[1];
  const confidence = /^Orientation confidence: ([\d.]+)/m.exec(output)?.[1];
  if (rotate === undefined || confidence === undefined) return null;
  const degrees = Number(rotate);
  if (![0, 90, 180, 270].includes(degrees)) return null;
  return { rotate: degrees as Rotation, confidence: Number(confidence) };
}

function failure(err: unknown): ReaderError {
  if (err instanceof ReaderError) return err;
  return new ReaderError('ocr_failed', 'tesseract could not be run', { cause: err });
}

function unreadable(stderr: string): ReaderError {
  if (/Error in pix|read_image|Unsupported image|Error during processing/i.test(stderr)) {
    return new ReaderError('corrupted_file', 'the image cannot be decoded', { cause: new Error(stderr) });
  }
  return new ReaderError('ocr_failed', 'tesseract failed', { cause: new Error(stderr) });
}
