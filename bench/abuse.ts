import autocannon from 'autocannon';
import { DEFAULT_OPERATION_LIMITS } from '../src/graphql/limits';
import { tokensForCost } from '../src/http/rate-limit';
import { MAX_FREE_OBJECT_BYTES } from '../src/domain/verifications/verification.input';
import {
  api,
  benchAccount,
  benchDatabase,
  benchVerification,
  ms,
  ratio,
  startService,
  type Child,
} from './harness';
import type { SuiteResult, Table } from './report';

/**
 * `npm run bench -- abuse`: one account sends the worst GraphQL operation the limits admit, as fast
 * as its rate limit lets it, while another account reads its webhooks at a steady rate; the victim's
 * p99 under attack is compared with its p99 idle, in the same run (target: under 3×). The service
 * runs as deployed (default limits, rate limits on), on PostgreSQL and on the embedded database.
 */

const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ABUSE_ROUNDS ?? 2);
/** The victim's steady load: well within its own rate limit (50/s). */
const VICTIM_RPS = 25;
/** Verifications of the attacker, each with metadata at its largest. */
const ATTACKER_ROWS = 300;

/**
 * The worst operation: verifications with their largest JSON, as many aliases of the largest page as
 * the cost allows (each alias costs 1 + 100 × (1 + 2), the metadata being the heaviest field).
 */
export function worstOperation(): { query: string; cost: number } {
  const perAlias = 1 + 100 * (1 + 2);
  const aliases = Math.min(
    DEFAULT_OPERATION_LIMITS.maxAliases,
    Math.floor(DEFAULT_OPERATION_LIMITS.maxCost / perAlias),
  );
  const query = `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: verifications(first: 100) { nodes { id metadata } }`).join(' ')} }`;
  return { query, cost: aliases * perAlias };
}

const sleep = (msecs: number) => new Promise((r) => setTimeout(r, msecs));

/** Retries a request refused by the rate limit after the seconds it names. */
async function patiently<T>(send: () => Promise<Response>, read: (r: Response) => Promise<T>): Promise<T> {
  for (;;) {
    const res = await send();
    if (res.status !== 429) {
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return read(res);
    }
    await res.body?.cancel();
    await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}

async function seedAttacker(base: string, key: string): Promise<void> {
  const metadata = { blob: 'x'.repeat(MAX_FREE_OBJECT_BYTES - 64) };
  for (let i = 0; i < ATTACKER_ROWS; i++) {
    await patiently(
      () =>
        fetch(`${base}/verifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ ...benchVerification(`heavy-${i}`), metadata }),
        }),
      async (r) => r.arrayBuffer(),
    );
  }
}

/** Sends the worst operation on `connections` loops until stopped, waiting out every 429. */
function attack(base: string, key: string, connections: number) {
  const { query } = worstOperation();
  let stopped = false;
  const stats = { operations: 0, refused: 0, bytes: 0 };
  const loop = async () => {
    while (!stopped) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ query }),
      });
      const body = await res.arrayBuffer();
      if (res.status === 429) {
        stats.refused++;
        await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      } else if (res.ok) {
        stats.operations++;
        stats.bytes += body.byteLength;
      } else throw new Error(`attack: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return { stats, stop: async () => ((stopped = true), await Promise.all(loops)) };
}

async function victimP99(
  base: string,
  key: string,
): Promise<{ p50: number; p99: number; requests: number; failures: number }> {
  const r = await autocannon({
    url: `${base}/v2/webhooks`,
    headers: { 'x-api-key': key },
    connections: 2,
    overallRate: VICTIM_RPS,
    duration: SECONDS,
  });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

async function measure(server: Child) {
  const attacker = await benchAccount(server.url);
  const victim = await benchAccount(server.url);
  for (let i = 0; i < 5; i++)
    await api(server.url, 'POST', '/v2/webhooks', {
      key: victim.key,
      body: { url: `https://hooks-${i}.example.com/bvs`, events: ['verification.v2.created'] },
    });
  await seedAttacker(server.url, attacker.key);
  await victimP99(server.url, victim.key); // warm-up
  const rounds: { idle: number; attacked: number; operations: number; bytes: number; failures: number }[] =
    [];
  for (let r = 0; r < ROUNDS; r++) {
    const idle = await victimP99(server.url, victim.key);
    const a = attack(server.url, attacker.key, 4);
    const attacked = await victimP99(server.url, victim.key);
    await a.stop();
    rounds.push({
      idle: idle.p99,
      attacked: attacked.p99,
      operations: a.stats.operations,
      bytes: a.stats.bytes,
      failures: idle.failures + attacked.failures,
    });
    // Let the attacker's bucket fill again, as it would between bursts.
    await sleep(5000);
  }
  return rounds;
}

export async function benchAbuse(): Promise<SuiteResult> {
  const { cost } = worstOperation();
  const rows: (string | number)[][] = [];
  const targets: [string, () => Promise<{ server: Child; drop: () => Promise<void> }>][] = [
    [
      'PostgreSQL',
      async () => {
        const db = await benchDatabase();
        return {
          server: await startService({ DATABASE_URL: db.url, RATE_LIMIT_PER_SECOND: '50' }),
          drop: db.drop,
        };
      },
    ],
    [
      'embedded (PGlite)',
      async () => ({
        server: await startService({ RATE_LIMIT_PER_SECOND: '50' }),
        drop: async () => undefined,
      }),
    ],
  ];
  for (const [name, start] of targets) {
    const { server, drop } = await start();
    try {
      for (const [i, r] of (await measure(server)).entries()) {
        rows.push([
          name,
          i + 1,
          ms(r.idle),
          ms(r.attacked),
          ratio(r.attacked, r.idle),
          `${(r.operations / SECONDS).toFixed(2)}/s, ${(r.bytes / r.operations / 1e6 || 0).toFixed(1)} MB each`,
          r.failures,
        ]);
      }
    } finally {
      await server.stop();
      await drop();
    }
  }
  const table: Table = {
    title: `Another account's GET /v2/webhooks at ${VICTIM_RPS}/s, idle and while one account sends the worst operation (cost ${cost}, ${tokensForCost(cost)} tokens) as fast as its rate limit allows (${SECONDS} s each; target: p99 under 3× idle)`,
    head: [
      'database',
      'round',
      'idle p99',
      'attacked p99',
      'ratio',
      'attacker operations',
      'victim failures',
    ],
    rows,
  };
  return { tables: [table] };
}
