import { z } from 'zod';
import { DOCUMENT_ITEM_TYPES, ITEM_TYPES } from '../shared/item-types';
import { INTERNAL_STATUSES } from './verification';

const freeObject = z.record(z.string().max(200), z.unknown());
/** Free-form objects kept on a verification or item are bounded, so no answer carries megabytes. */
export const MAX_FREE_OBJECT_BYTES = 32 * 1024;
const boundedObject = freeObject.refine(
  (v) => Buffer.byteLength(JSON.stringify(v)) <= MAX_FREE_OBJECT_BYTES,
  `must be at most ${MAX_FREE_OBJECT_BYTES} bytes as JSON`,
);
const tagValue = z.union([z.string().max(500), z.number(), z.boolean()]);

/** `{type, options, tags}`, the item input of creation and add-items (spec 4.4). */
export const itemInput = z.strictObject({
  type: z.enum(ITEM_TYPES, { error: 'is not a known item type' }),
  options: z
    .looseObject({
      file_url: z.string().max(4096).optional(),
      file_password: z.string().min(1).max(128).optional(),
      is_optional: z.boolean().optional(),
      client_item_type: z.enum(DOCUMENT_ITEM_TYPES, { error: 'is not a known document type' }).optional(),
      constancia_type: z.enum(['business', 'individual']).optional(),
      people_scope: z
        .array(z.enum(['powers', 'doc_validation']))
        .max(5)
        .optional(),
      // The same rule shape as a flow slot's validation_options.ruleset.
      ruleset: z
        .array(
          z.strictObject({
            id: z.string().min(1).max(100),
            error_message: z.string().min(1).max(1000).optional(),
            validation_rule: z.string().max(2000).optional(),
            params: freeObject.optional(),
          }),
        )
        .max(20)
        .optional(),
    })
    .refine(
      (v) => Buffer.byteLength(JSON.stringify(v)) <= MAX_FREE_OBJECT_BYTES,
      `must be at most ${MAX_FREE_OBJECT_BYTES} bytes as JSON`,
    )
    .nullish()
    .transform((v) => v ?? {}),
  tags: z
    .record(z.string().min(1).max(100), tagValue)
    .refine((t) => Object.keys(t).length <= 20, 'at most 20 tags')
    .nullish()
    .transform((v) => v ?? {}),
});

const keyPerson = z.strictObject({
  names: z.string().trim().min(1).max(300),
  scope: z
    .array(z.enum(['powers', 'doc_validation']))
    .max(2)
    .nullish()
    .transform((v) => v ?? ['powers']),
});

/** A verification to create, from a flow (`flowId`) or from a list of `items`; null means "not given". */
export const createVerificationCommand = z.strictObject({
  flowId: z.string().min(1).max(100).nullish(),
  items: z.array(itemInput).max(50).nullish(),
  country: z.string().max(10),
  tag: z.string().trim().min(1).max(200),
  taxId: z.string().max(20),
  email: z.email().max(320).nullish(),
  signatoryEmail: z.email().max(320).nullish(),
  friendlyName: z.string().trim().max(300).nullish(),
  notificationHint: z.string().max(500).nullish(),
  metadata: boundedObject.nullish(),
  options: boundedObject.nullish(),
  validationOptions: boundedObject.nullish(),
  onboardingTermsAndConditions: z.union([z.string().max(10000), boundedObject]).nullish(),
  keyPeople: z.array(keyPerson).max(50).nullish(),
});

export const addItemsCommand = z.strictObject({
  items: z.array(itemInput).min(1, 'must hold at least one item').max(50),
});

/** The end client (or the customer) switches a `conditional_render` requirement slot on or off. */
export const setRequirementCommand = z.object({
  enabled: z.boolean({ error: 'must be a boolean' }).meta({
    description: 'false switches a `conditional_render` slot off',
  }),
});

/** An operator completes an item with its value (the domain's words; null means "not given"). */
export const completeItemCommand = z.strictObject({
  itemValue: freeObject.nullish(),
  itemType: z.enum(DOCUMENT_ITEM_TYPES, { error: 'is not a known document type' }).nullish(),
  internalStatus: z.enum(INTERNAL_STATUSES, { error: 'is not a known internal status' }).nullish(),
  itemError: z
    .string()
    .regex(/^[a-z_]{1,64}$/, 'must be a lower-case error code')
    .nullish(),
  /** Absent leaves the item's validation result as it is; null clears it. */
  validationResult: freeObject.nullish(),
});

export type CreateVerification = z.output<typeof createVerificationCommand>;
export type CompleteItem = z.output<typeof completeItemCommand>;
