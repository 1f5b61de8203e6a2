/**
 * `BENCH_READ_CACHE=1`: each document's DocumentText kept in /work/corpus-files/cache, keyed by the
 * file's SHA-256 and a hash of the reader's sources (every .ts under src/infra/documents), so extractor work can
 * re-run extraction without re-running OCR; any change to the reader reads everything again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentText } from '../../src/domain/documents/extraction';
import { FILES_DIR, REPO_ROOT } from '../../scripts/corpus-lib';

export interface CachedRead {
  text: DocumentText;
  pageCount: number;
  /** Wall-clock milliseconds of the read when it was made (not of the cache hit). */
  readMs: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

let readerHash: string | undefined;
/** Hash of every reader source file, so a changed OCR or PDF path invalidates the cache. */
export function readerSourceHash(): string {
  if (readerHash) return readerHash;
  const dir = join(REPO_ROOT, 'src/infra/documents');
  // Recursive: the OCR engines and the page preparation live in ocr/.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .sort();
  readerHash = sha256(files.map((f) => `${f}\n${readFileSync(join(dir, f), 'utf8')}`).join('\n')).slice(
    0,
    16,
  );
  return readerHash;
}

const cacheDir = () => join(FILES_DIR, 'cache');
// A read under a forced segmentation (BENCH_SEGMENTATION) is kept apart from the reader's default.
const cachePath = (bytes: Uint8Array) => {
  const forced = process.env.BENCH_SEGMENTATION;
  const suffix = forced && forced !== 'per_page' ? `-${forced}` : '';
  return join(cacheDir(), `${sha256(bytes)}-${readerSourceHash()}${suffix}.json`);
};

export function cachedRead(bytes: Uint8Array): CachedRead | null {
  const path = cachePath(bytes);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CachedRead) : null;
}

export function storeRead(bytes: Uint8Array, read: CachedRead): void {
  mkdirSync(cacheDir(), { recursive: true });
  writeFileSync(cachePath(bytes), JSON.stringify(read));
}
