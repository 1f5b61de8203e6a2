import type { Db } from '../../../db/database';
import type { NewEvent } from '../../events/outbox';
import { newId } from '../../shared/ids';
import type { Verification, VerificationItem } from '../verification';
import { decide, openSignature, rejectedItemIds, summarise, type FindingRules } from './decision';
import { documentKey, findingsOf as draftsOf } from './derive';
import { SYSTEM, type Decision, type Finding, type Resolver } from './finding';
import * as repo from './finding.repository';
import * as verifications from '../verification.repository';
import { reconcile } from './reconcile';
import { decisionUpdatedEvent, findingsUpdatedEvent } from './findings.events';

/** The decision's columns of a verification. */
interface DecisionState {
  decision: Decision | null;
  decisionReason: string | null;
  decisionBy: Exclude<Resolver, { type: 'system' }> | null;
  decisionSignature: string | null;
  openFindings: number;
  criticalFindings: number;
}

const sameState = (a: DecisionState, b: DecisionState) =>
  a.decision === b.decision &&
  a.decisionReason === b.decisionReason &&
  a.decisionSignature === b.decisionSignature &&
  a.openFindings === b.openFindings &&
  a.criticalFindings === b.criticalFindings;

const writeState = (trx: Db, id: string, s: DecisionState): Promise<Verification> =>
  verifications.updateVerification(trx, id, {
    decision: s.decision,
    decision_reason: s.decisionReason,
    decision_by: s.decisionBy && JSON.stringify(s.decisionBy),
    decision_signature: s.decisionSignature,
    open_findings: s.openFindings,
    critical_findings: s.criticalFindings,
  });

const stateOf = (v: Verification): DecisionState => ({
  decision: v.decision,
  decisionReason: v.decisionReason,
  decisionBy: v.decisionBy,
  decisionSignature: v.decisionSignature,
  openFindings: v.findingsSummary.open,
  criticalFindings: v.findingsSummary.critical,
});

/** The flow's `finding_rules`, copied onto the verification with its record_validation_schema. */
export const rulesOf = (v: Pick<Verification, 'recordValidationSchema'>): FindingRules =>
  (v.recordValidationSchema?.finding_rules as FindingRules | undefined) ?? {};

/**
 * Brings the stored findings in line with the items (derive → reconcile): new failures open findings,
 * checks that pass now resolve theirs (by the system), and every change is an audit entry. Returns the
 * findings as they are now and whether any was opened or resolved.
 */
export async function syncFindings(
  trx: Db,
  v: Verification,
  items: readonly VerificationItem[],
  now: Date,
): Promise<{ findings: Finding[]; changed: boolean }> {
  const stored = await repo.findingsOf(trx, v.accountId, v.id);
  const { drafts, inFlux } = draftsOf(items);
  const changes = reconcile(stored, drafts, inFlux);
  if (changes.create.length + changes.resolve.length + changes.refresh.length === 0)
    return { findings: stored, changed: false };
  const byId = new Map(items.map((i) => [i.id, i]));
  const closed: Finding[] = [];
  for (const f of changes.resolve) {
    const item = f.itemId === null ? undefined : byId.get(f.itemId);
    const reason = !item
      ? 'the item was removed'
      : item.invalidatedAt !== null
        ? 'the document was invalidated'
        : !f.key.startsWith(documentKey(item))
          ? 'the document was replaced by a newer one'
          : 'the check passes with the current document';
    const done = await repo.closeFinding(trx, f.id, { status: 'resolved', by: SYSTEM, reason }, now);
    if (done) closed.push(done);
  }
  for (const { finding, draft } of changes.refresh) await repo.refreshFinding(trx, finding.id, draft, now);
  const created = await repo.insertFindings(
    trx,
    v.accountId,
    v.id,
    changes.create.map((draft) => ({ id: newId(), draft })),
    now,
  );
  await repo.insertAudit(trx, v.accountId, v.id, [
    ...created.map((f) => ({
      at: now,
      actor: SYSTEM,
      action: 'finding.opened',
      target: { type: 'finding' as const, id: f.id },
      before: null,
      after: { status: 'open', code: f.code, severity: f.severity, item_id: f.itemId, field: f.field },
      reason: null,
    })),
    ...closed.map((f) => ({
      at: now,
      actor: SYSTEM,
      action: 'finding.resolved',
      target: { type: 'finding' as const, id: f.id },
      before: { status: 'open' },
      after: { status: 'resolved' },
      reason: f.reason,
    })),
  ]);
  return {
    findings: await repo.findingsOf(trx, v.accountId, v.id),
    changed: created.length + closed.length > 0,
  };
}

/** Items whose document does not fill its slot: refused by an open finding ruled `reject`, or asked again. */
export function rejectedItems(
  v: Verification,
  findings: readonly Finding[],
  items: readonly VerificationItem[],
): Set<number> {
  const rejected = rejectedItemIds(findings, rulesOf(v));
  for (const i of items) if (i.replacementRequestedAt) rejected.add(i.id);
  return rejected;
}

/**
 * Recomputes the decision and the findings summary, writes them, and returns the verification as it is
 * now with the events: the findings' when they changed, the decision's when its value changed (not when
 * the same value is set again).
 */
export async function syncDecision(
  trx: Db,
  v: Verification,
  accountName: string,
  findings: readonly Finding[],
  slotsReady: boolean,
  opts: { findingsChanged: boolean; now: Date },
): Promise<{ verification: Verification; events: NewEvent[] }> {
  const { now } = opts;
  const before = stateOf(v);
  const rules = rulesOf(v);
  const manual =
    v.decisionBy && v.decision && v.decisionSignature !== null
      ? { decision: v.decision, signature: v.decisionSignature }
      : null;
  const { decision, byPerson } = decide({ findings, rules, slotsReady, manual });
  const summary = summarise(findings, rules);
  const after: DecisionState = byPerson
    ? { ...before, openFindings: summary.open, criticalFindings: summary.critical }
    : {
        decision,
        decisionReason: systemReason(decision),
        decisionBy: null,
        decisionSignature: null,
        openFindings: summary.open,
        criticalFindings: summary.critical,
      };
  const verification = sameState(before, after) ? v : await writeState(trx, v.id, after);
  const events: NewEvent[] = [];
  if (opts.findingsChanged) events.push(findingsUpdatedEvent(verification, accountName, summary, now));
  if (after.decision !== before.decision) {
    await repo.insertAudit(trx, v.accountId, v.id, [
      {
        at: now,
        actor: SYSTEM,
        action: 'decision.changed',
        target: { type: 'decision', id: null },
        before: { decision: before.decision },
        after: { decision: after.decision },
        reason: after.decisionReason,
      },
    ]);
    events.push(decisionUpdatedEvent(verification, accountName));
  }
  return { verification, events };
}

function systemReason(decision: Decision | null): string | null {
  switch (decision) {
    case 'rejected':
      return 'an open finding is ruled reject by the flow';
    case 'needs_review':
      return 'open findings need review';
    case 'approved':
      return 'every required document is accepted and no open finding needs review';
    default:
      return null;
  }
}

/** A person's decision: it holds until the set of open findings changes. */
export async function setDecisionByPerson(
  trx: Db,
  v: Verification,
  accountName: string,
  findings: readonly Finding[],
  set: { decision: Decision; reason: string; by: Exclude<Resolver, { type: 'system' }> },
  now: Date,
): Promise<{ verification: Verification; events: NewEvent[] }> {
  const summary = summarise(findings, rulesOf(v));
  const verification = await writeState(trx, v.id, {
    decision: set.decision,
    decisionReason: set.reason,
    decisionBy: set.by,
    decisionSignature: openSignature(findings),
    openFindings: summary.open,
    criticalFindings: summary.critical,
  });
  await repo.insertAudit(trx, v.accountId, v.id, [
    {
      at: now,
      actor: set.by,
      action: 'decision.set',
      target: { type: 'decision', id: null },
      before: { decision: v.decision },
      after: { decision: set.decision },
      reason: set.reason,
    },
  ]);
  const events = set.decision !== v.decision ? [decisionUpdatedEvent(verification, accountName)] : [];
  return { verification, events };
}
