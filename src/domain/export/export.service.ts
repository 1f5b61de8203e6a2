import type { AccountCaller, Deps } from '../context';
import type { Person, Role } from '../company/company';
import { companyFrom } from '../company/company.service';
import { fileLink, FILE_LINK_TTL_SECONDS } from '../documents/file-links';
import { DomainError, notFound, validationError } from '../errors';
import { newId } from '../shared/ids';
import { withoutNulls, type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import * as repo from '../verifications/verification.repository';
import { TemplateError } from './errors';
import { exportVerificationCommand, type KeyPersonRequest } from './export.input';
import { insertExport } from './export.repository';
import { renderDocx } from './render';
import { DOCX_TYPE, getTemplate } from './template.service';
import { exportVariables } from './variables';
import { verificationOf } from '../verifications/verification.lookup';

/** The confirmation both faces show with a generated document. */
export const EXPORT_READY_MESSAGE = 'File generated successfully. Download URL provided.';

/** A generated document, stored and ready to download through a signed link. */
export interface ExportedDocument {
  id: string;
  downloadUrl: string;
  /** Milliseconds until the link expires (spec 2.9). */
  expiresInMs: number;
  sizeBytes: number;
  format: 'docx' | 'pdf';
  /** Template variables that had no value (rendered empty). */
  unfilledVariables: string[];
}

/** `key_person_N` in the request order given; N must be 1, 2, … without gaps, each key once. */
function resolveKeyPeople(people: Person[], requested: KeyPersonRequest[]) {
  return requested.map((k, i) => {
    if (k.key !== `key_person_${i + 1}`) {
      throw validationError([{ path: `keyPeople[${i}].key`, message: `must be key_person_${i + 1}` }]);
    }
    const person = people.find((p) => p.people_id === k.personId);
    if (!person) {
      throw validationError([
        { path: `keyPeople[${i}].personId`, message: `no person ${k.personId} in this verification` },
      ]);
    }
    const role = person.roles.find((r: Role) => r.id === k.roleId);
    if (!role) {
      throw validationError([
        { path: `keyPeople[${i}].roleId`, message: `${person.names} has no role ${k.roleId}` },
      ]);
    }
    return { key: k.key, person, role };
  });
}

/** `POST /v2/verifications/{id}/export/{template}`: the verification's data in the customer's template. */
export async function exportVerification(
  deps: Deps,
  caller: AccountCaller,
  verificationId: string,
  templateId: string,
  input: Unchecked<typeof exportVerificationCommand> = {},
): Promise<ExportedDocument> {
  const data = parseInput(exportVerificationCommand, withoutNulls(exportVerificationCommand, input));
  const v = await verificationOf(deps.db, caller.accountId, verificationId);
  const template = await getTemplate(deps, caller, templateId);
  const items = await repo.itemsOf(deps.db, caller.accountId, [v.id]);
  if (items.length === 0) throw new DomainError('UNPROCESSABLE_ENTITY', 'verification with no items');
  const company = companyFrom(deps, v, items, null);
  const people = [...company.people.key_people, ...((company.people as { all?: Person[] }).all ?? [])];
  const keyPeople = resolveKeyPeople(people, data.keyPeople);
  const blob = await deps.blobs.get(deps.db, caller.accountId, template.blobId);
  if (!blob) throw notFound('Document template');
  let rendered: { bytes: Uint8Array; unfilled: string[] };
  try {
    rendered = renderDocx(blob.bytes, exportVariables(company, keyPeople));
  } catch (err) {
    if (err instanceof TemplateError)
      throw validationError([{ path: 'template', message: err.message }], 'invalid_template');
    throw err;
  }
  let bytes = rendered.bytes;
  if (data.format === 'pdf') {
    const converter = deps.pdf;
    if (!converter.available) {
      throw validationError(
        [{ path: 'format', message: 'PDF output needs LibreOffice on the server (see the README)' }],
        'pdf_unavailable',
      );
    }
    bytes = await converter.convert(bytes);
  }
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const stored = await deps.blobs.put(
      trx,
      caller.accountId,
      bytes,
      data.format === 'pdf' ? 'application/pdf' : DOCX_TYPE,
    );
    await insertExport(trx, {
      id,
      account_id: caller.accountId,
      verification_id: v.id,
      template_id: template.id,
      blob_id: stored.id,
      format: data.format,
      file_name: `${(template.name.replace(/[^\w.\- ]/g, '_') || 'export').slice(0, 100)}-${v.tag.replace(/[^\w.-]/g, '_').slice(0, 50)}.${data.format}`,
      size_bytes: stored.sizeBytes,
      // Stored in the spec's spelling, as exports always were.
      key_people: JSON.stringify(
        data.keyPeople.map((k) => ({ key: k.key, person_id: k.personId, role_id: k.roleId })),
      ),
      created_by: caller.credentialId,
      created_at: deps.clock.now(),
    });
  });
  return {
    id,
    downloadUrl: fileLink(deps, id, 'exports'),
    expiresInMs: FILE_LINK_TTL_SECONDS * 1000,
    sizeBytes: bytes.byteLength,
    format: data.format,
    unfilledVariables: rendered.unfilled,
  };
}
