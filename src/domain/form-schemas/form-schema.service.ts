import type { Selectable } from 'kysely';
import type { AccountCaller, Deps } from '../context';
import { DomainError, notFound, validationError } from '../errors';
import { isUuid, newId } from '../shared/ids';
import { assertQuota, QUOTAS } from '../shared/quota';
import { newest, pageWindow, toPage, type Page, type PageArgs } from '../shared/pagination';
import { withoutNulls, type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import type { FormSchema } from './form-schema';
import {
  createFormSchemaCommand,
  ID_SCHEMA_RE,
  inDefinition,
  updateFormSchemaCommand,
} from './form-schema.input';
import * as repo from './form-schema.repository';
import type { FormSchemaTable } from './form-schema.table';
import { validateUiSchema } from './ui-schema';

/** A stored row as the domain's form schema (also for a `forms` item's schema). */
export const toFormSchema = (row: Selectable<FormSchemaTable>): FormSchema => ({
  id: row.id,
  idSchema: row.id_schema,
  accountId: row.account_id,
  name: row.name,
  uiSchemaDefinition: row.ui_schema_definition,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The definition's problems, at paths under the command's `uiSchemaDefinition`. */
function assertDefinition(definition: unknown): void {
  const issues = validateUiSchema(definition);
  if (issues.length > 0) throw validationError(issues.map((i) => ({ ...i, path: inDefinition(i.path) })));
}

export async function createFormSchema(
  deps: Deps,
  caller: AccountCaller,
  input: Unchecked<typeof createFormSchemaCommand>,
): Promise<FormSchema> {
  const data = parseInput(createFormSchemaCommand, withoutNulls(createFormSchemaCommand, input));
  assertDefinition(data.uiSchemaDefinition);
  await assertQuota(deps.db, 'form_schemas', caller.accountId);
  const row = await repo.insertFormSchema(deps.db, {
    id: newId(),
    account_id: caller.accountId,
    id_schema: data.idSchema,
    name: data.name,
    definition: data.uiSchemaDefinition,
    now: deps.clock.now(),
  });
  if (!row) {
    throw new DomainError(
      'DUPLICATE_RESOURCE',
      `form-schema with identifier ${data.idSchema} already exists.`,
    );
  }
  return toFormSchema(row);
}

export async function getFormSchema(
  deps: Deps,
  caller: AccountCaller,
  idSchema: string,
): Promise<FormSchema> {
  const row = ID_SCHEMA_RE.test(idSchema)
    ? await repo.findFormSchema(deps.db, caller.accountId, idSchema)
    : undefined;
  if (!row) throw notFound('Form schema');
  return toFormSchema(row);
}

/** A form schema of the account by its UUID (GraphQL's `node`). */
export async function getFormSchemaById(deps: Deps, caller: AccountCaller, id: string): Promise<FormSchema> {
  const row = isUuid(id) ? await repo.findFormSchemaById(deps.db, caller.accountId, id) : undefined;
  if (!row) throw notFound('Form schema');
  return toFormSchema(row);
}

export async function listFormSchemas(
  deps: Deps,
  caller: AccountCaller,
  args: PageArgs = {},
): Promise<Page<FormSchema>> {
  const window = pageWindow(args);
  return toPage(await repo.listFormSchemas(deps.db, caller.accountId, window), window, toFormSchema);
}

/** Every form schema of the account, newest first (the REST list is a bare array). */
export async function listAllFormSchemas(deps: Deps, caller: AccountCaller): Promise<FormSchema[]> {
  return (await repo.listFormSchemas(deps.db, caller.accountId, newest(QUOTAS.form_schemas))).map(
    toFormSchema,
  );
}

export async function updateFormSchema(
  deps: Deps,
  caller: AccountCaller,
  idSchema: string,
  input: Unchecked<typeof updateFormSchemaCommand>,
): Promise<FormSchema> {
  if (!ID_SCHEMA_RE.test(idSchema)) throw notFound('Form schema');
  const data = parseInput(updateFormSchemaCommand, withoutNulls(updateFormSchemaCommand, input));
  if (data.uiSchemaDefinition !== undefined) assertDefinition(data.uiSchemaDefinition);
  const row = await repo.updateFormSchema(deps.db, caller.accountId, idSchema, {
    name: data.name,
    definition: data.uiSchemaDefinition,
    now: deps.clock.now(),
  });
  if (!row) throw notFound('Form schema');
  return toFormSchema(row);
}

/** A schema that a flow's `forms` item names cannot be deleted; the flows are listed. */
export async function deleteFormSchema(deps: Deps, caller: AccountCaller, idSchema: string): Promise<void> {
  if (!ID_SCHEMA_RE.test(idSchema)) throw notFound('Form schema');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.findFormSchema(trx, caller.accountId, idSchema, true))) throw notFound('Form schema');
    const users = await repo.flowsUsingSchema(trx, caller.accountId, idSchema);
    if (users.length > 0) {
      throw new DomainError('CONFLICT', `Form schema ${idSchema} is used by flows: ${users.join(', ')}`);
    }
    if (!(await repo.deleteFormSchema(trx, caller.accountId, idSchema))) throw notFound('Form schema');
  });
}
