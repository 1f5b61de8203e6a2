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
import { PgCluster, type StopMode } from './helpers/pg-cluster';
import { Receiver } from './helpers/receiver';

/** /readyz when the service has it, else /healthz: the status code of the probe. */
async function probe(base: string): Promise<number> {
  const ready = await fetch(`${base}/readyz`).catch(() => null);
  if (ready && ready.status !== 404) return ready.status;
  return (await fetch(`${base}/healthz`)).status;
}

describe('PostgreSQL restarting during a burst of writes and deliveries', () => {
  let cluster: PgCluster;
  let receiver: Receiver;
  let hookUrl: string;
  let service: ServiceProcess | undefined;
  let burst: Burst | undefined;
  beforeAll(async () => {
    cluster = await PgCluster.create();
    receiver = new Receiver();
    hookUrl = await receiver.start();
  }, 60000);
  afterEach(async () => {
    await burst?.stop();
    if (service && service.proc.exitCode !== null) {
      process.stdout.write(
        `\nservice exited (${service.proc.exitCode}):\n${service.output().slice(-4000)}\n`,
      );
    }
    service?.proc.kill('SIGKILL');
    await service?.exited;
  });
  afterAll(async () => {
    await receiver.stop();
    await cluster.destroy();
  });

  it.each<StopMode>(['fast', 'immediate'])(
    'after a %s restart the same process serves again, keeps every acknowledged write and delivers every event',
    async (mode) => {
      const dbName = `bvs_restart_${mode}`;
      await query(cluster.url, `create database ${dbName}`);
      const dbUrl = cluster.url.replace(/\/postgres$/, `/${dbName}`);
      service = await startService(serviceEnv(dbUrl));
      const base = service.url;
      // A slow answer keeps deliveries in flight when the database goes away.
      receiver.fallback = { status: 200, delayMs: 20 };
      const account = await setUpAccount(base, [hookUrl]);
      const b = (burst = new Burst(() => base, account.key));
      b.start();

      expect(await eventually(() => b.okCount() >= 40, 60000)).toBe(true);
      const downAt = Date.now();
      await cluster.stop({ mode });
      expect(await eventually(async () => (await probe(base)) === 503, 10000)).toBe(true);
      expect(await eventually(() => b.since(downAt).filter((o) => !o.ok).length >= 300, 30000)).toBe(true);
      await cluster.start();
      const upAt = Date.now();
      expect(await eventually(async () => (await probe(base)) === 200, 60000)).toBe(true);
      expect(await eventually(() => b.since(upAt).filter((o) => o.ok).length >= 40, 60000)).toBe(true);
      await b.stop();

      const tags = new Set(
        (
          await query<{ tag: string }>(dbUrl, 'select tag from verifications where account_id = $1', [
            account.id,
          ])
        ).map((r) => r.tag),
      );
      const acknowledged = b.outcomes.filter((o) => o.ok);
      expect(acknowledged.filter((o) => !tags.has(o.tag))).toEqual([]);
      const createdFor = new Set(
        (
          await query<{ verification_id: string }>(
            dbUrl,
            `select verification_id from outbox_events where account_id = $1 and event_name = 'verification.v2.created'`,
            [account.id],
          )
        ).map((r) => r.verification_id),
      );
      expect(acknowledged.filter((o) => !createdFor.has(o.id!))).toEqual([]);

      const mine = () =>
        receiver.received.filter((r) => r.body?.data?.account_id === account.id).map((r) => r.body.event_id);
      await eventually(
        async () => (await deliveryCount(dbUrl, account.id, mine())).missing.length === 0,
        120000,
      );
      const allDeliveredAt = Date.now();
      const count = await deliveryCount(dbUrl, account.id, mine());
      expect(count.missing).toEqual([]);
      expect(service.proc.exitCode).toBeNull();

      const firstOkAfter = Math.min(
        ...b
          .since(upAt)
          .filter((o) => o.ok)
          .map((o) => o.at),
      );
      const outage = b.outcomes.filter((o) => o.at >= downAt && o.at < upAt);
      report(`postgres ${mode} restart`, {
        writesAttempted: b.outcomes.length,
        writesOk: acknowledged.length,
        writesFailed: b.outcomes.length - acknowledged.length,
        duringOutage: { attempted: outage.length, ok: outage.filter((o) => o.ok).length },
        failedButCommitted: b.outcomes.filter((o) => !o.ok && tags.has(o.tag)).length,
        outageMs: upAt - downAt,
        firstWriteOkAfterRestartMs: firstOkAfter - upAt,
        restartToAllDeliveredMs: allDeliveredAt - upAt,
        events: count.events,
        delivered: count.events - count.missing.length,
        duplicates: count.duplicates,
      });
    },
    240000,
  );
});
