import { requireAccount } from '../domain/context';
import type { Flow, Requirement } from '../domain/flows/flow';
import { createFlowCommand, updateFlowCommand } from '../domain/flows/flow.input';
import * as flows from '../domain/flows/flow.service';
import { specPaths, underArgument, withPaths } from '../domain/shared/issue-paths';
import { toConnection } from './connection';
import { createFlowInput, typedFlowPath, updateFlowInput } from './flow-input';
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
  invalidTypeAction: enumValue(
    'InvalidTypeAction',
    r.validation_options?.on_invalid_type_error ?? 'invalidate',
  ),
  allowedSubtype: r.allowed_item_subtype ? enumValue('TaxpayerKind', r.allowed_item_subtype) : null,
  peopleScope: (r.required_options?.people_scope ?? []).map((s) => enumValue('PersonScope', s)),
  ruleset: (r.validation_options?.ruleset ?? []).map((rule) => ({
    id: rule.id,
    errorMessage: rule.error_message,
    validationRule: rule.validation_rule ?? null,
    params: rule.params ?? null,
  })),
});

const underInput = underArgument('input');
const underChanges = underArgument('input.changes');

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
    // The typed fields are the command's flowItems and recordValidationSchema; error paths name them.
    flowCreate: async (_p, { input }, { deps, caller }) => ({
      flow: await withPaths(
        (path) => underInput(typedFlowPath(input, path)),
        async () => flows.createFlow(deps, requireAccount(caller), createFlowInput(input)),
      ),
    }),
    flowUpdate: async (_p, { input: { idSlug, changes } }, { deps, caller }) => ({
      flow: await withPaths(
        (path) => underChanges(typedFlowPath(changes, path)),
        async () => {
          const account = requireAccount(caller);
          const current = await flows.getFlow(deps, account, idSlug);
          return flows.updateFlow(deps, account, idSlug, updateFlowInput(changes, current));
        },
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
    findingRules: (f: Flow) =>
      Object.entries(f.recordValidationSchema.finding_rules ?? {}).map(([code, rule]) => ({
        code,
        rule: enumValue('FindingRuleAction', rule!),
      })),
    creatorEmail: (f: Flow) => f.flowItems.options.creator_email ?? null,
  },
};
