import { Router } from 'express';
import type { Deps } from '../domain/context';
import { createFlowCommand, updateFlowCommand } from '../domain/flows/flow.input';
import * as flows from '../domain/flows/flow.service';
import {
  createFormSchemaCommand,
  formSchemaSpecPath,
  updateFormSchemaCommand,
} from '../domain/form-schemas/form-schema.input';
import * as formSchemas from '../domain/form-schemas/form-schema.service';
import { specPaths, withPaths } from '../domain/shared/issue-paths';
import { parseInput } from '../domain/shared/validation';
import * as deliveries from '../domain/webhooks/delivery.service';
import {
  createWebhookCommand,
  retryFailedDeliveriesCommand,
  updateWebhookCommand,
} from '../domain/webhooks/webhook.input';
import * as webhooks from '../domain/webhooks/webhook.service';
import { accountOf } from './auth';
import { toCommand } from './command-body';
import {
  createFlowBody,
  createFormSchemaBody,
  createWebhookBody,
  retryFailedBody,
  updateFlowBody,
  updateFormSchemaBody,
  updateWebhookBody,
  webhookChanges,
} from './configuration.input';
import { createdWebhookJson, deliveryJson, flowJson, formSchemaJson, webhookJson } from './presenters';

/*
 * Each body is checked with the snake_case form of its domain command and handed over as the
 * command; the domain's error paths are answered in the spec's names.
 */

/** Webhooks (spec 4.1): mounted under /v2 and unversioned. */
export function webhookRoutes(deps: Deps, r: Router = Router()): Router {
  r.post('/webhooks', async (req, res) => {
    const command = toCommand(createWebhookCommand, parseInput(createWebhookBody, req.body));
    res.status(201).json(createdWebhookJson(await webhooks.createWebhook(deps, accountOf(res), command)));
  });
  r.get('/webhooks', async (_req, res) => {
    res.json((await webhooks.listAllWebhooks(deps, accountOf(res))).map(webhookJson));
  });
  r.get('/webhooks/:id', async (req, res) => {
    res.json(webhookJson(await webhooks.getWebhook(deps, accountOf(res), req.params.id)));
  });
  r.put('/webhooks/:id', async (req, res) => {
    const command = toCommand(updateWebhookCommand, webhookChanges(parseInput(updateWebhookBody, req.body)));
    res.json(webhookJson(await webhooks.updateWebhook(deps, accountOf(res), req.params.id, command)));
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
    const command = toCommand(retryFailedDeliveriesCommand, parseInput(retryFailedBody, req.body ?? {}));
    const count = await deliveries.retryFailedSince(deps, accountOf(res), req.params.id, command);
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
export function formSchemaRoutes(deps: Deps, r: Router = Router()): Router {
  r.post('/form-schemas', async (req, res) => {
    const command = toCommand(createFormSchemaCommand, parseInput(createFormSchemaBody, req.body));
    const schema = await withPaths(formSchemaSpecPath, () =>
      formSchemas.createFormSchema(deps, accountOf(res), command),
    );
    res.status(200).json(formSchemaJson(schema));
  });
  r.get('/form-schemas', async (_req, res) => {
    res.json((await formSchemas.listAllFormSchemas(deps, accountOf(res))).map(formSchemaJson));
  });
  r.get('/form-schemas/:idSchema', async (req, res) => {
    res.json(formSchemaJson(await formSchemas.getFormSchema(deps, accountOf(res), req.params.idSchema)));
  });
  r.put('/form-schemas/:idSchema', async (req, res) => {
    const command = toCommand(updateFormSchemaCommand, parseInput(updateFormSchemaBody, req.body));
    const schema = await withPaths(formSchemaSpecPath, () =>
      formSchemas.updateFormSchema(deps, accountOf(res), req.params.idSchema, command),
    );
    res.json(formSchemaJson(schema));
  });
  r.delete('/form-schemas/:idSchema', async (req, res) => {
    await formSchemas.deleteFormSchema(deps, accountOf(res), req.params.idSchema);
    res.json({ message: 'Form schema deleted successfully' });
  });
  return r;
}

/** Flows (spec 4.3). */
export function flowRoutes(deps: Deps, r: Router = Router()): Router {
  r.post('/account-flows', async (req, res) => {
    const command = toCommand(createFlowCommand, parseInput(createFlowBody, req.body));
    const flow = await withPaths(specPaths(createFlowCommand), () =>
      flows.createFlow(deps, accountOf(res), command),
    );
    res.status(201).json(flowJson(flow));
  });
  r.get('/account-flows', async (_req, res) => {
    res.json((await flows.listAllFlows(deps, accountOf(res))).map(flowJson));
  });
  r.get('/account-flows/:idSlug', async (req, res) => {
    res.json(flowJson(await flows.getFlow(deps, accountOf(res), req.params.idSlug)));
  });
  r.put('/account-flows/:idSlug', async (req, res) => {
    const command = toCommand(updateFlowCommand, parseInput(updateFlowBody, req.body));
    const flow = await withPaths(specPaths(updateFlowCommand), () =>
      flows.updateFlow(deps, accountOf(res), req.params.idSlug, command),
    );
    res.json(flowJson(flow));
  });
  r.delete('/account-flows/:idSlug', async (req, res) => {
    await flows.deleteFlow(deps, accountOf(res), req.params.idSlug);
    res.json({ success: true, message: 'Flujo eliminado correctamente' });
  });
  return r;
}
