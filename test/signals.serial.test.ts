import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exitOf, outputMatching, type ServiceProcess } from './helpers/service-process';

/**
 * What Docker, systemd and Kubernetes do: SIGTERM to the process they started, here `npm start`
 * (npm, which forwards the signal to the node process its script `exec`s). The service must stop
 * gracefully, leave no process behind and free its port.
 */
const ROOT = path.resolve(__dirname, '..');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bvs-signals-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Resolves true when `port` can be bound again (nothing listens on it any more). */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The direct children of a process (Linux /proc). */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

function npmStart(port: number): ServiceProcess {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dir, PORT: String(port), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return Object.assign(child, { output: () => out });
}

async function waitUntil(cond: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const cleanup = (procs: (ChildProcess | number | undefined)[]) => {
  for (const p of procs) {
    const pid = typeof p === 'number' ? p : p?.pid;
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
};

describe('signals to npm start', () => {
  it('SIGTERM to the npm process alone stops the service gracefully, frees the port, leaves no process', async () => {
    const port = await freePort();
    const npm = npmStart(port);
    let server: number | undefined;
    try {
      await outputMatching(npm, /"msg":"bvs listening"/, 120_000);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      // The script execs node: npm's only child is the server itself, not a shell.
      const children = childrenOf(npm.pid!);
      expect(children).toHaveLength(1);
      server = children[0]!;
      const [exe, ...args] = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
      expect(path.basename(exe!)).toBe('node');
      expect(args).toContain('src/main.ts');

      process.kill(npm.pid!, 'SIGTERM');
      const code = await exitOf(npm);
      expect(code).toBe(0);
      expect(npm.output()).toMatch(/"signal":"SIGTERM".*"msg":"shutting down"/);
      expect(npm.output()).toMatch(/"msg":"stopped"/);
      await waitUntil(() => !alive(server!), 5000, 'the server process to be gone');
      expect(await portIsFree(port)).toBe(true);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      cleanup([npm, server]);
    }
  }, 180_000);

  it('SIGINT (Ctrl-C) to npm start stops it the same way', async () => {
    const port = await freePort();
    const npm = npmStart(port);
    let server: number | undefined;
    try {
      await outputMatching(npm, /"msg":"bvs listening"/, 120_000);
      server = childrenOf(npm.pid!)[0];
      process.kill(npm.pid!, 'SIGINT');
      expect(await exitOf(npm)).toBe(0);
      expect(npm.output()).toMatch(/"signal":"SIGINT".*"msg":"shutting down"/);
      await waitUntil(() => !alive(server!), 5000, 'the server process to be gone');
      expect(await portIsFree(port)).toBe(true);
    } finally {
      cleanup([npm, server]);
    }
  }, 180_000);

  it('a SIGTERM while the service is still starting stops it once started, with exit code 0', async () => {
    const port = await freePort();
    const npm = npmStart(port);
    let server: number | undefined;
    try {
      // The embedded database's directory appears while the service opens and migrates it: it has
      // loaded its modules but does not listen yet.
      await waitUntil(() => existsSync(path.join(dir, 'pg')), 120_000, 'the database directory');
      expect(npm.output()).not.toMatch(/bvs listening/);
      server = childrenOf(npm.pid!)[0];
      process.kill(npm.pid!, 'SIGTERM');
      const code = await exitOf(npm);
      if (code !== 0) throw new Error(`exit code ${code}; output:\n${npm.output()}`);
      expect(npm.output()).toMatch(/SIGTERM while starting: stopping once started/);
      expect(npm.output()).toMatch(/"msg":"stopped"/);
      await waitUntil(() => !alive(server!), 5000, 'the server process to be gone');
      expect(await portIsFree(port)).toBe(true);
    } finally {
      cleanup([npm, server]);
    }
  }, 180_000);
});
