import { api, benchAccount, benchDatabase, benchVerification, int, ms, ratio, startService } from './harness';
import { load } from './load';
import { closedLoop, rawInserter } from './raw-insert';
import type { SuiteResult } from './report';
import { statementCounter } from './statements';

/**
 * `npm run bench -- create`: REST `POST /verifications` from a flow (five items and the
 * `verification.v2.created` event), concurrent, against the same rows written by a raw `pg`
 * transaction at the same concurrency.
 */

const SECONDS = Number(process.env.BENCH_CREATE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export async function benchCreate(): Promise<SuiteResult> {
  const db = await benchDatabase();
  const service = await startService({ DATABASE_URL: db.url });
  try {
    const account = await benchAccount(service.url);
    const headers = { 'x-api-key': account.key, 'content-type': 'application/json' };
    const body = JSON.stringify(benchVerification('bench-create'));
    const rest = await load(
      { url: `${service.url}/verifications`, method: 'POST', headers, body },
      { connections: CONNECTIONS, seconds: SECONDS },
    );

    const template = await api<{ id: string; items: unknown[] }>(service.url, 'POST', '/verifications', {
      key: account.key,
      body: benchVerification('template'),
    });
    const raw = await rawInserter(db.url, template.id);
    let baseline: Awaited<ReturnType<typeof closedLoop>>;
    try {
      await closedLoop(raw.insertOne, CONNECTIONS, 3);
      baseline = await closedLoop(raw.insertOne, CONNECTIONS, SECONDS);
    } finally {
      await raw.close();
    }

    const counter = await statementCounter(db.url);
    let statements: number;
    try {
      statements = await counter.steady((base) =>
        fetch(`${base}/verifications`, { method: 'POST', headers, body }),
      );
    } finally {
      await counter.stop();
    }
    const head = ['writer', 'creates/s', 'p50', 'p99', '÷ raw', 'failures'];
    return {
      tables: [
        {
          title: `Create a verification (${template.items.length} items + 1 event): ${CONNECTIONS} concurrent, ${SECONDS} s after a 3 s warm-up, Postgres`,
          head,
          rows: [
            [
              `REST POST /verifications (${statements} SQL incl. BEGIN/COMMIT)`,
              int(rest.rps),
              ms(rest.p50),
              ms(rest.p99),
              ratio(rest.rps, baseline.rps),
              rest.failures,
            ],
            [
              'raw pg transaction, same rows (6 SQL incl. BEGIN/COMMIT)',
              int(baseline.rps),
              ms(baseline.p50),
              ms(baseline.p99),
              '1.00',
              0,
            ],
          ],
        },
      ],
    };
  } finally {
    await service.stop();
    await db.drop();
  }
}
