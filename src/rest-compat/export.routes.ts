import { Router } from 'express';
import multer from 'multer';
import type { Deps } from '../domain/context';
import { verifyFileLink } from '../domain/documents/file-links';
import { DomainError } from '../domain/errors';
import { exportVerification } from '../domain/export/export.service';
import * as templates from '../domain/export/template.service';
import { VARIABLE_CATALOGUE } from '../domain/export/variables';
import { isUuid } from '../domain/shared/ids';
import { accountOf } from './auth';

const templateJson = (t: templates.DocTemplate) => ({
  id: t.id,
  name: t.name,
  file_name: t.fileName,
  size: t.sizeBytes,
  variables: t.tags,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

/** Document templates (`/v2/doc-templates`), the variable catalogue, and the export itself (spec 4.4). */
export function exportRoutes(deps: Deps): Router {
  const r = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: templates.MAX_TEMPLATE_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  }).single('file');
  r.post('/v2/doc-templates', (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return next(new DomainError('PAYLOAD_TOO_LARGE', 'A template may be at most 10 MB'));
      }
      if (err) return next(new DomainError('BAD_REQUEST', 'Bad multipart body'));
      if (!req.file)
        return next(new DomainError('BAD_REQUEST', 'Send the DOCX as a multipart part named "file"'));
      templates
        .uploadTemplate(deps, accountOf(res), {
          name: (req.body as Record<string, unknown> | undefined)?.name ?? req.file.originalname,
          bytes: new Uint8Array(req.file.buffer),
          fileName: req.file.originalname,
        })
        .then((t) => res.status(201).json(templateJson(t)), next);
    });
  });
  r.get('/v2/doc-templates', async (_req, res) => {
    res.json((await templates.listTemplates(deps, accountOf(res))).map(templateJson));
  });
  r.get('/v2/doc-templates/:id', async (req, res) => {
    res.json(templateJson(await templates.getTemplate(deps, accountOf(res), req.params.id)));
  });
  r.delete('/v2/doc-templates/:id', async (req, res) => {
    await templates.deleteTemplate(deps, accountOf(res), req.params.id);
    res.json({ success: true, message: 'Document template deleted' });
  });
  r.get('/v2/export-variables', (_req, res) => {
    res.json({ data: VARIABLE_CATALOGUE });
  });
  for (const method of ['post', 'get'] as const) {
    r[method]('/v2/verifications/:id/export/:templateId', async (req, res) => {
      res.json(
        await exportVerification(
          deps,
          accountOf(res),
          req.params.id,
          req.params.templateId,
          method === 'post' ? req.body : {},
        ),
      );
    });
  }
  return r;
}

/** The generated file behind a signed `download_url` (one hour). */
export function exportDownloadRoutes(deps: Deps): Router {
  const r = Router();
  r.get('/exports/:id', async (req, res) => {
    const id = req.params.id;
    if (!isUuid(id) || !verifyFileLink(deps, id, req.query.expires, req.query.signature, 'exports')) {
      throw new DomainError('FORBIDDEN', 'This link is invalid or has expired');
    }
    const row = await deps.db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst();
    const blob = row ? await deps.blobs.get(deps.db, row.account_id, row.blob_id) : null;
    if (!row || !blob) throw new DomainError('NOT_FOUND', 'File not found');
    res
      .set({
        'Content-Type': blob.contentType,
        'Content-Disposition': `attachment; filename="${row.file_name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(blob.bytes));
  });
  return r;
}
