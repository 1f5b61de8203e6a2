import { requireAccount } from '../domain/context';
import { fieldViews, reviewFields } from '../domain/documents/confidence';
import { acceptAsTypeCommand } from '../domain/documents/review.input';
import * as reviews from '../domain/documents/review.service';
import { inSpecNames } from '../domain/shared/issue-paths';
import { originalFileUrl } from '../domain/documents/file-links';
import { createUploadTicket } from '../domain/documents/upload-ticket';
import { attachFile } from '../domain/documents/upload.service';
import { validationError } from '../domain/errors';
import { inInput } from './input-paths';
import type { Resolvers } from './types.generated';
import { checksOf } from './verifications';

/** The upload's domain paths under the input's names. */
const UPLOAD_PATHS = { file: 'file.base64', file_password: 'file.password', item: 'itemId' };

const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeBase64(text: string, path = 'file.base64'): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64_RE.test(compact)) {
    throw validationError([{ path, message: 'must be base64' }]);
  }
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

export const documentResolvers: Resolvers = {
  Mutation: {
    uploadItemFile: (_p, { itemId, file }, { deps, caller }) =>
      attachFile(deps, caller, itemId, {
        bytes: decodeBase64(file.base64),
        fileName: file.fileName ?? null,
        password: file.password ?? null,
      }),
    createUploadTicket: (_p, { itemId }, { deps, caller }) => createUploadTicket(deps, caller, itemId),
    correctItemField: (_p, { itemId, field, value, reason }, { deps, caller }) =>
      reviews.correctField(deps, requireAccount(caller), itemId, { field, value: value ?? null, reason }),
    // Error paths keep the spec's names (`item_type`) that this mutation's clients were given so far.
    acceptItemAsType: (_p, { itemId, itemType, reason }, { deps, caller }) =>
      inSpecNames(acceptAsTypeCommand, () =>
        reviews.acceptAsType(deps, requireAccount(caller), itemId, { itemType, reason }),
      ),
    invalidateItem: (_p, { itemId, reason }, { deps, caller }) =>
      reviews.invalidateItem(deps, requireAccount(caller), itemId, { reason }),
    reprocessItem: (_p, { itemId, reason }, { deps, caller }) =>
      reviews.reprocessItem(deps, requireAccount(caller), itemId, { reason }),
    verificationItemFileUpload: async (_p, { input: { itemId, file } }, { deps, caller }) => ({
      item: await inInput(
        () =>
          attachFile(deps, caller, itemId, {
            bytes: decodeBase64(file.base64),
            fileName: file.fileName ?? null,
            password: file.password ?? null,
          }),
        UPLOAD_PATHS,
      ),
    }),
    verificationItemUploadTicketCreate: async (_p, { input }, { deps, caller }) => ({
      ticket: await createUploadTicket(deps, caller, input.itemId),
    }),
    verificationItemFieldCorrect: async (_p, { input: { itemId, value, ...command } }, { deps, caller }) => ({
      item: await inInput(() =>
        reviews.correctField(deps, requireAccount(caller), itemId, { ...command, value: value ?? null }),
      ),
    }),
    verificationItemAcceptAsType: async (_p, { input: { itemId, ...command } }, { deps, caller }) => ({
      item: await inInput(() => reviews.acceptAsType(deps, requireAccount(caller), itemId, command)),
    }),
    verificationItemInvalidate: async (_p, { input: { itemId, ...command } }, { deps, caller }) => ({
      item: await inInput(() => reviews.invalidateItem(deps, requireAccount(caller), itemId, command)),
    }),
    verificationItemReprocess: async (_p, { input: { itemId, ...command } }, { deps, caller }) => ({
      item: await inInput(() => reviews.reprocessItem(deps, requireAccount(caller), itemId, command)),
    }),
  },
  VerificationItem: {
    originalFileUrl: (i, _a, { deps }) => originalFileUrl(deps, i),
    invalidated: (i) => i.invalidatedAt !== null,
    file: (i, _a, ctx) => (i.fileId ? ctx.loaders.file.load(i.fileId) : null),
    reviews: (i, _a, ctx) => ctx.loaders.reviewsByItem.load(i.id),
    fields: (i) => fieldViews(i.itemValue).map((f) => ({ ...f, item: i })),
    reviewFields: (i) => reviewFields(i.validationResult),
  },
  ItemField: {
    checks: (f) => checksOf(f.item).filter((c) => c.field === f.path),
  },
  ItemFile: {
    fileName: (f) => f.file_name,
    mimeType: (f) => f.mime_type,
    sizeBytes: (f) => f.size_bytes,
    pageCount: (f) => f.page_count,
    pagesDone: (f) => f.pages_done,
    pagesTotal: (f) => f.pages_total,
    duplicateOfItemId: (f) => (f.duplicate_of_item_id === null ? null : String(f.duplicate_of_item_id)),
    acceptedAsType: (f) => f.forced_type,
    processingMs: (f) => f.processing_ms,
    createdAt: (f) => f.created_at,
    processedAt: (f) => f.processed_at,
  },
  ItemReview: {
    actorKind: (r) => r.actor_kind,
    actorId: (r) => r.actor_id,
    createdAt: (r) => r.created_at,
  },
};
