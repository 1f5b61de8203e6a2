import type { Caller, Deps } from '../context';
import * as repo from './document.repository';

/** Batch reads for GraphQL loaders; each is scoped to the caller's account. */
export const documentBatch = {
  files: async (deps: Deps, caller: Caller, ids: readonly string[]) => {
    if (ids.length === 0) return [];
    return deps.db
      .selectFrom('item_files')
      .selectAll()
      .where('account_id', '=', caller.accountId)
      .where('id', 'in', ids)
      .execute();
  },
  reviews: (deps: Deps, caller: Caller, itemIds: readonly number[]) =>
    caller.kind === 'account' ? repo.reviewsOf(deps.db, caller.accountId, itemIds) : Promise.resolve([]),
};
