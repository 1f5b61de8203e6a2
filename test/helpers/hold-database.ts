import type { DatabaseHandle } from '../../src/db/database';

/** Takes every connection of a database handle, so the app's statements wait until `release()`. */
export async function holdDatabase(handle: DatabaseHandle): Promise<() => void> {
  if (handle.kind === 'postgres') {
    const pool = handle.pool!;
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    return () => clients.forEach((c) => c.release());
  }
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let held!: () => void;
  const acquired = new Promise<void>((r) => (held = r));
  void handle.db.connection().execute(async () => {
    held();
    await gate;
  });
  await acquired;
  return release;
}
