import { serviceSignature, standardSignature } from '../../lib/webhook-signature';
import type { Deps, WebhookAttemptOutcome } from '../context';
import type * as repo from './delivery.repository';

export const USER_AGENT = 'bvs-webhooks/0.1 (+https://github.com/bvs-kyb/bvs)';

function headersFor(
  delivery: { event_id: string; body: string; signed_at: number },
  secret: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'service-signature': serviceSignature(secret, delivery.signed_at, delivery.body),
    'service-event-id': delivery.event_id,
    'webhook-id': delivery.event_id,
    'webhook-timestamp': String(delivery.signed_at),
    'webhook-signature': standardSignature(secret, delivery.event_id, delivery.signed_at, delivery.body),
  };
}

/** How one attempt ended, as the sender hands it to `recordAndClaim`. */
export interface Sent {
  delivery: repo.ClaimedDelivery;
  startedAt: Date;
  latencyMs: number;
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  retryAfter: number | null;
  outcome: WebhookAttemptOutcome;
}

/** One attempt of one claimed delivery, through the SSRF guard; never throws. */
export async function sendDelivery(deps: Deps, d: repo.ClaimedDelivery): Promise<Sent> {
  const startedAt = deps.clock.now();
  const t0 = Date.now();
  try {
    const headers = headersFor(d, deps.secrets.decrypt(d.secret_ciphertext));
    const res = await deps.outbound.post(d.url, d.body, headers, deps.webhookDelivery.timeoutMs);
    const error = res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`;
    return {
      delivery: d,
      startedAt,
      latencyMs: Date.now() - t0,
      statusCode: res.status,
      error,
      excerpt: res.excerpt,
      retryAfter: res.retryAfterSeconds,
      outcome: error === null ? 'success' : 'http_error',
    };
  } catch (err) {
    const error = describe(err);
    return {
      delivery: d,
      startedAt,
      latencyMs: Date.now() - t0,
      statusCode: null,
      error,
      excerpt: null,
      retryAfter: null,
      outcome: error === 'timeout' ? 'timeout' : isBlocked(err) ? 'blocked' : 'network',
    };
  }
}

/** The SSRF guard's refusal, thrown directly or from inside the connection's DNS lookup. */
function isBlocked(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string } } | null;
  return e?.name === 'BlockedTargetError' || e?.cause?.name === 'BlockedTargetError';
}

function describe(err: unknown): string {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (
    e.name === 'TimeoutError' ||
    e.name === 'AbortError' ||
    e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e.code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    return 'timeout';
  }
  return (e.cause?.message ?? e.message ?? String(err)).slice(0, 500);
}
