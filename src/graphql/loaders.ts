import DataLoader from 'dataloader';
import { accountOfCaller } from '../domain/accounts/account.service';
import type { Account } from '../domain/accounts/account';
import type { Caller, Deps } from '../domain/context';
import { documentBatch } from '../domain/documents/document.batch';
import type { ItemFile, ItemReview } from '../domain/documents/document.repository';
import type { Flow } from '../domain/flows/flow';
import { issueAccessToken } from '../domain/verifications/access-token';
import type { Verification, VerificationItem } from '../domain/verifications/verification';
import { batch } from '../domain/verifications/verification.batch';
import type { Company } from '../domain/company/company';
import { companyFrom } from '../domain/company/company.service';

const byKey = <T, K>(keys: readonly K[], rows: T[], keyOf: (row: T) => K): (T | null)[] => {
  const map = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
};

/** Per-request batching, so the SQL count of a response does not grow with its size. */
export function createLoaders(deps: Deps, caller: Caller) {
  const itemsByVerification = new DataLoader<string, VerificationItem[]>(async (ids) => {
    const items = await batch.itemsOf(deps, caller, ids);
    return ids.map((id) => items.filter((i) => i.verificationId === id));
  });
  return {
    itemsByVerification,
    company: companyLoader(deps, itemsByVerification),
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
