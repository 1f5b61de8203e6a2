import type { Browser, Page } from 'playwright-core';
import { aCsfOnlyFlow, aVerification } from '../helpers/builders';
import { ensureWebBuild, launchBrowser, screenshot } from '../helpers/browser';
import { syntheticCsf } from '../helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from '../helpers/test-app';
import { shown, tempFile } from './onboarding.scenario';

/**
 * Issue 18 on the onboarding page: a document the flow's rules refuse (a CSF older than the flow
 * accepts) does not count as done, the page says another document is needed and why, check-out stays
 * closed until an accepted document is in; a replacement asked for by staff shows live with its
 * reason, and closes check-out again until the end client sends another.
 */

jest.setTimeout(180_000);

// The callbacks given to page.evaluate run inside Chromium; the test program itself has no DOM lib.
declare const window: any;

const CEN = 'CEN2001011EA';
const LABEL = 'Constancia de situación fiscal';
let t: TestApp;
let a: TestAccount;
let browser: Browser;
let page: Page;
let v: { id: string; onboarding_url: string; items: { id: number; requirement_key: string }[] };

const card = () => page.getByRole('article', { name: LABEL });
const continueButton = () => page.getByRole('button', { name: 'Continuar' });
const slotId = () => v.items.find((i) => i.requirement_key === 'csf')!.id;
const uploadCsf = async (name: string, days: number) =>
  card()
    .getByLabel(`Elegir archivo para ${LABEL}`)
    .setInputFiles(tempFile(name, await syntheticCsf(days)));

beforeAll(async () => {
  await ensureWebBuild();
  t = await startTestApp();
  a = await t.createAccount('Préstamos del Norte');
  const flow = await t.request('POST', '/account-flows', {
    key: a.apiKey,
    body: aCsfOnlyFlow('csf-reciente', { document_age: 'reject' }),
  });
  expect(flow.status).toBe(201);
  const created = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ flow_id: 'csf-reciente', tax_id: CEN, key_people: [] }),
  });
  expect(created.status).toBe(201);
  v = created.body;
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
  page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(v.onboarding_url);
  // A marker that survives only as long as the document does: no step may reload the page.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('a document the flow refuses, on the onboarding page', () => {
  it('says another document is needed and why, never "Aceptado", and keeps check-out closed', async () => {
    await shown(page.getByText('0 de 1 pasos listos'));
    await uploadCsf('constancia-vieja.pdf', 400);
    await shown(card().getByText('Necesitamos otro documento', { exact: true }));
    await shown(card().getByText(/se emitió hace 400 días y se aceptan hasta 90/));
    expect(await card().getByText('Aceptado', { exact: true }).count()).toBe(0);
    await shown(page.getByText('0 de 1 pasos listos'));
    expect(await continueButton().isDisabled()).toBe(true);
    // The end client can send another one right there.
    await shown(card().getByLabel(`Elegir archivo para ${LABEL}`));
    await screenshot(page, 'onboarding-findings-1-too-old');
    const rest = await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey });
    expect(rest.body).toMatchObject({
      status: 'pending',
      decision: 'rejected',
      documents_status: 'pending_upload',
    });
  });

  it('accepts a recent one in its place and opens check-out, without a reload', async () => {
    await uploadCsf('constancia-reciente.pdf', 5);
    await shown(card().getByText('Aceptado', { exact: true }));
    await shown(page.getByText('1 de 1 pasos listos'));
    expect(await continueButton().isDisabled()).toBe(false);
    const rest = await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey });
    expect(rest.body).toMatchObject({ status: 'finished', decision: 'approved' });
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  });

  it("shows staff's request for another document live, with their reason, and closes check-out until one arrives", async () => {
    const asked = await t.request('POST', `/v2/verification-items/${slotId()}/request-replacement`, {
      key: a.apiKey,
      body: { reason: 'La constancia está cortada en la parte inferior' },
    });
    expect(asked.status).toBe(200);
    await shown(card().getByText('Necesitamos otro documento', { exact: true }));
    await shown(card().getByText('Motivo: La constancia está cortada en la parte inferior'));
    await shown(page.getByText('0 de 1 pasos listos'));
    expect(await continueButton().isDisabled()).toBe(true);
    await screenshot(page, 'onboarding-findings-2-replacement');

    await uploadCsf('constancia-completa.pdf', 3);
    await shown(card().getByText('Aceptado', { exact: true }));
    await continueButton().click();
    await shown(page.getByRole('heading', { name: '¡Listo! Recibimos tu información' }));
    expect(new URL(page.url()).pathname).toBe(`/onboarding/verification/${v.id}/check-out`);
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  });
});
