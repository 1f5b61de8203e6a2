import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchDatabase, int, ratio, startService, type Child } from './harness';
import { readsOn } from './http';
import { interleaved, type Target } from './load';
import { markdown } from './report';

/**
 * `npm run bench:compare -- <dir>`: the read by id of this checkout against another checkout of bvs
 * (for example `git worktree add /tmp/before <commit>` with its node_modules linked to this one's),
 * REST and GraphQL, in interleaved rounds: CPU per request and requests/s of each.
 *
 * What a change saves is often smaller than the spread between two runs of the `http` suite on a
 * shared machine. Here both versions run side by side, each on its own fresh database, and take turns
 * round after round, so whatever else the machine does weighs on both alike.
 */
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_COMPARE_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main(): Promise<void> {
  const other = process.argv[2] && path.resolve(process.argv[2]);
  if (!other || !existsSync(path.join(other, 'src/main.ts')))
    throw new Error('usage: npm run bench:compare -- <another bvs checkout, with its node_modules>');
  const here = path.resolve(__dirname, '..');
  const databases = [await benchDatabase(), await benchDatabase()];
  const servers: Child[] = [];
  try {
    for (const [i, root] of [other, here].entries())
      servers.push(await startService({ DATABASE_URL: databases[i]!.url }, root));
    const [before, after] = [await readsOn(servers[0]!), await readsOn(servers[1]!)];
    const rows: [string, Target, Child][] = [
      ['REST, other checkout', before.rest, servers[0]!],
      ['REST, this checkout', after.rest, servers[1]!],
      ['GraphQL, other checkout', before.graphql, servers[0]!],
      ['GraphQL, this checkout', after.graphql, servers[1]!],
    ];
    const measured = await interleaved(
      rows.map(([, target, server]) => ({ target, server })),
      { connections: CONNECTIONS, rounds: ROUNDS, seconds: SECONDS },
    );
    console.log(`other checkout: ${other}\n`);
    console.log(
      markdown({
        title: `Read by id, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s`,
        head: ['endpoint', 'req/s', 'server CPU/request', 'CPU ÷ other checkout'],
        rows: rows.map(([name], i) => {
          const m = measured[i]!;
          const base = measured[i - (i % 2)]!;
          return [
            name,
            int(m.rps),
            `${int(m.cpuUsPerRequest)} µs`,
            ratio(m.cpuUsPerRequest, base.cpuUsPerRequest),
          ];
        }),
      }),
    );
  } finally {
    for (const s of servers) await s.stop();
    for (const d of databases) await d.drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
