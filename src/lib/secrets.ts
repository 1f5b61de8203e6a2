import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Keys derived from SECRET_KEY, one per purpose (HKDF), so a leak of one use cannot forge another.
 */
export class Secrets {
  private readonly encryptionKey: Buffer;
  private readonly linkKey: Buffer;
  readonly tokenKey: Uint8Array;

  constructor(secretKey: string) {
    const ikm = Buffer.from(secretKey, 'utf8');
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, 'bvs', info, 32));
    this.encryptionKey = derive('encryption:v1');
    this.linkKey = derive('signed-links:v1');
    this.tokenKey = new Uint8Array(derive('access-tokens:v1'));
  }

  /** AES-256-GCM; the output carries a version, the nonce and the tag. */
  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  decrypt(ciphertext: string): string {
    const [version, iv, tag, body] = ciphertext.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** HMAC for signed links (path and expiry). */
  signLink(payload: string): string {
    return createHmac('sha256', this.linkKey).update(payload).digest('base64url');
  }

  verifyLink(payload: string, signature: string): boolean {
    return constantTimeEqual(this.signLink(payload), signature);
  }
}

/** Compares two secrets without leaking, through timing, where they differ (lengths may differ). */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** API keys are high-entropy random strings, so a plain SHA-256 is a sufficient, indexable hash. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');
