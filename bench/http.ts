import {
  api,
  benchAccount,
  benchDatabase,
  benchVerification,
  int,
  ms,
  ratio,
  startCeiling,
  startService,
  type Child,
} from './harness';
import { interleaved, type Target } from './load';
import type { SuiteResult } from './report';
import { READ_BY_ID } from './read-by-id';
import { statementCounter } from './statements';

/**
 * `npm run bench -- http`: a read by id over REST and over GraphQL, each against the bare express +
 * pg handler that runs the single-row query (the practical ceiling), on loopback with autocannon.
 */

const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const ITEM_FIELDS = `id verificationId itemOrder itemStatus itemType internalStatus itemValue itemError itemOptions
  itemUiOptions validationResult itemScope requirementKey tag tags userEventCompletedAt userEventName
  userEventReason originalFileUrl createdAt updatedAt`;
/** The fields of the REST answer (spec 2.4), items included. */
export const VERIFICATION_QUERY = `query ($id: ID!) { verification(id: $id) { id accountId status createdAt updatedAt
  flowId documentsStatus onboardingUrl detailsUrl accessToken items { ${ITEM_FIELDS} } tag email signatoryEmail
  country taxId businessName friendlyName metadata options keyPeople createdBy } }`;

interface Reads {
  server: Child;
  id: string;
  accountId: string;
  key: string;
  rest: Target;
  graphql: Target;
}

/** One account and one verification on `server`, and the REST and GraphQL reads of it. */
export async function readsOn(server: Child): Promise<Reads> {
  const account = await benchAccount(server.url);
  const v = await api<{ id: string }>(server.url, 'POST', '/verifications', {
    key: account.key,
    body: benchVerification('http'),
  });
  const headers = { 'x-api-key': account.key, 'content-type': 'application/json' };
  return {
    server,
    id: v.id,
    accountId: account.id,
    key: account.key,
    rest: { url: `${server.url}/verifications/${v.id}`, headers },
    graphql: {
      url: `${server.url}/graphql`,
      method: 'POST',
      headers,
      body: JSON.stringify({ query: VERIFICATION_QUERY, variables: { id: v.id } }),
    },
  };
}

async function statementsPerRead(
  databaseUrl: string,
  reads: Reads,
): Promise<{ rest: number; graphql: number }> {
  const counter = await statementCounter(databaseUrl);
  const path = (t: Target) => t.url.slice(reads.server.url.length);
  const send = (t: Target) => (base: string) =>
    fetch(`${base}${path(t)}`, { ...t, method: t.method ?? 'GET' });
  try {
    const rest = await counter.steady(send(reads.rest));
    // The ceiling is only a ceiling while it runs what the service runs: fail loudly if they part.
    if (rest !== 1 || counter.lastSql() !== READ_BY_ID)
      throw new Error(
        `the ceiling's statement (bench/ceiling-server.ts READ_BY_ID) is no longer the read's: ` +
          `${rest} statement(s), the last ${counter.lastSql()}`,
      );
    return { rest, graphql: await counter.steady(send(reads.graphql)) };
  } finally {
    await counter.stop();
  }
}

export async function benchHttp(): Promise<SuiteResult> {
  const db = await benchDatabase();
  const servers: Child[] = [];
  const start = async (s: Promise<Child>) => {
    servers.push(await s);
    return servers[servers.length - 1]!;
  };
  try {
    const info = await readsOn(await start(startService({ DATABASE_URL: db.url, LOG_LEVEL: 'info' })));
    const warn = await readsOn(await start(startService({ DATABASE_URL: db.url, LOG_LEVEL: 'warn' })));
    const ceiling = await start(startCeiling(db.url));
    const pglite = process.env.BENCH_PGLITE === '0' ? null : await readsOn(await start(startService({})));
    const rows: [string, Target, Child, string][] = [
      [
        'ceiling: bare express + pg, the same single-row statement',
        { url: `${ceiling.url}/row/${info.id}`, headers: { 'x-account-id': info.accountId } },
        ceiling,
        '—',
      ],
      ['bare express + pg, one table (no items)', { url: `${ceiling.url}/narrow/${info.id}` }, ceiling, '—'],
      ['REST GET /verifications/{id}', info.rest, info.server, '≥ 0.70'],
      ['GraphQL verification(id), same fields', info.graphql, info.server, '≥ 0.50'],
      ['REST, LOG_LEVEL=warn (no request log)', warn.rest, warn.server, '—'],
      ['GraphQL, LOG_LEVEL=warn', warn.graphql, warn.server, '—'],
      ...(pglite
        ? ([
            ['REST on PGlite (embedded; CPU includes the database)', pglite.rest, pglite.server, '—'],
            ['GraphQL on PGlite (embedded)', pglite.graphql, pglite.server, '—'],
          ] as [string, Target, Child, string][])
        : []),
    ];
    const statements = await statementsPerRead(db.url, info);
    const measured = await interleaved(
      rows.map(([, target, server]) => ({ target, server })),
      { connections: CONNECTIONS, rounds: ROUNDS, seconds: SECONDS },
    );
    const top = measured[0]!;
    return {
      tables: [
        {
          title:
            `Read by id: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per endpoint after a 3 s warm-up, ` +
            `loopback, Postgres; SQL per request: REST ${statements.rest}, GraphQL ${statements.graphql}, ceiling 1`,
          head: [
            'endpoint',
            'req/s',
            'p50',
            'p99',
            'server CPU/request',
            '÷ ceiling (req/s)',
            'target',
            'failures',
          ],
          rows: rows.map(([name, , , target], i) => {
            const l = measured[i]!;
            return [
              name,
              int(l.rps),
              ms(l.p50),
              ms(l.p99),
              `${int(l.cpuUsPerRequest)} µs`,
              ratio(l.rps, top.rps),
              target,
              l.failures,
            ];
          }),
        },
      ],
    };
  } finally {
    for (const s of servers) await s.stop();
    await db.drop();
  }
}
