import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ensureWebBuild, launchBrowser, screenshot } from '../helpers/browser';
import { buildDocx, DICTAMEN, docxText } from '../helpers/docx';
import { startTestApp, type TestAccount, type TestApp } from '../helpers/test-app';
import { DELIVERIES, reportScenario, type ReportScenario } from './report.scenario';
import { focused, itemCard, sidewaysOverflow, signIn, until } from './staff.scenario';

const ITEM = `query($id: ID!) { verificationItem(id: $id) {
  itemType internalStatus invalidated itemValue file { id acceptedAsType status } reviews { action field reason }
} }`;

let t: TestApp;
let a: TestAccount;
let browser: Browser;
let page: Page;
let scenario: ReportScenario;
let v: any;
let ids: ReportScenario['ids'];

const gql = async (query: string, variables: Record<string, unknown>) => {
  const res = await t.gql(a.apiKey, query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
};
const itemOf = async (id: number) => (await gql(ITEM, { id: String(id) })).verificationItem;
const region = (name: string) => page.getByRole('region', { name, exact: true });
const dialog = () => page.getByRole('dialog');

beforeAll(async () => {
  await ensureWebBuild();
  [t, browser] = await Promise.all([startTestApp({ ALLOW_PRIVATE_NETWORK: 'true' }), launchBrowser()]);
  a = await t.createAccount('Fintech Reportes');
  scenario = await reportScenario(t, a.apiKey);
  ({ v, ids } = scenario);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, t.url, a.apiKey, `/app/verifications/${v.id}`);
}, 300_000);
afterAll(async () => {
  await scenario?.watcher.close();
  await browser?.close();
  await t?.stop();
  await scenario?.receiver.stop();
});

describe('the verification report', () => {
  it('shows the status, the documents with working signed links, and the items’ errors', async () => {
    const status = page.getByRole('group', { name: 'Estado' });
    await status.getByText('Terminada').waitFor();
    expect(await status.textContent()).toContain('Carga completa');
    expect(await page.locator('article[data-item-id]').count()).toBe(3);

    const csf = itemCard(page, ids.csf);
    expect(await csf.getByRole('heading').textContent()).toBe(`Constancia de situación fiscal #${ids.csf}`);
    await csf.getByText('Validado', { exact: true }).waitFor();
    const href = await csf.getByRole('link', { name: 'Ver documento: csf-cen.pdf' }).getAttribute('href');
    const file = await fetch(href!);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(scenario.csfBytes))).toBe(true);

    // The acta names another company than the CSF: the failed check is shown on its card.
    const acta = itemCard(page, ids.acta);
    expect(await acta.getByRole('list', { name: 'Verificaciones fallidas' }).textContent()).toContain(
      'Razón social igual a la CSF',
    );
    await screenshot(page, 'staff-report');
  });

  it('shows the company data with its sources and cross-checks', async () => {
    const name = region('Datos fiscales (SAT)').getByRole('row', { name: /^Razón social/ });
    const text = await name.textContent();
    expect(text).toContain('COMERCIALIZADORA EJEMPLO DEL NORTE');
    expect(text).toContain('Documento');
    expect(text).toContain('No coincide · Acta constitutiva');
    expect(text).toContain('Coincide · Estado de cuenta');
    const source = name.getByRole('link', { name: `Constancia de situación fiscal #${ids.csf}` });
    expect((await fetch((await source.getAttribute('href'))!)).status).toBe(200);
    expect(
      await region('Datos legales')
        .getByRole('row', { name: /^Denominación/ })
        .textContent(),
    ).toContain('COMERCIALIZADORA REGIOMONTANA DEL NORTE');
  });

  it('shows the people with their powers and the shareholders', async () => {
    const people = region('Personas y poderes');
    const juan = people.getByRole('article', { name: 'JUAN CARLOS PEREZ LOPEZ' });
    expect(await juan.textContent()).toMatch(/Apoderado.*Actos de dominio · Firma mancomunada/);
    const maria = people.getByRole('article', { name: 'MARIA FERNANDA GOMEZ RUIZ' });
    expect(await maria.textContent()).toContain('Solicitada en la verificación');

    const { shareholders } = (
      await gql(
        `query($id: ID!) { verification(id: $id) { shareholders { shareholders { name sharePercentage } } } }`,
        {
          id: v.id,
        },
      )
    ).verification.shareholders;
    expect(shareholders.length).toBeGreaterThan(1);
    const pct = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });
    for (const s of shareholders) {
      const row = region('Accionistas').getByRole('row', { name: new RegExp(`^${s.name}`) });
      expect(await row.textContent()).toContain(`${pct.format(s.sharePercentage)} %`);
    }
  });

  it('lists the webhook deliveries of this verification', async () => {
    const { webhookDeliveries } = (await gql(DELIVERIES, { id: v.id })).verification;
    const received = scenario.receiver.received.filter((r) => r.body?.data?.verification_id === v.id);
    expect(webhookDeliveries).toHaveLength(received.length);
    const rows = region('Entregas de webhooks').locator('tbody tr');
    expect(await rows.count()).toBe(received.length);
    for (const name of new Set(received.map((r) => r.body.event_name))) {
      const row = rows.filter({ hasText: name }).first();
      expect(await row.textContent()).toMatch(/Entregado.*HTTP 200/);
    }
  });

  it('fits a phone: sections stack and nothing scrolls sideways', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, t.url, a.apiKey, `/app/verifications/${v.id}`);
    await phone.getByRole('region', { name: 'Datos fiscales (SAT)' }).getByText('CEN2001011EA').waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await screenshot(phone, 'staff-report-phone');
    await phone.close();
  });
});

describe('review actions from the report', () => {
  it('corrects a field in a keyboard-usable dialog: the value shows as manual and the cross-check follows', async () => {
    const acta = itemCard(page, ids.acta);
    const open = acta.getByRole('button', { name: 'Corregir dato' });
    await open.focus();
    await page.keyboard.press('Enter');
    await dialog()
      .getByRole('heading', { name: `Corregir un dato de Acta constitutiva #${ids.acta}` })
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    expect(await focused(page)).toEqual({ text: 'Corregir dato', itemId: String(ids.acta) });

    await open.click();
    await dialog().getByLabel('Campo').selectOption('company.name');
    expect(await dialog().textContent()).toContain('COMERCIALIZADORA REGIOMONTANA DEL NORTE');
    await dialog().getByLabel('Nuevo valor').fill('COMERCIALIZADORA EJEMPLO DEL NORTE');
    await dialog()
      .getByLabel(/^Motivo/)
      .fill('Nombre confirmado con la notaría');
    await screenshot(page, 'staff-review-correct-dialog');
    await dialog().getByRole('button', { name: 'Guardar corrección' }).click();
    await page.getByText('Dato corregido.').waitFor();

    const row = region('Datos legales').getByRole('row', { name: /^Denominación/ });
    await row.getByText('Manual').waitFor();
    expect(await row.textContent()).toMatch(
      /COMERCIALIZADORA EJEMPLO DEL NORTE.*Coincide · Constancia de situación fiscal/,
    );
    const item = await itemOf(ids.acta);
    expect(item.itemValue.fields['company.name']).toMatchObject({
      value: 'COMERCIALIZADORA EJEMPLO DEL NORTE',
      source: { information_source: 'manual', previous_value: 'COMERCIALIZADORA REGIOMONTANA DEL NORTE' },
    });
    expect(item.reviews).toEqual([
      { action: 'CORRECT_FIELD', field: 'company.name', reason: 'Nombre confirmado con la notaría' },
    ]);
  });

  it('accepts a document as another type, then invalidates it', async () => {
    const bank = itemCard(page, ids.bank);
    await bank.getByRole('button', { name: 'Aceptar como otro tipo' }).click();
    await dialog().getByLabel('Tipo de documento').selectOption({ label: 'Comprobante de domicilio' });
    await dialog().getByRole('button', { name: 'Aceptar y procesar' }).click();
    await bank.getByRole('heading', { name: `Comprobante de domicilio #${ids.bank}` }).waitFor();
    await bank.getByText('aceptado como Comprobante de domicilio').waitFor();
    const accepted = await itemOf(ids.bank);
    expect(accepted).toMatchObject({ itemType: 'proof_address', file: { acceptedAsType: 'proof_address' } });

    await bank.getByRole('button', { name: 'Invalidar' }).click();
    await dialog()
      .getByLabel(/^Motivo/)
      .fill('No es un comprobante vigente');
    await dialog().getByRole('button', { name: 'Invalidar documento' }).click();
    await bank.locator('.item-head').getByText('Invalidado').waitFor();
    expect(await bank.getByRole('button', { name: 'Invalidar' }).count()).toBe(0);
    const invalidated = await itemOf(ids.bank);
    expect(invalidated).toMatchObject({ invalidated: true, internalStatus: 'invalidated' });
    expect(invalidated.reviews.map((r: any) => r.action)).toEqual(['ACCEPT_AS_TYPE', 'INVALIDATE']);
    await screenshot(page, 'staff-review-invalidated');
  });

  it('runs a document again', async () => {
    const before = await itemOf(ids.csf);
    const csf = itemCard(page, ids.csf);
    await csf.getByRole('button', { name: 'Volver a procesar' }).click();
    await dialog().getByRole('button', { name: 'Volver a procesar' }).click();
    await page.getByText('El documento se está procesando de nuevo.').waitFor();
    await csf.getByText(/historial \(1\)/).waitFor();
    await csf.getByText('Validado', { exact: true }).waitFor();
    const after = await until(
      () => itemOf(ids.csf),
      (i) => i.file.status !== 'received' && i.file.status !== 'processing',
      'the re-run to finish',
    );
    expect(after.file.id).not.toBe(before.file.id);
    expect(after.reviews.map((r: any) => r.action)).toEqual(['REPROCESS']);
  });
});

describe('export from the report', () => {
  it('uploads a template, fills it with a key person and downloads the document', async () => {
    const panel = region('Exportar');
    await panel.getByLabel('Nombre de la plantilla').fill('Dictamen jurídico');
    await panel.getByLabel('Archivo DOCX').setInputFiles({
      name: 'dictamen.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(buildDocx(DICTAMEN)),
    });
    await panel.getByRole('button', { name: 'Subir plantilla' }).click();
    await panel.getByText('Plantilla «Dictamen jurídico» subida y seleccionada.').waitFor();
    await panel.getByLabel('JUAN CARLOS PEREZ LOPEZ').check();
    await panel.getByRole('button', { name: 'Generar documento' }).click();
    const link = panel.getByRole('link', { name: 'Descargar DOCX' });
    await link.waitFor();
    await screenshot(page, 'staff-report-export');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = docxText(new Uint8Array(readFileSync((await download.path())!)));
    expect(text).toContain('DICTAMEN JURÍDICO — COMERCIALIZADORA EJEMPLO DEL NORTE');
    expect(text).toContain('Apoderado 1: JUAN CARLOS PEREZ LOPEZ');
    expect(text).toContain('Puede ejercer actos de dominio.');
    const { docTemplates } = await gql('{ docTemplates { name } }', {});
    expect(docTemplates).toEqual([{ name: 'Dictamen jurídico' }]);
  });
});
