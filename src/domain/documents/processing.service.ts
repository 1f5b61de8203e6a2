import { findAccountById } from '../accounts/account.repository';
import type { Deps, DocumentOutcome } from '../context';
import type { Actor, NewEvent } from '../events/outbox';
import { safeFileName } from '../shared/ids';
import { isExtractable } from '../shared/item-types';
import { completeItemWith } from '../verifications/item-completion';
import { transition, type Locked } from '../verifications/transition';
import type { VerificationItem } from '../verifications/verification';
import * as items from '../verifications/verification.repository';
import { classify } from './classify';
import * as repo from './document.repository';
import type { ItemFile } from './document.repository';
import type { Classification, DocumentText } from './extraction';
import { EXTRACTORS } from './extractors';
import { decideType, judge, processedSiblings } from './judge';
import { DocumentReadError, hasLegibleText, startPageJobs, storedText } from './pages';
import * as pages from './pages.repository';
import { readErrorCode, type DocumentReader } from './reader';
import { reconcile } from './reconcile';
import type { Fields } from './validate';
import { revalidateSiblings, verdictOutcome } from './verdicts';

/** Fetch failures of `file_url` all surface as this public code (compat-notes 1.6). */
export const FETCH_FAILED = 'get_input_file_info_failed';

async function actorOf(deps: Deps, accountId: string): Promise<Actor> {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw new Error(`account ${accountId} of a document job no longer exists`);
  return { accountId, accountName: account.name };
}

/**
 * One document job: fetch the file if it came as a URL, read it (text layer, OCR, QR), classify,
 * extract, validate and complete the item. Safe to run twice (jobs are at-least-once) and on any
 * instance: a file that was replaced, or already processed, is left alone.
 */
export async function processFile(
  deps: Deps,
  reader: DocumentReader,
  fileId: string,
  log?: { error(obj: object, msg: string): void },
  options: ProcessingOptions = DEFAULT_PROCESSING,
): Promise<void> {
  const t0 = Date.now();
  try {
    const outcome = await runFile(deps, reader, fileId, log, options);
    if (outcome) deps.metrics?.documentProcessed(outcome, Date.now() - t0);
  } catch (err) {
    deps.metrics?.documentProcessed('error', Date.now() - t0);
    throw err;
  }
}

export interface ProcessingOptions {
  /** A document with at least this many pages to OCR is read by page jobs (PAGE_JOBS_MIN_OCR_PAGES). */
  pageJobsMinOcrPages: number;
}

export const DEFAULT_PROCESSING: ProcessingOptions = { pageJobsMinOcrPages: 3 };

/**
 * One run; null when there was nothing to do (already processed, or replaced meanwhile) or when the
 * document went to page jobs, whose last page queues this job again.
 */
async function runFile(
  deps: Deps,
  reader: DocumentReader,
  fileId: string,
  log: { error(obj: object, msg: string): void } | undefined,
  options: ProcessingOptions,
): Promise<DocumentOutcome | null> {
  let file = await repo.claimFile(deps.db, fileId, deps.clock.now());
  if (!file) return null;
  const actor = await actorOf(deps, file.account_id);
  if (file.status === 'fetching') {
    const fetched = await fetchFile(deps, actor, file);
    if (!fetched) return 'failed';
    file = fetched;
  }
  const item = await items.findItem(deps.db, file.account_id, Number(file.item_id));
  const blob = file.blob_id ? await deps.blobs.get(deps.db, file.account_id, file.blob_id) : null;
  if (!item || item.fileId !== file.id) return null;
  if (!blob) return failItem(deps, actor, file, 'corrupted_file');
  const password = file.password_encrypted ? deps.secrets.decrypt(file.password_encrypted) : undefined;
  let started = Date.now();
  let outcome: Outcome;
  try {
    const stored = await pages.pagesOf(deps.db, file.id);
    let text: DocumentText;
    if (stored.length > 0) {
      // Planned before: page jobs read it; go on once they all have.
      const assembled = storedText(file, stored);
      if (!assembled) {
        await repo.releaseClaim(deps.db, file.id);
        return null;
      }
      text = assembled;
      started = Math.min(...stored.map((p) => p.created_at.getTime()));
    } else {
      const readOptions = password === undefined ? {} : { password };
      const plan = await reader.plan(blob.bytes, readOptions);
      if (plan.ocrPages.length >= options.pageJobsMinOcrPages) {
        await startPageJobs(deps, reader, file, blob.bytes, readOptions, plan);
        return null;
      }
      // A re-processed file starts from a copy of its predecessor's row: its progress starts over.
      await repo.updateFile(deps.db, file.id, { pages_total: plan.pageCount, pages_done: 0 });
      text = (await reader.read(blob.bytes, readOptions)).text;
    }
    if (!hasLegibleText(text))
      throw new DocumentReadError('no_text_found', 'no legible text in the document');
    const classification = classify(text);
    const type = file.forced_type ?? decideType(item, classification);
    const { fields, warnings } = extract(type, text);
    outcome = {
      text,
      pageCount: text.pages.length,
      classification,
      type,
      warnings,
      fields: sourced(fields, text),
    };
  } catch (err) {
    const code = readErrorCode(err);
    if (!code) log?.error({ err, fileId }, 'document processing failed');
    return failItem(deps, actor, file, code ?? 'processing_failed');
  }
  try {
    await finishItem(deps, actor, file, outcome, Date.now() - started);
    return 'processed';
  } catch (err) {
    // A bug or malformed data in the checks ends the item visibly; database errors are retried.
    if (!(err instanceof TypeError || err instanceof RangeError)) throw err;
    log?.error({ err, fileId }, 'document validation failed');
    return failItem(deps, actor, file, 'processing_failed');
  }
}

interface Outcome {
  text: DocumentText;
  pageCount: number;
  classification: Classification;
  type: string;
  fields: Fields;
  warnings: string[];
}

async function fetchFile(deps: Deps, actor: Actor, file: ItemFile): Promise<ItemFile | null> {
  let fetched: { bytes: Uint8Array; contentType: string | null };
  try {
    fetched = await deps.files.fetch(file.source_url!);
  } catch {
    await failItem(deps, actor, file, FETCH_FAILED);
    return null;
  }
  const mime = fetched.bytes.byteLength > 0 ? await deps.files.sniff(fetched.bytes) : null;
  if (!mime) {
    await failItem(deps, actor, file, fetched.bytes.byteLength > 0 ? 'unsupported_file_type' : FETCH_FAILED);
    return null;
  }
  return transition(deps, actor, file.verification_id, async ({ trx, items: all }) => {
    const item = all.find((i) => i.id === Number(file.item_id));
    const current = await repo.findFile(trx, file.id);
    if (item?.fileId !== file.id || current?.status !== 'fetching') return { result: null, events: [] };
    const blob = await deps.blobs.put(trx, file.account_id, fetched.bytes, mime);
    const now = deps.clock.now();
    const updated = await repo.updateFile(trx, file.id, {
      blob_id: blob.id,
      mime_type: mime,
      sha256: blob.sha256,
      size_bytes: blob.sizeBytes,
      file_name: safeFileName(new URL(file.source_url!).pathname),
      duplicate_of_item_id: await repo.findDuplicate(trx, file.verification_id, blob.sha256, item.id),
      status: 'received',
    });
    await items.updateItem(trx, item.id, { file_received_at: now, updated_at: now });
    return { result: updated, events: [] };
  });
}

/**
 * Under the verification's lock, and only if the file is still the item's current one and no other
 * run of its job finished it meanwhile.
 */
function onCurrentFile(
  deps: Deps,
  actor: Actor,
  file: ItemFile,
  change: (locked: Locked, item: VerificationItem) => Promise<NewEvent[]>,
): Promise<void> {
  return transition(deps, actor, file.verification_id, async (locked) => {
    const item = locked.items.find((i) => i.id === Number(file.item_id));
    const current = await repo.findFile(locked.trx, file.id);
    if (current?.status !== 'fetching' && current?.status !== 'received') {
      return { result: undefined, events: [] };
    }
    if (item?.fileId !== file.id) {
      await repo.updateFile(locked.trx, file.id, { status: 'superseded' });
      return { result: undefined, events: [] };
    }
    return { result: undefined, events: await change(locked, item) };
  });
}

async function failItem(deps: Deps, actor: Actor, file: ItemFile, code: string): Promise<'failed'> {
  await onCurrentFile(deps, actor, file, async ({ trx, verification }, item) => {
    const now = deps.clock.now();
    await repo.updateFile(trx, file.id, { status: 'failed', error: code, processed_at: now });
    const { progress: _progress, ...value } = item.itemValue;
    const { events } = await completeItemWith(
      { trx, actor, verification, item, now },
      {
        itemType: code === 'corrupted_file' ? 'corrupted_file' : item.itemType,
        value,
        internalStatus: null,
        error: code,
      },
    );
    return [...events, ...(await revalidateSiblings(deps, actor, trx, verification, item.id))];
  });
  return 'failed';
}

/** Each field says how it was read: from the document's text layer or by OCR. */
function sourced(fields: Fields, text: DocumentText): Fields {
  const ocrPages = new Set(text.pages.filter((p) => p.method === 'ocr').map((p) => p.page));
  return Object.fromEntries(
    Object.entries(fields).map(([path, f]) => [
      path,
      {
        ...f,
        source: {
          ...f.source,
          information_source: f.source.page !== null && ocrPages.has(f.source.page) ? 'ocr' : 'document',
        },
      },
    ]),
  );
}

export function extract(type: string, text: DocumentText): { fields: Fields; warnings: string[] } {
  if (!isExtractable(type)) return { fields: {}, warnings: [] };
  return reconcile(type, EXTRACTORS[type](text), text);
}

async function finishItem(
  deps: Deps,
  actor: Actor,
  file: ItemFile,
  outcome: Outcome,
  processingMs: number,
): Promise<void> {
  await onCurrentFile(deps, actor, file, async ({ trx, verification, items: all }, item) => {
    const now = deps.clock.now();
    const duplicateOf = file.duplicate_of_item_id === null ? null : Number(file.duplicate_of_item_id);
    const siblings = processedSiblings(all, item.id);
    const verdict = judge(item, outcome.type, outcome.fields, verification, siblings, now, {
      duplicateOf,
      accepted: file.forced_type !== null,
      reviewMinConfidence: deps.reviewMinConfidence,
    });
    await repo.updateFile(trx, file.id, {
      status: 'processed',
      page_count: outcome.pageCount,
      pages_total: outcome.pageCount,
      pages_done: outcome.pageCount,
      processing_ms: processingMs,
      processed_at: now,
    });
    const value = {
      document_type: verdict.itemType,
      classification: outcome.classification,
      warnings: outcome.warnings,
      pages: outcome.text.pages.map((p) => ({
        page: p.page,
        method: p.method,
        ...(p.confidence !== undefined && { confidence: p.confidence }),
      })),
      sha256: file.sha256,
      ...(duplicateOf !== null && { duplicate_of_item_id: duplicateOf }),
      ...(file.forced_type !== null && { accepted_as_type: file.forced_type }),
    };
    const { events } = await completeItemWith(
      { trx, actor, verification, item, now },
      verdictOutcome(verdict, value),
    );
    return [...events, ...(await revalidateSiblings(deps, actor, trx, verification, item.id))];
  });
}
