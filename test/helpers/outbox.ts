import type { App } from '../../src/app';

/** The outbox rows of one verification, oldest first, as [event_name, data]. */
export async function outboxOf(
  app: App,
  verificationId: string,
): Promise<{ name: string; data: any; itemId: number | null }[]> {
  const rows = await app.deps.db
    .selectFrom('outbox_events')
    .select(['event_name', 'data', 'item_id'])
    .where('verification_id', '=', verificationId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ name: r.event_name, data: r.data, itemId: r.item_id }));
}
