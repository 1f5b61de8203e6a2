import { verificationEvent, type Actor, type NewEvent } from '../../events/outbox';
import type { Verification } from '../verification';
import type { FindingsSummary } from './decision';

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
export const decisionData = (v: Verification) => ({
  decision: v.decision,
  decision_reason: v.decisionReason,
  findings_summary: { open: v.findingsSummary.open, critical: v.findingsSummary.critical },
});

/** `verification.v2.finished` (spec 6.3, plus verification_tag), with the decision (issue 18). */
export function finishedEvent(v: Verification, actor: Actor): NewEvent {
  const e = verificationEvent('verification.v2.finished', v, actor);
  return { ...e, data: { ...e.data, ...decisionData(v) } };
}

/** `verification.v2.decision_updated`: the data of `finished` plus the decision. */
export function decisionUpdatedEvent(v: Verification, accountName: string): NewEvent {
  const e = verificationEvent('verification.v2.finished', v, { accountId: v.accountId, accountName });
  return { ...e, eventName: 'verification.v2.decision_updated', data: { ...e.data, ...decisionData(v) } };
}
