import { randomUUID } from 'node:crypto';
import pg from 'pg';

type Row = Record<string, unknown>;

async function jsonColumns(pool: pg.Pool, table: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = $1 and data_type in ('json', 'jsonb')`,
    [table],
  );
  return new Set(rows.map((r) => r.column_name));
}

function insertSql(table: string, rows: Row[], json: Set<string>): { text: string; values: unknown[] } {
  const columns = Object.keys(rows[0]!);
  const values: unknown[] = [];
  const tuples = rows.map(
    (r) =>
      `(${columns
        .map((c) => {
          values.push(json.has(c) && r[c] !== null ? JSON.stringify(r[c]) : r[c]);
          return `$${values.length}`;
        })
        .join(', ')})`,
  );
  return { text: `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values };
}

/**
 * What a create costs the database alone: the same verification row, its items and its outbox event,
 * copied from one the service created, written in one transaction over `pg` (plus the NOTIFY).
 */
export async function rawInserter(databaseUrl: string, templateId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const [vJson, iJson] = await Promise.all([
    jsonColumns(pool, 'verifications'),
    jsonColumns(pool, 'verification_items'),
  ]);
  const verification = (await pool.query('select * from verifications where id = $1', [templateId]))
    .rows[0] as Row;
  const items = (
    await pool.query('select * from verification_items where verification_id = $1 order by item_order', [
      templateId,
    ])
  ).rows as Row[];
  const event = (
    await pool.query('select * from outbox_events where verification_id = $1 order by id limit 1', [
      templateId,
    ])
  ).rows[0] as Row;

  const insertOne = async (): Promise<void> => {
    const id = randomUUID();
    const now = new Date();
    const client = await pool.connect();
    try {
      await client.query('begin');
      const v = insertSql(
        'verifications',
        [{ ...verification, id, created_at: now, updated_at: now }],
        vJson,
      );
      await client.query(v.text, v.values);
      const i = insertSql(
        'verification_items',
        items.map(({ id: _, ...it }) => ({ ...it, verification_id: id, created_at: now, updated_at: now })),
        iJson,
      );
      await client.query(i.text, i.values);
      const { id: __, dispatched_at: ___, ...e } = event;
      const o = insertSql(
        'outbox_events',
        [{ ...e, event_id: randomUUID(), verification_id: id, occurred_at: now }],
        new Set(['data']),
      );
      await client.query(o.text, o.values);
      await client.query(`select pg_notify('bvs_outbox', '')`);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  return { insertOne, close: () => pool.end() };
}

/** `concurrency` loops of `run` for `seconds`: throughput and latency percentiles. */
export async function closedLoop(run: () => Promise<void>, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!);
  const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
  return {
    rps: Math.round(latencies.length / elapsed),
    mean,
    p50: pct(0.5),
    p99: pct(0.99),
    requests: latencies.length,
    failures: 0,
  };
}
