import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries to an IPv4 host, when it is of a form that does:
 * IPv4-mapped (`::ffff:0:0/96`), SIIT (`::ffff:0:0:0/96`), IPv4-compatible (`::/96`, deprecated but
 * still routed by some stacks), NAT64 (`64:ff9b::/96`), 6to4 (`2002::/16`) and Teredo (`2001::/32`,
 * its server and its client, whose address is stored inverted). `null` for the local-use NAT64 prefix
 * (`64:ff9b:1::/48`), whose translation is the network's own; `undefined` for other addresses.
 */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null | undefined {
  const p = address.parts;
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return [v4(p[6]!, p[7]!)];
  if (range === 'rfc6052') return p[2] === 0 ? [v4(p[6]!, p[7]!)] : null;
  if (range === '6to4') return [v4(p[1]!, p[2]!)];
  if (range === 'teredo') return [v4(p[2]!, p[3]!), v4(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
  if (p.slice(0, 6).every((part) => part === 0)) return [v4(p[6]!, p[7]!)];
  return undefined;
}

/**
 * Only global unicast addresses are public: not loopback, private, link-local (cloud metadata),
 * CGNAT, unique-local, multicast, reserved or documentation ranges, nor an IPv6 address that embeds
 * an IPv4 address that is not public itself.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
  if (embedded !== undefined) return embedded !== null && embedded.every((a) => a.range() === 'unicast');
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
