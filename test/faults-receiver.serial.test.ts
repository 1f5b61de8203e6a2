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
import { WEBHOOK_SENDS } from '../src/domain/webhooks/delivery';

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

  it("a receiver that hangs past WEBHOOK_TIMEOUT_MS, with a backlog larger than an instance's sends in flight, holds back no other webhook's deliveries", async () => {
    // More deliveries than an instance sends at once (and than the 4 × 50 of a batch-bound worker).
    const N = Number(process.env.FAULTS_SLOW_N ?? 250);
    const TIMEOUT_MS = 5000;
    const cap = WEBHOOK_SENDS.perWebhook;
    const { dbUrl, base } = await serviceOn('bvs_slow', {
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RETRY_DELAYS: '1,1',
    });
    const slow = new Receiver();
    const fast = new Receiver();
    receivers.push(slow, fast);
    // Hangs past the timeout: the service gives up on each request after TIMEOUT_MS.
    slow.fallback = { status: 200, delayMs: TIMEOUT_MS + 2000 };
    const slowUrl = await slow.start();
    const account = await setUpAccount(base, [slowUrl, await fast.start()]);
    const hooks: { id: string; url: string }[] = (
      await call(base, 'GET', '/v2/webhooks', { key: account.key })
    ).body;
    const slowHook = hooks.find((h) => h.url === slowUrl)!.id;
    const slowAttempts = () =>
      query<{
        delivery_id: string;
        attempt_number: number;
        status_code: number | null;
        error: string | null;
        started: string;
        latency_ms: number;
      }>(
        dbUrl,
        `select a.delivery_id, a.attempt_number, a.status_code, a.error, a.latency_ms,
                (extract(epoch from a.started_at) * 1000)::float8::text as started
           from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
          where d.webhook_id = $1 order by a.delivery_id, a.attempt_number`,
        [slowHook],
      );
    const startedAt = Date.now();
    await createVerifications(base, account.key, N);
    const createdMs = Date.now() - startedAt;

    await fast.waitFor((r) => r.length >= N, 60000);
    const fastDoneAt = Date.now();
    const endedThen = (await slowAttempts()).length;
    const slowOpenThen = slow.received.length;
    const firstSlowAt = slow.received[0]?.at ?? fastDoneAt;
    const lastFastAt = Math.max(...fast.received.map((r) => r.at));
    report('slow receiver, when the last fast delivery arrived', {
      deliveriesPerWebhook: N,
      timeoutMs: TIMEOUT_MS,
      createdMs,
      fastAllReceivedMs: fastDoneAt - startedAt,
      lastFastAfterFirstSlowRequestMs: lastFastAt - firstSlowAt,
      slowRequestsSoFar: slowOpenThen,
      slowAttemptsEndedSoFar: endedThen,
    });
    // Attempts are recorded when they end: none of the slow ones had ended (timed out) yet, and every
    // fast delivery arrived well within the first slow request's timeout.
    expect(endedThen).toBe(0);
    expect(lastFastAt - firstSlowAt).toBeLessThan(TIMEOUT_MS - 1000);
    // The hanging receiver holds no more than its cap of sends in flight.
    expect(slowOpenThen).toBeGreaterThan(0);
    expect(slowOpenThen).toBeLessThanOrEqual(cap);

    // While it hangs, its backlog is still worked through, one cap of sends per timeout.
    const timeouts = async () => (await slowAttempts()).filter((a) => a.error === 'timeout').length;
    expect(await eventually(async () => (await timeouts()) >= 2 * cap, 4 * TIMEOUT_MS)).toBe(true);
    const hangingMs = Date.now() - startedAt;
    // The receiver recovers: the requests still open keep hanging (and time out), new ones get a 200.
    slow.fallback = { status: 200, body: 'ok' };
    const slowOutcome = () =>
      query<{ id: string; status: string; attempts: number }>(
        dbUrl,
        'select id, status, attempt_count as attempts from webhook_deliveries where webhook_id = $1',
        [slowHook],
      );
    expect(
      await eventually(
        async () => (await slowOutcome()).filter((d) => d.status === 'succeeded').length === N,
        60000,
      ),
    ).toBe(true);
    const allDoneMs = Date.now() - startedAt;

    // Nothing lost: every event reached the slow receiver, and the fast one exactly once.
    const events = await query<{ event_id: string }>(dbUrl, 'select event_id from outbox_events');
    expect(events).toHaveLength(N);
    const slowIds = new Set(slow.received.map((r) => r.body.event_id));
    expect(events.filter((e) => !slowIds.has(e.event_id))).toEqual([]);
    const fastIds = fast.received.map((r) => r.body.event_id);
    expect(new Set(fastIds).size).toBe(N);
    expect(fastIds).toHaveLength(N);

    // The attempt log: each attempt counted is one request the receiver saw (a delivery held back by the
    // cap was not counted), every attempt before the last timed out, the last got the 200, and no
    // delivery was attempted beyond the schedule (3 attempts for '1,1').
    const outcome = await slowOutcome();
    const attempts = await slowAttempts();
    const byDelivery = new Map<string, typeof attempts>();
    for (const a of attempts) byDelivery.set(a.delivery_id, [...(byDelivery.get(a.delivery_id) ?? []), a]);
    expect(outcome.reduce((n, d) => n + d.attempts, 0)).toBe(slow.received.length);
    expect(attempts).toHaveLength(slow.received.length);
    for (const d of outcome) {
      const log = byDelivery.get(d.id)!;
      expect(log.map((a) => a.attempt_number)).toEqual(Array.from({ length: d.attempts }, (_, i) => i + 1));
      expect(d.attempts).toBeLessThanOrEqual(3);
      expect(log.slice(0, -1).map((a) => a.error)).toEqual(Array(d.attempts - 1).fill('timeout'));
      expect(log.at(-1)).toMatchObject({ status_code: 200, error: null });
    }
    const timedOut = attempts.filter((a) => a.error === 'timeout');
    expect(timedOut.length).toBeGreaterThanOrEqual(2 * cap);
    // At most `cap` slow attempts overlapped (each interval from the attempt log, 20 ms of rounding).
    const edges = timedOut.flatMap((a) => [
      { at: Number(a.started), d: 1 },
      { at: Number(a.started) + a.latency_ms - 20, d: -1 },
    ]);
    edges.sort((x, y) => x.at - y.at || x.d - y.d);
    let open = 0;
    let maxOpen = 0;
    for (const e of edges) maxOpen = Math.max(maxOpen, (open += e.d));
    expect(maxOpen).toBeLessThanOrEqual(cap);

    report('slow receiver, in all', {
      hangingForMs: hangingMs,
      slowTimeouts: timedOut.length,
      slowMaxOverlapping: maxOpen,
      slowRequestsInAll: slow.received.length,
      slowAllSucceededMs: allDoneMs,
    });
  }, 180000);
});
