import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ensureWebBuild, launchBrowser, screenshot } from '../helpers/browser';
import { readFixture } from '../helpers/documents';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { onboardingScenario, shown, tempFile } from './onboarding.scenario';

jest.setTimeout(180_000);

// The callbacks given to page.evaluate run inside Chromium; the test program itself has no DOM lib.
declare const document: any;

let t: TestApp;
let browser: Browser;
let phone: BrowserContext;
let p: Page;
let scenario: Awaited<ReturnType<typeof onboardingScenario>>;

beforeAll(async () => {
  await ensureWebBuild();
  t = await startTestApp();
  scenario = await onboardingScenario(t);
  browser = await launchBrowser();
  phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'es-MX',
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  p = await phone.newPage();
  p.setDefaultTimeout(60_000);
  await p.goto(scenario.verification.onboarding_url);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the onboarding page on a phone (390×844)', () => {
  it('lists the requirements in one column, without sideways scrolling, with thumb-sized targets', async () => {
    const csf = p.getByRole('article', { name: 'Constancia de situación fiscal' });
    const acta = p.getByRole('article', { name: 'Acta constitutiva' });
    await shown(csf);
    await shown(p.getByRole('article', { name: 'Estado de cuenta' }));
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [first, second] = [(await csf.boundingBox())!, (await acta.boundingBox())!];
    expect(second.x).toBe(first.x);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(first.width).toBeLessThanOrEqual(390);
    const picker = (await csf.locator('label', { hasText: 'Elegir archivo' }).boundingBox())!;
    expect(picker.height).toBeGreaterThanOrEqual(44);
    await screenshot(p, 'onboarding-7-phone');
  });

  it('asks for a protected PDF’s password and sends the same file again with it', async () => {
    const slot = p.getByRole('article', { name: 'Estado de cuenta' });
    await slot
      .getByLabel('Elegir archivo para Estado de cuenta')
      .setInputFiles(tempFile('protegido.pdf', readFixture('files/protected.pdf')));
    await shown(slot.getByText('El PDF está protegido con contraseña.'));
    await slot.getByLabel('Contraseña del PDF').fill('secreto123');
    await slot.getByRole('button', { name: 'Abrir con la contraseña' }).click();
    await slot.getByText('El PDF está protegido con contraseña.').waitFor({ state: 'detached' });
    await shown(slot.getByText(/^(Aceptado|Rechazado)$/));
    await screenshot(p, 'onboarding-8-phone-password');
    const extra = scenario.verification.items.find((i: any) => i.requirement_key === 'extra_1');
    const opened = (
      await t.request('GET', `/verification-items/${extra.id}`, { key: scenario.account.apiKey })
    ).body;
    expect(opened).toMatchObject({ item_status: 'complete' });
    expect(opened.item_error ?? '').not.toMatch(/password/);
  });
});
