import { z } from 'zod';
import {
  addItemsCommand,
  completeItemCommand,
  createVerificationCommand,
} from '../domain/verifications/verification.input';
import { restBody } from './command-body';

/** `POST /verifications`: the domain's command under the spec's names. */
export const createVerificationBody = restBody(createVerificationCommand);

/** `PUT /verifications/{id}/add-items`. */
export const addItemsBody = restBody(addItemsCommand);

/** `POST /verification-items/{id}/complete`: the domain's command under the spec's names. */
export const completeItemBody = restBody(completeItemCommand);

/** `GET /verifications` query: `page_size` 10 by default and at most 20, the opaque cursor `next`. */
export const listVerificationsQuery = z.object({
  status: z.enum(['pending', 'finished', 'error', 'pending_validation']).optional(),
  tag: z.string().min(1).max(200).optional(),
  decision: z.enum(['approved', 'needs_review', 'rejected', 'none']).optional(),
  page_size: z
    .string()
    .regex(/^\d+$/, 'must be a positive integer')
    .transform(Number)
    .refine((n) => n > 0, 'must be a positive integer')
    .transform((n) => Math.min(n, 20))
    .optional(),
  next: z.string().max(500).optional(),
});
