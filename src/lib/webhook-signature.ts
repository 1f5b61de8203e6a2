import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './secrets';

/** `Service-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (spec 6.2). */
export function serviceSignature(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Standard Webhooks signature: `v1,<base64 HMAC-SHA256(key, "<id>.<t>.<body>")>`, where the key is
 * the base64 part of a `whsec_` secret.
 */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}

export interface VerifyOptions {
  /** Oldest accepted `t`, in seconds from now (spec 6.2 recommends about 5 minutes); 0 disables. */
  toleranceSeconds?: number;
  /** Current time in seconds (tests). */
  now?: number;
}

/**
 * For receivers: checks a `Service-Signature` header against the raw body, in constant time.
 * A missing `t` or `v1`, a length mismatch or a stale timestamp is a failure.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
  options: VerifyOptions = {},
): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const element of header.split(',')) {
    const eq = element.indexOf('=');
    if (eq <= 0) continue;
    const key = element.slice(0, eq).trim();
    parts.set(key, [...(parts.get(key) ?? []), element.slice(eq + 1).trim()]);
  }
  const t = parts.get('t')?.[0];
  const candidates = parts.get('v1') ?? [];
  if (!t || !/^\d{1,12}$/.test(t) || candidates.length === 0) return false;
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (tolerance > 0 && Math.abs(now - Number(t)) > tolerance) return false;
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const expected = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return candidates.some((v1) => constantTimeEqual(v1, expected));
}
