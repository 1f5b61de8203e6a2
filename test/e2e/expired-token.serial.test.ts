import { SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { Secrets } from '../../src/lib/secrets';
import { ensureWebBuild, launchBrowser, screenshot } from '../helpers/browser';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { onboardingScenario } from './onboarding.scenario';

jest.setTimeout(120_000);

let t: TestApp;
let browser: Browser;
let page: Page;
let v: any;

beforeAll(async () => {
  await ensureWebBuild();
  t = await startTestApp();
  v = (await onboardingScenario(t)).verification;
  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'es-MX' });
  page.setDefaultTimeout(30_000);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** The link with another token in place of the real one. */
function linkWith(token: string | null): string {
  const url = new URL(v.onboarding_url);
  if (token === null) url.searchParams.delete('accessToken');
  else url.searchParams.set('accessToken', token);
  return url.toString();
}

/** Signed as src/domain/verifications/access-token.ts signs, with the app's SECRET_KEY. */
async function tokenExpiredAt(expSeconds: number): Promise<string> {
  const key = new Secrets(t.env.SECRET_KEY!).tokenKey;
  return new SignJWT({ acc: v.account_id, scope: 'verification' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('bvs')
    .setAudience('bvs:verification')
    .setSubject(v.id)
    .setIssuedAt(expSeconds - 3600)
    .setExpirationTime(expSeconds)
    .sign(key);
}

/** The same token claiming another verification, the signature left as it was. */
function tamperedToken(token: string, otherId: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  return [
    header,
    Buffer.from(JSON.stringify({ ...claims, sub: otherId })).toString('base64url'),
    signature,
  ].join('.');
}

async function expectClearErrorPage(name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Este enlace ya no es válido' }).waitFor();
  const text = await page.locator('body').innerText();
  expect(text).toContain('El enlace venció o está incompleto, así que no podemos mostrar tu verificación.');
  expect(text).toContain('Pide a quien te lo envió un enlace nuevo.');
  expect(text).not.toMatch(/Error:|\bat \S+[:(]|UNAUTHORIZED|GraphQL|undefined/);
  expect(text).not.toContain('Open Source Integrators');
  await screenshot(page, name);
}

describe('an onboarding link that cannot open its verification', () => {
  it('with a tampered token, shows a clear page in Spanish and no stack trace', async () => {
    const other = await t.request('POST', '/verifications', {
      key: (await t.createAccount('Otra')).apiKey,
      body: { country: 'mx', tag: 'x', tax_id: 'EKU9003173C9', items: [{ type: 'csf_mx' }] },
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/graphql'));
    await page.goto(linkWith(tamperedToken(v.access_token, other.body.id)));
    const res = await answer;
    expect(res.status()).toBe(401);
    expect((await res.json()).errors[0].extensions.code).toBe('UNAUTHORIZED');
    await expectClearErrorPage('expired-token-tampered');
  });

  it('with an expired token, shows the same clear page', async () => {
    const expired = await tokenExpiredAt(Math.floor(Date.now() / 1000) - 60);
    await page.goto(linkWith(expired));
    await expectClearErrorPage('expired-token-expired');
  });

  it('without a token at all, shows the same page without asking the server', async () => {
    let asked = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/graphql')) asked = true;
    });
    await page.goto(linkWith(null));
    await expectClearErrorPage('expired-token-missing');
    expect(asked).toBe(false);
  });

  it('a token signed the same way but still valid opens the page: the failures above are the token', async () => {
    const fresh = await tokenExpiredAt(Math.floor(Date.now() / 1000) + 600);
    await page.goto(linkWith(fresh));
    await page.getByRole('heading', { level: 1, name: 'Open Source Integrators' }).waitFor();
  });
});
