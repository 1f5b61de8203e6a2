import type { Browser, Page } from 'playwright-core';
import { ensureWebBuild, launchBrowser, screenshot } from '../helpers/browser';
import { aFlow, aFormSchema, aRequirement, aVerification, aUiSchema } from '../helpers/builders';
import { CompletionWatcher, syntheticCsf, upload } from '../helpers/documents';
import { startTestApp, type TestAccount, type TestApp } from '../helpers/test-app';
import {
  gqlAsEndClient,
  itemCard,
  markPage,
  rowOf,
  sidewaysOverflow,
  signIn,
  stillSamePage,
} from './staff.scenario';

/** Issue 18 part 4 in the staff pages: the decision filter, findings, decision and audit, live. */

const CEN = 'CEN2001011EA'; // the RFC of the synthetic CSF
let t: TestApp;
let a: TestAccount;
let browser: Browser;
let watcher: CompletionWatcher;

beforeAll(async () => {
  await ensureWebBuild();
  [t, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  a = await t.createAccount('Crédito Ágil');
  // One CSF slot; document_age keeps its default rule (warning → review).
  const flow = aFlow({
    id_slug: 'csf-review',
    flow_items: { ...aFlow().flow_items, items: [] },
    record_validation_schema: {
      version: '2',
      requirements: { csf: aRequirement() },
      optional_requirements: {},
      finding_rules: { document_age: 'review' },
    },
  });
  expect((await t.request('POST', '/account-flows', { key: a.apiKey, body: flow })).status).toBe(201);
  // A form with a select, a nested section and a table (the builders' schema).
  const ui = aUiSchema() as Record<string, any>;
  ui.ui_order = [...ui.ui_order, 'giro'];
  ui.giro = {
    ui_type: 'select',
    ui_label: 'Giro',
    ui_items: [{ label: 'Comercio', value: 'com' }, 'Servicios'],
  };
  const schema = await t.request('POST', '/v2/form-schemas', {
    key: a.apiKey,
    body: aFormSchema({ ui_schema_definition: ui }),
  });
  expect(schema.status).toBe(200);
  const formFlow = aFlow({
    id_slug: 'solo-forma',
    record_validation_schema: { version: '2', requirements: {} },
  });
  (formFlow.flow_items as { items: unknown[] }).items = [
    { type: 'forms', options: { schema_id: 'datos-adicionales', is_optional: false } },
  ];
  expect((await t.request('POST', '/account-flows', { key: a.apiKey, body: formFlow })).status).toBe(201);
  watcher = new CompletionWatcher(t, a.apiKey);
  await watcher.ready();
}, 300_000);
afterAll(async () => {
  await watcher?.close();
  await browser?.close();
  await t?.stop();
});

const createWithOldCsf = async (tag: string) => {
  const res = await t.request('POST', '/verifications', {
    key: a.apiKey,
    body: aVerification({ flow_id: 'csf-review', tag, tax_id: CEN, key_people: [] }),
  });
  expect(res.status).toBe(201);
  const slot = res.body.items.find((i: any) => i.requirement_key === 'csf').id as number;
  const bytes = await syntheticCsf(400);
  expect((await watcher.completedAfter([slot], () => upload(t, a.apiKey, slot, bytes))).status).toBe(202);
  return { id: res.body.id as string, slot };
};
const verification = async (id: string) =>
  (await t.request('GET', `/verifications/${id}`, { key: a.apiKey })).body;

/** Fills the open dialog's reason and submits it; the dialog closes once the server accepts. */
const submitDialog = async (page: Page, submit: string, reason: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The reason is required: an empty one is refused before anything is sent.
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.getByRole('alert').getByText('Escribe un motivo.').waitFor();
  await dialog.getByLabel('Motivo (obligatorio, queda en el historial)').fill(reason);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('staff review of findings', () => {
  it('filters by decision live, accepts a finding, asks for a new document and sets the decision by hand', async () => {
    const dashboard = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(dashboard, t.url, a.apiKey, '/app/verifications?decision=NEEDS_REVIEW');
    await dashboard.getByText('En vivo').waitFor();
    expect(await dashboard.getByLabel('Decisión', { exact: true }).inputValue()).toBe('NEEDS_REVIEW');
    await markPage(dashboard);

    // A verification arriving with an old CSF is ruled needs review: it appears in the filtered list live.
    const v = await createWithOldCsf('revision-cen');
    const row = rowOf(dashboard, 'revision-cen');
    await row.getByText('Requiere revisión').waitFor();
    expect(await row.textContent()).toContain('Hallazgos abiertos: 1');
    // The company's name, read from its CSF, replaces the tag once known.
    expect(await row.textContent()).toContain('COMERCIALIZADORA EJEMPLO DEL NORTE');
    expect(await verification(v.id)).toMatchObject({ decision: 'needs_review' });
    await screenshot(dashboard, 'staff-review-dashboard-needs-review');

    const report = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(report, t.url, a.apiKey, `/app/verifications/${v.id}`);
    await report.getByRole('heading', { level: 1, name: 'COMERCIALIZADORA EJEMPLO DEL NORTE' }).waitFor();
    const section = report.locator('#findings');
    const finding = section.locator('li.finding[data-code="document_age"]');
    await finding.waitFor();
    const text = await finding.textContent();
    expect(text).toContain('Advertencia');
    expect(text).toContain('Abierto');
    expect(text).toContain('hace 400 días');
    expect(text).toContain('issued_at');
    expect(text).toMatch(/expected\s*90/);
    expect(text).toMatch(/actual\s*400/);
    expect(await section.getByTestId('decision').textContent()).toContain('Requiere revisión');
    expect(await section.getByTestId('decision-by').textContent()).toMatch(/^Por el sistema, /);
    await markPage(report);

    // Accepting the only finding approves the verification: the report and the dashboard follow live.
    await finding.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await submitDialog(report, 'Aceptar', 'CSF vieja pero vigente, confirmado con el SAT');
    await section.getByTestId('decision').getByText('Aprobada').waitFor();
    await finding.getByText('Aceptado').waitFor();
    expect(await finding.textContent()).toContain('CSF vieja pero vigente, confirmado con el SAT');
    expect(await finding.getByRole('button', { name: 'Aceptar', exact: true }).count()).toBe(0);
    const audit = section.getByTestId('audit');
    const accepted = audit.locator('li[data-action="finding.accepted"]');
    await accepted.waitFor();
    expect(await accepted.textContent()).toMatch(/Hallazgo aceptado.*CSF vieja pero vigente/);
    await audit
      .locator('li[data-action="decision.changed"]')
      .last()
      .getByText('Requiere revisión → Aprobada')
      .waitFor();
    await row.waitFor({ state: 'detached' }); // it left the needs-review list without a reload
    expect(await verification(v.id)).toMatchObject({ decision: 'approved' });
    await screenshot(report, 'staff-review-finding-accepted');

    // Asking for a new document: the item says so with the reason.
    const card = itemCard(report, v.slot);
    await card.getByRole('button', { name: 'Solicitar otro documento' }).click();
    await submitDialog(report, 'Solicitar', 'La constancia debe ser de este mes');
    await card.getByTestId('replacement').getByText('La constancia debe ser de este mes').waitFor();
    expect(await card.getByTestId('replacement').textContent()).toContain('Nuevo documento solicitado');
    await audit.locator('li[data-action="item.replacement_requested"]').waitFor();
    const asked = await verification(v.id);
    expect(asked.items.find((i: any) => i.id === v.slot)).toMatchObject({ replacement_requested: true });

    // Setting the decision by hand: shown with its reason and who set it.
    await section.getByRole('button', { name: 'Fijar decisión' }).click();
    await report.getByRole('dialog').getByLabel('Decisión').selectOption('REJECTED');
    await submitDialog(report, 'Fijar decisión', 'Documentación incompleta tras la revisión');
    await section.getByTestId('decision').getByText('Rechazada').waitFor();
    expect(await section.getByTestId('decision-reason').textContent()).toContain(
      'Documentación incompleta tras la revisión',
    );
    // A staff session acts under its API key's label.
    expect(await section.getByTestId('decision-by').textContent()).toMatch(/^Por .+ \(staff session\), /);
    await audit.locator('li[data-action="decision.set"]').waitFor();
    expect(await verification(v.id)).toMatchObject({
      decision: 'rejected',
      decision_reason: 'Documentación incompleta tras la revisión',
    });
    expect(await stillSamePage(report)).toBe(true);
    expect(await stillSamePage(dashboard)).toBe(true);
    await screenshot(report, 'staff-review-decision-set');

    // On a phone the findings, the evidence and the audit trail fit without scrolling sideways.
    await report.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(report)).toBe(0);
    await screenshot(report, 'staff-review-phone');

    // The dashboard's rejected filter lists it.
    await dashboard.getByLabel('Decisión', { exact: true }).selectOption('REJECTED');
    await rowOf(dashboard, 'revision-cen').getByText('Rechazada').waitFor();
    await Promise.all([dashboard.close(), report.close()]);
  }, 90_000);
});

describe('dismissing a finding', () => {
  it('closes it as wrong with the reason, and the decision follows live', async () => {
    const v = await createWithOldCsf('descartar-cen');
    const report = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(report, t.url, a.apiKey, `/app/verifications/${v.id}`);
    const section = report.locator('#findings');
    const finding = section.locator('li.finding[data-code="document_age"]');
    await finding.waitFor();
    await section.getByTestId('decision').getByText('Requiere revisión').waitFor();
    await finding.getByRole('button', { name: 'Descartar', exact: true }).click();
    await submitDialog(report, 'Descartar', 'La fecha se leyó mal; la constancia es de este mes');
    await finding.getByText('Descartado').waitFor();
    await section.getByTestId('decision').getByText('Aprobada').waitFor();
    await section.getByTestId('audit').locator('li[data-action="finding.dismissed"]').waitFor();
    const findings = (await t.request('GET', `/v2/verifications/${v.id}/findings`, { key: a.apiKey })).body;
    expect(findings.data.findings[0]).toMatchObject({
      status: 'dismissed',
      reason: 'La fecha se leyó mal; la constancia es de este mes',
      resolved_by: { type: 'staff_session' },
    });
    expect(await verification(v.id)).toMatchObject({ decision: 'approved' });
    await report.close();
  }, 60_000);
});

describe('the report shows the form answers', () => {
  it('labels every answer by the form schema, sections nested and tables as tables', async () => {
    const res = await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ tag: 'forma-cen', tax_id: CEN, flow_id: 'solo-forma', key_people: [] }),
    });
    expect(res.status).toBe(201);
    const item = res.body.items.find((i: any) => i.item_type === 'forms');
    await gqlAsEndClient(
      t,
      res.body.access_token,
      `mutation($id: ID!, $v: JSON!) { submitFormItem(itemId: $id, values: $v) { id } }`,
      {
        id: String(item.id),
        v: {
          nombre: 'Ana',
          apellido: 'Gómez',
          giro: 'com',
          notaria: { numero: 12, identidad: { curp: 'GODE561231HDFRRN09', rfc: 'GODE561231GR8' } },
          junta_directiva: [{ id_type: 'RFC', id_number: 'GODE561231GR8', names: 'Ana Gómez' }],
        },
      },
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, t.url, a.apiKey, `/app/verifications/${res.body.id}`);
    const answers = itemCard(page, item.id).locator('.form-answers');
    await answers.getByRole('heading', { name: 'Datos adicionales' }).waitFor();
    const text = (await answers.textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain('NombreAna');
    expect(text).toContain('GiroComercio'); // the select's label, not its value
    expect(text).toMatch(/Notaría.*Número de notaría12.*Identidad.*CURPGODE561231HDFRRN09.*RFCGODE561231GR8/);
    const table = answers.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Tipo de identificación',
      'Número',
      'Nombres',
    ]);
    expect(await table.getByRole('cell').allTextContents()).toEqual(['RFC', 'GODE561231GR8', 'Ana Gómez']);
    await screenshot(page, 'staff-review-form-answers');
    await page.close();
  }, 60_000);
});
