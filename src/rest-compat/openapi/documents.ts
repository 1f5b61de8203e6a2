import { z } from 'zod';
import { DOCX_TYPE } from '../../domain/export/template.service';
import { acceptAsTypeBody, correctFieldBody, reasonBody } from '../documents.input';
import { binary, idParams, signedLinkQuery } from './common';
import type { RouteDoc } from './registry';
import { itemSchema, reviewSchema } from './verification.schemas';

/** What `multer` reads on `POST /verification-items/{id}/file`. */
const uploadForm = z.object({
  file: binary.meta({ description: 'The document: PDF, JPEG, PNG or TIFF, up to MAX_FILE_BYTES' }),
  file_password: z.string().max(128).optional().meta({ description: 'Password of a protected PDF' }),
});

const itemId = idParams('Item id (an integer)');
const uploaded = { status: 202, description: 'The item, now processing', schema: itemSchema } as const;
const review = { tag: 'Document review', auth: 'apiKey', params: itemId } as const;

export const documentRoutes: RouteDoc[] = [
  {
    prefixes: ['', '/v2'],
    tag: 'Documents',
    auth: 'apiKeyOrAccessToken',
    method: 'post',
    path: '/verification-items/{id}/file',
    operationId: 'uploadItemFile',
    summary: 'Upload the document of an item (multipart part `file`)',
    description:
      'A new upload replaces the item’s document; the same bytes a reviewer invalidated are a 409.',
    params: itemId,
    body: { schema: uploadForm, media: 'multipart' },
    success: uploaded,
    errors: [400, 404, 409, 413],
  },
  {
    ...review,
    prefixes: ['', '/v2'],
    method: 'post',
    path: '/verification-items/{id}/invalidate',
    operationId: 'invalidateItem',
    summary: 'Invalidate a completed item: it no longer satisfies its slot',
    body: { schema: reasonBody, optional: true },
    success: {
      status: 200,
      description: 'Done',
      schema: z.object({ success: z.literal(true) }),
    },
    errors: [400, 404, 409],
  },
  {
    ...review,
    prefixes: ['/v2', ''],
    method: 'post',
    path: '/verification-items/{id}/corrections',
    operationId: 'correctItemField',
    summary: 'Correct one extracted field (kept as `information_source: manual`)',
    body: { schema: correctFieldBody },
    success: { status: 200, description: 'The item, checked again', schema: itemSchema },
    errors: [400, 404, 409],
  },
  {
    ...review,
    prefixes: ['/v2', ''],
    method: 'post',
    path: '/verification-items/{id}/accept-as',
    operationId: 'acceptItemAsType',
    summary: 'Process the document again as another type',
    body: { schema: acceptAsTypeBody },
    success: uploaded,
    errors: [400, 404, 409],
  },
  {
    ...review,
    prefixes: ['/v2', ''],
    method: 'post',
    path: '/verification-items/{id}/reprocess',
    operationId: 'reprocessItem',
    summary: 'Run the document pipeline again',
    body: { schema: reasonBody, optional: true },
    success: uploaded,
    errors: [400, 404, 409],
  },
  {
    ...review,
    prefixes: ['/v2', ''],
    method: 'get',
    path: '/verification-items/{id}/reviews',
    operationId: 'listItemReviews',
    summary: 'The audit trail of an item',
    success: {
      status: 200,
      description: 'Every review, oldest first',
      schema: z.object({ data: z.array(reviewSchema) }),
    },
    errors: [404],
  },
  {
    tag: 'Signed links',
    auth: 'signedLink',
    method: 'get',
    path: '/files/{id}',
    operationId: 'downloadItemFile',
    summary: 'The original file behind an item’s `original_file_url`',
    params: idParams('File id'),
    query: signedLinkQuery,
    success: {
      status: 200,
      description: 'The bytes, shown inline with a sandboxing CSP',
      media: ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff'],
    },
    errors: [403, 404],
  },
  {
    tag: 'Signed links',
    auth: 'signedLink',
    method: 'get',
    path: '/exports/{id}',
    operationId: 'downloadExport',
    summary: 'A generated export (the `download_url` of an export)',
    params: idParams('Export id'),
    query: signedLinkQuery,
    success: {
      status: 200,
      description: 'The file, as an attachment',
      media: [DOCX_TYPE, 'application/pdf'],
    },
    errors: [403, 404],
  },
  {
    tag: 'Signed links',
    auth: 'signedLink',
    method: 'put',
    path: '/uploads/items/{id}',
    operationId: 'uploadItemFileWithTicket',
    summary: 'Upload raw bytes to a signed upload ticket (GraphQL `createUploadTicket`)',
    description: 'The ticket is bound to the item’s current file, so it is spent once a file is in.',
    params: itemId,
    query: signedLinkQuery.extend({
      file_name: z.string().optional().meta({ description: 'File name to keep with the document' }),
    }),
    headers: z.object({
      'X-File-Password': z.string().max(128).optional().meta({ description: 'Password of a protected PDF' }),
    }),
    body: { schema: binary, media: 'binary' },
    success: uploaded,
    errors: [400, 403, 404, 409, 413],
  },
];
