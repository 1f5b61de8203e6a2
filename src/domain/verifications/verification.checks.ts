import type { Db } from '../../db/database';
import { DomainError, validationError, type FieldIssue } from '../errors';
import { lockFormSchemas } from '../form-schemas/form-schema.repository';
import { checkRfc } from '../mx/rfc';
import type { CreateVerification } from './verification.input';
import { isDocumentType, type ItemInput } from './verification.rules';

const isHttpUrl = (raw: string): boolean => {
  try {
    const u = new URL(raw);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
};

/** Item-level rules beyond shape; a file_url that is not http(s) has its own public code. */
export function checkItems(items: ItemInput[], path = 'items'): void {
  const badUrl = items.findIndex(
    (it) => typeof it.options.file_url === 'string' && !isHttpUrl(it.options.file_url),
  );
  if (badUrl >= 0) {
    throw new DomainError(
      'VALIDATION_ERROR',
      'The specified file_url is invalid. Ensure it is public and downloadable.',
      [{ path: `${path}[${badUrl}].options.file_url`, message: 'must be an http(s) URL' }],
      'invalid_item_options_file_url',
    );
  }
  const issues: FieldIssue[] = [];
  items.forEach((it, i) => {
    if (it.options.file_url !== undefined && !isDocumentType(it.type)) {
      issues.push({ path: `${path}[${i}].options.file_url`, message: `a ${it.type} item takes no file` });
    }
    if (it.type === 'doc_validation' && !it.options.client_item_type) {
      issues.push({
        path: `${path}[${i}].options.client_item_type`,
        message: 'is required for a doc_validation item',
      });
    }
    if (it.options.file_password !== undefined && !it.options.file_url) {
      issues.push({ path: `${path}[${i}].options.file_password`, message: 'needs a file_url' });
    }
  });
  if (issues.length > 0) throw validationError(issues);
}

/** The checks of a creation beyond shape; returns the RFC as stored. */
export function checkCreation(data: CreateVerification): string {
  const issues: FieldIssue[] = [];
  if (data.country.toLowerCase() !== 'mx') issues.push({ path: 'country', message: 'only mx is supported' });
  const rfc = checkRfc(data.taxId);
  if (!rfc.valid) issues.push({ path: 'taxId', message: `is not a valid RFC: it ${rfc.reason}` });
  if (data.flowId !== undefined && data.items !== undefined) {
    issues.push({ path: 'items', message: 'give either flow_id or items, not both' });
  }
  if (issues.length > 0) throw validationError(issues);
  if (data.flowId === undefined && (data.items === undefined || data.items.length === 0)) {
    throw new DomainError(
      'VALIDATION_ERROR',
      'Please provide a valid items array or a flow id in your request',
      [{ path: 'items', message: 'is required without flow_id' }],
      'items_not_provided',
    );
  }
  if (data.items) checkItems(data.items);
  return rfc.rfc;
}

/**
 * A `forms` item must name a form schema of the caller's own account, as a flow's must (another
 * account's schema is as unknown as one that does not exist); the schemas stay locked until the
 * transaction ends, so they cannot be deleted under the new items.
 */
export async function assertFormSchemas(trx: Db, accountId: string, items: ItemInput[]): Promise<void> {
  const named = (it: ItemInput) =>
    it.type === 'forms' && typeof it.options.schema_id === 'string' ? it.options.schema_id : null;
  const ids = [...new Set(items.map(named).filter((id): id is string => id !== null))];
  const known = await lockFormSchemas(trx, accountId, ids);
  const issues: FieldIssue[] = [];
  items.forEach((it, i) => {
    if (it.type !== 'forms') return;
    const id = named(it);
    const path = `items[${i}].options.schema_id`;
    if (id === null) issues.push({ path, message: 'is required for a forms item' });
    else if (!known.has(id))
      issues.push({ path, message: `names form schema '${id}', which does not exist` });
  });
  if (issues.length > 0) throw validationError(issues);
}
