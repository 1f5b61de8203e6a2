import { Router } from 'express';
import type { Deps } from '../domain/context';
import * as flows from '../domain/flows/flow.service';
import * as formSchemas from '../domain/form-schemas/form-schema.service';
import * as deliveries from '../domain/webhooks/delivery.service';
import * as webhooks from '../domain/webhooks/webhook.service';
import { accountOf } from './auth';
import { createdWebhookJson, deliveryJson, flowJson, formSchemaJson, webhookJson } from './presenters';

/** Webhooks (spec 4.1): mounted under /v2 and unversioned. */
export function webhookRoutes(deps: Deps): Router {
  const r = Router();
  r.post('/webhooks', async (req, res) => {
    res.status(201).json(createdWebhookJson(await webhooks.createWebhook(deps, accountOf(res), req.body)));
  });
  r.get('/webhooks', async (_req, res) => {
    res.json((await webhooks.listAllWebhooks(deps, accountOf(res))).map(webhookJson));
  });
  r.get('/webhooks/:id', async (req, res) => {
    res.json(webhookJson(await webhooks.getWebhook(deps, accountOf(res), req.params.id)));
  });
  r.put('/webhooks/:id', async (req, res) => {
    res.json(webhookJson(await webhooks.updateWebhook(deps, accountOf(res), req.params.id, req.body)));
  });
  r.get('/webhooks/:id/deliveries', async (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const first = q.page_size === undefined ? 20 : /^\d+$/.test(q.page_size) ? Number(q.page_size) : -1;
    const page = await deliveries.listDeliveries(deps, accountOf(res), req.params.id, {
      first,
      after: q.next,
      status: q.status,
    });
    res.json({ data: page.nodes.map(deliveryJson), next: page.hasNextPage ? page.endCursor : null });
  });
  r.post('/webhooks/:id/deliveries/retry', async (req, res) => {
    const count = await deliveries.retryFailedSince(
      deps,
      accountOf(res),
      req.params.id,
      (req.body as { since?: unknown } | undefined)?.since,
    );
    res.json({ success: true, count });
  });
  r.post('/webhooks/:id/deliveries/:deliveryId/retry', async (req, res) => {
    res.json(
      deliveryJson(
        await deliveries.retryDelivery(deps, accountOf(res), req.params.id, req.params.deliveryId),
      ),
    );
  });
  r.delete('/webhooks/:id', async (req, res) => {
    await webhooks.deleteWebhook(deps, accountOf(res), req.params.id);
    res.json({ message: 'Webhook eliminado exitosamente' });
  });
  return r;
}

/** Form schemas (spec 4.2); creation answers 200 as the followed service does. */
export function formSchemaRoutes(deps: Deps): Router {
  const r = Router();
  r.post('/form-schemas', async (req, res) => {
    res.status(200).json(formSchemaJson(await formSchemas.createFormSchema(deps, accountOf(res), req.body)));
  });
  r.get('/form-schemas', async (_req, res) => {
    res.json((await formSchemas.listAllFormSchemas(deps, accountOf(res))).map(formSchemaJson));
  });
  r.get('/form-schemas/:idSchema', async (req, res) => {
    res.json(formSchemaJson(await formSchemas.getFormSchema(deps, accountOf(res), req.params.idSchema)));
  });
  r.put('/form-schemas/:idSchema', async (req, res) => {
    res.json(
      formSchemaJson(await formSchemas.updateFormSchema(deps, accountOf(res), req.params.idSchema, req.body)),
    );
  });
  r.delete('/form-schemas/:idSchema', async (req, res) => {
    await formSchemas.deleteFormSchema(deps, accountOf(res), req.params.idSchema);
    res.json({ message: 'Form schema deleted successfully' });
  });
  return r;
}

/** Flows (spec 4.3). */
export function flowRoutes(deps: Deps): Router {
  const r = Router();
  r.post('/account-flows', async (req, res) => {
    res.status(201).json(flowJson(await flows.createFlow(deps, accountOf(res), req.body)));
  });
  r.get('/account-flows', async (_req, res) => {
    res.json((await flows.listAllFlows(deps, accountOf(res))).map(flowJson));
  });
  r.get('/account-flows/:idSlug', async (req, res) => {
    res.json(flowJson(await flows.getFlow(deps, accountOf(res), req.params.idSlug)));
  });
  r.put('/account-flows/:idSlug', async (req, res) => {
    res.json(flowJson(await flows.updateFlow(deps, accountOf(res), req.params.idSlug, req.body)));
  });
  r.delete('/account-flows/:idSlug', async (req, res) => {
    await flows.deleteFlow(deps, accountOf(res), req.params.idSlug);
    res.json({ success: true, message: 'Flujo eliminado correctamente' });
  });
  return r;
}
