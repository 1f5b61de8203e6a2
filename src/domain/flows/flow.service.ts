import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountCaller, Deps } from '../context';
import { DomainError, notFound, validationError } from '../errors';
import { lockFormSchemas } from '../form-schemas/form-schema.repository';
import { newId } from '../shared/ids';
import { assertQuota, QUOTAS } from '../shared/quota';
import { newest, pageWindow, toPage, type Page, type PageArgs } from '../shared/pagination';
import { withoutNulls, type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import type { Flow } from './flow';
import { createFlowCommand, ID_SLUG_RE, updateFlowCommand, type CreateFlow } from './flow.input';
import * as repo from './flow.repository';
import { flowIssues, formSchemaIdsOf } from './flow.rules';
import type { FlowTable } from './flow.table';

export const toFlow = (row: Selectable<FlowTable>): Flow => ({
  id: row.id,
  idSlug: row.id_slug,
  accountId: row.account_id,
  friendlyName: row.friendly_name,
  country: row.country,
  flowItems: row.flow_items,
  recordValidationSchema: row.record_validation_schema,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toWrite = (c: CreateFlow): repo.FlowWrite => ({
  id_slug: c.idSlug,
  friendly_name: c.friendlyName,
  country: c.country,
  flow_items: c.flowItems,
  record_validation_schema: c.recordValidationSchema,
});

/** Checks the cross-field rules; the named form schemas stay locked until the transaction ends. */
async function assertValid(trx: Db, caller: AccountCaller, write: repo.FlowWrite): Promise<void> {
  const known = await lockFormSchemas(trx, caller.accountId, formSchemaIdsOf(write.flow_items));
  const issues = flowIssues(write.flow_items, write.record_validation_schema, known);
  if (issues.length > 0) throw validationError(issues);
}

const duplicate = (slug: string) =>
  new DomainError('DUPLICATE_RESOURCE', `flow with id_slug ${slug} already exists.`);

/** Error paths name the command's fields (`flowItems.items[0].type`). */
export async function createFlow(
  deps: Deps,
  caller: AccountCaller,
  input: Unchecked<typeof createFlowCommand>,
): Promise<Flow> {
  const data = parseInput(createFlowCommand, withoutNulls(createFlowCommand, input));
  return deps.db.transaction().execute(async (trx) => {
    const write = toWrite(data);
    await assertValid(trx, caller, write);
    await assertQuota(trx, 'flows', caller.accountId);
    const row = await repo.insertFlow(trx, {
      ...write,
      id: newId(),
      account_id: caller.accountId,
      now: deps.clock.now(),
    });
    if (!row) throw duplicate(data.idSlug);
    return toFlow(row);
  });
}

export async function getFlow(deps: Deps, caller: AccountCaller, idSlug: string): Promise<Flow> {
  const row = ID_SLUG_RE.test(idSlug) ? await repo.findFlow(deps.db, caller.accountId, idSlug) : undefined;
  if (!row) throw notFound('Flow');
  return toFlow(row);
}

export async function listFlows(deps: Deps, caller: AccountCaller, args: PageArgs = {}): Promise<Page<Flow>> {
  const window = pageWindow(args);
  return toPage(await repo.listFlows(deps.db, caller.accountId, window), window, toFlow);
}

/** Every flow of the account, newest first (the REST list is a bare array). */
export async function listAllFlows(deps: Deps, caller: AccountCaller): Promise<Flow[]> {
  return (await repo.listFlows(deps.db, caller.accountId, newest(QUOTAS.flows))).map(toFlow);
}

export async function updateFlow(
  deps: Deps,
  caller: AccountCaller,
  idSlug: string,
  input: Unchecked<typeof updateFlowCommand>,
): Promise<Flow> {
  if (!ID_SLUG_RE.test(idSlug)) throw notFound('Flow');
  const data = parseInput(updateFlowCommand, withoutNulls(updateFlowCommand, input));
  return deps.db.transaction().execute(async (trx) => {
    const current = await repo.findFlow(trx, caller.accountId, idSlug, true);
    if (!current) throw notFound('Flow');
    const next: repo.FlowWrite = {
      id_slug: data.idSlug ?? current.id_slug,
      friendly_name: data.friendlyName ?? current.friendly_name,
      country: data.country ?? current.country,
      flow_items: data.flowItems ?? current.flow_items,
      record_validation_schema: data.recordValidationSchema ?? current.record_validation_schema,
    };
    await assertValid(trx, caller, next);
    if (next.id_slug !== current.id_slug && (await repo.slugTaken(trx, caller.accountId, next.id_slug))) {
      throw duplicate(next.id_slug);
    }
    return toFlow(
      await repo.replaceFlow(trx, caller.accountId, current.id, { ...next, now: deps.clock.now() }),
    );
  });
}

export async function deleteFlow(deps: Deps, caller: AccountCaller, idSlug: string): Promise<void> {
  const deleted = ID_SLUG_RE.test(idSlug) && (await repo.deleteFlow(deps.db, caller.accountId, idSlug));
  if (!deleted) throw notFound('Flow');
}
