import { z } from 'zod';
import { DECISIONS } from './finding';

const reason = z.string({ error: 'is required' }).trim().min(1, 'is required').max(2000);

/** A person closes an open finding: accepts it (the risk is taken) or dismisses it (it is wrong). */
export const resolveFindingCommand = z.strictObject({
  status: z.enum(['accepted', 'dismissed'], { error: 'must be accepted or dismissed' }),
  reason,
});
export type ResolveFinding = z.output<typeof resolveFindingCommand>;

/** A person sets the decision; it holds until the set of open findings changes. */
export const setDecisionCommand = z.strictObject({
  decision: z.enum(DECISIONS, { error: 'must be approved, needs_review or rejected' }),
  reason,
});
export type SetDecision = z.output<typeof setDecisionCommand>;

/** Staff ask the end client for another document in an item's place. */
export const requestReplacementCommand = z.strictObject({ reason });
