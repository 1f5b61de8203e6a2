import type { Browser, Page } from 'playwright-core';
import { ensureWebBuild, launchBrowser, screenshot } from '../helpers/browser';
import { aVerification } from '../helpers/builders';
import { realCsf, upload } from '../helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from '../helpers/test-app';
import {
  browserStorage,
  gqlAsEndClient,
  itemCard,
  markPage,
  rowOf,
  sidewaysOverflow,
  signIn,
  stillSamePage,
} from './staff.scenario';

const OSI = 'OSI220401JP1'; // the RFC of the real CSF fixture
const UPLOAD = `mutation($itemId: ID!, $file: FileUploadInput!) { uploadItemFile(itemId: $itemId, file: $file) { id } }`;

let t: TestApp;
let a: TestAccount;
let browser: Browser;

beforeAll(async () => {
  await ensureWebBuild();
  [t, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  a = await t.createAccount('Préstamos del Norte');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const createVerification = async (tag: string) => {
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ tag, tax_id: OSI, key_people: [], items: [{ type: 'csf_mx' }] }),
  });
  expect(res.status).toBe(201);
  return res.body;
};

const dashboardPage = async (viewport = { width: 1280, height: 800 }): Promise<Page> => {
  const page = await browser.newPage({ viewport });
  await signIn(page, t.url, a.apiKey, '/app');
  await page.getByText('En vivo').waitFor();
  return page;
};

describe('signing in to the staff pages', () => {
  it('refuses a bad API key with a clear message, then signs in keeping only a session token', async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/app`);
    await page.waitForURL((url) => url.pathname === '/app/login');
    await page.getByLabel('Clave de API').fill('bvs_sk_not-a-real-key');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('La clave de API no es válida. Revísala e inténtalo de nuevo.');
    expect(await page.getByLabel('Clave de API').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'staff-login-bad-key');

    await page.getByLabel('Clave de API').fill(a.apiKey);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Verificaciones', level: 1 }).waitFor();
    const stored = JSON.parse(await browserStorage(page));
    expect(JSON.stringify(stored)).not.toContain(a.apiKey);
    expect(JSON.parse(stored['bvs.staff.session'])).toMatchObject({
      token: expect.any(String),
      account: { name: 'Préstamos del Norte' },
    });
    await page.close();
  });

  it('sends a session the server no longer accepts back to the sign-in, which returns to the page', async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/app/login`);
    const forged = { token: 'revoked', expiresAt: '2999-01-01T00:00:00Z', account: { id: 'x', name: 'x' } };
    await page.evaluate(
      `sessionStorage.setItem('bvs.staff.session', ${JSON.stringify(JSON.stringify(forged))})`,
    );
    await page.goto(`${t.url}/app/verifications?status=PENDING`);
    await page.getByText('Tu sesión terminó. Vuelve a entrar para continuar.').waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/app/verifications?status=PENDING');
    await page.getByLabel('Clave de API').fill(a.apiKey);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/app/verifications' && url.search === '?status=PENDING');
    expect(await page.getByLabel('Estado', { exact: true }).inputValue()).toBe('PENDING');
    await page.close();
  });
});

describe('the live dashboard', () => {
  it('shows a new verification and its progress without reloading, here and on its report in a second page', async () => {
    const dashboard = await dashboardPage();
    await markPage(dashboard);
    const v = await createVerification('live-osi');
    const row = rowOf(dashboard, 'live-osi');
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Pendiente.*Sin documentos.*0 de 1 completos/);
    await screenshot(dashboard, 'staff-dashboard-new-verification');

    const report = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(report, t.url, a.apiKey, `/app/verifications/${v.id}`);
    const card = itemCard(report, v.items[0].id);
    await card.getByText('Esperando documento').waitFor();
    await markPage(report);

    // The end client uploads the real CSF with its access token, as the onboarding page does.
    const base64 = Buffer.from(realCsf()).toString('base64');
    await gqlAsEndClient(t, v.access_token, UPLOAD, {
      itemId: String(v.items[0].id),
      file: { base64, fileName: 'csf-osi.pdf' },
    });

    await row.getByText('Terminada').waitFor();
    expect(await row.textContent()).toMatch(/Terminada.*Carga completa.*1 de 1 completos/);
    await report.getByRole('group', { name: 'Estado' }).getByText('Terminada').waitFor();
    await card.getByRole('link', { name: 'Ver documento: csf-osi.pdf' }).waitFor();
    const stored = (await t.request('GET', `/verifications/${v.id}`, { key: a.apiKey })).body;
    expect(stored).toMatchObject({ status: 'finished', documents_status: 'full_upload' });
    expect(await stillSamePage(dashboard)).toBe(true);
    expect(await stillSamePage(report)).toBe(true);
    await screenshot(dashboard, 'staff-dashboard-live-finished');
    await screenshot(report, 'staff-report-live-finished');
    await Promise.all([dashboard.close(), report.close()]);
  });

  it('filters by status and tag; a verification that comes to match the filter appears live', async () => {
    const page = await dashboardPage();
    const pending = await createVerification('filtro-a');
    await rowOf(page, 'filtro-a').waitFor();
    await rowOf(page, 'live-osi').waitFor();

    await page.getByLabel('Estado', { exact: true }).selectOption('FINISHED');
    await rowOf(page, 'filtro-a').waitFor({ state: 'detached' });
    await rowOf(page, 'live-osi').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('FINISHED');
    await markPage(page);
    expect((await upload(t, a.apiKey, pending.items[0].id, realCsf())).status).toBe(202);
    await rowOf(page, 'filtro-a').getByText('Terminada').waitFor();
    expect(await stillSamePage(page)).toBe(true);

    await page.getByLabel('Estado', { exact: true }).selectOption('PENDING');
    await rowOf(page, 'live-osi').waitFor({ state: 'detached' });
    await createVerification('filtro-b');
    await rowOf(page, 'filtro-b').waitFor();
    expect(await rowOf(page, 'filtro-a').count()).toBe(0);
    await screenshot(page, 'staff-dashboard-filter-pending');

    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.getByLabel('Etiqueta').fill('filtro-a');
    await page.getByLabel('Etiqueta').press('Enter');
    await rowOf(page, 'filtro-b').waitFor({ state: 'detached' });
    await page.reload();
    await rowOf(page, 'filtro-a').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'staff-dashboard-filter-tag');
    await page.close();
  });

  it('switches to English, and opens a report from the list and comes back without reloading', async () => {
    const page = await dashboardPage();
    await markPage(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Verifications', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await rowOf(page, 'live-osi').textContent()).toMatch(/Finished.*Fully uploaded.*1 of 1 complete/);
    await screenshot(page, 'staff-dashboard-english');

    await rowOf(page, 'live-osi').getByRole('link', { name: 'live-osi' }).click();
    await page.getByRole('heading', { name: 'Documents and items', level: 2 }).waitFor();
    await page.getByRole('group', { name: 'Status' }).getByText('Finished').waitFor();
    await page.goBack();
    await rowOf(page, 'live-osi').waitFor();
    expect(await stillSamePage(page)).toBe(true);
    await page.close();
  });

  it('on a phone shows each verification as a card, with nothing scrolling sideways', async () => {
    const page = await dashboardPage({ width: 390, height: 844 });
    await rowOf(page, 'live-osi').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect((await page.locator('thead').boundingBox())!.width).toBeLessThanOrEqual(1);
    const card = (await rowOf(page, 'live-osi').boundingBox())!;
    expect(card.width).toBeLessThanOrEqual(390);
    expect(card.height).toBeGreaterThan(100); // the cells stack instead of sitting side by side
    await screenshot(page, 'staff-dashboard-phone');
    await page.close();
  });
});
