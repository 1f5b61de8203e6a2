import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceSignature } from '../src/lib/webhook-signature';

const ROOT = path.resolve(__dirname, '..');
const run = (cmd: string, args: string[], cwd = ROOT) => {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
};

describe('the bvs package, as a receiver installs it', () => {
  let dir: string;
  beforeAll(() => {
    run('npm', ['run', 'build:lib']);
    dir = mkdtempSync(path.join(tmpdir(), 'bvs-receiver-'));
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(ROOT, path.join(dir, 'node_modules', 'bvs'), 'dir');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exports verifyWebhookSignature, which accepts a real signature and refuses a forged or stale one', () => {
    const secret = 'whsec_test_0123456789abcdef';
    const body = JSON.stringify({ event_name: 'verification.v2.finished', data: { verification_id: 'v' } });
    const now = Math.floor(Date.now() / 1000);
    const header = serviceSignature(secret, now, body);
    const script = `
      const { verifyWebhookSignature } = require('bvs');
      const [body, header, secret, now] = process.argv.slice(2);
      const t = Number(now);
      console.log(JSON.stringify([
        verifyWebhookSignature(body, header, secret, { toleranceSeconds: 300 }),
        verifyWebhookSignature(Buffer.from(body), header, secret),
        verifyWebhookSignature(body + ' ', header, secret),
        verifyWebhookSignature(body, header, secret + 'x'),
        verifyWebhookSignature(body, header, secret, { toleranceSeconds: 60, now: t + 61 }),
        verifyWebhookSignature(body, undefined, secret),
      ]));`;
    writeFileSync(path.join(dir, 'check.js'), script);
    const out = run(process.execPath, ['check.js', body, header, secret, String(now)], dir);
    expect(JSON.parse(out)).toEqual([true, true, false, false, false, false]);
  });

  it('publishes only the helper and its types', () => {
    const [pack] = JSON.parse(run('npm', ['pack', '--dry-run', '--json']));
    const files = pack.files.map((f: { path: string }) => f.path).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/index.d.ts',
        'dist/index.js',
        'dist/lib/webhook-signature.js',
        'package.json',
      ]),
    );
    expect(files.filter((f: string) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
  });
});
