import { z } from 'zod';
import { exportBody } from '../export.input';
import { binary, idParam, successMessage, timestamp, uuid } from './common';
import type { RouteDoc } from './registry';

const template = z
  .object({
    id: uuid,
    name: z.string(),
    file_name: z.string().nullable(),
    size: z.int().meta({ description: 'Bytes' }),
    variables: z.array(z.string()).meta({ description: 'The tags the template uses' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'DocTemplate' });

const templateForm = z.object({
  file: binary.meta({ description: 'The DOCX template, up to 10 MB' }),
  name: z.string().max(200).optional().meta({ description: 'Defaults to the file name' }),
});

const catalogueEntry = z.object({
  name: z.string(),
  family: z.string(),
  kind: z.enum(['variable', 'loop', 'field']),
  description: z.string(),
  example: z.string(),
});

const exportResult = z
  .object({
    success: z.literal(true),
    message: z.string(),
    download_url: z.string().meta({ description: 'Signed `/exports/{id}` link' }),
    expires_in: z.int().meta({ description: 'Milliseconds until the link expires (spec 2.9)' }),
    expiresIn: z.int().meta({ description: 'The same, as the reference sample spells it' }),
    size: z.int().meta({ description: 'Bytes' }),
    format: z.enum(['docx', 'pdf']),
    unfilled_variables: z.array(z.string()),
  })
  .meta({ id: 'ExportResult' });

const templateId = z.object({ id: idParam('Document template id') });
const exportParams = z.object({
  id: idParam('Verification id'),
  templateId: idParam('Document template id'),
});
const base = { tag: 'Export', auth: 'apiKey' } as const;
const exported = { status: 200, description: 'The download link', schema: exportResult } as const;

export const exportRoutes: RouteDoc[] = [
  {
    ...base,
    method: 'post',
    path: '/v2/doc-templates',
    operationId: 'uploadDocTemplate',
    summary: 'Upload a DOCX template (multipart `file` and `name`)',
    body: { schema: templateForm, media: 'multipart' },
    success: { status: 201, description: 'The template and the variables it uses', schema: template },
    errors: [400, 409, 413],
  },
  {
    ...base,
    method: 'get',
    path: '/v2/doc-templates',
    operationId: 'listDocTemplates',
    summary: 'Every template of the account',
    success: { status: 200, description: 'The templates', schema: z.array(template) },
  },
  {
    ...base,
    method: 'get',
    path: '/v2/doc-templates/{id}',
    operationId: 'getDocTemplate',
    summary: 'One template',
    params: templateId,
    success: { status: 200, description: 'The template', schema: template },
    errors: [404],
  },
  {
    ...base,
    method: 'delete',
    path: '/v2/doc-templates/{id}',
    operationId: 'deleteDocTemplate',
    summary: 'Delete a template',
    params: templateId,
    success: { status: 200, description: 'A confirmation', schema: successMessage },
    errors: [404],
  },
  {
    ...base,
    method: 'get',
    path: '/v2/export-variables',
    operationId: 'listExportVariables',
    summary: 'The catalogue of template variables',
    success: {
      status: 200,
      description: 'Every variable, loop and loop field',
      schema: z.object({ data: z.array(catalogueEntry) }),
    },
  },
  {
    ...base,
    method: 'post',
    path: '/v2/verifications/{id}/export/{templateId}',
    operationId: 'exportVerification',
    summary: 'Render a template with a verification’s data, key people mapped to `key_person_N`',
    params: exportParams,
    body: { schema: exportBody, optional: true },
    success: exported,
    errors: [400, 404, 422],
  },
  {
    ...base,
    method: 'get',
    path: '/v2/verifications/{id}/export/{templateId}',
    operationId: 'exportVerificationWithoutKeyPeople',
    summary: 'Render a template as DOCX, without key people',
    params: exportParams,
    success: exported,
    errors: [400, 404, 422],
  },
];
