import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bvs-proc-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  // One process (no tsx wrapper), so that a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return Object.assign(child, { output: () => out });
}

function waitFor(
  child: ReturnType<typeof run>,
  pattern: RegExp,
  timeoutMs = 25000,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; output:\n${child.output()}`)), timeoutMs);
    const check = () => {
      const m = child.output().match(pattern);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    check();
    child.on('exit', () => {
      check();
      clearTimeout(timer);
      reject(new Error(`exited; output:\n${child.output()}`));
    });
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('npm start on an empty DATA_DIR', () => {
  it('serves health, creates a demo account once and prints a working key and example', async () => {
    const env = { DATA_DIR: dir, PORT: '0', DATABASE_URL: '' };
    const server = run(['src/main.ts'], env);
    try {
      const [, url] = await waitFor(server, /"url":"(http:\/\/[^"]+)"/);
      const [, key] = await waitFor(server, /(bvs_sk_[A-Za-z0-9_-]+)/);
      await waitFor(server, /curl -s/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const res = await fetch(`${url}/v2/webhooks`, { headers: { 'x-api-key': key! } });
      expect(res.status).toBe(200);
      expect(server.output()).not.toMatch(/"level":\d+.*bvs_sk_/); // the key is printed for the operator, never logged
    } finally {
      server.kill('SIGTERM');
      expect(await exitOf(server)).toBe(0);
    }
    const again = run(['src/main.ts'], env);
    try {
      await waitFor(again, /bvs listening/);
      expect(again.output()).not.toContain('demo account');
    } finally {
      again.kill('SIGTERM');
      await exitOf(again);
    }
  }, 60000);

  it('refuses a bad configuration, naming every problem', async () => {
    const child = run(['src/main.ts'], { DATA_DIR: dir, PORT: 'x', LOG_LEVEL: 'loud' });
    expect(await exitOf(child)).toBe(1);
    expect(child.output()).toMatch(/PORT/);
    expect(child.output()).toMatch(/LOG_LEVEL/);
  }, 30000);
});

describe('npm run cli -- accounts create', () => {
  it('prints {id, name, api_key} as JSON', async () => {
    const child = run(['src/cli.ts', 'accounts', 'create', '--name', 'Prestamos SA'], {
      DATA_DIR: dir,
      DATABASE_URL: '',
    });
    expect(await exitOf(child)).toBe(0);
    const json = JSON.parse(child.output().slice(child.output().indexOf('{')));
    expect(json).toEqual({
      id: expect.any(String),
      name: 'Prestamos SA',
      api_key: expect.stringMatching(/^bvs_sk_/),
    });
  }, 30000);

  it('fails with a message for a missing name', async () => {
    const child = run(['src/cli.ts', 'accounts', 'create'], { DATA_DIR: dir, DATABASE_URL: '' });
    expect(await exitOf(child)).toBe(1);
    expect(child.output()).toMatch(/name/);
  }, 30000);
});

describe('npm run cli -- keys', () => {
  it('issues a second key, lists both, revokes one, and refuses to revoke the last', async () => {
    const env = { DATA_DIR: dir, DATABASE_URL: '' };
    const json = (child: ReturnType<typeof run>) => {
      const out = child.output();
      return JSON.parse(out.slice(out.search(/[[{]/)));
    };
    const created = run(['src/cli.ts', 'accounts', 'create', '--name', 'Rota SA'], env);
    expect(await exitOf(created)).toBe(0);
    const account = json(created).id;
    const issued = run(['src/cli.ts', 'keys', 'create', '--account', account, '--label', 'ops'], env);
    expect(await exitOf(issued)).toBe(0);
    expect(json(issued)).toMatchObject({
      label: 'ops',
      revoked_at: null,
      api_key: expect.stringMatching(/^bvs_sk_/),
    });
    const listed = run(['src/cli.ts', 'keys', 'list', '--account', account], env);
    expect(await exitOf(listed)).toBe(0);
    const keys = json(listed);
    expect(keys.map((k: { label: string }) => k.label)).toEqual(['default', 'ops']);
    const revoked = run(['src/cli.ts', 'keys', 'revoke', '--account', account, '--key', keys[0].id], env);
    expect(await exitOf(revoked)).toBe(0);
    expect(json(revoked)).toMatchObject({ id: keys[0].id, revoked_at: expect.any(String) });
    const last = run(['src/cli.ts', 'keys', 'revoke', '--account', account, '--key', keys[1].id], env);
    expect(await exitOf(last)).toBe(1);
    expect(last.output()).toMatch(/last active API key/);
  }, 90000);
});

describe('the embedded database', () => {
  it('gives a second process on the same DATA_DIR a clear error, and the first keeps serving', async () => {
    const first = run(['src/main.ts'], { DATA_DIR: dir, PORT: '0', DATABASE_URL: '' });
    try {
      const [, url] = await waitFor(first, /"url":"(http:\/\/[^"]+)"/);
      const second = run(['src/main.ts'], { DATA_DIR: dir, PORT: '0', DATABASE_URL: '' });
      expect(await exitOf(second)).toBe(1);
      expect(second.output()).toMatch(/in use by another bvs process/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      first.kill('SIGTERM');
      expect(await exitOf(first)).toBe(0);
    }
  }, 60000);
});
