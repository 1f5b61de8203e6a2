import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Secrets } from '../lib/secrets';

/** A response as first sent, replayed byte for byte. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** The holder of a key: its fingerprint, and its response once the first request has finished. */
export interface KeyRecord {
  requestHash: string;
  bodyHash: string;
  /** null while the first request runs; 'unreadable' when sealed under a SECRET_KEY since rotated. */
  response: StoredResponse | 'unreadable' | null;
}

export interface KeyClaim {
  scope: string;
  key: string;
  accountId: string;
  requestHash: string;
  bodyHash: string;
  /** Identifies this claim: completing or releasing touches the row only while it is still ours. */
  claimedAt: Date;
  lockUntil: Date;
}

/** Expired rows deleted by each claim, so that the table needs no separate sweeper. */
const SWEEP_LIMIT = 20;

interface Row {
  request_hash: string;
  body_hash: string;
  response_status: number | null;
  response_sealed: string | null;
}

const seal = (secrets: Secrets, r: StoredResponse) =>
  secrets.encrypt(JSON.stringify({ headers: r.headers, body: Buffer.from(r.body).toString('base64') }));

function unseal(secrets: Secrets, status: number, sealed: string): StoredResponse | 'unreadable' {
  let plain: string;
  try {
    plain = secrets.decrypt(sealed);
  } catch {
    return 'unreadable';
  }
  const { headers, body } = JSON.parse(plain) as { headers: Record<string, string>; body: string };
  return { status, headers, body: Buffer.from(body, 'base64') };
}

const toRecord = (secrets: Secrets, row: Row): KeyRecord => ({
  requestHash: row.request_hash,
  bodyHash: row.body_hash,
  response:
    row.response_status === null || row.response_sealed === null
      ? null
      : unseal(secrets, row.response_status, row.response_sealed),
});

/**
 * Takes the key in one statement, also over a row that has expired (an answer older than 24 hours, or
 * the lock of a request whose instance died), and sweeps a few other expired rows on the way.
 * Returns true when the key is now held by this claim.
 */
export async function claimKey(db: Db, c: KeyClaim): Promise<boolean> {
  const { rows } = await sql<{ claimed: number }>`
    with swept as (
      delete from idempotency_keys where (scope, key) in (
        select scope, key from idempotency_keys
        where expires_at < ${c.claimedAt} and not (scope = ${c.scope} and key = ${c.key})
        limit ${SWEEP_LIMIT} for update skip locked))
    insert into idempotency_keys
      (scope, key, account_id, request_hash, body_hash, created_at, expires_at)
    values (${c.scope}, ${c.key}, ${c.accountId}, ${c.requestHash}, ${c.bodyHash}, ${c.claimedAt}, ${c.lockUntil})
    on conflict (scope, key) do update set
      account_id = excluded.account_id, request_hash = excluded.request_hash,
      body_hash = excluded.body_hash, response_status = null, response_sealed = null,
      created_at = excluded.created_at, expires_at = excluded.expires_at
    where idempotency_keys.expires_at < ${c.claimedAt}
    returning 1 as claimed`.execute(db);
  return rows.length > 0;
}

const columns = sql`k.request_hash, k.body_hash, k.response_status, k.response_sealed`;

type Store = { db: Db; secrets: Secrets };

/** The live holder of a key in a scope, or null. */
export async function findKey(
  { db, secrets }: Store,
  scope: string,
  key: string,
  now: Date,
): Promise<KeyRecord | null> {
  const { rows } = await sql<Row>`
    select ${columns} from idempotency_keys k
    where k.scope = ${scope} and k.key = ${key} and k.expires_at >= ${now}`.execute(db);
  return rows[0] ? toRecord(secrets, rows[0]) : null;
}

/** The live holder of a key in the scope of an item's verification (a spent upload ticket's scope). */
export async function findKeyForItem(
  { db, secrets }: Store,
  itemId: number,
  key: string,
  now: Date,
): Promise<KeyRecord | null> {
  const { rows } = await sql<Row>`
    select ${columns} from idempotency_keys k
    join verification_items i on k.scope = 'v:' || i.verification_id::text
    where i.id = ${itemId} and k.key = ${key} and k.expires_at >= ${now}`.execute(db);
  return rows[0] ? toRecord(secrets, rows[0]) : null;
}

/** Stores the first response; it is replayed until `expiresAt`. */
export async function completeKey(
  { db, secrets }: Store,
  c: KeyClaim,
  response: StoredResponse,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      response_status: response.status,
      response_sealed: seal(secrets, response),
      expires_at: expiresAt,
    })
    .where('scope', '=', c.scope)
    .where('key', '=', c.key)
    .where('created_at', '=', c.claimedAt)
    .where('response_status', 'is', null)
    .execute();
}

/** Frees the key (a 5xx, or a request rejected before it ran), so that a retry runs afresh. */
export async function releaseKey(db: Db, c: KeyClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', c.scope)
    .where('key', '=', c.key)
    .where('created_at', '=', c.claimedAt)
    .where('response_status', 'is', null)
    .execute();
}
