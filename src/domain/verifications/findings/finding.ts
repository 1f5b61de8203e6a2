/** What a failed or inconclusive check means for a verification (issue 18): findings and the decision. */
import type { Message, Severity } from '../../shared/finding-codes';

export const FINDING_STATUSES = ['open', 'accepted', 'dismissed', 'resolved'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

export const DECISIONS = ['approved', 'needs_review', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Who closed a finding or set a decision: an API key, a staff session made from one, or bvs itself. */
export type Resolver =
  | { type: 'api_key'; id: string; name: string }
  | { type: 'staff_session'; id: string; name: string }
  | { type: 'system'; id: null; name: 'system' };

export const SYSTEM: Resolver = { type: 'system', id: null, name: 'system' };

/** A finding as bvs derives it from an item's checks, before it is stored. */
export interface FindingDraft {
  /** One per check and place: the item, the code and the field (`<item>:<code>:<field>`). */
  key: string;
  code: string;
  severity: Severity;
  message: Message;
  itemId: number | null;
  itemType: string | null;
  field: string | null;
  evidence: Record<string, unknown>;
}

export interface Finding extends FindingDraft {
  id: string;
  accountId: string;
  verificationId: string;
  status: FindingStatus;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
  resolvedBy: Resolver | null;
  reason: string | null;
}
