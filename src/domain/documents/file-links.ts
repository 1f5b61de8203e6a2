import type { Deps } from '../context';
import type { VerificationItem } from '../verifications/verification';

/** Lifetime of a signed link to an item's original file or to an export. */
export const FILE_LINK_TTL_SECONDS = 3600;

type Signer = Pick<Deps, 'secrets' | 'links' | 'clock'>;

// `binding` ties a link to state that is not in its URL (an upload ticket to the item's current file).
const payload = (path: string, expires: number, binding: string | null) =>
  binding === null ? `${path}:${expires}` : `${path}:${binding}:${expires}`;

/** `<base>/<path>?expires=<unix>&signature=<HMAC of path and expiry>`: no credential needed, time-limited. */
export function signedUrl(deps: Signer, path: string, ttlSeconds: number, binding: string | null = null) {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + ttlSeconds;
  const signature = deps.secrets.signLink(payload(path, expires, binding));
  return { url: `${deps.links.base()}/${path}?expires=${expires}&signature=${signature}`, expires };
}

/** Whether a link's query (`expires`, `signature`) is a valid, unexpired signature of its path. */
export function verifySignedPath(
  deps: Pick<Deps, 'secrets' | 'clock'>,
  path: string,
  expires: unknown,
  signature: unknown,
  binding: string | null = null,
): boolean {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string')
    return false;
  if (Number(expires) < deps.clock.now().getTime() / 1000) return false;
  return deps.secrets.verifyLink(payload(path, Number(expires), binding), signature);
}

/** `/files/{id}` (an item's original file) or `/exports/{id}` (a generated document), valid one hour. */
export const fileLink = (deps: Signer, id: string, kind: 'files' | 'exports' = 'files'): string =>
  signedUrl(deps, `${kind}/${id}`, FILE_LINK_TTL_SECONDS).url;

/** A signed, time-limited link to the item's original file, once bvs holds it. */
export const originalFileUrl = (deps: Signer, i: VerificationItem): string | null =>
  i.fileId && i.fileReceivedAt ? fileLink(deps, i.fileId) : null;
