import autocannon from 'autocannon';
import { buildASTSchema, parse } from 'graphql';
import { operationCost } from '../src/graphql/cost';
import { DEFAULT_OPERATION_LIMITS } from '../src/graphql/limits';
import { loadTypeDefs } from '../src/graphql/server';
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
/**
 * What the attacker selects of each verification: by default its largest JSON (the worst
 * operation); `BENCH_ABUSE_SELECTION=id` measures rows loaded for a selection that needs none of it.
 */
const SELECTION = process.env.BENCH_ABUSE_SELECTION ?? 'id metadata';
/** Verifications of the attacker, each with metadata at its largest. */
const ATTACKER_ROWS = 300;

/** The most verifications one `verifications` page hands out, whatever `first` asks (RELAY_LIMITS). */
const VERIFICATIONS_PAGE_MAX = 50;

/**
 * The worst operation: verifications with their largest JSON, as many aliases of the page as the
 * limits admit, the page size chosen for the most rows (costed by the service's own cost model, so
 * the attacker adapts to whatever weights it gives).
 */
export function worstOperation(): {
  query: string;
  shape: string;
  cost: number;
  rows: number;
} {
  const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
  const { maxAliases, maxCost } = DEFAULT_OPERATION_LIMITS;
  const alias = (first: number) => `verifications(first: ${first}) { nodes { ${SELECTION} } }`;
  let best = { first: 1, aliases: 0, perAlias: 0, rows: 0 };
  for (let first = 1; first <= 100; first++) {
    const perAlias = operationCost(schema, parse(`{ ${alias(first)} }`), undefined, undefined);
    const aliases = Math.min(maxAliases, Math.floor(maxCost / perAlias));
    const rows = aliases * Math.min(first, VERIFICATIONS_PAGE_MAX);
    if (rows > best.rows) best = { first, aliases, perAlias, rows };
  }
  const query = `{ ${Array.from({ length: best.aliases }, (_, i) => `a${i}: ${alias(best.first)}`).join(' ')} }`;
  const shape = `${best.aliases} × ${alias(best.first)}`;
  return { query, shape, cost: best.aliases * best.perAlias, rows: best.rows };
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
  const stats = { operations: 0, refused: 0, unavailable: 0, bytes: 0 };
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
      } else if (res.status === 503) {
        // The service shedding the attacker's load is an answer too: count it, wait as told.
        stats.unavailable++;
        await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      } else throw new Error(`attack: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    }
  };
  // An unexpected answer stops the attack and is thrown by stop(), after which the service is
  // stopped as usual (an unhandled rejection would leave it running).
  let failure: unknown;
  const loops = Array.from({ length: connections }, () =>
    loop().catch((err: unknown) => {
      failure ??= err;
      stopped = true;
    }),
  );
  return {
    stats,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      if (failure) throw failure;
    },
  };
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
  const rounds: {
    idle: number;
    attacked: number;
    operations: number;
    bytes: number;
    refused: number;
    unavailable: number;
    failures: number;
  }[] = [];
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
      refused: a.stats.refused,
      unavailable: a.stats.unavailable,
      failures: idle.failures + attacked.failures,
    });
    // Let the attacker's bucket fill again, as it would between bursts.
    await sleep(5000);
  }
  return rounds;
}

export async function benchAbuse(): Promise<SuiteResult> {
  const { cost, shape, rows: loaded } = worstOperation();
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
          `${(r.operations / SECONDS).toFixed(2)}/s, ${(r.bytes / r.operations / 1e6 || 0).toFixed(2)} MB each`,
          `${r.refused} / ${r.unavailable}`,
          r.failures,
        ]);
      }
    } finally {
      await server.stop();
      await drop();
    }
  }
  const table: Table = {
    title: `Another account's GET /v2/webhooks at ${VICTIM_RPS}/s, idle and while one account sends the worst operation (${shape}: ${loaded} rows, cost ${cost}, ${tokensForCost(cost)} tokens) as fast as its rate limit allows (${SECONDS} s each; target: p99 under 3× idle)`,
    head: [
      'database',
      'round',
      'idle p99',
      'attacked p99',
      'ratio',
      'attacker operations',
      'attacker 429 / 503',
      'victim failures',
    ],
    rows,
  };
  return { tables: [table] };
}
