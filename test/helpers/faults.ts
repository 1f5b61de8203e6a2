import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { aFlow, aVerification } from './builders';

const ROOT = path.resolve(__dirname, '../..');
export const FAULT_ADMIN_TOKEN = 'faults-admin-token-0123456789';

export interface ServiceProcess {
  proc: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string | null>;
}

/** The real service as its own process (`node --import tsx src/main.ts`), on a free port. */
export function startService(env: Record<string, string>): Promise<ServiceProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', RATE_LIMIT_PER_SECOND: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | string | null>((r) => proc.on('exit', (code, sig) => r(code ?? sig)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`service did not start:\n${out}`));
    }, 60000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: m[1]!, output: () => out, exited });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    void exited.then(() => reject(new Error(`service exited:\n${out}`)));
  });
}

/** The environment every fault test gives the service. */
export const serviceEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  SECRET_KEY: randomBytes(32).toString('base64url'),
  ADMIN_TOKEN: FAULT_ADMIN_TOKEN,
  ALLOW_PRIVATE_NETWORK: 'true',
  WEBHOOK_RETRY_DELAYS: '1,1,2,2,3',
  ...extra,
});

export async function call(
  base: string,
  method: string,
  path: string,
  opts: { key?: string; body?: unknown; admin?: boolean } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.key) headers['x-api-key'] = opts.key;
  if (opts.admin) headers.authorization = `Bearer ${FAULT_ADMIN_TOKEN}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(30000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** An account with a flow, and one webhook per URL on `verification.v2.created`; returns the key. */
export async function setUpAccount(base: string, hookUrls: string[]): Promise<{ id: string; key: string }> {
  const account = await call(base, 'POST', '/admin/accounts', { admin: true, body: { name: 'Faults' } });
  const key = account.body.api_key as string;
  expect((await call(base, 'POST', '/account-flows', { key, body: aFlow() })).status).toBe(201);
  for (const url of hookUrls) {
    const hook = await call(base, 'POST', '/v2/webhooks', {
      key,
      body: { url, events: ['verification.v2.created'] },
    });
    expect(hook.status).toBe(201);
  }
  return { id: account.body.id, key };
}

export type WriteOutcome = { tag: string; at: number; ok: boolean; id?: string; error?: string };

/**
 * Concurrent REST writes (verifications from the flow) until stopped; every outcome is kept, so the
 * test can compare what the client saw with what the database holds afterwards.
 */
export class Burst {
  readonly outcomes: WriteOutcome[] = [];
  private stopped = false;
  private running: Promise<void>[] = [];
  private n = 0;

  constructor(
    private readonly target: () => string,
    private readonly key: string,
    private readonly concurrency = 8,
  ) {}

  start(): void {
    this.running = Array.from({ length: this.concurrency }, () => this.loop());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  okCount = () => this.outcomes.filter((o) => o.ok).length;
  since = (at: number) => this.outcomes.filter((o) => o.at >= at);

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const tag = `burst-${++this.n}`;
      try {
        const res = await call(this.target(), 'POST', '/verifications', {
          key: this.key,
          body: aVerification({ flow_id: 'onboarding-mx-estandar', tag }),
        });
        const ok = res.status >= 200 && res.status < 300;
        this.outcomes.push({
          tag,
          at: Date.now(),
          ok,
          id: res.body?.id,
          error: ok ? undefined : res.body?.code,
        });
      } catch (err) {
        this.outcomes.push({ tag, at: Date.now(), ok: false, error: (err as Error).message });
        // A refused connection fails at once: do not spin while the service is down.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }
}

/** Polls until the predicate holds or the deadline passes; returns whether it held. */
export async function eventually(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(predicate)
        .catch(() => false)
    )
      return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return predicate();
}

/** A short-lived query against the cluster (a new connection each time: it may have restarted). */
export async function query<T = any>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every committed event of the account against the receivers' event ids: missing and duplicates. */
export async function deliveryCount(databaseUrl: string, accountId: string, receivedIds: string[]) {
  const events = await query<{ event_id: string }>(
    databaseUrl,
    `select event_id from outbox_events where account_id = $1 and event_name = 'verification.v2.created'`,
    [accountId],
  );
  const seen = new Set(receivedIds);
  return {
    events: events.length,
    missing: events.filter((e) => !seen.has(e.event_id)).map((e) => e.event_id),
    duplicates: receivedIds.length - seen.size,
  };
}

/** Prints a figure line for the report (not an assertion). */
export const report = (title: string, figures: Record<string, unknown>) =>
  process.stdout.write(`\n[faults] ${title}: ${JSON.stringify(figures)}\n`);
