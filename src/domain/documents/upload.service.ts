import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Caller, Deps } from '../context';
import { DomainError, validationError } from '../errors';
import { internalStatusEvent, type Actor, type NewEvent } from '../events/outbox';
import { DOCUMENTS_QUEUE, type QueuedJob } from '../jobs';
import { newId, safeFileName } from '../shared/ids';
import { getItem } from '../verifications/item.service';
import { transition } from '../verifications/transition';
import type { Verification, VerificationItem } from '../verifications/verification';
import * as items from '../verifications/verification.repository';
import { isDocumentType } from '../verifications/verification.rules';
import * as repo from './document.repository';
import { revalidateSiblings } from './verdicts';

export { DOCUMENTS_QUEUE } from '../jobs';
export interface DocumentJob {
  fileId: string;
}

/** An item's state once a file is in and waiting for its job. */
export const PROCESSING = 'processing';

export interface IncomingFile {
  bytes: Uint8Array;
  fileName?: string | null;
  password?: string | null;
}

const MAX_PASSWORD = 256;

async function checkFile(deps: Deps, file: IncomingFile): Promise<string> {
  if (file.bytes.byteLength === 0) throw validationError([{ path: 'file', message: 'is empty' }]);
  if (file.bytes.byteLength > deps.files.maxBytes) {
    throw new DomainError('PAYLOAD_TOO_LARGE', `The file is larger than ${deps.files.maxBytes} bytes`);
  }
  if (file.password && file.password.length > MAX_PASSWORD) {
    throw validationError([{ path: 'file_password', message: `must be at most ${MAX_PASSWORD} characters` }]);
  }
  const mime = await deps.files.sniff(file.bytes);
  if (!mime) {
    throw validationError(
      [{ path: 'file', message: 'must be a PDF, JPEG, PNG or TIFF file (checked by content)' }],
      'unsupported_file_type',
    );
  }
  return mime;
}

/** Points an item at a new file and resets it to wait for processing. */
export async function startProcessing(
  trx: Db,
  deps: Deps,
  actor: Actor,
  verification: Verification,
  item: VerificationItem,
  fileId: string,
  received: boolean,
): Promise<{ item: VerificationItem; events: NewEvent[] }> {
  const now = deps.clock.now();
  await repo.supersedeFiles(trx, item.id, fileId);
  const updated = await items.updateItem(trx, item.id, {
    file_id: fileId,
    file_received_at: received ? now : null,
    item_status: 'pending',
    item_type: item.requestedType === 'doc_validation' ? item.itemType : item.requestedType,
    item_internal_status: PROCESSING,
    item_error: null,
    item_value: '{}',
    validation_result: null,
    invalidated_at: null,
    // A new document answers a replacement request (issue 18).
    replacement_requested_at: null,
    replacement_reason: null,
    completed_at: null,
    updated_at: now,
  });
  await deps.jobs.sendMany(DOCUMENTS_QUEUE, [{ data: { fileId } satisfies DocumentJob }], { trx });
  const events =
    updated.itemInternalStatus !== item.itemInternalStatus
      ? [internalStatusEvent(updated, verification, actor)]
      : [];
  // Its previous extraction no longer counts in the other documents' cross-checks.
  events.push(...(await revalidateSiblings(deps, actor, trx, verification, item.id)));
  return { item: updated, events };
}

/**
 * An upload to an item (REST multipart, GraphQL base64, upload ticket), by the customer or the end
 * client: stored, flagged when the verification already holds the same file, and queued.
 */
export async function attachFile(
  deps: Deps,
  caller: Caller,
  itemId: string,
  file: IncomingFile,
): Promise<VerificationItem> {
  const found = await getItem(deps, caller, itemId);
  if (!isDocumentType(found.requestedType) && !isDocumentType(found.itemType)) {
    throw validationError([{ path: 'item', message: `a ${found.requestedType} item takes no file` }]);
  }
  const mime = await checkFile(deps, file);
  const result = await transition(
    deps,
    caller,
    found.verificationId,
    async ({ trx, verification, items: all }) => {
      const locked = all.find((i) => i.id === found.id)!;
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const previous = locked.fileId
        ? await repo.findFileOfAccount(trx, caller.accountId, locked.fileId)
        : undefined;
      if (locked.invalidatedAt && previous?.sha256 === sha256) {
        throw new DomainError('CONFLICT', 'This file was invalidated by a reviewer; upload another document');
      }
      const blob = await deps.blobs.put(trx, caller.accountId, file.bytes, mime);
      const stored = await repo.insertFile(trx, {
        id: newId(),
        account_id: caller.accountId,
        verification_id: verification.id,
        item_id: found.id,
        blob_id: blob.id,
        origin: 'upload',
        file_name: safeFileName(file.fileName),
        mime_type: mime,
        sha256: blob.sha256,
        size_bytes: blob.sizeBytes,
        password_encrypted: file.password ? deps.secrets.encrypt(file.password) : null,
        duplicate_of_item_id: await repo.findDuplicate(trx, verification.id, blob.sha256, found.id),
        status: 'received',
        created_at: deps.clock.now(),
      });
      const { item, events } = await startProcessing(
        trx,
        deps,
        caller,
        verification,
        locked,
        stored.id,
        true,
      );
      return { result: item, events };
    },
  );
  deps.jobs.wake(DOCUMENTS_QUEUE);
  return result;
}

/** Items created with `options.file_url`: the fetch is queued with the items, in their transaction. */
export async function scheduleFileFetches(
  trx: Db,
  deps: Deps,
  created: { item: VerificationItem; fileUrl: string; password: string | null }[],
): Promise<void> {
  if (created.length === 0) return;
  const now = deps.clock.now();
  const jobs: QueuedJob[] = [];
  for (const { item, fileUrl, password } of created) {
    const file = await repo.insertFile(trx, {
      id: newId(),
      account_id: item.accountId,
      verification_id: item.verificationId,
      item_id: item.id,
      origin: 'file_url',
      source_url: fileUrl,
      password_encrypted: password ? deps.secrets.encrypt(password) : null,
      status: 'fetching',
      created_at: now,
    });
    await items.updateItem(trx, item.id, { file_id: file.id, updated_at: now });
    jobs.push({ data: { fileId: file.id } satisfies DocumentJob });
  }
  await deps.jobs.sendMany(DOCUMENTS_QUEUE, jobs, { trx });
}
