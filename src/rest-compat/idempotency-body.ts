import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { DomainError } from '../domain/errors';

/** What a retry under the same key must repeat: the method and URL, and the body. */
export interface Fingerprint {
  requestHash: string;
  bodyHash: string;
}

const sha256 = () => createHash('sha256');

/** The method and the URL, query included (a signed link's signature with it). */
export const requestHashOf = (req: Request): string =>
  sha256().update(`${req.method} ${req.originalUrl}`).digest('hex');

/**
 * JSON bodies (already parsed by express.json) are compared by value with keys sorted, as Stripe
 * compares parameters; any other body by its bytes, read here and put back for the route's parser.
 */
export async function fingerprintOf(req: Request, limitBytes: number): Promise<Fingerprint> {
  const requestHash = requestHashOf(req);
  if (req.readableEnded || !hasBody(req)) {
    return {
      requestHash,
      bodyHash: sha256()
        .update(`json:${canonicalJson(req.body)}`)
        .digest('hex'),
    };
  }
  const raw = await readAndRestore(req, limitBytes);
  const boundary = multipartBoundary(req.headers['content-type']);
  return { requestHash, bodyHash: boundary ? multipartDigest(raw, boundary) : rawDigest(raw) };
}

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;

function canonicalJson(value: unknown): string {
  try {
    return canonical(value);
  } catch (err) {
    if (err instanceof RangeError) throw new DomainError('BAD_REQUEST', 'Request body is nested too deeply');
    throw err;
  }
}

function canonical(v: unknown): string {
  if (v === undefined) return '';
  if (Array.isArray(v)) return `[${v.map((e) => canonical(e ?? null)).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).filter((k) => o[k] !== undefined);
    return `{${keys
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

const rawDigest = (raw: Buffer) => sha256().update('raw:').update(raw).digest('hex');

function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\//i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

/**
 * A client that rebuilds its form on retry sends a new random boundary: the boundary is left out of
 * the digest, each part hashed with its length so that parts cannot be shifted into one another.
 */
function multipartDigest(raw: Buffer, boundary: string): string {
  const hash = sha256().update('multipart:');
  const marker = Buffer.from(`--${boundary}`);
  let from = 0;
  for (let at = raw.indexOf(marker, from); at !== -1; at = raw.indexOf(marker, from)) {
    hash.update(`${at - from}:`).update(raw.subarray(from, at));
    from = at + marker.length;
  }
  return hash
    .update(`${raw.length - from}:`)
    .update(raw.subarray(from))
    .digest('hex');
}

/**
 * Reads the whole body and puts it back with `unshift`, before the stream emits `end`, so the route's
 * own parser (multer, express.raw) still reads every byte with its own limits.
 */
function readAndRestore(req: Request, limitBytes: number): Promise<Buffer> {
  if (Number(req.headers['content-length']) > limitBytes) {
    return Promise.reject(new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (err: Error | null, body: Buffer = Buffer.alloc(0)) => {
      req.off('readable', onReadable).off('end', onEnd).off('error', settle).off('close', onClose);
      if (err) reject(err);
      else resolve(body);
    };
    const onReadable = () => {
      for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) {
        size += chunk.length;
        if (size > limitBytes)
          return settle(new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
        chunks.push(chunk);
      }
      // `complete` is set in the same tick as the end of the stream: every byte has been read.
      if (!req.complete) return;
      const body = Buffer.concat(chunks);
      if (body.length > 0) req.unshift(body);
      settle(null, body);
    };
    // Only an empty body ends before `readable` reports completion; there is nothing to put back.
    const onEnd = () => settle(null, Buffer.concat(chunks));
    const onClose = () => settle(new Error('request closed before its body was read'));
    req.on('readable', onReadable).on('end', onEnd).on('error', settle).on('close', onClose);
  });
}
