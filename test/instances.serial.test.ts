import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { aVerification } from './helpers/builders';
import { CompletionWatcher, syntheticCsf, upload } from './helpers/documents';
import { usingPostgres } from './helpers/database';
import { delay, Receiver } from './helpers/receiver';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './helpers/test-app';
import { Subscriber } from './helpers/ws';

const ROOT = path.resolve(__dirname, '..');

// PGlite is one process by design; these tests need a shared Postgres (set TEST_DATABASE_URL).
const onPostgres = usingPostgres() ? describe : describe.skip;

onPostgres('several instances on one Postgres', () => {
  let a: TestApp;
  let b: App;
  let receiver: Receiver;
  let hookUrl: string;
  beforeAll(async () => {
    a = await startTestApp({
      ALLOW_PRIVATE_NETWORK: 'true',
      WEBHOOK_RETRY_DELAYS: '1,1,1,1',
      WEBHOOK_TIMEOUT_MS: '1000',
    });
    b = await createApp(loadConfig({ ...a.env, DATABASE_URL: a.databaseUrl! }));
    receiver = new Receiver();
    hookUrl = await receiver.start();
  });
  afterAll(async () => {
    await b.stop();
    await a.stop();
    await receiver.stop();
  });

  it('a subscriber on one instance receives events committed through the other', async () => {
    const acct = await a.createAccount();
    const s = new Subscriber(`${a.url.replace('http', 'ws')}/graphql`, { 'x-api-key': acct.apiKey });
    try {
      await s.acked;
      s.subscribe('subscription { verificationEvents { eventName verificationId } }');
      await delay(100);
      const res = await fetch(`${b.url}/verifications`, {
        method: 'POST',
        headers: { 'x-api-key': acct.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(aVerification({ items: [{ type: 'csf_mx' }] })),
      });
      const v = (await res.json()) as { id: string };
      await s.waitFor(1);
      expect(s.values[0].verificationEvents).toEqual({
        eventName: 'verification.v2.created',
        verificationId: v.id,
      });
    } finally {
      await s.close();
    }
  });

  it('delivers each webhook event exactly once between them', async () => {
    const acct = await a.createAccount();
    await a.request('POST', '/v2/webhooks', {
      key: acct.apiKey,
      body: { url: hookUrl, events: ['verification.v2.created'] },
    });
    const bases = [a.url, b.url];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${bases[i % 2]}/verifications`, {
          method: 'POST',
          headers: { 'x-api-key': acct.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify(aVerification({ items: [{ type: 'csf_mx' }], tag: `t${i}` })),
        }),
      ),
    );
    const mine = () => receiver.received.filter((r) => r.body?.data?.account_id === acct.id);
    await receiver.waitFor(() => mine().length >= 40);
    await delay(1000);
    const ids = mine().map((r) => r.body.event_id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('processes each uploaded document exactly once between their workers', async () => {
    const acct = await a.createAccount();
    const csf = await syntheticCsf();
    const created = await a.request('POST', '/verifications', {
      key: acct.apiKey,
      body: aVerification({
        tax_id: 'CEN2001011EA',
        items: Array.from({ length: 6 }, () => ({ type: 'generic' })),
      }),
    });
    const ids: number[] = created.body.items.map((i: { id: number }) => i.id);
    const watcher = new CompletionWatcher(a, acct.apiKey);
    try {
      await watcher.ready();
      // Half the uploads through each instance; both run document workers.
      await Promise.all(
        ids.map((id, n) =>
          n % 2 === 0 ? upload(a, acct.apiKey, id, csf) : upload({ ...a, url: b.url }, acct.apiKey, id, csf),
        ),
      );
      await watcher.completed(ids);
      const events = await a.app.deps.db
        .selectFrom('outbox_events')
        .select(['item_id', 'event_name'])
        .where('verification_id', '=', created.body.id)
        .where('event_name', '=', 'verification_item.v2.completed')
        .execute();
      expect(events.map((e) => e.item_id).sort()).toEqual([...ids].sort());
      const files = await a.app.deps.db
        .selectFrom('item_files')
        .select(['status', 'processed_at'])
        .where('verification_id', '=', created.body.id)
        .execute();
      expect(files.map((f) => f.status)).toEqual(Array(6).fill('processed'));
    } finally {
      await watcher.close();
    }
  });
});

onPostgres('killing an instance (SIGKILL) during a burst', () => {
  let seed: TestApp;
  let receiver: Receiver;
  const procs: ChildProcess[] = [];
  beforeAll(async () => {
    // The seed only owns the database: as an API-only instance it takes no jobs from the two under test.
    seed = await startTestApp({}, { role: 'api' });
    receiver = new Receiver();
  });
  afterAll(async () => {
    for (const p of procs) p.kill('SIGKILL');
    await seed.stop();
    await receiver.stop();
  });

  function startInstance(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    procs.push(proc);
    let out = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`instance did not start:\n${out}`)), 30000);
      proc.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve({ proc, url: m[1]! });
        }
      });
      proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    });
  }

  it('loses no event: the survivor delivers everything committed, at least once', async () => {
    const hookUrl = await receiver.start();
    const env = {
      DATABASE_URL: seed.databaseUrl!,
      SECRET_KEY: seed.env.SECRET_KEY!,
      ADMIN_TOKEN,
      ALLOW_PRIVATE_NETWORK: 'true',
      WEBHOOK_RETRY_DELAYS: '1,1,1,1,1',
      WEBHOOK_TIMEOUT_MS: '1000',
    };
    const [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    const acct = await (
      await fetch(`${one.url}/admin/accounts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: '{"name":"Burst"}',
      })
    ).json();
    const key = (acct as { api_key: string }).api_key;
    // A slow receiver keeps deliveries in flight on both instances when one dies.
    receiver.fallback = { status: 200, delayMs: 50 };
    await fetch(`${one.url}/v2/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: hookUrl, events: ['verification.v2.created'] }),
    });
    const committed: string[] = [];
    const post = async (base: string, i: number) => {
      const res = await fetch(`${base}/verifications`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(aVerification({ items: [{ type: 'csf_mx' }], tag: `burst-${i}` })),
      }).catch(() => null);
      if (res?.status === 201) committed.push(((await res.json()) as { id: string }).id);
    };
    const burst: Promise<void>[] = [];
    for (let i = 0; i < 120; i++) {
      burst.push(post(i % 2 ? one.url : two.url, i));
      if (i === 60) two.proc.kill('SIGKILL');
      if (i % 10 === 0) await delay(20);
    }
    await Promise.all(burst);
    expect(committed.length).toBeGreaterThanOrEqual(60);
    const delivered = () => new Set(receiver.received.map((r) => r.body?.data?.verification_id));
    await receiver.waitFor(() => committed.every((id) => delivered().has(id)), 120000);
    expect(committed.filter((id) => !delivered().has(id))).toEqual([]);
  }, 180000);
});
