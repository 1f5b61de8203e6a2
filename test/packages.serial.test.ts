import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aVerification } from './helpers/builders';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/**
 * The two packages as an adopter gets them: `npm pack` (which builds them) from this checkout, then
 * `npm install <tarball>` into an empty project, then used against a running bvs: @bvs/webhooks
 * verifies real deliveries, @bvs/client makes real calls (CommonJS and ESM).
 */
const ROOT = path.resolve(__dirname, '..');
const run = (cmd: string, args: string[], cwd: string) => {
  const res = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
  });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
};

/** A script run while this process serves bvs: asynchronously, so the service can answer it. */
const runAsync = async (args: string[], cwd: string) =>
  (await promisify(execFile)(process.execPath, args, { cwd })).stdout;

/** Packs packages/<name> and installs the tarball into a new empty project; returns the project dir. */
/**
 * `installPacked` blocks the event loop for minutes, and the test's app shares it: keep-alive sockets
 * whose idle timeout passed meanwhile are closed by the server only once the loop turns again, so a
 * request made at once could be sent on one of them and reset. A short wait lets them close first.
 */
const settleIdleSockets = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 200));

function installPacked(name: string, work: string): { project: string; files: string[] } {
  const pkgDir = path.join(ROOT, 'packages', name);
  // prepack (the build) prints first; the JSON report is the last thing written.
  const out = run('npm', ['pack', '--json', '--pack-destination', work], pkgDir);
  const [pack] = JSON.parse(out.slice(out.lastIndexOf('\n[\n') + 1));
  const project = path.join(work, `${name}-project`);
  run('mkdir', ['-p', project], work);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: `try-${name}`, private: true }));
  run('npm', ['install', path.join(work, pack.filename)], project);
  return { project, files: pack.files.map((f: { path: string }) => f.path) };
}

/** Packages installed in a project's node_modules (scoped ones as @scope/name). */
const installed = (project: string) =>
  readdirSync(path.join(project, 'node_modules'))
    .filter((d) => !d.startsWith('.'))
    .flatMap((d) =>
      d.startsWith('@') ? readdirSync(path.join(project, 'node_modules', d)).map((s) => `${d}/${s}`) : [d],
    )
    .sort();

let work: string;
let t: TestApp;
let acct: TestAccount;
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'bvs-packages-'));
  t = await startTestApp({
    ALLOW_PRIVATE_NETWORK: 'true',
    WEBHOOK_RETRY_DELAYS: '1,1,1',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  acct = await t.createAccount('Packages SA');
}, 300_000);
afterAll(async () => {
  await t?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('@bvs/webhooks from its npm pack tarball', () => {
  let project: string;
  let files: string[];
  beforeAll(async () => {
    ({ project, files } = installPacked('webhooks', work));
    await settleIdleSockets();
  }, 300_000);

  it('ships its build and types, and installs with no other package', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/cjs/index.js',
        'dist/cjs/index.d.ts',
        'dist/esm/index.js',
        'dist/esm/index.d.ts',
        'package.json',
        'README.md',
        'LICENSE',
      ]),
    );
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
    expect(installed(project)).toEqual(['@bvs/webhooks']);
  });

  it('verifies real deliveries of a running bvs by both signatures, and refuses them under another secret', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed package, by its path
    const lib = require(path.join(project, 'node_modules', '@bvs', 'webhooks'));
    const events: any[] = [];
    let secret = '';
    let handler: (req: any, res: any) => void = () => undefined;
    const server: Server = createServer((req, res) => handler(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const hook = await t.request('POST', '/v2/webhooks', {
        key: acct.apiKey,
        body: { url, events: ['verification.v2.created'] },
      });
      expect(hook.status).toBe(201);
      secret = hook.body.secret;
      const raw: { headers: any; body: Buffer }[] = [];
      handler = (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          raw.push({ headers: req.headers, body: Buffer.concat(chunks) });
          try {
            events.push(lib.verifyWebhook(Buffer.concat(chunks), req.headers, secret));
            res.writeHead(204).end();
          } catch (err) {
            res.writeHead(400).end(String((err as { code?: string }).code));
          }
        });
      };
      const created = await t.request('POST', '/verifications', {
        key: acct.apiKey,
        body: aVerification({ items: [{ type: 'csf_mx' }] }),
      });
      expect(created.status).toBe(201);
      const until = Date.now() + 30_000;
      while (events.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));

      expect(events).toHaveLength(1);
      expect(events[0].event_name).toBe('verification.v2.created');
      const { headers, body } = raw[0]!;
      expect(events[0].event_id).toBe(headers['service-event-id']);
      // Each scheme alone verifies the delivery, with the old and new secret during a rotation.
      expect(lib.assertServiceSignature(body, headers['service-signature'], ['whsec_old', secret])).toBe(
        Number(headers['webhook-timestamp']),
      );
      expect(lib.assertStandardSignature(body, headers, [secret])).toBe(headers['webhook-id']);
      expect(lib.isValidWebhook(body, headers, 'whsec_b3RoZXItc2VjcmV0')).toBe(false);
      expect(lib.isValidWebhook(Buffer.concat([body, Buffer.from(' ')]), headers, secret)).toBe(false);

      // The receiver answering 400 (a secret it does not know) makes bvs record the refusal and retry.
      secret = 'whsec_b3RoZXItc2VjcmV0';
      await t.request('POST', '/verifications', {
        key: acct.apiKey,
        body: aVerification({ items: [{ type: 'csf_mx' }] }),
      });
      const refusals = Date.now() + 30_000;
      while (raw.length < 2 && Date.now() < refusals) await new Promise((r) => setTimeout(r, 50));
      expect(events).toHaveLength(1);
      // The receiver sees a request a moment before bvs records its attempt: read until it is there.
      let statuses = '';
      const recorded = Date.now() + 10_000;
      while (!/"status_code":400/.test(statuses) && Date.now() < recorded) {
        const deliveries = await t.request('GET', `/v2/webhooks/${hook.body.id}/deliveries`, {
          key: acct.apiKey,
        });
        statuses = JSON.stringify(deliveries.body);
        if (!/"status_code":400/.test(statuses)) await new Promise((r) => setTimeout(r, 100));
      }
      expect(statuses).toMatch(/"status_code":400/);
    } finally {
      server.close();
    }
  }, 120_000);

  it('loads as an ES module too', () => {
    const out = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import * as m from '@bvs/webhooks'; console.log(Object.keys(m).sort().join(','))",
      ],
      project,
    );
    expect(out.trim().split(',')).toEqual(
      expect.arrayContaining([
        'verifyWebhook',
        'isValidWebhook',
        'createNodeHandler',
        'expressWebhook',
        'verifyFastifyRequest',
      ]),
    );
  });
});

describe('@bvs/client from its npm pack tarball', () => {
  let project: string;
  let files: string[];
  beforeAll(async () => {
    ({ project, files } = installPacked('client', work));
    await settleIdleSockets();
  }, 300_000);

  it('ships its build, types and OpenAPI document, and installs with openapi-fetch only', () => {
    expect(files).toEqual(
      expect.arrayContaining(['dist/cjs/index.js', 'dist/esm/index.d.ts', 'openapi.json']),
    );
    expect(installed(project)).toEqual(['@bvs/client', 'openapi-fetch', 'openapi-typescript-helpers']);
  });

  it('its OpenAPI document is the served one with the /v2 and unversioned aliases folded', async () => {
    const served = await t.request('GET', '/openapi.json');
    const file = path.join(work, 'served.json');
    writeFileSync(file, JSON.stringify(served.body));
    const folded = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { foldAliases } from ${JSON.stringify(path.join(ROOT, 'packages/client/scripts/fold.mjs'))};
         import { readFileSync } from 'node:fs';
         console.log(JSON.stringify(foldAliases(JSON.parse(readFileSync(process.argv[1], 'utf8'))).document));`,
        file,
      ],
      ROOT,
    );
    const kept = JSON.parse(readFileSync(path.join(ROOT, 'packages/client/openapi.json'), 'utf8'));
    // A failure here means the API changed: run `npm run generate -- <bvs url>` in packages/client.
    expect(JSON.parse(folded)).toEqual(kept);
    const ids = Object.values(kept.paths).flatMap((item: any) =>
      Object.values(item).map((op: any) => op.operationId),
    );
    expect(ids.filter((id: string) => /(V2|Unversioned)$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('calls the running service (CommonJS): typed writes and reads, an idempotent retry after a lost answer', async () => {
    const script = `
      const { createBvsClient } = require('@bvs/client');
      const [baseUrl, apiKey] = process.argv.slice(1);
      let calls = 0;
      let posts = 0;
      // The first answer to the write is "lost" (the service did the work, the caller sees a 503):
      // the client retries with the same Idempotency-Key and gets the kept answer.
      const flaky = async (req) => {
        calls++;
        if (req.method === 'POST') posts++;
        const res = await fetch(req);
        if (calls === 1) return new Response('{}', { status: 503, headers: { 'retry-after': '0' } });
        return res;
      };
      (async () => {
        const bvs = createBvsClient({ baseUrl, apiKey, fetch: flaky, retry: { baseDelayMs: 10 } });
        const created = await bvs.POST('/v2/webhooks', {
          body: { url: 'https://hooks.example.com/client', events: ['verification.v2.finished'] },
        });
        const list = await bvs.GET('/v2/webhooks');
        const one = await bvs.GET('/v2/webhooks/{id}', { params: { path: { id: created.data.id } } });
        const missing = await bvs.GET('/v2/webhooks/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
        console.log(JSON.stringify({
          status: created.response.status, posts, replayed: created.response.headers.get('idempotent-replayed'),
          secret: typeof created.data.secret, listed: list.data.filter((w) => w.url.endsWith('/client')).length,
          same: one.data.id === created.data.id, missing: [missing.response.status, missing.error && missing.error.code],
        }));
      })().catch((e) => { console.error(e); process.exit(1); });`;
    const out = JSON.parse(await runAsync(['-e', script, t.url, acct.apiKey], project));
    expect(out).toEqual({
      status: 201,
      posts: 2,
      replayed: 'true',
      secret: 'string',
      listed: 1,
      same: true,
      missing: [404, 'NOT_FOUND'],
    });
  }, 60_000);

  it('calls the running service (ESM) and retries a 429 after its Retry-After', async () => {
    const script = `
      import { createBvsClient } from '@bvs/client';
      const [baseUrl, apiKey] = process.argv.slice(1);
      const seen = [];
      const limited = async (req) => {
        seen.push([Date.now(), req.headers.get('x-api-key') ? 'key' : 'none']);
        if (seen.length === 1) return new Response('{}', { status: 429, headers: { 'retry-after': '1' } });
        return fetch(req);
      };
      const bvs = createBvsClient({ baseUrl, apiKey, fetch: limited });
      const { data, response } = await bvs.GET('/v2/form-schemas');
      console.log(JSON.stringify({ status: response.status, array: Array.isArray(data), attempts: seen.length,
        waitedMs: seen[1][0] - seen[0][0], key: seen.map((s) => s[1]) }));`;
    const out = JSON.parse(
      await runAsync(['--input-type=module', '-e', script, t.url, acct.apiKey], project),
    );
    expect(out).toMatchObject({ status: 200, array: true, attempts: 2, key: ['key', 'key'] });
    expect(out.waitedMs).toBeGreaterThanOrEqual(950);
  }, 60_000);
});
