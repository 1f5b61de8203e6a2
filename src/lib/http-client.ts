import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request } from 'undici';
import { checkOutboundUrl, isPublicAddress } from './ssrf';

export class BlockedTargetError extends Error {
  constructor(reason: string) {
    super(`blocked outbound request: ${reason}`);
    this.name = 'BlockedTargetError';
  }
}

/**
 * An HTTP agent whose DNS lookup refuses private, loopback and link-local answers, so the address
 * checked is the address connected to (no DNS-rebinding bypass); IP literals are checked before.
 */
export function guardedAgent(allowPrivateNetwork: boolean): Agent {
  return new Agent({
    keepAliveTimeout: 10_000,
    connections: 256,
    connect: {
      lookup: (hostname: string, options: object, callback: (...args: unknown[]) => void) => {
        dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
          if (err) return callback(err);
          const list = addresses as LookupAddress[];
          const bad = allowPrivateNetwork ? undefined : list.find((a) => !isPublicAddress(a.address));
          if (bad) return callback(new BlockedTargetError(`${hostname} resolves to ${bad.address}`));
          if ((options as { all?: boolean }).all) return callback(null, list);
          callback(null, list[0]!.address, list[0]!.family);
        });
      },
    } as never,
  });
}

export interface PostResult {
  status: number;
  excerpt: string;
  retryAfterSeconds: number | null;
}

const EXCERPT_BYTES = 1024;

function retryAfter(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** POSTs a body through the guard, without following redirects, reading at most 1 KB of the answer. */
export async function guardedPost(
  agent: Agent,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  allowPrivateNetwork: boolean,
): Promise<PostResult> {
  const problem = await checkOutboundUrl(url, allowPrivateNetwork, async () => []);
  if (problem) throw new BlockedTargetError(problem.reason);
  const res = await request(url, {
    method: 'POST',
    body,
    headers,
    dispatcher: agent,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    signal: AbortSignal.timeout(timeoutMs),
  });
  let excerpt = Buffer.alloc(0);
  for await (const chunk of res.body) {
    excerpt = Buffer.concat([excerpt, chunk as Buffer]);
    if (excerpt.length >= EXCERPT_BYTES) break;
  }
  res.body.destroy();
  return {
    status: res.statusCode,
    excerpt: excerpt.subarray(0, EXCERPT_BYTES).toString('utf8'),
    retryAfterSeconds: retryAfter(res.headers['retry-after']),
  };
}
