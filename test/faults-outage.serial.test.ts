import { randomUUID } from 'node:crypto';
import { aVerification } from './helpers/builders';
import {
  eventually,
  query,
  report,
  serviceEnv,
  setUpAccount,
  startService,
  type ServiceProcess,
} from './helpers/faults';
import { PgCluster } from './helpers/pg-cluster';
import { TcpProxy } from './helpers/tcp-proxy';

/** The longest a client waits for any answer: past it, the request counts as unanswered. */
const ANSWER_WITHIN_MS = 5000;
const OUTAGE_MS = 30_000;

interface Outcome {
  kind: 'write' | 'read' | 'graphql';
  at: number;
  ms: number;
  status: number | 'unanswered';
  code?: string;
  retryAfter?: string | null;
  tag?: string;
}

/** Clients writing (REST), reading (REST) and querying (GraphQL) until stopped, every outcome kept. */
class Traffic {
  readonly outcomes: Outcome[] = [];
  private stopped = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly key: string,
  ) {}

  start(): void {
    const kinds: Outcome['kind'][] = [
      'write',
      'write',
      'write',
      'write',
      'read',
      'read',
      'graphql',
      'graphql',
    ];
    this.loops = kinds.map((kind) => this.loop(kind));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  between = (from: number, to: number) => this.outcomes.filter((o) => o.at >= from && o.at < to);

  private async loop(kind: Outcome['kind']): Promise<void> {
    while (!this.stopped) {
      const tag = kind === 'write' ? `outage-${randomUUID()}` : undefined;
      const started = Date.now();
      const init: RequestInit = {
        headers: { 'content-type': 'application/json', 'x-api-key': this.key },
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      };
      const [path, method, body] =
        kind === 'write'
          ? [
              '/verifications',
              'POST',
              JSON.stringify(aVerification({ flow_id: 'onboarding-mx-estandar', tag })),
            ]
          : kind === 'read'
            ? ['/v2/webhooks', 'GET', undefined]
            : ['/graphql', 'POST', JSON.stringify({ query: '{ verifications(first: 5) { nodes { id } } }' })];
      try {
        const res = await fetch(`${this.base}${path}`, { ...init, method, body });
        const text = await res.text();
        const parsed = text ? (JSON.parse(text) as any) : {};
        this.outcomes.push({
          kind,
          at: started,
          ms: Date.now() - started,
          status: res.status,
          code: parsed.code ?? parsed.errors?.[0]?.extensions?.code,
          retryAfter: res.headers.get('retry-after'),
          tag,
        });
      } catch {
        this.outcomes.push({ kind, at: started, ms: Date.now() - started, status: 'unanswered', tag });
      }
    }
  }
}

async function probe(base: string): Promise<number> {
  return (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })).status;
}

describe('a 30 s database outage under traffic', () => {
  let cluster: PgCluster;
  let proxy: TcpProxy;
  let service: ServiceProcess | undefined;
  let traffic: Traffic | undefined;
  beforeAll(async () => {
    cluster = await PgCluster.create();
    proxy = new TcpProxy(cluster.port);
    await proxy.start();
  }, 60000);
  afterEach(async () => {
    await traffic?.stop();
    service?.proc.kill('SIGKILL');
    await service?.exited;
  });
  afterAll(async () => {
    await proxy.stop();
    await cluster.destroy();
  });

  it.each([
    ['Postgres stopped (connections refused)', 'stopped'],
    ['a network partition (connections open, nothing answers)', 'partition'],
  ] as const)(
    'with %s: every request is answered within 5 s, failures as 503 with Retry-After; no acknowledged write is lost',
    async (_name, kind) => {
      const dbName = `bvs_outage_${kind}`;
      await query(cluster.url, `create database ${dbName}`);
      // Through the proxy, so that the partition can come between the service and Postgres.
      const dbUrl = `postgres://postgres@127.0.0.1:${proxy.port}/${dbName}`;
      service = await startService(serviceEnv(dbUrl));
      const base = service.url;
      const account = await setUpAccount(base, []);
      const t = (traffic = new Traffic(base, account.key));
      t.start();
      expect(await eventually(() => t.outcomes.filter((o) => o.status === 201).length >= 20, 60000)).toBe(
        true,
      );

      const downAt = Date.now();
      if (kind === 'stopped') await cluster.stop({ mode: 'fast' });
      else proxy.partition();
      expect(await eventually(async () => (await probe(base)) === 503, 10000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - downAt)));
      const notReadyAtEnd = await probe(base);
      if (kind === 'stopped') await cluster.start();
      else proxy.heal();
      const upAt = Date.now();
      expect(await eventually(async () => (await probe(base)) === 200, 60000)).toBe(true);
      expect(
        await eventually(() => t.between(upAt, Infinity).filter((o) => o.status === 201).length >= 20, 60000),
      ).toBe(true);
      await t.stop();

      const during = t.between(downAt + 100, upAt);
      const failed = during.filter((o) => o.status !== 200 && o.status !== 201);
      // Answered, every one, and each failure a 503 SERVICE_UNAVAILABLE with Retry-After.
      expect(during.filter((o) => o.status === 'unanswered')).toEqual([]);
      expect(
        failed.filter((o) => o.status !== 503 || o.code !== 'SERVICE_UNAVAILABLE' || !o.retryAfter),
      ).toEqual([]);
      expect(failed.length).toBeGreaterThan(50);
      expect(notReadyAtEnd).toBe(503);

      const stored = new Set(
        (
          await query<{ tag: string }>(
            cluster.url.replace(/\/postgres$/, `/${dbName}`),
            'select tag from verifications',
          )
        ).map((r) => r.tag),
      );
      const acknowledged = t.outcomes.filter((o) => o.kind === 'write' && o.status === 201);
      expect(acknowledged.filter((o) => !stored.has(o.tag!))).toEqual([]);
      expect(service.proc.exitCode).toBeNull();

      const ms = during.map((o) => o.ms).sort((x, y) => x - y);
      report(`database outage (${kind})`, {
        outageMs: upAt - downAt,
        requestsDuringOutage: during.length,
        answered503: failed.length,
        latencyMsDuringOutage: {
          p50: ms[Math.floor(ms.length / 2)],
          p99: ms[Math.floor(ms.length * 0.99)],
          max: ms[ms.length - 1],
        },
        writesAcknowledged: acknowledged.length,
        acknowledgedLost: acknowledged.filter((o) => !stored.has(o.tag!)).length,
        firstOkAfterMs:
          Math.min(
            ...t
              .between(upAt, Infinity)
              .filter((o) => o.status === 201)
              .map((o) => o.at),
          ) - upAt,
      });
    },
    240000,
  );
});
