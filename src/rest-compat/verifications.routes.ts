import { Router } from 'express';
import type { Deps } from '../domain/context';
import { inSpecNames } from '../domain/shared/issue-paths';
import { parseInput } from '../domain/shared/validation';
import * as itemService from '../domain/verifications/item.service';
import {
  addItemsCommand,
  completeItemCommand,
  createVerificationCommand,
} from '../domain/verifications/verification.input';
import { pageVerifications, viewsOf } from '../domain/verifications/verification.list';
import * as verifications from '../domain/verifications/verification.service';
import { accountOf, callerOf } from './auth';
import { toCommand } from './command-body';
import { itemPresenter, verificationJson } from './presenters';
import {
  addItemsBody,
  completeItemBody,
  createVerificationBody,
  listVerificationsQuery,
} from './verifications.input';

const REST_PAGE = { max: 20, default: 10, cursorField: 'next' };

/**
 * Verifications and items (spec 4.4, 4.5): unversioned and under /v2. Each body is checked with the
 * snake_case form of its domain command, handed over as the command, and errors keep the spec's names.
 */
export function verificationRoutes(deps: Deps, r: Router = Router()): Router {
  const itemJson = itemPresenter(deps);
  r.post('/verifications', async (req, res) => {
    const command = toCommand(createVerificationCommand, parseInput(createVerificationBody, req.body));
    const view = await inSpecNames(createVerificationCommand, () =>
      verifications.createVerification(deps, accountOf(res), command),
    );
    res.status(201).json(verificationJson(deps, view, 'created'));
  });
  r.get('/verifications', async (req, res) => {
    const q = parseInput(listVerificationsQuery, req.query);
    const filter = { status: q.status, tag: q.tag, decision: q.decision };
    const query = { first: q.page_size, after: q.next, filter };
    const page = await pageVerifications(deps, accountOf(res), query, REST_PAGE);
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
    const command = toCommand(addItemsCommand, parseInput(addItemsBody, req.body));
    res.json((await verifications.addItems(deps, accountOf(res), req.params.id, command)).map(itemJson));
  });
  r.put('/verifications/:id/requirements/:key', async (req, res) => {
    const { id, key } = req.params;
    await itemService.setRequirementEnabled(deps, callerOf(res), id, key, req.body ?? {});
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
