import type { Db } from '../../db/database';
import { canAccessVerification, type Caller, type Deps } from '../context';
import { DomainError, notFound } from '../errors';
import { recordEvents, type Actor, type NewEvent } from '../events/outbox';
import { finishedEvent } from './findings/findings.events';
import { rejectedItems, syncDecision, syncFindings } from './findings/findings.sync';
import { isUuid } from '../shared/ids';
import type { Verification, VerificationItem } from './verification';
import * as repo from './verification.repository';
import { evaluate } from './verification.rules';

/** An end-client token acts on its own verification only; anything else is a 401, as for a foreign token. */
export function assertCanAccess(caller: Caller, verificationId: string): void {
  if (!canAccessVerification(caller, verificationId)) {
    throw new DomainError('UNAUTHORIZED', 'This access token is not valid for this verification');
  }
}

export interface Locked {
  trx: Db;
  verification: Verification;
  items: VerificationItem[];
}

/**
 * Runs a state change of one verification under its row lock, then re-applies DESIGN.md section 5
 * (documents_status, finishing, reopening) and the findings and decision (issue 18), and records every
 * event in the same transaction. `findingsChanged`: the change closed a finding itself (a person's
 * accept or dismiss), which `verification.v2.findings.updated` announces.
 */
export async function transition<T>(
  deps: Deps,
  actor: Actor,
  verificationId: string,
  change: (locked: Locked) => Promise<{ result: T; events: NewEvent[]; findingsChanged?: boolean }>,
): Promise<T> {
  if (!isUuid(verificationId)) throw notFound('Verification');
  return deps.db.transaction().execute(async (trx) => {
    const verification = await repo.lockVerification(trx, actor.accountId, verificationId);
    if (!verification) throw notFound('Verification');
    const items = await repo.itemsOf(trx, actor.accountId, [verificationId]);
    const { result, events, findingsChanged } = await change({ trx, verification, items });
    const after = await repo.itemsOf(trx, actor.accountId, [verificationId]);
    const current = (await repo.findVerification(trx, actor.accountId, verificationId))!;
    await settle(trx, deps, actor, current, after, events, { findingsChanged });
    return result;
  });
}

/**
 * Applies the findings, the finishing rule and the decision to a verification and its items, writes
 * the outcome and the events. Findings come first: a document an open finding rules `reject` does not
 * fill its slot, so it counts neither for documents_status nor for finishing.
 */
export async function settle(
  trx: Db,
  deps: Deps,
  actor: Actor,
  v: Verification,
  items: VerificationItem[],
  events: NewEvent[],
  opts: { findingsChanged?: boolean } = {},
): Promise<Verification> {
  const now = deps.clock.now();
  const synced = await syncFindings(trx, v, items, now);
  const { finished, documentsStatus } = evaluate(v, items, rejectedItems(v, synced.findings, items));
  const status = v.status === 'error' ? 'error' : finished ? 'finished' : 'pending';
  // Issue 18: the company's name, once its documents give it, unless the customer named it.
  const businessName = v.businessName === null ? deps.companyName(items) : null;
  let updated = v;
  if (status !== v.status || documentsStatus !== v.documentsStatus || events.length > 0 || businessName) {
    updated = await repo.updateVerification(trx, v.id, {
      status,
      documents_status: documentsStatus,
      ...(businessName && { business_name: businessName }),
      finished_at: status === 'finished' ? (v.status === 'finished' ? v.finishedAt : now) : null,
      updated_at: now,
    });
  }
  const decided = await syncDecision(trx, updated, actor.accountName, synced.findings, finished, {
    findingsChanged: synced.changed || opts.findingsChanged === true,
    now,
  });
  const all =
    status === 'finished' && v.status !== 'finished'
      ? [...events, ...decided.events, finishedEvent(decided.verification, actor)]
      : [...events, ...decided.events];
  await recordEvents(trx, all, now);
  return decided.verification;
}
