import type { Db } from '../../db/database';
import { canAccessVerification, type Caller, type Deps } from '../context';
import { DomainError, notFound } from '../errors';
import { recordEvents, verificationEvent, type Actor, type NewEvent } from '../events/outbox';
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
 * (documents_status, finishing, reopening) and records every event in the same transaction.
 */
export async function transition<T>(
  deps: Deps,
  actor: Actor,
  verificationId: string,
  change: (locked: Locked) => Promise<{ result: T; events: NewEvent[] }>,
): Promise<T> {
  if (!isUuid(verificationId)) throw notFound('Verification');
  return deps.db.transaction().execute(async (trx) => {
    const verification = await repo.lockVerification(trx, actor.accountId, verificationId);
    if (!verification) throw notFound('Verification');
    const items = await repo.itemsOf(trx, actor.accountId, [verificationId]);
    const { result, events } = await change({ trx, verification, items });
    const after = await repo.itemsOf(trx, actor.accountId, [verificationId]);
    const current = (await repo.findVerification(trx, actor.accountId, verificationId))!;
    await settle(trx, deps, actor, current, after, events);
    return result;
  });
}

/** Applies the finishing rule to a verification and its items, writes the outcome and the events. */
export async function settle(
  trx: Db,
  deps: Deps,
  actor: Actor,
  v: Verification,
  items: VerificationItem[],
  events: NewEvent[],
): Promise<Verification> {
  const now = deps.clock.now();
  const { finished, documentsStatus } = evaluate(v, items);
  const status = v.status === 'error' ? 'error' : finished ? 'finished' : 'pending';
  let updated = v;
  if (status !== v.status || documentsStatus !== v.documentsStatus || events.length > 0) {
    updated = await repo.updateVerification(trx, v.id, {
      status,
      documents_status: documentsStatus,
      finished_at: status === 'finished' ? (v.status === 'finished' ? v.finishedAt : now) : null,
      updated_at: now,
    });
  }
  const all =
    status === 'finished' && v.status !== 'finished'
      ? [...events, verificationEvent('verification.v2.finished', updated, actor)]
      : events;
  await recordEvents(trx, all, now);
  return updated;
}
