import { accountOfCaller } from '../domain/accounts/account.service';
import { requireAccount } from '../domain/context';
import { DomainError } from '../domain/errors';
import { isItemId, isUuid } from '../domain/shared/ids';
import * as items from '../domain/verifications/item.service';
import * as verifications from '../domain/verifications/verification.service';
import * as formSchemas from '../domain/form-schemas/form-schema.service';
import * as deliveries from '../domain/webhooks/delivery.service';
import * as webhooks from '../domain/webhooks/webhook.service';
import type { GraphQLContext } from '../graphql/context';
import type { Resolvers, ResolversParentTypes } from './types.generated';
import { remember } from './verifications';

type NodeModel = ResolversParentTypes['Node'];

/**
 * What the caller may not see is null for `node`, as an unknown id is: the domain's NOT_FOUND (unknown
 * or another account's) and UNAUTHORIZED (an end-client token asking beyond its verification).
 */
async function visible<T>(read: () => Promise<T | null | undefined>): Promise<T | null> {
  try {
    return (await read()) ?? null;
  } catch (err) {
    if (err instanceof DomainError && (err.code === 'NOT_FOUND' || err.code === 'UNAUTHORIZED')) return null;
    throw err;
  }
}

/**
 * A UUID names a verification, a flow, a form schema, a webhook, a webhook delivery or the account;
 * at most one of them exists.
 */
async function byUuid(ctx: GraphQLContext, id: string): Promise<NodeModel | null> {
  const { deps, caller } = ctx;
  const found = await Promise.all([
    visible(async () => remember(ctx, await verifications.getVerification(deps, caller, id))),
    visible(() => {
      requireAccount(caller);
      return ctx.loaders.flow.load(id);
    }),
    visible(() => formSchemas.getFormSchemaById(deps, requireAccount(caller), id)),
    visible(() => webhooks.getWebhook(deps, requireAccount(caller), id)),
    visible(() => deliveries.getDelivery(deps, requireAccount(caller), id)),
    visible(async () => (requireAccount(caller).accountId === id ? accountOfCaller(deps.db, caller) : null)),
  ]);
  return found.find((n) => n !== null) ?? null;
}

/** Any object by its global id (Relay's object identification), under the caller's tenancy. */
async function findNode(ctx: GraphQLContext, id: string): Promise<NodeModel | null> {
  if (isItemId(id)) return visible(() => items.getItem(ctx.deps, ctx.caller, id));
  if (isUuid(id)) return byUuid(ctx, id.toLowerCase());
  return null;
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_p, { id }, ctx) => findNode(ctx, id),
  },
  Node: {
    __resolveType: (node) =>
      'itemOrder' in node
        ? 'VerificationItem'
        : 'taxId' in node
          ? 'Verification'
          : 'idSlug' in node
            ? 'Flow'
            : 'idSchema' in node
              ? 'FormSchema'
              : 'eventId' in node
                ? 'WebhookDelivery'
                : 'url' in node
                  ? 'Webhook'
                  : 'Account',
  },
};
