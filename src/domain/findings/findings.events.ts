import type { NewEvent } from '../events/outbox';
import type { Verification } from '../verifications/verification';
import type { FindingsSummary } from './decision';
import type { DecisionState } from './finding.repository';

/** `verification.v2.findings.updated` (issue 18): the open and critical counts after a change. */
export const findingsUpdatedEvent = (
  v: Verification,
  accountName: string,
  summary: FindingsSummary,
  now: Date,
): NewEvent => ({
  eventName: 'verification.v2.findings.updated',
  accountId: v.accountId,
  verificationId: v.id,
  itemId: null,
  data: {
    verification_id: v.id,
    account_id: v.accountId,
    account_name: accountName,
    open_findings: summary.open,
    critical_findings: summary.critical,
    updated_at: now.toISOString(),
  },
});

/** What `verification.v2.finished` and `decision_updated` say of the decision. */
export const decisionData = (
  s: Pick<DecisionState, 'decision' | 'decisionReason'>,
  summary: FindingsSummary,
) => ({
  decision: s.decision,
  decision_reason: s.decisionReason,
  findings_summary: { open: summary.open, critical: summary.critical },
});

/** `verification.v2.decision_updated`: the data of `finished` plus the decision. */
export const decisionUpdatedEvent = (
  v: Verification,
  accountName: string,
  s: DecisionState,
  summary: FindingsSummary,
  _now: Date,
): NewEvent => ({
  eventName: 'verification.v2.decision_updated',
  accountId: v.accountId,
  verificationId: v.id,
  itemId: null,
  data: {
    verification_id: v.id,
    account_id: v.accountId,
    account_name: accountName,
    created_at: v.createdAt.toISOString(),
    status: v.status,
    verification_tag: v.tag,
    ...decisionData(s, summary),
  },
});
