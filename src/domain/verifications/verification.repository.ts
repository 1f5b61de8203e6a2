import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { inWindow, type PageWindow } from '../shared/pagination';
import type { Verification, VerificationItem } from './verification';
import type { VerificationItemTable, VerificationTable } from './verification.table';

type Exec = Kysely<Database>;

export const toVerification = (r: Selectable<VerificationTable>): Verification => ({
  id: r.id,
  accountId: r.account_id,
  flowId: r.flow_id,
  flowRef: r.flow_ref,
  recordValidationSchema: r.record_validation_schema,
  checkout: r.checkout,
  disabledRequirements: r.disabled_requirements,
  country: r.country,
  tag: r.tag,
  taxId: r.tax_id,
  email: r.email,
  signatoryEmail: r.signatory_email,
  friendlyName: r.friendly_name,
  businessName: r.business_name,
  notificationHint: r.notification_hint,
  metadata: r.metadata,
  options: r.options,
  validationOptions: r.validation_options,
  onboardingTermsAndConditions: r.onboarding_terms_and_conditions,
  keyPeople: r.key_people,
  status: r.status,
  documentsStatus: r.documents_status,
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  finishedAt: r.finished_at,
  decision: r.decision,
  decisionReason: r.decision_reason,
  decisionBy: r.decision_by as Verification['decisionBy'],
  decisionSignature: r.decision_signature,
  findingsSummary: { open: r.open_findings, critical: r.critical_findings },
});

export const toItem = (r: Selectable<VerificationItemTable>): VerificationItem => ({
  id: r.id,
  verificationId: r.verification_id,
  accountId: r.account_id,
  itemOrder: r.item_order,
  itemType: r.item_type,
  requestedType: r.requested_type,
  requirementKey: r.requirement_key,
  requirementGroup: r.requirement_group,
  itemStatus: r.item_status,
  itemInternalStatus: r.item_internal_status,
  itemValue: r.item_value,
  itemError: r.item_error,
  itemOptions: r.item_options,
  itemUiOptions: r.item_ui_options,
  validationResult: r.validation_result,
  itemScope: r.item_scope,
  tag: r.tag,
  tags: r.tags,
  userEventCompletedAt: r.user_event_completed_at,
  userEventName: r.user_event_name,
  userEventReason: r.user_event_reason,
  fileReceivedAt: r.file_received_at,
  fileId: r.file_id,
  invalidatedAt: r.invalidated_at,
  replacementRequestedAt: r.replacement_requested_at,
  replacementReason: r.replacement_reason,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  completedAt: r.completed_at,
});

export async function insertVerification(db: Exec, row: Insertable<VerificationTable>) {
  return toVerification(
    await db.insertInto('verifications').values(row).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function insertItems(db: Exec, rows: Insertable<VerificationItemTable>[]) {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('verification_items').values(rows).returningAll().execute();
  return inserted.map(toItem).sort((a, b) => a.itemOrder - b.itemOrder);
}

export async function findVerification(db: Exec, accountId: string, id: string) {
  const row = await db
    .selectFrom('verifications')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toVerification(row);
}

const ITEM_DATES = [
  'user_event_completed_at',
  'file_received_at',
  'invalidated_at',
  'replacement_requested_at',
  'created_at',
  'updated_at',
  'completed_at',
] as const;

/**
 * An item row that travelled as JSON (json_agg): its timestamps arrive as ISO strings. The row was
 * parsed for this call alone, so its dates are set in place.
 */
function itemFromJson(row: Record<string, unknown>): VerificationItem {
  for (const k of ITEM_DATES) if (typeof row[k] === 'string') row[k] = new Date(row[k]);
  return toItem(row as unknown as Selectable<VerificationItemTable>);
}

/** A verification and its items in one statement: the read every face does most (built once). */
const verificationWithItems = prepared(2, (db: Exec, accountId: string, id: string) =>
  db
    .selectFrom('verifications as v')
    .selectAll('v')
    .select(
      sql<Record<string, unknown>[]>`(select coalesce(json_agg(i order by i.item_order), '[]'::json)
        from verification_items i where i.account_id = v.account_id and i.verification_id = v.id)`.as(
        'items_json',
      ),
    )
    .where('v.account_id', '=', accountId)
    .where('v.id', '=', id),
);

export async function findVerificationWithItems(db: Exec, accountId: string, id: string) {
  const [row] = await verificationWithItems(db, accountId, id);
  if (!row) return undefined;
  const { items_json, ...verification } = row;
  return { verification: toVerification(verification), items: items_json.map(itemFromJson) };
}

/** Locks the verification for a state transition; every change of its items goes through this lock. */
export async function lockVerification(trx: Transaction<Database>, accountId: string, id: string) {
  const row = await trx
    .selectFrom('verifications')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && toVerification(row);
}

export async function updateVerification(db: Exec, id: string, patch: Updateable<VerificationTable>) {
  return toVerification(
    await db
      .updateTable('verifications')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/**
 * The columns a caller fills with free-form JSON, up to 32 KB each. A list that does not show them
 * reads them as null (`freeForm: false`): a page of 50 verifications would otherwise read and parse up
 * to 6.4 MB to answer ids (SECURITY.md, "One account against the others").
 */
const FREE_FORM_COLUMNS = [
  'metadata',
  'options',
  'validation_options',
  'onboarding_terms_and_conditions',
] as const;
type FreeFormColumn = (typeof FREE_FORM_COLUMNS)[number];
/** Every other column of a verification (the type checks that none is left out or misspelt). */
const OTHER_COLUMNS = [
  'id',
  'account_id',
  'flow_id',
  'flow_ref',
  'record_validation_schema',
  'checkout',
  'disabled_requirements',
  'country',
  'tag',
  'tax_id',
  'email',
  'signatory_email',
  'friendly_name',
  'business_name',
  'notification_hint',
  'key_people',
  'status',
  'documents_status',
  'created_by',
  'created_at',
  'updated_at',
  'finished_at',
  'decision',
  'decision_reason',
  'decision_by',
  'decision_signature',
  'open_findings',
  'critical_findings',
] as const satisfies readonly Exclude<keyof VerificationTable, FreeFormColumn>[];
type Missing = Exclude<keyof VerificationTable, FreeFormColumn | (typeof OTHER_COLUMNS)[number]>;
const everyColumnListed: [Missing] extends [never] ? true : Missing = true;
void everyColumnListed;

/** A decision to list by; `none` is a verification with no decision yet. */
export type DecisionFilter = NonNullable<Verification['decision']> | 'none';

export async function listVerifications(
  db: Exec,
  accountId: string,
  filter: { status?: string; tag?: string; decision?: DecisionFilter },
  window: PageWindow,
  opts: { freeForm: boolean } = { freeForm: true },
) {
  let q = (
    opts.freeForm
      ? db.selectFrom('verifications').selectAll()
      : db
          .selectFrom('verifications')
          .select(OTHER_COLUMNS)
          .select(FREE_FORM_COLUMNS.map((c) => sql<null>`null`.as(c)))
  ).where('account_id', '=', accountId);
  if (filter.status) q = q.where('status', '=', filter.status as Verification['status']);
  if (filter.tag) q = q.where('tag', '=', filter.tag);
  if (filter.decision === 'none') q = q.where('decision', 'is', null);
  else if (filter.decision) q = q.where('decision', '=', filter.decision);
  return inWindow(q, window).execute();
}

/** The items of these verifications, in order; at most `limit` rows when one is given. */
export async function itemsOf(
  db: Exec,
  accountId: string,
  verificationIds: readonly string[],
  limit?: number,
) {
  if (verificationIds.length === 0) return [];
  let query = db
    .selectFrom('verification_items')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', verificationIds)
    .orderBy('verification_id')
    .orderBy('item_order');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map(toItem);
}

/** How many items each of these verifications has, complete, and with an error (absent: none). */
export async function itemCountsOf(db: Exec, accountId: string, verificationIds: readonly string[]) {
  if (verificationIds.length === 0) return [];
  return db
    .selectFrom('verification_items')
    .select((eb) => [
      'verification_id',
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('item_status', '=', 'complete').as('complete'),
      eb.fn.countAll<string>().filterWhere('item_error', 'is not', null).as('failed'),
    ])
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', verificationIds)
    .groupBy('verification_id')
    .execute();
}

export async function findItem(db: Exec, accountId: string, id: number) {
  const row = await db
    .selectFrom('verification_items')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toItem(row);
}

export async function updateItem(db: Exec, id: number, patch: Updateable<VerificationItemTable>) {
  return toItem(
    await db
      .updateTable('verification_items')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function findVerificationsByIds(db: Exec, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('verifications')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}
