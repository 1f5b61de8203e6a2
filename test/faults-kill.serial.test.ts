import {
  Burst,
  deliveryCount,
  eventually,
  query,
  report,
  serviceEnv,
  setUpAccount,
  startService,
  type ServiceProcess,
} from './helpers/faults';
import { PgCluster } from './helpers/pg-cluster';
import { Receiver } from './helpers/receiver';

describe('the service killed (SIGKILL) mid-burst and started again on the same database', () => {
  let cluster: PgCluster;
  let receiver: Receiver;
  const services: ServiceProcess[] = [];
  let burst: Burst | undefined;
  beforeAll(async () => {
    cluster = await PgCluster.create();
    receiver = new Receiver();
  }, 60000);
  afterAll(async () => {
    await burst?.stop();
    for (const s of services) s.proc.kill('SIGKILL');
    await Promise.all(services.map((s) => s.exited));
    await receiver.stop();
    await cluster.destroy();
  });

  it('keeps every acknowledged write and delivers every committed event at least once', async () => {
    const hookUrl = await receiver.start();
    // A slow answer keeps deliveries in flight when the process dies.
    receiver.fallback = { status: 200, delayMs: 300 };
    const env = serviceEnv(cluster.url, { WEBHOOK_TIMEOUT_MS: '2000' });
    const first = await startService(env);
    services.push(first);
    const account = await setUpAccount(first.url, [hookUrl]);
    const mine = () =>
      receiver.received.filter((r) => r.body?.data?.account_id === account.id).map((r) => r.body.event_id);
    let target = first.url;
    const b = (burst = new Burst(() => target, account.key));
    b.start();

    expect(await eventually(() => b.okCount() >= 60 && mine().length >= 10, 60000)).toBe(true);
    const killedAt = Date.now();
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(await eventually(() => b.since(killedAt).filter((o) => !o.ok).length >= 20, 30000)).toBe(true);
    const second = await startService(env);
    services.push(second);
    target = second.url;
    const upAt = Date.now();
    expect(await eventually(() => b.since(upAt).filter((o) => o.ok).length >= 40, 60000)).toBe(true);
    await b.stop();

    const tags = new Set(
      (await query<{ tag: string }>(cluster.url, 'select tag from verifications')).map((r) => r.tag),
    );
    const acknowledged = b.outcomes.filter((o) => o.ok);
    expect(acknowledged.filter((o) => !tags.has(o.tag))).toEqual([]);
    await eventually(
      async () => (await deliveryCount(cluster.url, account.id, mine())).missing.length === 0,
      120000,
    );
    const count = await deliveryCount(cluster.url, account.id, mine());
    expect(count.missing).toEqual([]);
    expect(count.events).toBe(tags.size);

    const [resent] = await query<{ n: string; inFlight: string }>(
      cluster.url,
      `select count(*) filter (where attempt_count > 1) as n, count(*) filter (where status <> 'succeeded') as "inFlight" from webhook_deliveries`,
    );
    report('service SIGKILL mid-burst', {
      writesAttempted: b.outcomes.length,
      writesOk: acknowledged.length,
      failedWhileDown: b.outcomes.filter((o) => !o.ok).length,
      failedButCommitted: b.outcomes.filter((o) => !o.ok && tags.has(o.tag)).length,
      restartToFirstOkWriteMs:
        Math.min(
          ...b
            .since(upAt)
            .filter((o) => o.ok)
            .map((o) => o.at),
        ) - upAt,
      events: count.events,
      delivered: count.events - count.missing.length,
      duplicates: count.duplicates,
      deliveriesAttemptedMoreThanOnce: Number(resent!.n),
      killToAllDeliveredMs: Date.now() - killedAt,
    });
  }, 240000);
});
