import type { Db } from '../../db/database';
import type { Deps } from '../context';
import { DomainError, validationError } from '../errors';
import type { FormSchema } from '../form-schemas/form-schema';
import * as formRepo from '../form-schemas/form-schema.repository';
import { toFormSchema } from '../form-schemas/form-schema.service';
import { fieldKeys, validateFormAnswers } from '../form-schemas/form-answers';
import type { VerificationItem } from './verification';

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
 * The form schema a `forms` item's answers are checked against, once they pass its rules (required
 * fields filled, types, options, files): every way of completing a form item goes through here, so
 * none completes one with a required field missing. `path` names the answers in error paths
 * (`values` for a form submission, `itemValue` for an operator's completion).
 */
export async function checkedFormAnswers(
  deps: Deps,
  item: VerificationItem,
  values: Obj,
  path: string,
): Promise<FormSchema> {
  const schema = await formSchemaOfItem(deps, item);
  if (!schema) throw new DomainError('CONFLICT', 'The form schema of this item no longer exists');
  const issues = validateFormAnswers(schema.uiSchemaDefinition, values);
  if (issues.length > 0) throw validationError(issues.map((i) => ({ ...i, path: `${path}.${i.path}` })));
  return schema;
}

/**
 * The answers as an item keeps them: each file answer's base64 replaced with the stored blob's
 * metadata, at every depth of sections (tables hold no file columns, compat-notes 5).
 */
export async function storeFormFiles(
  deps: Deps,
  trx: Db,
  accountId: string,
  schema: FormSchema,
  values: Obj,
  path: string,
): Promise<Obj> {
  return storeFiles(deps, trx, accountId, schema.uiSchemaDefinition, values, path);
}

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
