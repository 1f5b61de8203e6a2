import type { Caller, Deps } from '../context';
import { findFlowsByIds } from '../flows/flow.repository';
import { toFlow } from '../flows/flow.service';
import type { ItemCounts } from './verification';
import * as repo from './verification.repository';

/** Batch reads for GraphQL loaders; each is scoped to the caller's account. */
export const batch = {
  itemsOf: (deps: Deps, caller: Caller, ids: readonly string[], limit?: number) =>
    repo.itemsOf(deps.db, caller.accountId, ids, limit),
  /** Each verification's item counts, in the order of `ids` (zeros for one without items). */
  itemCounts: async (deps: Deps, caller: Caller, ids: readonly string[]): Promise<ItemCounts[]> => {
    const rows = await repo.itemCountsOf(deps.db, caller.accountId, ids);
    const byId = new Map(rows.map((r) => [r.verification_id, r]));
    return ids.map((id) => {
      const r = byId.get(id);
      return {
        total: Number(r?.total ?? 0),
        complete: Number(r?.complete ?? 0),
        failed: Number(r?.failed ?? 0),
      };
    });
  },
  verifications: async (deps: Deps, caller: Caller, ids: readonly string[]) =>
    (await repo.findVerificationsByIds(deps.db, caller.accountId, ids)).map(repo.toVerification),
  flows: async (deps: Deps, caller: Caller, ids: readonly string[]) =>
    (await findFlowsByIds(deps.db, caller.accountId, ids)).map(toFlow),
};
