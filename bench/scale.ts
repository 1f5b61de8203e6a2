import pg from 'pg';
import { api, benchAccount, benchDatabase, benchVerification, startService } from './harness';
import { load, type Load } from './load';
import type { SuiteResult } from './report';
import { cursorAt, keysetExecutionMs, seedCopies } from './seed';
import { statementCounter } from './statements';

/**
 * `npm run bench -- scale`: list (first page, and a page in the middle through the cursor), the
 * details read-out and a nested GraphQL list page at 1k, 10k and 100k verifications in the account
 * (five items each). Keyset pagination should keep the latency flat.
 */

const LEVELS = (process.env.BENCH_SCALE_LEVELS ?? '1000,10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 4);

export const NESTED_LIST = `{ verifications(first: 20) { edges { node { id tag status taxId
  items { id itemType internalStatus } requirements { key satisfied item { id } }
  company { tax { businessName { value } } } people { keyPeople { names } } } } pageInfo { endCursor hasNextPage } } }`;

type Probe = { name: string; path: string; method?: 'POST'; body?: string };

export async function benchScale(): Promise<SuiteResult> {
  const db = await benchDatabase();
  const service = await startService({ DATABASE_URL: db.url });
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const counter = await statementCounter(db.url);
  try {
    const account = await benchAccount(service.url);
    const template = await api<{ id: string }>(service.url, 'POST', '/verifications', {
      key: account.key,
      body: benchVerification('template'),
    });
    const headers = { 'x-api-key': account.key, 'content-type': 'application/json' };
    const results = new Map<string, { level: number; load: Load; statements: number }[]>();
    const explained: number[] = [];
    let seeded = 1;
    for (const level of LEVELS) {
      const t0 = Date.now();
      await seedCopies(pool, template.id, seeded, level - 1);
      seeded = level;
      console.log(`  seeded ${level} verifications (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      const middle = await cursorAt(pool, account.id, Math.floor(level / 2));
      for (let i = 0; i < 5; i++) await keysetExecutionMs(pool, account.id, middle);
      explained.push(await keysetExecutionMs(pool, account.id, middle));
      const probes: Probe[] = [
        { name: 'REST list, first page (page_size=20)', path: '/verifications?page_size=20' },
        {
          name: 'REST list, page in the middle (cursor)',
          path: `/verifications?page_size=20&next=${middle}`,
        },
        { name: 'REST details read-out', path: `/v2/verifications/${template.id}/details` },
        {
          name: 'GraphQL list page, nested (items, requirements, company, people)',
          path: '/graphql',
          method: 'POST',
          body: JSON.stringify({ query: NESTED_LIST }),
        },
      ];
      for (const p of probes) {
        const measured = await load(
          { url: `${service.url}${p.path}`, headers, method: p.method, body: p.body },
          { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 1 },
        );
        const statements = await counter.steady((base) =>
          fetch(`${base}${p.path}`, { method: p.method ?? 'GET', headers, body: p.body }),
        );
        results.set(p.name, [...(results.get(p.name) ?? []), { level, load: measured, statements }]);
      }
    }
    const table = latencyTable(results);
    table.rows.push([
      'Postgres alone: the page-in-the-middle query (EXPLAIN ANALYZE execution time)',
      ...explained.map((e) => `${e.toFixed(3)} ms`),
      ...explained.slice(1).map((e) => (e / explained[0]!).toFixed(2)),
      '1',
    ]);
    return { tables: [table] };
  } finally {
    await counter.stop();
    await pool.end();
    await service.stop();
    await db.drop();
  }
}

function latencyTable(results: Map<string, { level: number; load: Load; statements: number }[]>) {
  const first = LEVELS[0]!;
  const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));
  const head = [
    'request',
    ...LEVELS.map((l) => `${k(l)}: mean / p99`),
    ...LEVELS.slice(1).map((l) => `${k(l)}÷${k(first)}`),
    'SQL per request',
  ];
  const rows = [...results].map(([name, byLevel]) => {
    const base = byLevel[0]!.load.mean;
    return [
      name,
      ...byLevel.map((r) => `${r.load.mean.toFixed(1)} ms / ${r.load.p99} ms`),
      ...byLevel.slice(1).map((r) => (r.load.mean / base).toFixed(2)),
      [...new Set(byLevel.map((r) => r.statements))].join(' / '),
    ];
  });
  return {
    title: `Latency by account size: ${CONNECTIONS} connections, ${SECONDS} s per request after a 1 s warm-up, Postgres; ratios of mean latency`,
    head,
    rows,
  };
}
