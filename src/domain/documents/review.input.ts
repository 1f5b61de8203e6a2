import { z } from 'zod';
import { EXTRACTABLE_TYPES } from '../shared/item-types';

const reason = z.string().trim().min(1).max(1000).optional();

/** An operator corrects one extracted field of a document item. */
export const correctFieldCommand = z.strictObject({
  field: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+){0,5}$/, 'must be a field path such as tax.business_name')
    .max(120),
  value: z.json(),
  reason,
});

/** An operator accepts a document as another (extractable) type. */
export const acceptAsTypeCommand = z.strictObject({
  itemType: z.enum(EXTRACTABLE_TYPES, { error: 'is not a document type bvs extracts' }),
  reason,
});

/** An operator action whose only detail is why (invalidate, reprocess). */
export const reasonCommand = z.strictObject({ reason });

export type CorrectField = z.output<typeof correctFieldCommand>;
export type AcceptAsType = z.output<typeof acceptAsTypeCommand>;
