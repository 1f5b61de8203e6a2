import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './helpers/browser';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/**
 * What a person sees in a browser: the landing page at `/`, the favicon, and the GraphQL explorer
 * (GraphiQL built from the npm registry, every asset same-origin) at `/graphql`, which answers only
 * with the API key entered in its headers.
 */
const ROOT = path.resolve(__dirname, '..');

let t: TestApp;
let acct: TestAccount;
beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'web/explorer/dist/index.html'))) {
    execFileSync('npm', ['run', 'build:explorer'], { cwd: ROOT, stdio: 'pipe' });
  }
  t = await startTestApp();
  acct = await t.createAccount('Explorer SA');
}, 300_000);
afterAll(() => t?.stop());

describe('public pages over HTTP', () => {
  it('GET / is a landing page linking the dashboard, the docs, the explorer and the probes', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const href of ['/app/login', '/docs', '/openapi.json', '/graphql', '/healthz', '/readyz']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('GET /favicon.ico is an icon, not a 401', async () => {
    const res = await fetch(`${t.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await res.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect(ico.readUInt32LE(6 + 8)).toBe(ico.length - 22); // the image's size, after the directory
  });

  it('GET /graphql from a browser is the explorer; its assets are same-origin; API calls are unchanged', async () => {
    const page = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((a) => a.startsWith('/graphql/explorer/assets/')).length).toBeGreaterThanOrEqual(2);
    expect(assets.filter((a) => /^(https?:)?\/\//.test(a))).toEqual([]);
    for (const a of assets.filter((x) => x.startsWith('/graphql/explorer/'))) {
      expect((await fetch(`${t.url}${a}`)).status).toBe(200);
    }
    expect((await fetch(`${t.url}/graphql/explorer/assets/nope.js`)).status).toBe(404);
    // A GraphQL client's GET and POST still reach the server, which still wants the key.
    const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ viewer { name } }')}`, {
      headers: { accept: 'application/json', 'x-api-key': acct.apiKey },
    });
    expect(await get.json()).toEqual({
      data: { viewer: { name: 'Explorer SA' } },
      extensions: expect.anything(),
    });
    const anonymous = await t.gql(undefined, '{ viewer { name } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('the explorer in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(() => browser?.close());

  it('loads with no request to another origin and runs a query with the key from its headers editor', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(t.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) {
        foreign.push(r.url());
      }
    });
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(String(e)));
    await page.goto(`${t.url}/graphql`);
    await page.locator('.graphiql-execute-button').waitFor({ timeout: 60_000 });

    const run = async () => {
      const answer = page.waitForResponse(
        (r) => r.url() === `${t.url}/graphql` && r.request().method() === 'POST',
      );
      await page.locator('.graphiql-execute-button').click();
      return (await answer).json();
    };
    // The default query, with the key left empty: the server refuses it.
    const refused = await run();
    expect(refused.errors[0].extensions.code).toBe('UNAUTHORIZED');

    await page
      .getByRole('button', { name: /headers/i })
      .first()
      .click();
    await page.evaluate((key) => {
      // In the page: its CodeMirror 5 editors keep their instance on the element.
      const doc = (globalThis as any).document;
      const editors = [...doc.querySelectorAll('.graphiql-editor-tool .CodeMirror')] as {
        CodeMirror: { setValue(v: string): void };
      }[];
      editors.at(-1)!.CodeMirror.setValue(JSON.stringify({ 'x-api-key': key }));
    }, acct.apiKey);
    const answered = await run();
    expect(answered.data.viewer.name).toBe('Explorer SA');
    await page.locator('.graphiql-response').getByText('Explorer SA').first().waitFor();
    await screenshot(page, 'graphql-explorer');
    expect(foreign).toEqual([]);
    expect(failures).toEqual([]);
  }, 180_000);
});
