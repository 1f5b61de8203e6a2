import { Router } from 'express';
import multer from 'multer';
import { multipartProblem } from '../http/hostile-input';
import type { Deps } from '../domain/context';
import { DomainError } from '../domain/errors';
import { exportVerification } from '../domain/export/export.service';
import * as templates from '../domain/export/template.service';
import { VARIABLE_CATALOGUE } from '../domain/export/variables';
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
      const hostile = multipartProblem(req);
      if (hostile) return next(hostile);
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
