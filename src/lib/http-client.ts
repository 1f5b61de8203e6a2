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

export class FetchFailedError extends Error {
  constructor(reason: string) {
    super(`file fetch failed: ${reason}`);
    this.name = 'FetchFailedError';
  }
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

/**
 * GETs a file through the guard: every redirect hop is checked again, the whole fetch has one time
 * limit, and the body is cut off (and refused) past `maxBytes`.
 */
export async function guardedGet(
  agent: Agent,
  url: string,
  limits: FetchLimits,
  allowPrivateNetwork: boolean,
): Promise<{ bytes: Uint8Array; contentType: string | null; finalUrl: string }> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const problem = await checkOutboundUrl(current, allowPrivateNetwork);
    if (problem) throw new BlockedTargetError(problem.reason);
    const res = await request(current, {
      method: 'GET',
      dispatcher: agent,
      headersTimeout: limits.timeoutMs,
      bodyTimeout: limits.timeoutMs,
      signal,
    });
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && location) {
      await discard(res.body);
      current = new URL(Array.isArray(location) ? location[0]! : location, current).toString();
      continue;
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      await discard(res.body);
      throw new FetchFailedError(`the server answered ${res.statusCode}`);
    }
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      await discard(res.body);
      throw new FetchFailedError(`the file is larger than ${limits.maxBytes} bytes`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length;
      if (size > limits.maxBytes) {
        await discard(res.body);
        throw new FetchFailedError(`the file is larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    const type = res.headers['content-type'];
    return {
      bytes: new Uint8Array(Buffer.concat(chunks)),
      contentType: (Array.isArray(type) ? type[0] : type) ?? null,
      finalUrl: current,
    };
  }
  throw new FetchFailedError(`more than ${limits.maxRedirects} redirects`);
}

/** Drops the rest of a body without the stream reporting an abort as an unhandled error. */
const discard = (body: { dump(opts?: { limit?: number }): Promise<void> }) =>
  body.dump({ limit: 64 * 1024 }).catch(() => undefined);
