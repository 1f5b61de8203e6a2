import express, { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { Deps } from '../domain/context';
import { acceptAsTypeCommand, correctFieldCommand, reasonCommand } from '../domain/documents/review.input';
import * as reviews from '../domain/documents/review.service';
import { openSignedFile, type Download } from '../domain/documents/signed-download';
import { ticketCaller } from '../domain/documents/upload-ticket';
import { attachFile } from '../domain/documents/upload.service';
import { DomainError } from '../domain/errors';
import { openSignedExport } from '../domain/export/export-download';
import { inSpecNames } from '../domain/shared/issue-paths';
import { parseInput } from '../domain/shared/validation';
import { multipartProblem } from '../http/hostile-input';
import { accountOf, callerOf } from './auth';
import { toCommand } from './command-body';
import { acceptAsTypeBody, correctFieldBody, reasonBody } from './documents.input';
import { itemPresenter, reviewJson } from './presenters';

/** Multipart with one file part named `file` (and an optional `file_password` field). */
function singleFile(maxBytes: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 4096, parts: 8, headerPairs: 50 },
  }).single('file');
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next(multipartProblem(req));
      if (err instanceof multer.MulterError) {
        return next(
          err.code === 'LIMIT_FILE_SIZE'
            ? new DomainError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes} bytes`)
            : new DomainError('BAD_REQUEST', `Bad multipart body: ${err.message}`),
        );
      }
      next(new DomainError('BAD_REQUEST', 'Bad multipart body'));
    });
  };
}

const field = (body: unknown, name: string): string | null => {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v !== '' ? v : null;
};

/** Uploads, operator review (compat: `/verification-items/{id}/invalidate`; the rest under /v2). */
export function documentRoutes(deps: Deps, r: Router = Router()): Router {
  const item = itemPresenter(deps);
  r.post('/verification-items/:id/file', singleFile(deps.files.maxBytes), async (req, res) => {
    if (!req.file) throw new DomainError('BAD_REQUEST', 'Send the document as a multipart part named "file"');
    const updated = await attachFile(deps, callerOf(res), String(req.params.id), {
      bytes: new Uint8Array(req.file.buffer),
      fileName: req.file.originalname,
      password: field(req.body, 'file_password'),
    });
    res.status(202).json(item(updated));
  });
  r.post('/verification-items/:id/invalidate', async (req, res) => {
    const command = toCommand(reasonCommand, parseInput(reasonBody, req.body ?? {}));
    await reviews.invalidateItem(deps, accountOf(res), req.params.id, command);
    res.json({ success: true });
  });
  r.post('/verification-items/:id/corrections', async (req, res) => {
    const command = toCommand(correctFieldCommand, parseInput(correctFieldBody, req.body));
    res.json(item(await reviews.correctField(deps, accountOf(res), req.params.id, command)));
  });
  r.post('/verification-items/:id/accept-as', async (req, res) => {
    const command = toCommand(acceptAsTypeCommand, parseInput(acceptAsTypeBody, req.body));
    const accepted = await inSpecNames(acceptAsTypeCommand, () =>
      reviews.acceptAsType(deps, accountOf(res), req.params.id, command),
    );
    res.status(202).json(item(accepted));
  });
  r.post('/verification-items/:id/reprocess', async (req, res) => {
    const command = toCommand(reasonCommand, parseInput(reasonBody, req.body ?? {}));
    res.status(202).json(item(await reviews.reprocessItem(deps, accountOf(res), req.params.id, command)));
  });
  r.get('/verification-items/:id/reviews', async (req, res) => {
    res.json({ data: (await reviews.listReviews(deps, accountOf(res), req.params.id)).map(reviewJson) });
  });
  return r;
}

/**
 * The bytes behind a signed link: an original file (shown inline, sandboxed, for a browser preview)
 * or a generated export (a download).
 */
function signedDownload(
  kind: 'files' | 'exports',
  open: (id: string, link: { expires: unknown; signature: unknown }) => Promise<Download>,
): RequestHandler {
  return async (req, res) => {
    const found = await open(String(req.params.id), {
      expires: req.query.expires,
      signature: req.query.signature,
    });
    const name = (found.fileName ?? 'document').replace(/[^\w.\- ]/g, '_');
    res
      .set({
        'Content-Type': found.contentType,
        'Content-Disposition': `${kind === 'files' ? 'inline' : 'attachment'}; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
      .send(Buffer.from(found.bytes));
  };
}

/** Signed links, usable without a credential: original files, exports, and upload tickets. */
export function signedLinkRoutes(deps: Deps, r: Router = Router()): Router {
  const item = itemPresenter(deps);
  r.get(
    '/files/:id',
    signedDownload('files', (id, link) => openSignedFile(deps, id, link)),
  );
  r.get(
    '/exports/:id',
    signedDownload('exports', (id, link) => openSignedExport(deps, id, link)),
  );
  // The ticket is checked before the body is read: no one buffers a file without one.
  const ticket: RequestHandler = async (req, res, next) => {
    const caller = await ticketCaller(deps, String(req.params.id), req.query.expires, req.query.signature);
    if (!caller) throw new DomainError('FORBIDDEN', 'This upload link is invalid or has expired');
    res.locals.caller = caller;
    next();
  };
  r.put(
    '/uploads/items/:id',
    ticket,
    express.raw({ type: () => true, limit: deps.files.maxBytes }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const updated = await attachFile(deps, callerOf(res), String(req.params.id), {
        bytes: new Uint8Array(body),
        fileName: typeof req.query.file_name === 'string' ? req.query.file_name : null,
        password: req.get('x-file-password') ?? null,
      });
      res.status(202).json(item(updated));
    },
  );
  return r;
}
