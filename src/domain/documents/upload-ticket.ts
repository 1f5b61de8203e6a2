import type { Caller, Deps } from '../context';
import { isItemId } from '../shared/ids';
import { getItem } from '../verifications/item.service';
import { signedUrl, verifySignedPath } from './file-links';
import { findTicketItem } from './upload-ticket.repository';

/** How long an upload ticket (a signed URL to PUT one file to one item) stays valid. */
export const UPLOAD_TICKET_TTL_SECONDS = 15 * 60;

const path = (itemId: string | number) => `uploads/items/${itemId}`;
// Bound to the item's current file: once a file is uploaded with it (or otherwise), it is spent.
const binding = (fileId: string | null) => fileId ?? 'none';

/** A signed URL that accepts one file for the item (`PUT`, raw bytes), for clients that cannot send multipart. */
export async function createUploadTicket(deps: Deps, caller: Caller, itemId: string) {
  const item = await getItem(deps, caller, itemId);
  const { url, expires } = signedUrl(deps, path(item.id), UPLOAD_TICKET_TTL_SECONDS, binding(item.fileId));
  return { uploadUrl: url, expiresAt: new Date(expires * 1000) };
}

/**
 * The caller a valid ticket stands for: the item's verification only, like an end-client token.
 * Returns null for a bad or expired signature.
 */
export async function ticketCaller(
  deps: Deps,
  itemId: string,
  expires: unknown,
  signature: unknown,
): Promise<Caller | null> {
  if (!isItemId(itemId)) return null;
  const row = await findTicketItem(deps.db, Number(itemId));
  if (!row || !verifySignedPath(deps, path(itemId), expires, signature, binding(row.file_id))) return null;
  return {
    kind: 'end_client',
    accountId: row.account_id,
    accountName: row.name,
    verificationId: row.verification_id,
    credentialId: `upload-ticket:${itemId}`,
  };
}
