import { requireAccount } from '../domain/context';
import { EVENT_NAMES } from '../domain/shared/events';
import * as webhooks from '../domain/webhooks/webhook.service';
import { given, toConnection } from './connection';
import type { Resolvers } from './types.generated';

export const webhookResolvers: Resolvers = {
  Query: {
    webhook: (_p, { id }, { deps, caller }) => webhooks.getWebhook(deps, requireAccount(caller), id),
    webhooks: async (_p, args, { deps, caller }) =>
      toConnection(await webhooks.listWebhooks(deps, requireAccount(caller), args)),
    webhookEventNames: () => [...EVENT_NAMES],
  },
  Mutation: {
    createWebhook: async (_p, { input }, { deps, caller }) => {
      const { secret, ...webhook } = await webhooks.createWebhook(deps, requireAccount(caller), given(input));
      return { webhook, secret };
    },
    updateWebhook: (_p, { id, input }, { deps, caller }) =>
      webhooks.updateWebhook(deps, requireAccount(caller), id, given(input)),
    deleteWebhook: async (_p, { id }, { deps, caller }) => {
      await webhooks.deleteWebhook(deps, requireAccount(caller), id);
      return { id, message: 'Webhook deleted' };
    },
  },
};
