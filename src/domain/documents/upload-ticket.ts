import type { Caller, Deps } from '../context';
import { notFound } from '../errors';
import * as items from '../verifications/verification.repository';
import { assertCanAccess } from '../verifications/transition';

/** How long an upload ticket (a signed URL to PUT one file to one item) stays valid. */
export const UPLOAD_TICKET_TTL_SECONDS = 15 * 60;

// Bound to the item's current file: once a file is uploaded with it (or otherwise), it is spent.
const payload = (itemId: number, fileId: string | null, expires: number) =>
  `uploads/${itemId}:${fileId ?? 'none'}:${expires}`;
const ITEM_ID_RE = /^[1-9]\d{0,14}$/;

/** A signed URL that accepts one file for the item (`PUT`, raw bytes), for clients that cannot send multipart. */
export async function createUploadTicket(deps: Deps, caller: Caller, itemId: string) {
  const item = ITEM_ID_RE.test(itemId)
    ? await items.findItem(deps.db, caller.accountId, Number(itemId))
    : undefined;
  if (!item) throw notFound('Verification item');
  assertCanAccess(caller, item.verificationId);
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + UPLOAD_TICKET_TTL_SECONDS;
  const signature = deps.secrets.signLink(payload(item.id, item.fileId, expires));
  return {
    uploadUrl: `${deps.links.base()}/uploads/items/${item.id}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000),
  };
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
  if (!ITEM_ID_RE.test(itemId) || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
  if (typeof signature !== 'string' || Number(expires) < deps.clock.now().getTime() / 1000) return null;
  const row = await deps.db
    .selectFrom('verification_items')
    .innerJoin('accounts', 'accounts.id', 'verification_items.account_id')
    .select([
      'verification_items.verification_id',
      'verification_items.file_id',
      'accounts.id as account_id',
      'accounts.name',
    ])
    .where('verification_items.id', '=', Number(itemId))
    .executeTakeFirst();
  const valid = deps.secrets.verifyLink(
    payload(Number(itemId), row?.file_id ?? null, Number(expires)),
    signature,
  );
  return row && valid
    ? {
        kind: 'end_client',
        accountId: row.account_id,
        accountName: row.name,
        verificationId: row.verification_id,
        credentialId: `upload-ticket:${itemId}`,
      }
    : null;
}
