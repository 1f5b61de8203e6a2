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
    .default({}),
  tags: z
    .record(z.string().min(1).max(100), tagValue)
    .refine((t) => Object.keys(t).length <= 20, 'at most 20 tags')
    .default({}),
});

const keyPerson = z.strictObject({
  names: z.string().trim().min(1).max(300),
  scope: z
    .array(z.enum(['powers', 'doc_validation']))
    .max(2)
    .default(['powers']),
});

/** A verification to create, from a flow (`flowId`) or from a list of `items`. */
export const createVerificationCommand = z.strictObject({
  flowId: z.string().min(1).max(100).optional(),
  items: z.array(itemInput).max(50).optional(),
  country: z.string().max(10),
  tag: z.string().trim().min(1).max(200),
  taxId: z.string().max(20),
  email: z.email().max(320).optional().nullable(),
  signatoryEmail: z.email().max(320).optional().nullable(),
  friendlyName: z.string().trim().max(300).optional().nullable(),
  notificationHint: z.string().max(500).optional().nullable(),
  metadata: boundedObject.optional().nullable(),
  options: boundedObject.optional().nullable(),
  validationOptions: boundedObject.optional().nullable(),
  onboardingTermsAndConditions: z
    .union([z.string().max(10000), boundedObject])
    .optional()
    .nullable(),
  keyPeople: z.array(keyPerson).max(50).default([]),
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

/**
 * An operator completes an item with its value. The value of a document or lookup item is bounded like
 * the other free-form objects; a form's answers are bounded by its form's rules instead (text length,
 * table rows, file size), checked by the use-case.
 */
export const completeItemCommand = z.strictObject({
  itemValue: freeObject.default({}),
  itemType: z.enum(DOCUMENT_ITEM_TYPES, { error: 'is not a known document type' }).optional(),
  internalStatus: z.enum(INTERNAL_STATUSES, { error: 'is not a known internal status' }).optional(),
  itemError: z
    .string()
    .regex(/^[a-z_]{1,64}$/, 'must be a lower-case error code')
    .optional()
    .nullable(),
  /** Absent leaves the item's validation result as it is; null clears it. */
  validationResult: boundedObject.optional().nullable(),
});

export type CreateVerification = z.output<typeof createVerificationCommand>;
export type CompleteItem = z.output<typeof completeItemCommand>;

/** The end client (or the customer) answers a `forms` item, keyed as its form schema's fields. */
export const submitFormCommand = z.strictObject({
  values: z.record(z.string().max(200), z.unknown(), { error: 'must be an object of answers' }),
});
