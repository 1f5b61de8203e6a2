import { Router } from 'express';
import type { Deps } from '../domain/context';
import * as itemService from '../domain/verifications/item.service';
import * as verifications from '../domain/verifications/verification.service';
import { accountOf, callerOf } from './auth';
import { itemPresenter, verificationJson } from './presenters';

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
    const page = await verifications.listVerifications(deps, accountOf(res), req.query);
    res.json({ data: page.data.map((v) => verificationJson(deps, v)), next: page.next });
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
    res.json(itemJson(await itemService.completeItem(deps, accountOf(res), req.params.id, req.body)));
  });
  return r;
}
