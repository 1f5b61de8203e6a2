import type { AccountCaller, Deps } from '../context';
import { pageSize } from '../shared/pagination';
import type { WebhookDelivery } from './delivery';
import * as repo from './delivery.repository';

/** What the customer's endpoints were told about one verification: its deliveries with their attempts. */
export async function deliveriesOfVerification(
  deps: Deps,
  caller: AccountCaller,
  verificationId: string,
  first?: number | null,
): Promise<WebhookDelivery[]> {
  const rows = await repo.deliveriesOfVerification(
    deps.db,
    caller.accountId,
    verificationId,
    pageSize(first, 100),
  );
  const attempts = await repo.attemptsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => repo.toDelivery(r, attempts.get(r.id) ?? []));
}
