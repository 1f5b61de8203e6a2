import type { Db } from '../../db/database';
import type { Deps } from '../context';
import { DELIVERY_QUEUE } from './delivery';

/** One delivery job per delivery (each after its delay, if any), in one statement of the caller's transaction. */
export function queueDeliveries(
  deps: Deps,
  trx: Db,
  deliveries: { id: string; delay?: number }[],
): Promise<void> {
  const jobs = deliveries.map((d) => ({ data: { deliveryId: d.id }, startAfterSeconds: d.delay }));
  return deps.jobs.sendMany(DELIVERY_QUEUE, jobs, { trx });
}
