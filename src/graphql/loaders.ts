import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { accountOfCaller } from '../domain/accounts/account.service';
import type { Account } from '../domain/accounts/account';
import type { Caller, Deps } from '../domain/context';
import { documentBatch } from '../domain/documents/document.batch';
import type { ItemFile, ItemReview } from '../domain/documents/document.repository';
import type { Flow } from '../domain/flows/flow';
import { issueAccessToken } from '../domain/verifications/access-token';
import type { ItemCounts, Verification, VerificationItem } from '../domain/verifications/verification';
import { batch } from '../domain/verifications/verification.batch';
import type { Company } from '../domain/company/company';
import { companyFrom } from '../domain/company/company.service';

const byKey = <T, K>(keys: readonly K[], rows: T[], keyOf: (row: T) => K): (T | null)[] => {
  const map = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
};

/** The error when an operation would load more items than `maxItems` (see `createLoaders`). */
export const itemLimitExceeded = (maxItems: number) =>
  new GraphQLError(
    `The operation lists more than ${maxItems} verification items; ask for fewer verifications ` +
      '(first/last), or for their item counts (itemCounts) instead of their items',
    { extensions: { code: 'ITEM_LIMIT_EXCEEDED', maxItems } },
  );

/**
 * Per-request batching, so the SQL count of a response does not grow with its size. The cost the
 * gate computes before execution assumes 20 items per verification, though one may hold 100: the
 * items one request loads are counted, and the statement never returns more than `maxItems` of them
 * (one row more says the limit is passed, and every `items` of the request fails with
 * ITEM_LIMIT_EXCEEDED).
 */
export function createLoaders(deps: Deps, caller: Caller, maxItems = Infinity) {
  let itemsLoaded = 0;
  const itemsByVerification = new DataLoader<string, VerificationItem[]>(async (ids) => {
    const left = maxItems - itemsLoaded;
    if (left <= 0 && ids.length > 0) throw itemLimitExceeded(maxItems);
    const items = await batch.itemsOf(deps, caller, ids, Number.isFinite(left) ? left + 1 : undefined);
    itemsLoaded += items.length;
    if (itemsLoaded > maxItems) throw itemLimitExceeded(maxItems);
    const byVerification = new Map<string, VerificationItem[]>();
    for (const item of items) {
      const list = byVerification.get(item.verificationId);
      if (list) list.push(item);
      else byVerification.set(item.verificationId, [item]);
    }
    return ids.map((id) => byVerification.get(id) ?? []);
  });
  return {
    maxItems,
    itemsByVerification,
    company: companyLoader(deps, itemsByVerification),
    itemCounts: new DataLoader<string, ItemCounts>((ids) => batch.itemCounts(deps, caller, ids)),
    verification: new DataLoader<string, Verification | null>(async (ids) =>
      byKey(ids, await batch.verifications(deps, caller, ids), (v) => v.id),
    ),
    flow: new DataLoader<string, Flow | null>(async (ids) =>
      byKey(ids, await batch.flows(deps, caller, ids), (f) => f.id),
    ),
    account: new DataLoader<string, Account>(async (ids) => {
      const account = await accountOfCaller(deps.db, caller);
      return ids.map(() => account);
    }),
    file: new DataLoader<string, ItemFile | null>(async (ids) =>
      byKey(ids, await documentBatch.files(deps, caller, ids), (f) => f.id),
    ),
    reviewsByItem: new DataLoader<number, ItemReview[]>(async (ids) => {
      const rows = await documentBatch.reviews(deps, caller, ids);
      return ids.map((id) => rows.filter((r) => Number(r.item_id) === id));
    }),
    accessToken: new DataLoader<Verification, string | null, string>(
      async (vs) =>
        Promise.all(vs.map((v) => (caller.kind === 'account' ? issueAccessToken(deps, v) : null))),
      { cacheKeyFn: (v) => v.id },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** One consolidation per verification and request, from the items the request already loaded. */
export const companyLoader = (deps: Deps, items: DataLoader<string, VerificationItem[]>) =>
  new DataLoader<Verification, Company, string>(
    async (vs) => Promise.all(vs.map(async (v) => companyFrom(deps, v, await items.load(v.id), null))),
    { cacheKeyFn: (v) => v.id },
  );
