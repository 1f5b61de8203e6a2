import type { Deps } from '../context';
import type { VerificationItem } from '../verifications/verification';

/** Lifetime of a signed link to an item's original file. */
export const FILE_LINK_TTL_SECONDS = 3600;

type LinkKind = 'files' | 'exports';
const payload = (fileId: string, expires: number, kind: LinkKind = 'files') => `${kind}/${fileId}:${expires}`;

/** `/files/{id}?expires=<unix>&signature=<HMAC of path and expiry>`: no credential needed, time-limited. */
export function fileLink(
  deps: Pick<Deps, 'secrets' | 'links' | 'clock'>,
  fileId: string,
  kind: LinkKind = 'files',
): string {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + FILE_LINK_TTL_SECONDS;
  const signature = deps.secrets.signLink(payload(fileId, expires, kind));
  return `${deps.links.base()}/${kind}/${fileId}?expires=${expires}&signature=${signature}`;
}

export function verifyFileLink(
  deps: Pick<Deps, 'secrets' | 'clock'>,
  fileId: string,
  expires: unknown,
  signature: unknown,
  kind: LinkKind = 'files',
): boolean {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string')
    return false;
  if (Number(expires) < deps.clock.now().getTime() / 1000) return false;
  return deps.secrets.verifyLink(payload(fileId, Number(expires), kind), signature);
}

/** A signed, time-limited link to the item's original file, once bvs holds it. */
export const originalFileUrl = (
  deps: Pick<Deps, 'secrets' | 'links' | 'clock'>,
  i: VerificationItem,
): string | null => (i.fileId && i.fileReceivedAt ? fileLink(deps, i.fileId) : null);
