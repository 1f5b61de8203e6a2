import type { AccountCaller, Deps } from '../context';
import { DomainError, notFound, validationError } from '../errors';
import { isUuid, newId, safeFileName } from '../shared/ids';
import { assertQuota } from '../shared/quota';
import { withoutNulls, type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import { TemplateError } from './errors';
import { uploadTemplateCommand } from './export.input';
import * as repo from './export.repository';
import { checkTemplate } from './render';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;

export interface DocTemplate {
  id: string;
  name: string;
  fileName: string | null;
  sizeBytes: number;
  blobId: string;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
}

type Row = {
  id: string;
  name: string;
  file_name: string | null;
  size_bytes: number;
  blob_id: string;
  tags: string[];
  created_at: Date;
  updated_at: Date;
};

const toTemplate = (r: Row): DocTemplate => ({
  id: r.id,
  name: r.name,
  fileName: r.file_name,
  sizeBytes: r.size_bytes,
  blobId: r.blob_id,
  tags: r.tags,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A template with a syntax error is refused with the template's own error, naming the tag. */
function tagsOf(bytes: Uint8Array): string[] {
  try {
    return checkTemplate(bytes);
  } catch (err) {
    if (err instanceof TemplateError) {
      throw validationError([{ path: 'file', message: err.message }], 'invalid_template');
    }
    throw err;
  }
}

export async function uploadTemplate(
  deps: Deps,
  caller: AccountCaller,
  input: Unchecked<typeof uploadTemplateCommand>,
): Promise<DocTemplate> {
  const { name, fileName, file } = parseInput(
    uploadTemplateCommand,
    withoutNulls(uploadTemplateCommand, input),
  );
  if (file.byteLength === 0) throw validationError([{ path: 'file', message: 'is empty' }]);
  if (file.byteLength > MAX_TEMPLATE_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', `A template may be at most ${MAX_TEMPLATE_BYTES} bytes`);
  }
  const tags = tagsOf(file);
  return deps.db.transaction().execute(async (trx) => {
    await assertQuota(trx, 'doc_templates', caller.accountId);
    const blob = await deps.blobs.put(trx, caller.accountId, file, DOCX_TYPE);
    const now = deps.clock.now();
    const row = await repo.insertTemplate(trx, {
      id: newId(),
      account_id: caller.accountId,
      name,
      file_name: safeFileName(fileName),
      blob_id: blob.id,
      size_bytes: blob.sizeBytes,
      tags: JSON.stringify(tags),
      created_at: now,
      updated_at: now,
    });
    return toTemplate(row);
  });
}

export async function listTemplates(deps: Deps, caller: AccountCaller): Promise<DocTemplate[]> {
  const rows = await repo.listTemplates(deps.db, caller.accountId);
  return rows.map(toTemplate);
}

export async function getTemplate(deps: Deps, caller: AccountCaller, id: string): Promise<DocTemplate> {
  const found = await findTemplate(deps, caller, id);
  if (!found) throw notFound('Document template');
  return found;
}

export async function findTemplate(
  deps: Deps,
  caller: AccountCaller,
  id: string,
): Promise<DocTemplate | null> {
  const row = isUuid(id) ? await repo.findTemplate(deps.db, caller.accountId, id) : undefined;
  return row ? toTemplate(row) : null;
}

export async function deleteTemplate(deps: Deps, caller: AccountCaller, id: string): Promise<void> {
  const template = await getTemplate(deps, caller, id);
  await repo.deleteTemplate(deps.db, caller.accountId, template.id);
}
