import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { Finding, FindingDraft, FindingStatus, Resolver } from './finding';
import type { AuditEntryTable, FindingTable } from './finding.table';

const toFinding = (r: Selectable<FindingTable>): Finding => ({
  id: r.id,
  accountId: r.account_id,
  verificationId: r.verification_id,
  key: r.key,
  code: r.code,
  severity: r.severity,
  status: r.status,
  message: r.message,
  itemId: r.item_id === null ? null : Number(r.item_id),
  itemType: r.item_type,
  field: r.field,
  evidence: r.evidence,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  resolvedAt: r.resolved_at,
  resolvedBy: r.resolved_by,
  reason: r.reason,
});

/** The verification's findings, oldest first. */
export async function findingsOf(db: Db, accountId: string, verificationId: string): Promise<Finding[]> {
  const rows = await db
    .selectFrom('findings')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toFinding);
}

export async function findFinding(
  db: Db,
  accountId: string,
  verificationId: string,
  id: string,
): Promise<Finding | null> {
  const row = await db
    .selectFrom('findings')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toFinding(row) : null;
}

export async function insertFindings(
  db: Db,
  accountId: string,
  verificationId: string,
  rows: { id: string; draft: FindingDraft }[],
  now: Date,
): Promise<Finding[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('findings')
    .values(
      rows.map(({ id, draft: d }) => ({
        id,
        account_id: accountId,
        verification_id: verificationId,
        key: d.key,
        code: d.code,
        severity: d.severity,
        status: 'open' as const,
        message: JSON.stringify(d.message),
        item_id: d.itemId,
        item_type: d.itemType,
        field: d.field,
        evidence: JSON.stringify(d.evidence),
        created_at: now,
        updated_at: now,
      })),
    )
    .returningAll()
    .execute();
  return inserted.map(toFinding);
}

export async function refreshFinding(db: Db, id: string, d: FindingDraft, now: Date): Promise<void> {
  await db
    .updateTable('findings')
    .set({
      severity: d.severity,
      message: JSON.stringify(d.message),
      evidence: JSON.stringify(d.evidence),
      item_type: d.itemType,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Closes an open finding; null when it was not open any more (a concurrent close won). */
export async function closeFinding(
  db: Db,
  id: string,
  close: { status: Exclude<FindingStatus, 'open'>; by: Resolver; reason: string | null },
  now: Date,
): Promise<Finding | null> {
  const row = await db
    .updateTable('findings')
    .set({
      status: close.status,
      resolved_at: now,
      resolved_by: JSON.stringify(close.by),
      reason: close.reason,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  return row ? toFinding(row) : null;
}

export interface AuditEntry {
  at: Date;
  actor: Resolver;
  action: string;
  target: { type: 'finding' | 'decision' | 'item'; id: string | number | null };
  before: unknown;
  after: unknown;
  reason: string | null;
}

export async function insertAudit(
  db: Db,
  accountId: string,
  verificationId: string,
  entries: AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('audit_entries')
    .values(
      entries.map((e) => ({
        account_id: accountId,
        verification_id: verificationId,
        at: e.at,
        actor: JSON.stringify(e.actor),
        action: e.action,
        target: JSON.stringify(e.target),
        before: e.before === undefined ? null : JSON.stringify(e.before),
        after: e.after === undefined ? null : JSON.stringify(e.after),
        reason: e.reason,
      })),
    )
    .execute();
}

export async function auditOf(db: Db, accountId: string, verificationId: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('id')
    .execute();
  return rows.map((r: Selectable<AuditEntryTable>) => ({
    at: r.at,
    actor: r.actor,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    reason: r.reason,
  }));
}

/** An API key's label, for naming who acted (null when the key is gone). */
export async function apiKeyLabel(db: Db, accountId: string, keyId: string): Promise<string | null> {
  const row = await db
    .selectFrom('api_keys')
    .select('label')
    .where('account_id', '=', accountId)
    .where('id', '=', keyId)
    .executeTakeFirst();
  return row ? (row.label ?? keyId) : null;
}
