import type { Db } from '../db/database';
import type { Secrets } from '../lib/secrets';
import type { BlobStore } from './documents/blob-store';
import type { PdfConverter } from './export/pdf';
import type { JobQueue } from './jobs';
import { DomainError } from './errors';
import type { Clock } from './shared/clock';
import type { VerificationItem } from './verifications/verification';
import { ACCOUNT_ONLY_EVENT_NAMES } from './shared/events';

/** A customer's staff or systems, authenticated with an API key: the whole account. */
export interface AccountCaller {
  kind: 'account';
  accountId: string;
  accountName: string;
  /** The API key id, recorded as `created_by`. */
  credentialId: string;
  /** Signed in through a staff session (made from that key), which cannot mint further sessions. */
  viaSession?: boolean;
}

/** The company being verified, authenticated with a verification's access token: that one verification. */
export interface EndClientCaller {
  kind: 'end_client';
  accountId: string;
  accountName: string;
  verificationId: string;
  credentialId: string;
}

export type Caller = AccountCaller | EndClientCaller;

/** Account-wide operations refuse end-client tokens; their types take AccountCaller so none can forget. */
export function requireAccount(caller: Caller): AccountCaller {
  if (caller.kind !== 'account')
    throw new DomainError('UNAUTHORIZED', 'This credential is not valid for this operation');
  return caller;
}

/** An end-client token reaches its own verification only; an API key every verification of its account. */
export function canAccessVerification(caller: Caller, verificationId: string | null): boolean {
  return caller.kind === 'account' || caller.verificationId === verificationId;
}

/**
 * Whether the caller may see an event (what a subscription delivers): its own account's, and for an
 * end-client token its own verification's only, without the findings and decision events.
 */
export function canSeeEvent(
  caller: Caller,
  event: { accountId: string; verificationId: string | null; eventName?: string },
) {
  if (caller.kind === 'end_client' && event.eventName && ACCOUNT_ONLY_EVENT_NAMES.has(event.eventName))
    return false;
  return event.accountId === caller.accountId && canAccessVerification(caller, event.verificationId);
}

/** Where links handed to people point (PUBLIC_BASE_URL, or the listening address). */
export interface Links {
  base(): string;
}

/** Shared services of one running instance, built once by the composition root. */
export interface Deps {
  db: Db;
  secrets: Secrets;
  clock: Clock;
  links: Links;
  allowPrivateNetwork: boolean;
  accessTokenTtlSeconds: number;
  jobs: JobQueue;
  /** Outbound HTTP through the SSRF guard (DESIGN.md 4). */
  outbound: Outbound;
  webhookDelivery: { timeoutMs: number; retryDelays: number[] };
  blobs: BlobStore;
  files: Files;
  /** DOCX → PDF for exports (LibreOffice, src/infra/export). */
  pdf: PdfConverter;
  /** REVIEW_MIN_CONFIDENCE: below it a required field sends its document to review (default 0.6). */
  reviewMinConfidence?: number;
  /** Operational measurements; absent (the CLI, unit tests) means nothing is measured. */
  metrics?: Metrics;
  /**
   * Queues the fetch of each new item's `options.file_url` in the caller's transaction. Documents
   * implements it (upload.service `scheduleFileFetches`); verifications calls it through here, so
   * verifications does not import documents, which imports verifications.
   */
  scheduleFileFetches(trx: Db, deps: Deps, created: FileFetch[]): Promise<void>;
  /**
   * The company's legal name as its documents give it (the consolidated `business_name`: the newest
   * CSF's, an operator's correction first), or null. Company implements it (`legalNameOf`); settling a
   * verification fills an empty `business_name` with it through here, as company imports verifications.
   */
  companyName(items: VerificationItem[]): string | null;
  /** This instance's memo tables: built by the composition root, so two apps in one process share none. */
  caches: Caches;
}

/** An item created with `options.file_url`, whose file is to be fetched. */
export interface FileFetch {
  item: VerificationItem;
  fileUrl: string;
  password: string | null;
}

/** Short-lived memo tables of one running instance (see `createCaches`). */
export interface Caches {
  /** Valid API keys by hash (account.service.ts `authenticateApiKey`). */
  apiKeys: Map<string, { caller: AccountCaller; until: number }>;
  /** Access tokens by verification and minute (verifications/access-token.ts). */
  accessTokens: Map<string, string>;
}

export function createCaches(): Caches {
  return { apiKeys: new Map(), accessTokens: new Map() };
}

/** How one webhook attempt ended: 2xx, another status, no answer in time, no connection, or refused by the SSRF guard. */
export type WebhookAttemptOutcome = 'success' | 'http_error' | 'timeout' | 'network' | 'blocked';

/** How one document run ended: the item completed with its checks, completed with an item_error, or threw (retried). */
export type DocumentOutcome = 'processed' | 'failed' | 'error';

/** What the domain measures; implemented over prom-client by the composition root (src/infra/metrics.ts). */
export interface Metrics {
  webhookAttempt(outcome: WebhookAttemptOutcome, ms: number): void;
  documentProcessed(outcome: DocumentOutcome, ms: number): void;
  /** Time from an outbox event's creation to its dispatch. */
  eventDispatched(lagMs: number): void;
}

/** Getting documents in: the size limit, content sniffing and the guarded file_url fetch. */
export interface Files {
  maxBytes: number;
  /** The MIME type by content (magic bytes), or null when bvs cannot read such a file. */
  sniff(bytes: Uint8Array): Promise<string | null>;
  fetch(url: string): Promise<{ bytes: Uint8Array; contentType: string | null }>;
}

export interface Outbound {
  post(
    url: string,
    body: string,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<{ status: number; excerpt: string; retryAfterSeconds: number | null }>;
}
