import type { AccountCaller, Caller, Deps } from '../context';
import { pageWindow, toPage, type Page, type PageArgs } from '../shared/pagination';
import type { Verification } from './verification';
import type { DecisionFilter } from './verification.repository';
import * as repo from './verification.repository';
import { viewOf, type VerificationView } from './verification.service';

/** Which verifications to list, newest first, and from where. */
export interface VerificationQuery extends PageArgs {
  filter?: { status?: string | null; tag?: string | null; decision?: DecisionFilter | null } | null;
  /**
   * False when the caller will not read the free-form objects (metadata, options, validation
   * options, terms): they are then not loaded, and read as null.
   */
  freeForm?: boolean;
}

/** How long a page may be and the name its cursor goes by in errors (each face has its own). */
export interface PageLimits {
  max: number;
  default: number;
  cursorField: string;
}

const RELAY_LIMITS: PageLimits = { max: 50, default: 20, cursorField: 'after' };

/** One page of the account's verifications, newest first; both faces page through this. */
export async function pageVerifications(
  deps: Deps,
  caller: AccountCaller,
  query: VerificationQuery,
  limits: PageLimits = RELAY_LIMITS,
): Promise<Page<Verification>> {
  const window = pageWindow(query, limits.max, limits.default, limits.cursorField);
  const filter = {
    status: query.filter?.status ?? undefined,
    tag: query.filter?.tag ?? undefined,
    decision: query.filter?.decision ?? undefined,
  };
  return toPage(
    await repo.listVerifications(deps.db, caller.accountId, filter, window, {
      freeForm: query.freeForm ?? true,
    }),
    window,
    repo.toVerification,
  );
}

/** The views of several verifications, their items read in one statement. */
export async function viewsOf(deps: Deps, caller: Caller, list: Verification[]): Promise<VerificationView[]> {
  const ids = list.map((v) => v.id);
  const items = await repo.itemsOf(deps.db, caller.accountId, ids);
  return Promise.all(
    list.map((v) =>
      viewOf(
        deps,
        caller,
        v,
        items.filter((i) => i.verificationId === v.id),
      ),
    ),
  );
}
