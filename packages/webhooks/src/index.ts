/**
 * @bvs/webhooks: verifies the webhook deliveries of a bvs service in the receiver, with no
 * dependency beyond Node's own `crypto`.
 *
 * bvs signs every delivery twice, identically on every retry:
 * - `Service-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (keyed with the secret
 *   string as is);
 * - Standard Webhooks (https://www.standardwebhooks.com/): `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature: v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`, the key being the
 *   base64 part of the `whsec_` secret.
 * Either is enough; each one present must verify.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One secret, or several while a webhook's secret is being rotated (any of them may have signed). */
export type Secrets = string | readonly string[];

export interface VerifyOptions {
  /** How far the signed timestamp may be from now, in seconds (default 300); 0 disables the check. */
  toleranceSeconds?: number;
  /** Which signatures must be present: `any` (default: at least one, every one present valid), `service` or `standard`. */
  scheme?: 'any' | 'service' | 'standard';
  /** The current time in seconds since the epoch (tests). */
  now?: number;
}

export type VerificationErrorCode =
  | 'missing_signature'
  | 'malformed_signature'
  | 'timestamp_out_of_tolerance'
  | 'invalid_signature'
  | 'invalid_body';

/** Why a delivery was refused; answer it with a 400 and do not process it. */
export class WebhookVerificationError extends Error {
  readonly code: VerificationErrorCode;
  constructor(code: VerificationErrorCode, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.code = code;
  }
}

/** The body of a bvs delivery (spec 6.3). De-duplicate on `event_id`: a retry carries the same one. */
export interface WebhookEvent<Data = Record<string, unknown>> {
  event_name: string;
  event_id: string;
  data: Data;
  [extra: string]: unknown;
}

/** Header values as Node, express, Fastify (lower-case keys) or the fetch API (`Headers`) hold them. */
export type HeaderSource =
  { get(name: string): string | null } | Record<string, string | string[] | undefined>;

const DEFAULT_TOLERANCE = 300;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const value = record[name] ?? record[name.toLowerCase()] ?? findInsensitive(record, name);
  return Array.isArray(value) ? value.join(',') : value;
}

function findInsensitive(record: Record<string, string | string[] | undefined>, name: string) {
  const lower = name.toLowerCase();
  for (const key of Object.keys(record)) if (key.toLowerCase() === lower) return record[key];
  return undefined;
}

const toBuffer = (body: string | Uint8Array): Buffer =>
  typeof body === 'string'
    ? Buffer.from(body, 'utf8')
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);

const secretList = (secrets: Secrets): readonly string[] => {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  if (list.length === 0 || list.some((s) => typeof s !== 'string' || s.length === 0)) {
    throw new TypeError('@bvs/webhooks: a secret is required (a non-empty string, or a list of them)');
  }
  return list;
};

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkTimestamp(t: string, options: VerifyOptions): void {
  if (!/^\d{1,12}$/.test(t))
    throw new WebhookVerificationError('malformed_signature', 'the timestamp is not a number');
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (tolerance > 0 && Math.abs(now - Number(t)) > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_out_of_tolerance',
      `the signed timestamp is more than ${tolerance} s from now`,
    );
  }
}

function hmac(key: string | Buffer, parts: (string | Buffer)[]): Buffer {
  const h = createHmac('sha256', key);
  for (const p of parts) h.update(p);
  return h.digest();
}

/**
 * Checks a `Service-Signature` header (`t=<unix>,v1=<hex>`; several `v1` are allowed) against the raw
 * body. Throws a {@link WebhookVerificationError}; returns the signed timestamp.
 */
export function assertServiceSignature(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined | null,
  secrets: Secrets,
  options: VerifyOptions = {},
): number {
  const keys = secretList(secrets);
  if (!signatureHeader)
    throw new WebhookVerificationError('missing_signature', 'no Service-Signature header');
  let t: string | undefined;
  const v1: Buffer[] = [];
  for (const element of signatureHeader.split(',')) {
    const eq = element.indexOf('=');
    if (eq <= 0) continue;
    const key = element.slice(0, eq).trim();
    const value = element.slice(eq + 1).trim();
    if (key === 't') t ??= value;
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) v1.push(Buffer.from(value, 'hex'));
  }
  if (!t || v1.length === 0)
    throw new WebhookVerificationError('malformed_signature', 'Service-Signature needs t and v1');
  checkTimestamp(t, options);
  const body = toBuffer(rawBody);
  for (const secret of keys) {
    const expected = hmac(secret, [`${t}.`, body]);
    if (v1.some((candidate) => sameBytes(candidate, expected))) return Number(t);
  }
  throw new WebhookVerificationError('invalid_signature', 'Service-Signature does not match the body');
}

/** The HMAC key of a Standard Webhooks secret: the base64 after `whsec_`. */
function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
}

/**
 * Checks the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature` with
 * space-separated `v1,<base64>` entries). Throws a {@link WebhookVerificationError}; returns the id.
 */
export function assertStandardSignature(
  rawBody: string | Uint8Array,
  headers: HeaderSource,
  secrets: Secrets,
  options: VerifyOptions = {},
): string {
  const keys = secretList(secrets);
  const id = header(headers, 'webhook-id');
  const t = header(headers, 'webhook-timestamp');
  const signature = header(headers, 'webhook-signature');
  if (!id || !t || !signature) {
    throw new WebhookVerificationError(
      'missing_signature',
      'webhook-id, webhook-timestamp and webhook-signature are required',
    );
  }
  const candidates = signature
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'))
    .filter((b) => b.length === 32);
  if (candidates.length === 0)
    throw new WebhookVerificationError('malformed_signature', 'webhook-signature has no v1 entry');
  checkTimestamp(t, options);
  const body = toBuffer(rawBody);
  for (const secret of keys) {
    const expected = hmac(standardKey(secret), [`${id}.${t}.`, body]);
    if (candidates.some((candidate) => sameBytes(candidate, expected))) return id;
  }
  throw new WebhookVerificationError('invalid_signature', 'webhook-signature does not match the body');
}

/**
 * Verifies a delivery (both signature schemes, see {@link VerifyOptions.scheme}) and returns its parsed
 * body. Throws a {@link WebhookVerificationError} for anything that is not a genuine, fresh delivery.
 */
export function verifyWebhook<Data = Record<string, unknown>>(
  rawBody: string | Uint8Array,
  headers: HeaderSource,
  secrets: Secrets,
  options: VerifyOptions = {},
): WebhookEvent<Data> {
  const scheme = options.scheme ?? 'any';
  const service = header(headers, 'service-signature');
  const standard = header(headers, 'webhook-signature');
  if (scheme === 'service' || (scheme === 'any' && service)) {
    assertServiceSignature(rawBody, service, secrets, options);
  }
  if (scheme === 'standard' || (scheme === 'any' && standard)) {
    assertStandardSignature(rawBody, headers, secrets, options);
  }
  if (scheme === 'any' && !service && !standard) {
    throw new WebhookVerificationError(
      'missing_signature',
      'neither Service-Signature nor webhook-signature is present',
    );
  }
  let event: unknown;
  try {
    event = JSON.parse(toBuffer(rawBody).toString('utf8'));
  } catch {
    throw new WebhookVerificationError('invalid_body', 'the body is not JSON');
  }
  if (!event || typeof event !== 'object' || typeof (event as WebhookEvent).event_name !== 'string') {
    throw new WebhookVerificationError('invalid_body', 'the body is not a bvs event');
  }
  return event as WebhookEvent<Data>;
}

/** Like {@link verifyWebhook}, answering true or false instead of throwing. */
export function isValidWebhook(
  rawBody: string | Uint8Array,
  headers: HeaderSource,
  secrets: Secrets,
  options: VerifyOptions = {},
): boolean {
  try {
    verifyWebhook(rawBody, headers, secrets, options);
    return true;
  } catch (err) {
    if (err instanceof WebhookVerificationError) return false;
    throw err;
  }
}

/** Reads a request's body as bytes (plain Node, or express/Fastify before any body parser). */
export function readRawBody(req: IncomingMessage, limitBytes = 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new WebhookVerificationError('invalid_body', `the body is over ${limitBytes} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export type EventHandler = (event: WebhookEvent, req: IncomingMessage) => unknown;

/**
 * A plain Node `http` handler: verifies, calls `onEvent`, answers 204 (or 400 for a refused delivery,
 * 500 if `onEvent` throws, so bvs retries it later).
 */
export function createNodeHandler(
  secrets: Secrets,
  onEvent: EventHandler,
  options: VerifyOptions & { limitBytes?: number } = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  secretList(secrets);
  return async (req, res) => {
    let event: WebhookEvent;
    try {
      event = verifyWebhook(await readRawBody(req, options.limitBytes), req.headers, secrets, options);
    } catch (err) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: err instanceof WebhookVerificationError ? err.code : 'bad_request' }));
      return;
    }
    try {
      await onEvent(event, req);
      res.writeHead(204).end();
    } catch {
      res.writeHead(500).end();
    }
  };
}

interface ExpressLikeRequest extends IncomingMessage {
  body?: unknown;
  webhookEvent?: WebhookEvent;
}
interface ExpressLikeResponse {
  status(code: number): { json(body: unknown): unknown };
}

/**
 * express middleware: verifies the delivery and puts the parsed event in `req.webhookEvent`, or answers
 * 400. Mount it without a JSON parser on that route (it reads the raw body itself), or after
 * `express.raw({ type: 'application/json' })`.
 */
export function expressWebhook(
  secrets: Secrets,
  options: VerifyOptions & { limitBytes?: number } = {},
): (req: ExpressLikeRequest, res: ExpressLikeResponse, next: (err?: unknown) => void) => void {
  secretList(secrets);
  return (req, res, next) => {
    const raw =
      typeof req.body === 'string' || req.body instanceof Uint8Array
        ? Promise.resolve(req.body)
        : readRawBody(req, options.limitBytes);
    raw
      .then((body) => {
        req.webhookEvent = verifyWebhook(body, req.headers, secrets, options);
        next();
      })
      .catch((err: unknown) => {
        if (err instanceof WebhookVerificationError) res.status(400).json({ error: err.code });
        else next(err);
      });
  };
}

interface FastifyLikeRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/**
 * Fastify: register {@link fastifyRawJsonParser} on the route's instance so that `request.body` holds the
 * raw bytes, then call this in the handler (or a preHandler); it throws a WebhookVerificationError.
 */
export function verifyFastifyRequest<Data = Record<string, unknown>>(
  request: FastifyLikeRequest,
  secrets: Secrets,
  options: VerifyOptions = {},
): WebhookEvent<Data> {
  const body = request.body;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) {
    throw new TypeError('@bvs/webhooks: request.body is not raw: register fastifyRawJsonParser first');
  }
  return verifyWebhook<Data>(body, request.headers, secrets, options);
}

/** Arguments for `fastify.addContentTypeParser(...fastifyRawJsonParser)`: keeps JSON bodies as Buffers. */
export const fastifyRawJsonParser = [
  'application/json',
  { parseAs: 'buffer' as const },
  (_req: unknown, body: Buffer, done: (err: Error | null, body?: Buffer) => void) => done(null, body),
] as const;
