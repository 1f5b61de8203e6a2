import { createHmac } from 'node:crypto';
import { nextDelaySeconds } from '../src/domain/webhooks/delivery';
import { serviceSignature, verifyWebhookSignature } from '../src/lib/webhook-signature';

const secret = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=';
const body = '{"event_name":"verification.v2.created","event_id":"e1","data":{}}';
const now = 1_790_000_000;

describe('serviceSignature / verifyWebhookSignature (spec 6.2)', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 in hex', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(serviceSignature(secret, now, body)).toBe(`t=${now},v1=${expected}`);
  });

  it('accepts a fresh, matching signature (string or Buffer body)', () => {
    const header = serviceSignature(secret, now, body);
    expect(verifyWebhookSignature(body, header, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), header, secret, { now: now + 299 })).toBe(true);
  });

  it.each([
    ['another secret', (h: string) => h, 'whsec_other', body, now],
    ['a changed body', (h: string) => h, secret, `${body} `, now],
    ['a missing t', (h: string) => h.replace(/t=\d+,/, ''), secret, body, now],
    ['a missing v1', (h: string) => h.replace(/,v1=.*/, ''), secret, body, now],
    ['a truncated v1', (h: string) => h.slice(0, -2), secret, body, now],
    ['a stale timestamp', (h: string) => h, secret, body, now + 301],
    ['a timestamp from the future', (h: string) => h, secret, body, now - 301],
  ])('refuses %s', (_name, mangle, key, payload, at) => {
    const header = mangle(serviceSignature(secret, now, body));
    expect(verifyWebhookSignature(payload, header, key, { now: at })).toBe(false);
  });

  it('refuses a missing header and accepts any of several v1 (rotation)', () => {
    expect(verifyWebhookSignature(body, undefined, secret)).toBe(false);
    const header = `${serviceSignature(secret, now, body)},v1=${'0'.repeat(64)}`;
    expect(verifyWebhookSignature(body, header, secret, { now })).toBe(true);
  });
});

describe('nextDelaySeconds', () => {
  const schedule = [30, 120, 600];
  it('follows the schedule, then stops', () => {
    expect([1, 2, 3, 4].map((n) => nextDelaySeconds(schedule, n, 500, null))).toEqual([30, 120, 600, null]);
  });
  it('honours Retry-After on 429 and 503, bounded by the longest delay', () => {
    expect(nextDelaySeconds(schedule, 1, 429, 5)).toBe(5);
    expect(nextDelaySeconds(schedule, 1, 503, 100000)).toBe(600);
    expect(nextDelaySeconds(schedule, 1, 500, 5)).toBe(30);
    expect(nextDelaySeconds(schedule, 3, 429, 5)).toBe(5);
    expect(nextDelaySeconds(schedule, 4, 429, 5)).toBeNull();
  });
});
