import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres } from './events';

const ROOT = path.resolve(__dirname, '..');
export const ADMIN_TOKEN = 'bench-admin-token-123456';

export const basePostgresUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database on the bench Postgres, dropped by `drop()`. */
export const benchDatabase = () => freshPostgres(basePostgresUrl());

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Child {
  url: string;
  /** CPU time (user + system, all threads) the process has used so far, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc (Linux), in milliseconds (clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function waitHealthy(url: string, proc: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`${url}: process exited with ${proc.exitCode}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * A TypeScript entry point as its own process (the load generator must not share its event loop).
 * Its output goes to /dev/null, as a production log would go to a collector, not to this process.
 */
async function spawnTs(entry: string, env: Record<string, string>, root = ROOT): Promise<Child> {
  const port = await freePort();
  // BENCH_CPU_PROF_DIR: every spawned process writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const proc = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, proc);
  return {
    url,
    cpuMs: () => cpuMsOf(proc.pid),
    stop: async () => {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The real service (`src/main.ts`); without `DATABASE_URL` it runs PGlite in a temporary DATA_DIR.
 * `root`: another checkout of bvs to run instead of this one (`bench/compare.ts`).
 */
export async function startService(env: Record<string, string>, root = ROOT): Promise<Child> {
  const dataDir = env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), 'bvs-bench-'));
  const child = await spawnTs(
    'src/main.ts',
    {
      SECRET_KEY: randomBytes(32).toString('base64url'),
      ADMIN_TOKEN,
      RATE_LIMIT_PER_SECOND: '0',
      LOG_LEVEL: 'info',
      // As deployed: libraries such as graphql-js skip their development-time checks.
      NODE_ENV: 'production',
      ...(dataDir && { DATA_DIR: dataDir, DATABASE_URL: '' }),
      ...env,
    },
    root,
  );
  return {
    ...child,
    stop: async () => {
      await child.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ceiling: bare express + pg (`bench/ceiling-server.ts`). */
export const startCeiling = (databaseUrl: string) =>
  spawnTs('bench/ceiling-server.ts', { DATABASE_URL: databaseUrl });

export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  opts: { key?: string; body?: unknown; admin?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.key) headers['x-api-key'] = opts.key;
  if (opts.admin) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A service with one account and the standard flow; returns the API key. */
export async function benchAccount(base: string): Promise<{ id: string; key: string }> {
  const account = await api<{ id: string; api_key: string }>(base, 'POST', '/admin/accounts', {
    admin: true,
    body: { name: 'Bench' },
  });
  await api(base, 'POST', '/account-flows', { key: account.api_key, body: benchFlow });
  return { id: account.id, key: account.api_key };
}

const requirement = (label: string, types: string[]) => ({
  ui_options: { label },
  allowed_item_types: types,
  validation_options: { on_invalid_type_error: 'invalidate' },
});

/** Four document slots (one optional) and a UBO form: five items per verification. */
export const benchFlow = {
  friendly_name: 'Onboarding MX',
  id_slug: 'onboarding-mx',
  country: 'mx',
  flow_items: {
    id: 'bench',
    items: [
      { type: 'ubos', options: { ubos_form_schema: 'mx_form', ubos_threshold: 25, is_optional: false } },
    ],
    options: { next_steps_checkout: [{ title: 'Firma', description: 'Recibirás el contrato' }] },
  },
  record_validation_schema: {
    version: '2',
    requirements: {
      doc_1: requirement('Constancia de situación fiscal', ['csf_mx']),
      doc_2: requirement('Acta constitutiva', ['ac_mx']),
      doc_3: requirement('Poderes', ['pw_mx', 'aa_mx']),
    },
    optional_requirements: { extra_1: requirement('Estado de cuenta', ['bank_statement']) },
  },
};

export const benchVerification = (tag: string) => ({
  country: 'mx',
  tag,
  tax_id: 'EKU9003173C9',
  email: 'finanzas@empresa.mx',
  metadata: { crm_id: 'A-1' },
  key_people: [{ names: 'María López Hernández', scope: ['powers'] }],
  flow_id: 'onboarding-mx',
});

export const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');
export const ms = (v: number) => `${v} ms`;
export const int = (v: number) => Math.round(v).toLocaleString('en-US');
