import type { Caller, Deps } from '../context';
import { findFlowsByIds } from '../flows/flow.repository';
import { toFlow } from '../flows/flow.service';
import * as repo from './verification.repository';

/** Batch reads for GraphQL loaders; each is scoped to the caller's account. */
export const batch = {
  itemsOf: (deps: Deps, caller: Caller, ids: readonly string[]) =>
    repo.itemsOf(deps.db, caller.accountId, ids),
  verifications: async (deps: Deps, caller: Caller, ids: readonly string[]) =>
    (await repo.findVerificationsByIds(deps.db, caller.accountId, ids)).map(repo.toVerification),
  flows: async (deps: Deps, caller: Caller, ids: readonly string[]) =>
    (await findFlowsByIds(deps.db, caller.accountId, ids)).map(toFlow),
};
