import type { Deps } from '../context';
import { recordEvents } from '../events/outbox';
import * as items from '../verifications/verification.repository';
import * as repo from './document.repository';
import type { ItemFile } from './document.repository';
import type { DocumentText, PageText } from './extraction';
import * as pages from './pages.repository';
import type { DocumentPage } from './pages.repository';
import {
  readErrorCode,
  type DocumentPlan,
  type DocumentReader,
  type PageRead,
  type ReadErrorCode,
  type ReadOptions,
} from './reader';
import { DOCUMENTS_QUEUE, PROCESSING, type DocumentJob } from './upload.service';

/**
 * The queue of page jobs: one page of a long document read (OCR) by whichever instance takes it.
 * The run that stores the last page queues the document's job again, which assembles the pages and
 * goes on to classify, extract and validate.
 */
export const DOCUMENT_PAGES_QUEUE = 'document-pages';
export interface PageJob {
  fileId: string;
  page: number;
}

/** Runs of one page (timeouts, dying instances) before it fails its document with its error. */
export const PAGE_ATTEMPTS = 3;

/** Progress is reported on the item at most this often per document. */
export const PROGRESS_INTERVAL_MS = 2000;

/** A document's read error found after the fact (a failed page, nothing legible), with its public code. */
export class DocumentReadError extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'DocumentReadError';
  }
}

interface Log {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/** Fewer letters and digits than this in the whole document and nothing was read from it. */
const MIN_TEXT_CHARS = 10;

/** Whether a document holds anything to classify: a blank scan, a photo of no document, does not. */
export function hasLegibleText(text: DocumentText): boolean {
  let count = 0;
  for (const page of text.pages) {
    count += page.text.replace(/[^\p{L}\p{N}]/gu, '').length;
    if (count >= MIN_TEXT_CHARS) return true;
  }
  return false;
}

/**
 * Hands a planned document to page jobs: its text-layer pages are read now (cheap), its OCR pages
 * become one job each. Stored and queued in one transaction with the file's claim released, so the
 * document job that the last page queues can claim it. Does nothing for a file no longer current.
 */
export async function startPageJobs(
  deps: Deps,
  reader: DocumentReader,
  file: ItemFile,
  bytes: Uint8Array,
  options: ReadOptions,
  plan: DocumentPlan,
): Promise<void> {
  const ocr = new Set(plan.ocrPages);
  const read: PageRead[] = [];
  for (let page = 1; page <= plan.pageCount; page++) {
    if (!ocr.has(page)) read.push(await reader.readPage(bytes, page, options));
  }
  const started = await deps.db.transaction().execute(async (trx) => {
    if ((await pages.lockCurrentFile(trx, file.account_id, file.id)) !== 'received') return false;
    const now = deps.clock.now();
    if (!(await pages.insertPlan(trx, file.id, read, plan.ocrPages, now))) return false;
    await repo.updateFile(trx, file.id, {
      page_count: plan.pageCount,
      pages_total: plan.pageCount,
      pages_done: read.length,
      progress_reported_at: now,
      producer: plan.producer ?? null,
      claimed_until: null,
    });
    await deps.jobs.sendMany(
      DOCUMENT_PAGES_QUEUE,
      plan.ocrPages.map((page) => ({ data: { fileId: file.id, page } satisfies PageJob })),
      { trx },
    );
    return true;
  });
  if (!started) return;
  deps.jobs.wake(DOCUMENT_PAGES_QUEUE);
  await reportProgress(deps, file, read.length, plan.pageCount);
}

/**
 * One page job: reads its page and stores it. Safe to run twice and on any instance: a page already
 * stored, or of a file replaced or finished meanwhile, is left alone. A page that keeps failing fails
 * its document after `PAGE_ATTEMPTS` runs; until then the job throws and the queue retries it.
 */
export async function processPage(
  deps: Deps,
  reader: DocumentReader,
  job: PageJob,
  log?: Log,
): Promise<void> {
  const { fileId, page } = job;
  const file = await repo.findFile(deps.db, fileId);
  if (file?.status !== 'received' || !file.blob_id) return;
  const item = await items.findItem(deps.db, file.account_id, Number(file.item_id));
  if (item?.fileId !== file.id) return;
  const attempt = await pages.startAttempt(deps.db, fileId, page, deps.clock.now());
  if (attempt === null) return;
  if (attempt > PAGE_ATTEMPTS) return endPage(deps, file, page, 'ocr_failed');
  const blob = await deps.blobs.get(deps.db, file.account_id, file.blob_id);
  if (!blob) return endPage(deps, file, page, 'corrupted_file');
  const password = file.password_encrypted ? deps.secrets.decrypt(file.password_encrypted) : undefined;
  const t0 = Date.now();
  let read;
  try {
    read = await reader.readPage(blob.bytes, page, password === undefined ? {} : { password });
  } catch (err) {
    const code = readErrorCode(err);
    // A timeout, a worker that died: worth another run. A page that cannot be read at all is not.
    if (attempt < PAGE_ATTEMPTS && (code === null || code === 'ocr_failed')) throw err;
    if (!code) log?.error({ err, fileId, page }, 'page read failed');
    return endPage(deps, file, page, code ?? 'processing_failed');
  }
  const counted = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    if (!(await pages.storePage(trx, fileId, read, now))) return null;
    const count = await pages.countPage(trx, fileId, now, PROGRESS_INTERVAL_MS);
    if (count.done >= count.total) await queueDocumentJob(deps, trx, fileId);
    return count;
  });
  if (!counted) return;
  log?.info?.(
    { fileId, page, ms: Date.now() - t0, done: counted.done, total: counted.total },
    'document page read',
  );
  if (counted.done >= counted.total) deps.jobs.wake(DOCUMENTS_QUEUE);
  else if (counted.reported) await reportProgress(deps, file, counted.done, counted.total);
}

/** A page that will not be read: stored as failed, and the document job queued to fail the item. */
async function endPage(deps: Deps, file: ItemFile, page: number, code: string): Promise<void> {
  const failed = await deps.db.transaction().execute(async (trx) => {
    if (!(await pages.failPage(trx, file.id, page, code, deps.clock.now()))) return false;
    await queueDocumentJob(deps, trx, file.id);
    return true;
  });
  if (failed) deps.jobs.wake(DOCUMENTS_QUEUE);
}

function queueDocumentJob(deps: Deps, trx: Parameters<typeof pages.pagesOf>[0], fileId: string) {
  return deps.jobs.sendMany(DOCUMENTS_QUEUE, [{ data: { fileId } satisfies DocumentJob }], { trx });
}

/**
 * A planned document's stored pages: its text once every page is read, null while some are still
 * pending; a failed page throws its error.
 */
export function storedText(file: ItemFile, stored: DocumentPage[]): DocumentText | null {
  const failed = stored.find((p) => p.status === 'failed');
  if (failed) {
    throw new DocumentReadError(
      readErrorCode({ code: failed.error }) ?? 'ocr_failed',
      `page ${failed.page} could not be read`,
    );
  }
  if (stored.some((p) => p.status !== 'done' || !p.text)) return null;
  return {
    pages: stored.map((p) => p.text as PageText),
    qrCodes: stored.flatMap((p) => p.qr_codes ?? []),
    producer: file.producer,
  };
}

/**
 * Pages done and total on the item's value and as an internal event (for the GraphQL subscription),
 * only while the item is still processing this file, and never going backwards.
 */
export async function reportProgress(deps: Deps, file: ItemFile, done: number, total: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const progress = { pages_done: done, pages_total: total };
    const updated = await pages.setItemProgress(trx, file, PROCESSING, progress);
    if (!updated) return;
    await recordEvents(
      trx,
      [
        {
          eventName: 'verification_item.pages_read',
          accountId: file.account_id,
          verificationId: file.verification_id,
          itemId: updated.id,
          data: {
            verification_id: file.verification_id,
            item_id: updated.id,
            account_id: file.account_id,
            item_type: updated.item_type,
            ...progress,
            updated_at: now.toISOString(),
          },
        },
      ],
      now,
    );
  });
}
