import { request } from 'node:http';
import pg from 'pg';
import { usingPostgres } from './helpers/database';
import { holdDatabase } from './helpers/hold-database';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * GET /readyz with `Expect: 100-continue`: the server answers 100 as it hands the request to the app,
 * so `arrived` resolves once the request is being served.
 */
function readyzInFlight(url: string) {
  let arrived!: () => void;
  const inFlight = new Promise<void>((r) => (arrived = r));
  const response = new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = request(`${url}/readyz`, { headers: { expect: '100-continue' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('continue', arrived);
    req.on('error', reject);
    req.end();
  });
  return { arrived: inFlight, response };
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('GET /readyz and GET /healthz', () => {
  it('answers ready with every check once migrated, connected and running', async () => {
    const ready = await t.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { migrations: 'ok', database: 'ok', queue: 'ok', shutdown: 'ok' },
    });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const live = await t.request('GET', '/healthz');
    expect({ status: live.status, body: live.body }).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 naming the database when it does not answer in time, while liveness stays 200', async () => {
    const release = await holdDatabase(t.app.database);
    try {
      const live = await t.request('GET', '/healthz');
      expect(live.status).toBe(200);
      const ready = await t.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        status: 'not_ready',
        checks: { migrations: 'ok', database: 'timeout', queue: 'ok', shutdown: 'ok' },
      });
    } finally {
      release();
    }
    expect((await t.request('GET', '/readyz')).status).toBe(200);
  });
});

describe('readiness of a stopping or disconnected instance', () => {
  it('answers 503 to a request in flight when shutdown begins', async () => {
    const other = await startTestApp();
    const release = await holdDatabase(other.app.database);
    const readyz = readyzInFlight(other.url);
    await readyz.arrived;
    const stopped = other.stop();
    release();
    const { status, body } = await readyz.response;
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'not_ready',
      checks: { migrations: 'ok', database: 'ok', queue: 'stopped', shutdown: 'in_progress' },
    });
    await stopped;
  });

  // An embedded PGlite cannot become unreachable: it lives and dies with the process.
  (usingPostgres() ? it : it.skip)(
    'answers 503 with database: error while Postgres refuses connections, and recovers',
    async () => {
      const name = new URL(t.databaseUrl!).pathname.slice(1);
      const refuse = async (refused: boolean) => {
        await admin(`alter database "${name}" with allow_connections ${!refused}`);
        if (refused)
          await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      };
      await refuse(true);
      try {
        const res = await t.request('GET', '/readyz');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          status: 'not_ready',
          checks: { migrations: 'ok', database: 'error', queue: 'ok', shutdown: 'ok' },
        });
        expect((await t.request('GET', '/healthz')).status).toBe(200);
      } finally {
        await refuse(false);
      }
      expect((await t.request('GET', '/readyz')).status).toBe(200);
    },
  );
});

describe('idle keep-alive connections', () => {
  it('stay open longer than the 60 s idle timeout of common proxies, so the server closes last', async () => {
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(`${t.url}/healthz`, { headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive']?.toString()));
      });
      req.on('error', reject);
      req.end();
    });
    expect(keepAlive).toBe('timeout=65');
  });
});
