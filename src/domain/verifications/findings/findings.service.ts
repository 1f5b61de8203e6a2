import type { AccountCaller, Deps } from '../../context';
import { DomainError, notFound } from '../../errors';
import { withoutNulls, type Unchecked } from '../../shared/command';
import { isUuid } from '../../shared/ids';
import { parseInput } from '../../shared/validation';
import * as items from '../verification.repository';
import type { Verification, VerificationItem } from '../verification';
import { itemOf } from '../item.service';
import { transition } from '../transition';
import type { Finding, Resolver } from './finding';
import { requestReplacementCommand, resolveFindingCommand, setDecisionCommand } from './findings.input';
import * as repo from './finding.repository';
import { rejectedItems, rulesOf, setDecisionByPerson } from './findings.sync';
import { verificationOf } from '../verification.lookup';
import { slotProblems } from './slot-problem';

/** Who acts: the API key by its id and label, or the staff session made from it. */
export async function resolverOf(
  deps: Deps,
  caller: AccountCaller,
): Promise<Exclude<Resolver, { type: 'system' }>> {
  const name =
    (await repo.apiKeyLabel(deps.db, caller.accountId, caller.credentialId)) ?? caller.credentialId;
  return caller.viaSession
    ? { type: 'staff_session', id: caller.credentialId, name: `${name} (staff session)` }
    : { type: 'api_key', id: caller.credentialId, name };
}

/** The verification's findings, oldest first, with the verification they belong to. */
export async function listFindings(
  deps: Deps,
  caller: AccountCaller,
  verificationId: string,
): Promise<{ verification: Verification; findings: Finding[] }> {
  const verification = await verificationOf(deps.db, caller.accountId, verificationId);
  return { verification, findings: await repo.findingsOf(deps.db, caller.accountId, verification.id) };
}

/**
 * A person accepts or dismisses an open finding (a closed one is a 409). The decision is recomputed
 * with it closed, and `verification.v2.findings.updated` announces the change.
 */
export async function resolveFinding(
  deps: Deps,
  caller: AccountCaller,
  verificationId: string,
  findingId: string,
  input: Unchecked<typeof resolveFindingCommand>,
): Promise<Finding> {
  const command = parseInput(resolveFindingCommand, withoutNulls(resolveFindingCommand, input));
  const by = await resolverOf(deps, caller);
  return transition(deps, caller, verificationId, async ({ trx, verification }) => {
    const found = isUuid(findingId)
      ? await repo.findFinding(trx, caller.accountId, verification.id, findingId)
      : null;
    if (!found) throw notFound('Finding');
    const now = deps.clock.now();
    const closed = await repo.closeFinding(
      trx,
      found.id,
      { status: command.status, by, reason: command.reason },
      now,
    );
    if (!closed) throw new DomainError('CONFLICT', `The finding is already ${found.status}`);
    await repo.insertAudit(trx, caller.accountId, verification.id, [
      {
        at: now,
        actor: by,
        action: `finding.${command.status}`,
        target: { type: 'finding', id: found.id },
        before: { status: 'open' },
        after: { status: command.status },
        reason: command.reason,
      },
    ]);
    return { result: closed, events: [], findingsChanged: true };
  });
}

/** A person sets the decision (approved, needs_review, rejected) with a reason. */
export async function setDecision(
  deps: Deps,
  caller: AccountCaller,
  verificationId: string,
  input: Unchecked<typeof setDecisionCommand>,
): Promise<void> {
  const command = parseInput(setDecisionCommand, withoutNulls(setDecisionCommand, input));
  const by = await resolverOf(deps, caller);
  await transition(deps, caller, verificationId, async ({ trx, verification }) => {
    const findings = await repo.findingsOf(trx, caller.accountId, verification.id);
    const { events } = await setDecisionByPerson(
      trx,
      verification,
      caller.accountName,
      findings,
      { decision: command.decision, reason: command.reason, by },
      deps.clock.now(),
    );
    return { result: undefined, events };
  });
}

/**
 * Staff ask for another document in an item's place: the document no longer fills its slot (the
 * verification reopens if it had finished) until the end client uploads a new one.
 */
export async function requestReplacement(
  deps: Deps,
  caller: AccountCaller,
  itemId: string,
  input: Unchecked<typeof requestReplacementCommand>,
): Promise<VerificationItem> {
  const { reason } = parseInput(requestReplacementCommand, withoutNulls(requestReplacementCommand, input));
  const by = await resolverOf(deps, caller);
  const found = await itemOf(deps, caller.accountId, itemId);
  return transition(deps, caller, found.verificationId, async ({ trx, verification }) => {
    const now = deps.clock.now();
    const updated = await items.updateItem(trx, found.id, {
      replacement_requested_at: now,
      replacement_reason: reason,
      updated_at: now,
    });
    await repo.insertAudit(trx, caller.accountId, verification.id, [
      {
        at: now,
        actor: by,
        action: 'item.replacement_requested',
        target: { type: 'item', id: found.id },
        before: { replacement_requested: found.replacementRequestedAt !== null },
        after: { replacement_requested: true },
        reason,
      },
    ]);
    return {
      result: updated,
      events: [
        {
          eventName: 'verification_item.replacement_requested',
          accountId: caller.accountId,
          verificationId: verification.id,
          itemId: found.id,
          data: {
            verification_id: verification.id,
            item_id: found.id,
            account_id: caller.accountId,
            item_type: found.itemType,
            replacement_reason: reason,
            updated_at: now.toISOString(),
          },
        },
      ],
    };
  });
}

/** Every change of a finding, a decision or a slot, oldest first. */
export async function auditOf(deps: Deps, caller: AccountCaller, verificationId: string) {
  const verification = await verificationOf(deps.db, caller.accountId, verificationId);
  return { verification, entries: await repo.auditOf(deps.db, caller.accountId, verification.id) };
}

/**
 * The slots as the end client should see them: the items whose document does not fill its slot
 * (`rejected`, for `evaluate`), and why each item's document is refused (`problems`, also for item
 * errors). Without open findings no statement runs.
 */
export async function slotsOf(deps: Deps, v: Verification, list: readonly VerificationItem[]) {
  const open = v.findingsSummary.open > 0 ? await repo.findingsOf(deps.db, v.accountId, v.id) : [];
  return { rejected: rejectedItems(v, open, list), problems: slotProblems(list, open, rulesOf(v)) };
}
