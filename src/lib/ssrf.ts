import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Only unicast addresses are public; loopback, private, link-local (metadata), CGNAT etc. are not. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

export type TargetProblem = { reason: string };

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain)$/i;

/**
 * Checks a URL's scheme and host before anything is sent. Names are resolved; a name that does not
 * resolve yet is accepted here, because the connect-time guard checks the resolved address again on
 * every request (no DNS-rebinding bypass).
 */
export async function checkOutboundUrl(
  raw: string,
  allowPrivateNetwork: boolean,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<TargetProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { reason: 'must be an absolute URL' };
  }
  if (url.protocol !== 'https:' && !(allowPrivateNetwork && url.protocol === 'http:')) {
    return { reason: allowPrivateNetwork ? 'must use http or https' : 'must use https' };
  }
  if (url.username || url.password) return { reason: 'must not carry credentials' };
  if (allowPrivateNetwork) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) {
    return isPublicAddress(host)
      ? null
      : { reason: 'must not point to a private, loopback or link-local address' };
  }
  if (LOCAL_NAMES.test(host)) return { reason: 'must not point to a local host name' };
  const addresses = await resolve(host).catch(() => []);
  if (addresses.some((a) => !isPublicAddress(a))) {
    return { reason: 'resolves to a private, loopback or link-local address' };
  }
  return null;
}

const LOOKUP_TIMEOUT_MS = 3000;

async function resolveAll(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const results = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return results.map((r) => r.address);
  } finally {
    clearTimeout(timer);
  }
}
