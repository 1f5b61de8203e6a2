import { Router } from 'express';
import multer from 'multer';
import { multipartProblem } from '../http/hostile-input';
import type { Deps } from '../domain/context';
import { DomainError } from '../domain/errors';
import { exportVerificationCommand } from '../domain/export/export.input';
import {
  EXPORT_READY_MESSAGE,
  exportVerification,
  type ExportedDocument,
} from '../domain/export/export.service';
import { inSpecNames } from '../domain/shared/issue-paths';
import { parseInput } from '../domain/shared/validation';
import * as templates from '../domain/export/template.service';
import { VARIABLE_CATALOGUE } from '../domain/export/variables';
import { accountOf } from './auth';
import { toCommand } from './command-body';
import { exportBody } from './export.input';

/** The spec's envelope of a generated document (spec 2.9; `expiresIn` repeats `expires_in` for the sample's spelling). */
const exportJson = (e: ExportedDocument) => ({
  success: true,
  message: EXPORT_READY_MESSAGE,
  download_url: e.downloadUrl,
  expires_in: e.expiresInMs,
  expiresIn: e.expiresInMs,
  size: e.sizeBytes,
  format: e.format,
  unfilled_variables: e.unfilledVariables,
});

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
export function exportRoutes(deps: Deps, r: Router = Router()): Router {
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
          fileName: req.file.originalname,
          file: new Uint8Array(req.file.buffer),
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
      const body = method === 'post' ? (req.body ?? {}) : {};
      const command = toCommand(exportVerificationCommand, parseInput(exportBody, body));
      const exported = await inSpecNames(exportVerificationCommand, () =>
        exportVerification(deps, accountOf(res), req.params.id, req.params.templateId, command),
      );
      res.json(exportJson(exported));
    });
  }
  return r;
}
