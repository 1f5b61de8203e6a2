import { Router } from 'express';
import type { Deps } from '../domain/context';
import * as itemService from '../domain/verifications/item.service';
import { pageVerifications, viewsOf } from '../domain/verifications/verification.list';
import * as verifications from '../domain/verifications/verification.service';
import { parseInput } from '../domain/shared/validation';
import { accountOf, callerOf } from './auth';
import { itemPresenter, verificationJson } from './presenters';
import { completeItemCommand } from '../domain/verifications/verification.input';
import { inSpecNames } from '../domain/shared/command';
import { toCommand } from './command-body';
import { completeItemBody, listVerificationsQuery } from './verifications.input';

const REST_PAGE = { max: 20, default: 10, cursorField: 'next' };

/** Verifications and items (spec 4.4, 4.5): unversioned and under /v2. */
export function verificationRoutes(deps: Deps): Router {
  const r = Router();
  const itemJson = itemPresenter(deps);
  r.post('/verifications', async (req, res) => {
    res
      .status(201)
      .json(
        verificationJson(
          deps,
          await verifications.createVerification(deps, accountOf(res), req.body),
          'created',
        ),
      );
  });
  r.get('/verifications', async (req, res) => {
    const q = parseInput(listVerificationsQuery, req.query);
    const filter = { status: q.status, tag: q.tag };
    const page = await pageVerifications(
      deps,
      accountOf(res),
      { first: q.page_size, after: q.next, filter },
      REST_PAGE,
    );
    const views = await viewsOf(deps, accountOf(res), page.nodes);
    res.json({
      data: views.map((v) => verificationJson(deps, v)),
      next: page.hasNextPage ? page.endCursor : null,
    });
  });
  r.get('/verifications/:id', async (req, res) => {
    res.json(verificationJson(deps, await verifications.getVerification(deps, callerOf(res), req.params.id)));
  });
  r.put('/verifications/:id/add-items', async (req, res) => {
    res.json((await verifications.addItems(deps, accountOf(res), req.params.id, req.body)).map(itemJson));
  });
  r.put('/verifications/:id/requirements/:key', async (req, res) => {
    const body = (req.body ?? {}) as { enabled?: unknown };
    await itemService.setRequirementEnabled(deps, callerOf(res), req.params.id, req.params.key, body.enabled);
    res.json(verificationJson(deps, await verifications.getVerification(deps, callerOf(res), req.params.id)));
  });
  r.get('/verification-items/:id', async (req, res) => {
    res.json(itemJson(await itemService.getItem(deps, callerOf(res), req.params.id)));
  });
  r.post('/verification-items/:id/complete', async (req, res) => {
    const command = toCommand(completeItemCommand, parseInput(completeItemBody, req.body));
    const item = await inSpecNames(completeItemCommand, () =>
      itemService.completeItem(deps, accountOf(res), req.params.id, command),
    );
    res.json(itemJson(item));
  });
  return r;
}
