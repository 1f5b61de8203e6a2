import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { cpus } from 'node:os';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { sql } from 'kysely';
import pg from 'pg';
import { Agent, request } from 'undici';
import WebSocket from 'ws';
import { serviceSignature } from '../src/lib/webhook-signature';
import { benchApp } from './app';

/**
 * `npm run bench -- events`: commit-to-receipt latency at a steady rate (to a graphql-ws subscriber
 * and to a webhook receiver), and sustained signed deliveries per second, reported with the ratio to a
 * baseline measured in the same run (a plain loop of signed POSTs to the same receiver).
 */

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 5000);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function freshPostgres(base: string) {
  const name = `bvs_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

function receiver() {
  const seen = new Map<string, number>();
  let total = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      total++;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event_id: string };
        if (!seen.has(body.event_id)) seen.set(body.event_id, Date.now());
      } catch {
        /* baseline bodies */
      }
      res.writeHead(200).end('ok');
    });
  });
  return {
    seen,
    total: () => total,
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function waitUntil(predicate: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (predicate()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return predicate();
}

/** The ceiling: the same receiver, signed POSTs in a plain loop with the service's concurrency. */
async function baseline(url: string, count: number, concurrency: number): Promise<number> {
  const agent = new Agent({ connections: 256 });
  const body = JSON.stringify({
    event_name: 'verification.v2.created',
    event_id: 'baseline',
    data: { x: 1 },
  });
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const t = Math.floor(Date.now() / 1000);
        const res = await request(url, {
          method: 'POST',
          body,
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            'service-signature': serviceSignature('whsec_x', t, body),
          },
        });
        await res.body.text();
      }
    }),
  );
  await agent.close();
  return count / ((Date.now() - started) / 1000);
}

export async function benchEvents(): Promise<Record<string, number | string>> {
  const rx = receiver();
  const hookUrl = await rx.start();
  const bench = await benchApp({ ALLOW_PRIVATE_NETWORK: 'true' });
  const { app, account: acct } = bench;
  try {
    await fetch(`${app.url}/v2/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': acct.api_key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: hookUrl, events: ['verification.v2.created'] }),
    });

    const subSeen = new Map<string, number>();
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { 'x-api-key': acct.api_key },
    });
    client.subscribe(
      { query: 'subscription { verificationEvents(eventNames: ["verification.v2.created"]) { eventId } }' },
      {
        next: (v) => {
          const id = (v.data as { verificationEvents: { eventId: string } }).verificationEvents.eventId;
          if (!subSeen.has(id)) subSeen.set(id, Date.now());
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await new Promise((r) => setTimeout(r, 300));

    // Phase 1: a steady rate of committed events, each its own transaction as a state change would be.
    const committed = new Map<string, number>();
    const total = RATE * SECONDS;
    const start = Date.now();
    const writes: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      writes.push(
        (async () => {
          const eventId = randomUUID();
          await app.deps.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('outbox_events')
              .values({
                event_id: eventId,
                account_id: acct.id,
                verification_id: null,
                item_id: null,
                event_name: 'verification.v2.created',
                data: JSON.stringify({ n: i }),
                occurred_at: new Date(),
              })
              .execute();
            await sql`select pg_notify('bvs_outbox', '')`.execute(trx);
          });
          committed.set(eventId, Date.now());
        })(),
      );
    }
    await Promise.all(writes);
    const steadyRate = total / ((Date.now() - start) / 1000);
    await waitUntil(() => rx.seen.size >= total && subSeen.size >= total, 60000);
    const subLat = [...committed].filter(([id]) => subSeen.has(id)).map(([id, at]) => subSeen.get(id)! - at);
    const rxLat = [...committed].filter(([id]) => rx.seen.has(id)).map(([id, at]) => rx.seen.get(id)! - at);

    // Phase 2: a burst committed at once; sustained signed deliveries per second until the last lands.
    const before = rx.seen.size;
    const burstStart = Date.now();
    await app.deps.db.transaction().execute(async (trx) => {
      await sql`insert into outbox_events (event_id, account_id, event_name, data, occurred_at)
        select gen_random_uuid(), ${acct.id}::uuid, 'verification.v2.created', jsonb_build_object('n', g), now()
        from generate_series(1, ${BURST}) g`.execute(trx);
      await sql`select pg_notify('bvs_outbox', '')`.execute(trx);
    });
    const complete = await waitUntil(() => rx.seen.size >= before + BURST, 120000);
    const burstSeconds = (Date.now() - burstStart) / 1000;
    const deliveredPerSecond = (rx.seen.size - before) / burstSeconds;
    const lost = before + BURST - rx.seen.size;
    await client.dispose();

    const ceiling = await baseline(hookUrl, Math.min(BURST, 5000), 100);
    return {
      machine: `${process.platform} ${process.arch}, ${cpus().length} cores, Node ${process.version}, Postgres`,
      'steady rate (events/s)': Math.round(steadyRate),
      'subscriber p50 (ms)': pct(subLat, 50),
      'subscriber p99 (ms)': pct(subLat, 99),
      'subscriber received': `${subLat.length}/${total}`,
      'receiver p50 (ms)': pct(rxLat, 50),
      'receiver p99 (ms)': pct(rxLat, 99),
      'receiver received': `${rxLat.length}/${total}`,
      'burst size': BURST,
      'signed deliveries/s (sustained)': Math.round(deliveredPerSecond),
      'lost in burst': complete ? lost : `${lost} (timed out)`,
      'baseline signed POSTs/s (plain loop)': Math.round(ceiling),
      'deliveries/s ÷ baseline': (deliveredPerSecond / ceiling).toFixed(2),
    };
  } finally {
    await bench.stop();
    await rx.stop();
  }
}
