import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { aRequirement, aUiSchema } from '../helpers/builders';
import type { TestAccount, TestApp } from '../helpers/test-app';

/** The RFC of the real CSF fixture, so that its checks pass against the verification. */
export const OSI_RFC = 'OSI220401JP1';

/** A form with every ui_type the page renders, sections nested two deep and a table. */
export const onboardingFormSchema = () => {
  const base = aUiSchema();
  return {
    id_schema: 'datos-empresa',
    name: 'Datos de la empresa',
    ui_schema_definition: {
      ui_order: [
        'intro',
        'contacto',
        'nombre',
        'apellido',
        'correo',
        'fecha_constitucion',
        'giro',
        'servicios',
        'pais',
        'junta_directiva',
        'notaria',
        'comprobante',
        'acepta',
      ],
      intro: { ui_type: 'paragraph', ui_label: 'Responde con los datos de tu acta constitutiva.' },
      contacto: { ui_type: 'heading', ui_label: 'Contacto' },
      nombre: base.nombre,
      apellido: base.apellido,
      correo: { ui_type: 'email', ui_label: 'Correo de contacto', ui_required: true },
      fecha_constitucion: { ui_type: 'date', ui_label: 'Fecha de constitución' },
      giro: {
        ui_type: 'select',
        ui_label: 'Giro',
        ui_items: [
          { label: 'Comercio', value: 'comercio' },
          { label: 'Servicios financieros', value: 'servicios' },
        ],
      },
      servicios: {
        ui_type: 'multiselect',
        ui_label: 'Servicios que contratará',
        ui_items: ['Créditos', 'Pagos', 'Nómina'],
      },
      pais: { ui_type: 'country', ui_label: 'País de constitución', ui_required: true },
      junta_directiva: base.junta_directiva,
      notaria: {
        ...base.notaria,
        identidad: {
          ...base.notaria.identidad,
          curp: { ui_type: 'text', ui_label: 'CURP del notario', ui_required: true },
        },
      },
      comprobante: { ui_type: 'file', ui_label: 'Carta de la notaría (opcional)' },
      acepta: { ui_type: 'checkbox', ui_label: 'Declaro que la información es verdadera', ui_required: true },
    },
  };
};

export const NEXT_STEPS = [
  { title: 'Revisión de documentos', description: 'Un analista revisará tu expediente en 24 horas hábiles' },
  { title: 'Firma del contrato', description: 'Recibirás el contrato por correo para firmarlo' },
];

/** Required CSF and acta, a conditional powers slot, an optional bank statement, and the form. */
export const onboardingFlow = (slug: string) => ({
  friendly_name: 'Onboarding MX',
  id_slug: slug,
  country: 'mx',
  flow_items: {
    items: [{ type: 'forms', options: { schema_id: 'datos-empresa' } }],
    options: { next_steps_checkout: NEXT_STEPS },
  },
  record_validation_schema: {
    version: '2',
    requirements: {
      doc_1: aRequirement(),
      doc_2: aRequirement({
        ui_options: { label: 'Acta constitutiva', description: 'Con sello del Registro Público de Comercio' },
        allowed_item_types: ['ac_mx'],
      }),
      doc_3: aRequirement({
        ui_options: {
          label: 'Poderes del representante',
          conditional_render: true,
          conditional_render_label:
            '¿Los poderes del representante legal figuran en un acta de asamblea o poder notarial?',
        },
        allowed_item_types: ['pw_mx', 'aa_mx'],
      }),
    },
    optional_requirements: {
      extra_1: aRequirement({
        ui_options: { label: 'Estado de cuenta', description: 'Del último mes' },
        allowed_item_types: ['bank_statement'],
      }),
    },
  },
});

/** An account with the form schema and the flow, and one verification of it. */
export async function onboardingScenario(t: TestApp, slug = 'onboarding-mx') {
  const account: TestAccount = await t.createAccount('Préstamos del Norte');
  const schema = await t.request('POST', '/v2/form-schemas', {
    key: account.apiKey,
    body: onboardingFormSchema(),
  });
  if (schema.status !== 200) throw new Error(`form schema: ${JSON.stringify(schema.body)}`);
  const flow = await t.request('POST', '/account-flows', { key: account.apiKey, body: onboardingFlow(slug) });
  if (flow.status !== 201) throw new Error(`flow: ${JSON.stringify(flow.body)}`);
  const created = await t.request('POST', '/verifications', {
    key: account.apiKey,
    body: {
      flow_id: slug,
      country: 'mx',
      tag: 'cliente-42',
      tax_id: OSI_RFC,
      friendly_name: 'Open Source Integrators',
    },
  });
  if (created.status !== 201) throw new Error(`verification: ${JSON.stringify(created.body)}`);
  return { account, verification: created.body };
}

/** Writes bytes to a temporary file, for setInputFiles and the file chooser. */
export function tempFile(name: string, bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bvs-e2e-'));
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** Waits until the locator is visible (playwright-core has no auto-waiting expect). */
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible' });

/**
 * Every visible text whose colour against its nearest opaque background is under WCAG AA (4.5:1, or
 * 3:1 for large text). The page uses flat colours only, so the nearest opaque ancestor is the backdrop.
 */
export function lowContrastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const win = globalThis as any;
    const rgba = (s: string) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const backdrop = (el: any): number[] => {
      for (let at = el; at; at = at.parentElement) {
        const bg = rgba(win.getComputedStyle(at).backgroundColor);
        if (bg.length === 3 || bg[3]! > 0.99) return bg;
      }
      return [255, 255, 255];
    };
    const out: string[] = [];
    for (const el of doc.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n: any) => n.nodeType === 3 && n.textContent.trim());
      if (!own || !el.checkVisibility?.() || el.closest('[aria-hidden="true"], .onb-visually-hidden'))
        continue;
      const style = win.getComputedStyle(el);
      const [fg, bg] = [lum(rgba(style.color)), lum(backdrop(el))];
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) out.push(`${el.textContent.trim().slice(0, 40)} (${ratio.toFixed(2)})`);
    }
    return out;
  });
}
