import { requireAccount } from '../domain/context';
import { assertCanAccess } from '../domain/verifications/transition';
import { getVerification } from '../domain/verifications/verification.service';
import { underArgument, withPaths } from '../domain/shared/issue-paths';
import * as deliveries from '../domain/webhooks/delivery.service';
import type { BusEvent } from '../events/dispatcher';
import type { GraphQLContext } from '../graphql/context';
import { createLoaders } from '../graphql/loaders';
import { toConnection } from './connection';
import { enumValue } from './enums';
import type { Resolvers } from './types.generated';

/** Close code for a subscriber whose queue overflowed (4000–4399 are free for applications). */
export const SLOW_SUBSCRIBER_CLOSE = 4008;

const cutOff = (ctx: GraphQLContext) => () => ctx.disconnect?.(SLOW_SUBSCRIBER_CLOSE, 'subscriber too slow');

export const eventResolvers: Resolvers = {
  Subscription: {
    verificationEvents: {
      subscribe: (_p, { verificationId, eventNames }, ctx) => {
        if (verificationId) assertCanAccess(ctx.caller, verificationId);
        return ctx.hub.subscribe({ caller: ctx.caller, verificationId, eventNames }, cutOff(ctx)) as never;
      },
      resolve: (event: BusEvent) => event,
    },
    verificationUpdated: {
      subscribe: async (_p, { id }, ctx) => {
        await getVerification(ctx.deps, ctx.caller, id);
        return ctx.hub.subscribe(
          { caller: ctx.caller, verificationId: id, wakeOnly: true },
          cutOff(ctx),
        ) as never;
      },
      resolve: async (_event: BusEvent, { id }: { id: string }, ctx: GraphQLContext) => {
        ctx.loaders = createLoaders(ctx.deps, ctx.caller, ctx.loaders.maxItems);
        const view = await getVerification(ctx.deps, ctx.caller, id);
        ctx.loaders.itemsByVerification.prime(id, view.items);
        return view.verification;
      },
    },
  },
  VerificationEvent: {
    name: (e) => enumValue('EventName', e.eventName),
    occurredAt: (e) => new Date(e.occurredAt),
    itemId: (e) => (e.itemId === null ? null : String(e.itemId)),
  },
  WebhookDelivery: {
    event: (d) => enumValue('EventName', d.eventName),
  },
  Webhook: {
    eventNames: (w) => w.events.map((e) => enumValue('EventName', e)),
    deliveries: async (w, args, { deps, caller }) =>
      toConnection(
        await deliveries.listDeliveries(deps, requireAccount(caller), w.id, {
          ...args,
          status: args.status ?? null,
        }),
      ),
  },
  Mutation: {
    retryWebhookDelivery: (_p, { webhookId, deliveryId }, { deps, caller }) =>
      deliveries.retryDelivery(deps, requireAccount(caller), webhookId, deliveryId),
    retryFailedWebhookDeliveries: async (_p, { webhookId, since }, { deps, caller }) => ({
      count: await deliveries.retryFailedSince(deps, requireAccount(caller), webhookId, { since }),
    }),
    webhookDeliveryRetry: async (_p, { input: { webhookId, deliveryId } }, { deps, caller }) => ({
      delivery: await deliveries.retryDelivery(deps, requireAccount(caller), webhookId, deliveryId),
    }),
    webhookDeliveriesRetryFailed: async (_p, { input: { webhookId, since } }, { deps, caller }) => ({
      count: await withPaths(underArgument('input'), () =>
        deliveries.retryFailedSince(deps, requireAccount(caller), webhookId, { since }),
      ),
    }),
  },
};
