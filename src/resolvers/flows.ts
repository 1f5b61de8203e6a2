import { requireAccount } from '../domain/context';
import type { Flow, Requirement } from '../domain/flows/flow';
import { createFlowCommand, updateFlowCommand } from '../domain/flows/flow.input';
import * as flows from '../domain/flows/flow.service';
import { specPaths, underArgument, withPaths } from '../domain/shared/issue-paths';
import { toConnection } from './connection';
import { enumValue } from './enums';
import type { Resolvers } from './types.generated';

const requirementView = (key: string, r: Requirement, optional: boolean) => ({
  key,
  optional,
  label: r.ui_options.label,
  description: r.ui_options.description ?? null,
  conditionalRender: r.ui_options.conditional_render ?? false,
  conditionalRenderLabel: r.ui_options.conditional_render_label ?? null,
  allowedItemTypes: r.allowed_item_types,
  allowedTypes: r.allowed_item_types.map((t) => enumValue('ItemType', t)),
  onInvalidTypeError: r.validation_options?.on_invalid_type_error ?? 'invalidate',
});

export const flowResolvers: Resolvers = {
  Query: {
    flow: (_p, { idSlug }, { deps, caller }) => flows.getFlow(deps, requireAccount(caller), idSlug),
    flows: async (_p, args, { deps, caller }) =>
      toConnection(await flows.listFlows(deps, requireAccount(caller), args)),
  },
  Mutation: {
    // The deprecated mutations keep the spec's names in error paths, as their clients were given.
    createFlow: (_p, { input }, { deps, caller }) =>
      withPaths(specPaths(createFlowCommand), () => flows.createFlow(deps, requireAccount(caller), input)),
    updateFlow: (_p, { idSlug, input }, { deps, caller }) =>
      withPaths(specPaths(updateFlowCommand), () =>
        flows.updateFlow(deps, requireAccount(caller), idSlug, input),
      ),
    deleteFlow: async (_p, { idSlug }, { deps, caller }) => {
      await flows.deleteFlow(deps, requireAccount(caller), idSlug);
      return { id: idSlug, message: 'Flow deleted' };
    },
    flowCreate: async (_p, { input }, { deps, caller }) => ({
      flow: await withPaths(underArgument('input'), () =>
        flows.createFlow(deps, requireAccount(caller), input),
      ),
    }),
    flowUpdate: async (_p, { input: { idSlug, changes } }, { deps, caller }) => ({
      flow: await withPaths(underArgument('input.changes'), () =>
        flows.updateFlow(deps, requireAccount(caller), idSlug, changes),
      ),
    }),
    flowDelete: async (_p, { input: { idSlug } }, { deps, caller }) => {
      await flows.deleteFlow(deps, requireAccount(caller), idSlug);
      return { deletedId: idSlug };
    },
  },
  Flow: {
    items: (f: Flow) =>
      f.flowItems.items.map((it) => ({
        type: it.type,
        isOptional: it.options.is_optional ?? false,
        clientItemType: it.options.client_item_type ?? null,
        clientType: it.options.client_item_type ? enumValue('ItemType', it.options.client_item_type) : null,
        schemaId: it.options.schema_id ?? null,
        options: it.options,
      })),
    requirements: (f: Flow) => [
      ...Object.entries(f.recordValidationSchema.requirements).map(([k, r]) => requirementView(k, r, false)),
      ...Object.entries(f.recordValidationSchema.optional_requirements).map(([k, r]) =>
        requirementView(k, r, true),
      ),
    ],
    nextStepsCheckout: (f: Flow) => f.flowItems.options.next_steps_checkout ?? [],
  },
};
