import { createServer, connect, type Server } from 'node:net';
import {
  call,
  eventually,
  query,
  report,
  serviceEnv,
  setUpAccount,
  startService,
  type ServiceProcess,
} from './helpers/faults';
import { aVerification } from './helpers/builders';
import { freePort, PgCluster } from './helpers/pg-cluster';
import { Receiver } from './helpers/receiver';

/** A TCP forwarder on a fixed port: until it listens, that port refuses connections. */
function forward(port: number, to: number): Promise<Server> {
  const server = createServer((socket) => {
    const upstream = connect(to, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function createVerifications(base: string, key: string, n: number): Promise<string[]> {
  const created = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      call(base, 'POST', '/verifications', {
        key,
        body: aVerification({ flow_id: 'onboarding-mx-estandar', tag: `r-${i}` }),
      }),
    ),
  );
  expect(created.map((c) => c.status)).toEqual(Array(n).fill(201));
  return created.map((c) => c.body.id as string);
}

describe('webhook receivers that fail', () => {
  let cluster: PgCluster;
  const services: ServiceProcess[] = [];
  const receivers: Receiver[] = [];
  let proxy: Server | undefined;
  beforeAll(async () => {
    cluster = await PgCluster.create();
  }, 60000);
  afterAll(async () => {
    proxy?.close();
    for (const s of services) s.proc.kill('SIGKILL');
    await Promise.all(services.map((s) => s.exited));
    await Promise.all(receivers.map((r) => r.stop()));
    await cluster.destroy();
  });

  async function serviceOn(dbName: string, env: Record<string, string>) {
    await query(cluster.url, `create database ${dbName}`);
    const dbUrl = cluster.url.replace(/\/postgres$/, `/${dbName}`);
    const service = await startService(serviceEnv(dbUrl, env));
    services.push(service);
    return { dbUrl, base: service.url };
  }

  it('a receiver down for the first attempts (refused, then 503) gets every event once it is back, and the attempt log shows the failures', async () => {
    const N = 20;
    const { dbUrl, base } = await serviceOn('bvs_down', { WEBHOOK_RETRY_DELAYS: '1,1,1,2,2,2,3,3,3' });
    const port = await freePort();
    const account = await setUpAccount(base, [`http://127.0.0.1:${port}/hook`]);
    await createVerifications(base, account.key, N);
    const failedOnce = () =>
      query<{ n: string }>(
        dbUrl,
        `select count(distinct delivery_id) as n from webhook_attempts where outcome = 'failed' and status_code is null`,
      );
    expect(await eventually(async () => Number((await failedOnce())[0]!.n) === N, 30000)).toBe(true);

    const receiver = new Receiver();
    receivers.push(receiver);
    const target = new URL(await receiver.start());
    receiver.script = Array.from({ length: N }, () => ({ status: 503, body: 'down for maintenance' }));
    proxy = await forward(port, Number(target.port));
    const delivered = () =>
      query<{ status: string; n: string }>(
        dbUrl,
        `select status, count(*) as n from webhook_deliveries group by status`,
      );
    expect(
      await eventually(async () => (await delivered()).every((r) => r.status === 'succeeded'), 60000),
    ).toBe(true);
    expect(await delivered()).toEqual([{ status: 'succeeded', n: String(N) }]);

    // The script answered the first N requests with 503; every event got a 200 after that.
    const answeredOk = new Set(receiver.received.slice(N).map((r) => r.body.event_id));
    const events = await query<{ event_id: string }>(dbUrl, 'select event_id from outbox_events');
    expect(events.filter((e) => !answeredOk.has(e.event_id))).toEqual([]);

    const [hook] = (await call(base, 'GET', '/v2/webhooks', { key: account.key })).body;
    const log = await call(base, 'GET', `/v2/webhooks/${hook.id}/deliveries?page_size=100`, {
      key: account.key,
    });
    type Attempt = { status_code: number | null; error: string | null; outcome: string };
    const attempts: Attempt[][] = log.body.data.map((d: { attempts: Attempt[] }) => d.attempts);
    expect(attempts).toHaveLength(N);
    for (const a of attempts) {
      expect(a[0]).toMatchObject({
        status_code: null,
        outcome: 'failed',
        error: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(a[a.length - 1]).toMatchObject({ status_code: 200, outcome: 'succeeded' });
    }
    const all = attempts.flat();
    expect(all.filter((a) => a.status_code === 503)).toHaveLength(N);
    report('receiver down', {
      deliveries: N,
      attempts: all.length,
      refused: all.filter((a) => a.status_code === null).length,
      http503: all.filter((a) => a.status_code === 503).length,
      succeeded: all.filter((a) => a.outcome === 'succeeded').length,
    });
  }, 120000);

  it("a receiver that hangs past WEBHOOK_TIMEOUT_MS holds back no other webhook's deliveries", async () => {
    const N = Number(process.env.FAULTS_SLOW_N ?? 30);
    const { dbUrl, base } = await serviceOn('bvs_slow', {
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_RETRY_DELAYS: '1,1',
    });
    const slow = new Receiver();
    const fast = new Receiver();
    receivers.push(slow, fast);
    slow.fallback = { status: 200, delayMs: 3000 };
    const slowUrl = await slow.start();
    const account = await setUpAccount(base, [slowUrl, await fast.start()]);
    const hooks: { id: string; url: string }[] = (
      await call(base, 'GET', '/v2/webhooks', { key: account.key })
    ).body;
    const slowHook = hooks.find((h) => h.url === slowUrl)!.id;
    const startedAt = Date.now();
    await createVerifications(base, account.key, N);

    await fast.waitFor((r) => r.length >= N, 60000);
    const fastDoneAt = Date.now();
    const slowAttemptsThen = await query<{ n: string }>(
      dbUrl,
      'select count(*) as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.webhook_id = $1',
      [slowHook],
    );
    const slowRequestsThen = slow.received.length;
    // Attempts are recorded when they end: none of the slow ones had ended (timed out) yet.
    expect(slowAttemptsThen[0]!.n).toBe('0');

    const slowOutcome = () =>
      query<{ status: string; attempts: number; error: string }>(
        dbUrl,
        'select status, attempt_count as attempts, last_error as error from webhook_deliveries where webhook_id = $1',
        [slowHook],
      );
    expect(
      await eventually(async () => (await slowOutcome()).every((d) => d.status === 'failed'), 90000),
    ).toBe(true);
    expect(new Set((await slowOutcome()).map((d) => `${d.attempts} ${d.error}`))).toEqual(
      new Set(['3 timeout']),
    );
    const fastIds = fast.received.map((r) => r.body.event_id);
    expect(new Set(fastIds).size).toBe(N);
    expect(fastIds).toHaveLength(N);
    report('slow receiver', {
      deliveriesPerWebhook: N,
      fastAllReceivedMs: fastDoneAt - startedAt,
      slowRequestsAlreadyHangingThen: slowRequestsThen,
      slowAttemptsEndedThen: 0,
      slowRequestsInAll: slow.received.length,
    });
  }, 180000);
});
