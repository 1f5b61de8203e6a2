import { z } from 'zod';

/** Which person and role fill a template's `key_person_N` variables. */
export const exportKeyPerson = z.strictObject({
  key: z.string().regex(/^key_person_[1-9]\d?$/, 'must be key_person_N (N from 1 to 99)'),
  personId: z.number().int().positive(),
  roleId: z.string().min(1).max(100),
});

/** A verification's data in a customer's template: key people in `key_person_N` order, DOCX or PDF. */
export const exportVerificationCommand = z.strictObject({
  keyPeople: z.array(exportKeyPerson).max(20).default([]),
  format: z.enum(['docx', 'pdf']).default('docx'),
});

const TEMPLATE_NAME = 'is required, at most 200 characters';

/** A DOCX template to keep: its display name, the file's name and its bytes. */
export const uploadTemplateCommand = z.object({
  name: z.string({ error: TEMPLATE_NAME }).trim().min(1, TEMPLATE_NAME).max(200, TEMPLATE_NAME),
  fileName: z.string().optional().nullable(),
  file: z.instanceof(Uint8Array, { error: 'must be the template file' }),
});

export type ExportVerification = z.output<typeof exportVerificationCommand>;
export type KeyPersonRequest = z.output<typeof exportKeyPerson>;
