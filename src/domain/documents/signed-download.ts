import type { Db } from '../../db/database';
import type { Deps } from '../context';
import { DomainError } from '../errors';
import { isUuid } from '../shared/ids';
import { findFileBlobRef } from './download.repository';
import { verifySignedPath } from './file-links';

/** The bytes behind a signed link, with the name they were stored under. */
export interface Download {
  bytes: Uint8Array;
  contentType: string;
  fileName: string | null;
}

type BlobRef = { account_id: string; blob_id: string | null; file_name: string | null };

/**
 * Opens `<kind>/<id>` of a signed link (file-links.ts): FORBIDDEN when the signature is wrong or
 * expired, NOT_FOUND when the row or its blob is gone.
 */
export async function openSignedBlob(
  deps: Deps,
  kind: string,
  id: string,
  link: { expires: unknown; signature: unknown },
  find: (db: Db, id: string) => Promise<BlobRef | undefined>,
): Promise<Download> {
  if (!isUuid(id) || !verifySignedPath(deps, `${kind}/${id}`, link.expires, link.signature)) {
    throw new DomainError('FORBIDDEN', 'This link is invalid or has expired');
  }
  const row = await find(deps.db, id);
  const blob = row?.blob_id ? await deps.blobs.get(deps.db, row.account_id, row.blob_id) : null;
  if (!row || !blob) throw new DomainError('NOT_FOUND', 'File not found');
  return { bytes: blob.bytes, contentType: blob.contentType, fileName: row.file_name };
}

/** An original item file behind a signed link (`/files/{id}`). */
export const openSignedFile = (deps: Deps, id: string, link: { expires: unknown; signature: unknown }) =>
  openSignedBlob(deps, 'files', id, link, findFileBlobRef);
