import type { AccountCaller, Deps } from '../context';
import { notFound, validationError } from '../errors';
import type { Unchecked } from '../shared/command';
import { isUuid } from '../shared/ids';
import { parseInput } from '../shared/validation';
import { pageWindow, toPage, type Page, type PageArgs } from '../shared/pagination';
import { DELIVERY_QUEUE, type WebhookDelivery } from './delivery';
import * as repo from './delivery.repository';
import { queueDeliveries } from './delivery.queue';
import type { DeliveryStatus } from './delivery.table';
import { retryFailedDeliveriesCommand } from './webhook.input';
import { getWebhook } from './webhook.service';

/*
 * Deliveries as their webhook's owner sees them: listing and re-sending by hand. Creating them is
 * delivery.fanout.ts, sending one and classifying its failure delivery.send.ts, claiming and taking
 * back stalled ones delivery.claims.ts; the engine that runs sends is src/infra/webhook-sender.ts.
 */

const STATUSES: DeliveryStatus[] = ['pending', 'sending', 'succeeded', 'failed', 'cancelled'];

export async function listDeliveries(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  args: PageArgs & { status?: string | null },
): Promise<Page<WebhookDelivery>> {
  await getWebhook(deps, caller, webhookId);
  if (args.status && !STATUSES.includes(args.status as DeliveryStatus)) {
    throw validationError([{ path: 'status', message: `must be one of ${STATUSES.join(', ')}` }]);
  }
  const window = pageWindow(args, 100);
  const rows = await repo.listDeliveries(
    deps.db,
    caller.accountId,
    webhookId,
    (args.status as DeliveryStatus) ?? undefined,
    window,
  );
  const attempts = await repo.attemptsOf(
    deps.db,
    rows.slice(0, window.limit).map((r) => r.id),
  );
  return toPage(rows, window, (r) => repo.toDelivery(r, attempts.get(r.id) ?? []));
}

/** A delivery of the account by its UUID, with its attempts (GraphQL's `node`). */
export async function getDelivery(deps: Deps, caller: AccountCaller, id: string): Promise<WebhookDelivery> {
  const row = isUuid(id) ? await repo.findDelivery(deps.db, caller.accountId, id) : undefined;
  if (!row) throw notFound('Delivery');
  const attempts = await repo.attemptsOf(deps.db, [row.id]);
  return repo.toDelivery(row, attempts.get(row.id) ?? []);
}

async function requeue(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  filter: { id?: string; failedSince?: Date },
) {
  const hook = await getWebhook(deps, caller, webhookId);
  const rows = await deps.db.transaction().execute(async (trx) => {
    const updated = await repo.requeue(trx, caller.accountId, hook.id, filter, deps.clock.now());
    await queueDeliveries(deps, trx, updated);
    return updated;
  });
  deps.jobs.wake(DELIVERY_QUEUE);
  return rows;
}

/** Re-sends one delivery by hand (same body and signature as before). */
export async function retryDelivery(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  if (!isUuid(deliveryId)) throw notFound('Delivery');
  const [row] = await requeue(deps, caller, webhookId, { id: deliveryId });
  if (!row) throw notFound('Delivery');
  return repo.toDelivery(row);
}

/** Re-sends every failed delivery of a webhook created since a time; returns how many. */
export async function retryFailedSince(
  deps: Deps,
  caller: AccountCaller,
  webhookId: string,
  input: Unchecked<typeof retryFailedDeliveriesCommand>,
): Promise<number> {
  const { since } = parseInput(retryFailedDeliveriesCommand, input);
  return (await requeue(deps, caller, webhookId, { failedSince: since })).length;
}
