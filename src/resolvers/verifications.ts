import { requireAccount } from '../domain/context';
import type { Requirement } from '../domain/flows/flow';
import * as forms from '../domain/verifications/form-item.service';
import * as items from '../domain/verifications/item.service';
import { deliveriesOfVerification } from '../domain/webhooks/verification-deliveries';
import type { Verification, VerificationItem } from '../domain/verifications/verification';
import { pageVerifications } from '../domain/verifications/verification.list';
import * as verifications from '../domain/verifications/verification.service';
import { createVerificationCommand } from '../domain/verifications/verification.input';
import { inSpecNames } from '../domain/shared/issue-paths';
import { detailsUrl, onboardingUrl } from '../domain/verifications/links';
import { slotsOf } from '../domain/verifications/findings/findings.service';
import { evaluate } from '../domain/verifications/verification.rules';
import type { GraphQLContext } from '../graphql/context';
import { toConnection } from './connection';
import { ENUM_VALUES, enumValue } from './enums';
import { inInput } from './input-paths';
import type { RequirementView } from './models';
import type { Resolvers } from './types.generated';
import { operationSelects } from '../graphql/selection';

/** Caches a loaded view's items and token, so that `items` and `accessToken` of it cost nothing more. */
export function remember(ctx: GraphQLContext, view: verifications.VerificationView): Verification {
  ctx.loaders.itemsByVerification.prime(view.verification.id, view.items);
  ctx.loaders.accessToken.prime(view.verification, view.accessToken);
  return view.verification;
}

async function requirementsOf(v: Verification, ctx: GraphQLContext): Promise<RequirementView[]> {
  const rvs = v.recordValidationSchema;
  if (!rvs) return [];
  const list = await ctx.loaders.itemsByVerification.load(v.id);
  const defs: Record<string, Requirement> = { ...rvs.requirements, ...rvs.optional_requirements };
  const { rejected, problems } = await slotsOf(ctx.deps, v, list);
  return evaluate(v, list, rejected).requirements.map((r) => {
    const def = defs[r.key]!;
    return {
      ...r,
      label: def.ui_options.label,
      description: def.ui_options.description ?? null,
      optional: r.key in rvs.optional_requirements,
      conditionalRender: def.ui_options.conditional_render ?? false,
      conditionalRenderLabel: def.ui_options.conditional_render_label ?? null,
      allowedItemTypes: def.allowed_item_types,
      item: list.find((i) => i.id === r.itemId) ?? null,
      problem: (r.itemId !== null && problems.get(r.itemId)) || null,
    };
  });
}

/** Verification fields that read a free-form column (`metadata`, `options`). */
const FREE_FORM_FIELDS = ['metadata', 'options'] as const;

export const verificationResolvers: Resolvers = {
  Query: {
    verification: async (_p, { id }, ctx) =>
      remember(ctx, await verifications.getVerification(ctx.deps, ctx.caller, id)),
    // A page's free-form objects (up to 32 KB each) are read only when the operation asks for them.
    verifications: async (_p, args, { deps, caller }, info) =>
      toConnection(
        await pageVerifications(deps, requireAccount(caller), {
          ...args,
          freeForm: operationSelects(info, FREE_FORM_FIELDS),
        }),
      ),
    verificationItem: (_p, { id }, { deps, caller }) => items.getItem(deps, caller, id),
  },
  Mutation: {
    // Error paths keep the spec's names (`tax_id`) that GraphQL clients were given so far.
    createVerification: async (_p, { input }, ctx) =>
      remember(
        ctx,
        await inSpecNames(createVerificationCommand, () =>
          verifications.createVerification(ctx.deps, requireAccount(ctx.caller), input),
        ),
      ),
    addVerificationItems: (_p, args, { deps, caller }) =>
      verifications.addItems(deps, requireAccount(caller), args.verificationId, { items: args.items }),
    completeItem: (_p, { itemId, input }, { deps, caller }) =>
      items.completeItem(deps, requireAccount(caller), itemId, input),
    setRequirementEnabled: async (_p, { verificationId, key, enabled }, ctx) => {
      await items.setRequirementEnabled(ctx.deps, ctx.caller, verificationId, key, { enabled });
      return remember(ctx, await verifications.getVerification(ctx.deps, ctx.caller, verificationId));
    },
    submitFormItem: (_p, { itemId, values }, { deps, caller }) =>
      forms.submitFormItem(deps, caller, itemId, { values }),
    verificationCreate: async (_p, { input }, ctx) => ({
      verification: remember(
        ctx,
        await inInput(() => verifications.createVerification(ctx.deps, requireAccount(ctx.caller), input)),
      ),
    }),
    verificationItemsAdd: async (_p, { input: { verificationId, ...command } }, { deps, caller }) => ({
      items: await inInput(() =>
        verifications.addItems(deps, requireAccount(caller), verificationId, command),
      ),
    }),
    verificationItemComplete: async (_p, { input: { itemId, ...command } }, { deps, caller }) => ({
      item: await inInput(() => items.completeItem(deps, requireAccount(caller), itemId, command)),
    }),
    verificationRequirementSet: async (_p, { input: { verificationId, key, enabled } }, ctx) => {
      await inInput(() =>
        items.setRequirementEnabled(ctx.deps, ctx.caller, verificationId, key, { enabled }),
      );
      return {
        verification: remember(
          ctx,
          await verifications.getVerification(ctx.deps, ctx.caller, verificationId),
        ),
      };
    },
    verificationItemFormSubmit: async (_p, { input: { itemId, values } }, { deps, caller }) => ({
      item: await inInput(() => forms.submitFormItem(deps, caller, itemId, { values })),
    }),
  },
  Verification: {
    countryCode: (v) => enumValue('Country', v.country),
    account: (v, _a, ctx) => ctx.loaders.account.load(v.accountId),
    flow: (v, _a, ctx) => (v.flowRef ? ctx.loaders.flow.load(v.flowRef) : null),
    items: (v, _a, ctx) => ctx.loaders.itemsByVerification.load(v.id),
    itemCounts: (v, _a, ctx) => ctx.loaders.itemCounts.load(v.id),
    requirements: (v, _a, ctx) => requirementsOf(v, ctx),
    nextStepsCheckout: (v) => v.checkout ?? [],
    accessToken: (v, _a, ctx) => ctx.loaders.accessToken.load(v),
    onboardingUrl: async (v, _a, ctx) => onboardingUrlOf(v, ctx),
    detailsUrl: (v, _a, ctx) => detailsUrlOf(v, ctx),
    webhookDeliveries: (v, { first }, { deps, caller }) =>
      deliveriesOfVerification(deps, requireAccount(caller), v.id, first),
    requestedPeople: (v) =>
      v.keyPeople.map((p) => ({
        names: p.names,
        scope: p.scope.filter((s) => SCOPES.has(s)).map((s) => enumValue('PersonScope', s)),
      })),
  },
  RequirementState: {
    allowedTypes: (r) => r.allowedItemTypes.map((t) => enumValue('ItemType', t)),
  },
  VerificationItem: {
    type: (i) => enumValue('ItemType', i.itemType),
    internalStatus: (i) => i.itemInternalStatus,
    verification: async (i, _a, ctx) => (await ctx.loaders.verification.load(i.verificationId))!,
    formSchema: (i, _a, { deps }) => forms.formSchemaOfItem(deps, i),
    allowedTypes: (i) => {
      const types = i.itemOptions?.allowed_item_types;
      return Array.isArray(types) ? types.map((t) => enumValue('ItemType', t)) : null;
    },
    clientType: (i) => {
      const type = i.itemOptions?.client_item_type;
      return typeof type === 'string' ? enumValue('ItemType', type) : null;
    },
    isOptional: (i) => i.itemOptions?.is_optional === true,
    checksPassed: (i) => {
      const passed = i.validationResult?.passed;
      return typeof passed === 'boolean' ? passed : null;
    },
    typeAccepted: (i) => {
      const outcomes = listOf(i.validationResult?.item_type_validation_result).filter(
        (r) => typeof r.validation_result === 'boolean',
      );
      return outcomes.length ? outcomes.every((r) => r.validation_result === true) : null;
    },
    checks: (i) => checksOf(i),
    ruleOutcomes: (i) =>
      listOf(i.validationResult?.rules_validation_result)
        .filter((r) => typeof r.id === 'string')
        .map((r) => ({
          id: r.id as string,
          passed: typeof r.validation_result === 'boolean' ? r.validation_result : null,
          params: r.params ?? null,
          errorMessage: typeof r.error_message === 'string' ? r.error_message : null,
        })),
  },
};

const SCOPES = new Set<string>(Object.values(ENUM_VALUES.PersonScope));
const CHECK_RESULTS = new Set<string>(Object.values(ENUM_VALUES.CheckResult));
const CROSS_CHECKS = new Set<string>(Object.values(ENUM_VALUES.CrossCheckResult));

/**
 * The objects of a list inside validation_result: what bvs stores has the documented shape, and one an
 * operator gave with completeItem is free-form, so each entry is checked before it is typed.
 */
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter(
        (v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v),
      )
    : [];

/** The item's checks, typed (`VerificationItem.checks`, and per field `ItemField.checks`). */
export const checksOf = (i: VerificationItem) =>
  listOf(i.validationResult?.checks)
    .filter((c) => typeof c.code === 'string' && CHECK_RESULTS.has(c.result as string))
    .map((c) => ({
      code: c.code as string,
      result: enumValue('CheckResult', c.result as string),
      message: typeof c.message === 'string' ? c.message : '',
      field: typeof c.field === 'string' ? c.field : null,
      expected: c.expected ?? null,
      actual: c.actual ?? null,
      needsReview: c.review === true,
      crossCheck: CROSS_CHECKS.has(c.cross_check as string)
        ? enumValue('CrossCheckResult', c.cross_check as string)
        : null,
      crossCheckValue: c.cross_check_value ?? null,
      crossCheckItemType: typeof c.item_type === 'string' ? c.item_type : null,
    }));

async function onboardingUrlOf(v: Verification, ctx: GraphQLContext): Promise<string> {
  return onboardingUrl(ctx.deps, v, await ctx.loaders.accessToken.load(v));
}

const detailsUrlOf = (v: Verification, ctx: GraphQLContext): string => detailsUrl(ctx.deps, v);
