import { requireAccount } from '../domain/context';
import { EVENT_NAMES } from '../domain/shared/events';
import { underArgument, withPaths } from '../domain/shared/issue-paths';
import * as webhooks from '../domain/webhooks/webhook.service';
import { toConnection } from './connection';
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
      const { secret, ...webhook } = await webhooks.createWebhook(deps, requireAccount(caller), input);
      return { webhook, secret };
    },
    // A null description leaves the note as it is here (webhookUpdate's null clears it).
    updateWebhook: (_p, { id, input }, { deps, caller }) =>
      webhooks.updateWebhook(deps, requireAccount(caller), id, {
        ...input,
        description: input.description ?? undefined,
      }),
    deleteWebhook: async (_p, { id }, { deps, caller }) => {
      await webhooks.deleteWebhook(deps, requireAccount(caller), id);
      return { id, message: 'Webhook deleted' };
    },
    webhookCreate: async (_p, { input }, { deps, caller }) => {
      const created = await withPaths(underArgument('input'), () =>
        webhooks.createWebhook(deps, requireAccount(caller), input),
      );
      const { secret, ...webhook } = created;
      return { webhook, secret };
    },
    webhookUpdate: async (_p, { input: { id, changes } }, { deps, caller }) => ({
      webhook: await withPaths(underArgument('input.changes'), () =>
        webhooks.updateWebhook(deps, requireAccount(caller), id, changes),
      ),
    }),
    webhookDelete: async (_p, { input: { id } }, { deps, caller }) => {
      await webhooks.deleteWebhook(deps, requireAccount(caller), id);
      return { deletedId: id };
    },
  },
};
