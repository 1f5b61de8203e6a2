import type { Caller, Deps } from '../context';
import { DomainError, validationError } from '../errors';
import type { FormSchema } from '../form-schemas/form-schema';
import * as formRepo from '../form-schemas/form-schema.repository';
import { toFormSchema } from '../form-schemas/form-schema.service';
import { fieldKeys, validateFormAnswers } from '../form-schemas/form-answers';
import type { Db } from '../../db/database';
import { type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import { completeItemWith } from './item-completion';
import { getItem } from './item.service';
import { transition } from './transition';
import type { VerificationItem } from './verification';
import { submitFormCommand } from './verification.input';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const schemaIdOf = (item: VerificationItem): string | null =>
  item.requestedType === 'forms' && typeof item.itemOptions?.schema_id === 'string'
    ? item.itemOptions.schema_id
    : null;

/** The form schema a `forms` item is answered with (null for other items or a deleted schema). */
export async function formSchemaOfItem(deps: Deps, item: VerificationItem): Promise<FormSchema | null> {
  const id = schemaIdOf(item);
  if (!id) return null;
  const row = await formRepo.findFormSchema(deps.db, item.accountId, id);
  return row ? toFormSchema(row) : null;
}

/**
 * The end client (or the customer) answers a `forms` item: the answers are checked against the
 * item's form schema (the same rules the page applies), files are stored, and the item completes.
 * Answers may be sent again while the verification is pending; the last ones count.
 */
export async function submitFormItem(
  deps: Deps,
  caller: Caller,
  itemId: string,
  input: Unchecked<typeof submitFormCommand>,
): Promise<VerificationItem> {
  const { values } = parseInput(submitFormCommand, input);
  const found = await getItem(deps, caller, itemId);
  if (found.requestedType !== 'forms')
    throw validationError([{ path: 'itemId', message: `a ${found.requestedType} item is not a form` }]);
  const schema = await formSchemaOfItem(deps, found);
  if (!schema) throw new DomainError('CONFLICT', 'The form schema of this item no longer exists');
  const issues = validateFormAnswers(schema.uiSchemaDefinition, values);
  if (issues.length > 0) throw validationError(issues.map((i) => ({ ...i, path: `values.${i.path}` })));

  return transition(deps, caller, found.verificationId, async ({ trx, verification, items }) => {
    if (verification.status !== 'pending')
      throw new DomainError('CONFLICT', 'The verification is no longer collecting answers');
    const item = items.find((i) => i.id === found.id)!;
    const stored = await storeFiles(deps, trx, caller.accountId, schema.uiSchemaDefinition, values, 'values');
    const { item: updated, events } = await completeItemWith(
      { trx, actor: caller, verification, item, now: deps.clock.now() },
      { value: stored, internalStatus: 'validation_success', error: null },
    );
    return { result: updated, events };
  });
}

/**
 * Replaces each file answer's base64 with the stored blob's metadata, at every depth of sections
 * (tables hold no file columns, compat-notes 5).
 */
async function storeFiles(deps: Deps, trx: Db, accountId: string, level: Obj, values: Obj, path: string) {
  const out: Obj = { ...values };
  for (const key of fieldKeys(level)) {
    const field = level[key] as Obj;
    const value = values[key];
    if (value === undefined || value === null) continue;
    const at = `${path}.${key}`;
    if (field.ui_type === 'section' && isObj(value))
      out[key] = await storeFiles(deps, trx, accountId, field, value, at);
    else if (field.ui_type === 'file' && isObj(value))
      out[key] = await storeFile(deps, trx, accountId, value, at);
  }
  return out;
}

async function storeFile(deps: Deps, trx: Db, accountId: string, value: Obj, path: string) {
  const bytes = new Uint8Array(Buffer.from(String(value.base64), 'base64'));
  const sniffed = await deps.files.sniff(bytes);
  if (!sniffed || sniffed !== value.content_type) {
    throw validationError([{ path, message: `the file is not a ${String(value.content_type)} file` }]);
  }
  const blob = await deps.blobs.put(trx, accountId, bytes, sniffed);
  return {
    file_name: value.file_name,
    content_type: sniffed,
    size_bytes: blob.sizeBytes,
    sha256: blob.sha256,
    blob_id: blob.id,
  };
}
