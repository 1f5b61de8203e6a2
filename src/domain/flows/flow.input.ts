import { z } from 'zod';
import { FINDING_CODE_LIST, FINDING_RULES } from '../shared/finding-codes';
import { DOCUMENT_ITEM_TYPES, ITEM_TYPES } from '../shared/item-types';

export const ID_SLUG_RE = /^[A-Za-z0-9_-]{1,100}$/;

const text = (max: number) => z.string().max(max);
const freeObject = z.record(z.string(), z.unknown());

const flowItem = z.strictObject({
  type: z.enum(ITEM_TYPES, { error: 'is not a known item type' }),
  options: z
    .looseObject({
      is_optional: z.boolean().optional(),
      client_item_type: z.enum(DOCUMENT_ITEM_TYPES, { error: 'is not a known document type' }).optional(),
      schema_id: z.string().min(1).max(100).optional(),
    })
    .default({}),
});

export const flowItemsInput = z.strictObject({
  id: text(100).optional(),
  items: z.array(flowItem).max(50).default([]),
  options: z
    .looseObject({
      creator_email: z.email().max(320).optional(),
      next_steps_checkout: z
        .array(z.strictObject({ title: text(200), description: text(2000) }))
        .max(20)
        .optional(),
    })
    .default({}),
});

export const requirement = z.strictObject({
  ui_options: z.strictObject({
    label: text(200),
    description: text(2000).optional(),
    conditional_render: z.boolean().optional(),
    conditional_render_label: text(500).optional(),
  }),
  allowed_item_types: z
    .array(z.enum(DOCUMENT_ITEM_TYPES, { error: 'is not a known document type' }))
    .min(1)
    .max(DOCUMENT_ITEM_TYPES.length),
  allowed_item_subtype: z.enum(['business', 'individual']).optional(),
  required_options: z
    .strictObject({ people_scope: z.array(z.enum(['powers', 'doc_validation'])).optional() })
    .optional(),
  validation_options: z
    .strictObject({
      on_invalid_type_error: z.enum(['invalidate', 'ignore']).optional(),
      ruleset: z
        .array(
          z.strictObject({
            id: text(100).min(1),
            error_message: text(1000).min(1),
            validation_rule: text(2000).optional(),
            params: freeObject.optional(),
          }),
        )
        .max(20)
        .optional(),
    })
    .optional(),
});

const slotKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -');
const requirements = z
  .record(slotKey, requirement)
  .refine((r) => Object.keys(r).length <= 50, 'at most 50 requirements');

/** Finding code → what an open finding of it does to the decision (issue 18); others by severity. */
export const findingRules = z.partialRecord(
  z.enum(FINDING_CODE_LIST, { error: 'is not a finding code (README "Findings and the decision")' }),
  z.enum(FINDING_RULES, { error: 'must be ignore, review or reject' }),
);

export const recordValidationSchemaInput = z.strictObject({
  version: z
    .union([z.literal('2'), z.literal(2)])
    .transform(() => '2' as const)
    .default('2'),
  requirements: requirements.default({}),
  optional_requirements: requirements.default({}),
  finding_rules: findingRules.optional(),
});

const friendlyName = z.string().trim().min(1).max(200);
const country = z.enum(['mx', 'co']);
const idSlug = z.string().regex(ID_SLUG_RE, 'must be 1 to 100 letters, digits, - or _');

/** A flow to create, in the domain's words; `flowItems` and `recordValidationSchema` keep the spec's inner shape. */
export const createFlowCommand = z.strictObject({
  friendlyName,
  idSlug,
  country: country.default('mx'),
  flowItems: flowItemsInput.default({ items: [], options: {} }),
  recordValidationSchema: recordValidationSchemaInput.default({
    version: '2',
    requirements: {},
    optional_requirements: {},
  }),
});

/** A flow's changes: what is given replaces the current value (`idSlug` renames the flow). */
export const updateFlowCommand = z.strictObject({
  friendlyName: friendlyName.optional(),
  idSlug: idSlug.optional(),
  country: country.optional(),
  flowItems: flowItemsInput.optional(),
  recordValidationSchema: recordValidationSchemaInput.optional(),
});

export type CreateFlow = z.output<typeof createFlowCommand>;
export type UpdateFlow = z.output<typeof updateFlowCommand>;
