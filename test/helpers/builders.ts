import type { VerificationItem } from '../../src/domain/verifications/verification';
/** Fixture builders with overrides, in the REST layer's shapes. */

export const aWebhook = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.com/bvs',
  events: ['verification.v2.finished', 'verification_item.v2.completed'],
  description: 'production receiver',
  ...overrides,
});

export const aUiSchema = () => ({
  ui_order: ['junta_directiva', 'nombre', 'apellido', 'notaria'],
  junta_directiva: {
    ui_type: 'table',
    ui_label: 'Junta directiva',
    ui_description: 'Miembros de la junta',
    ui_columns: {
      id_type: { ui_type: 'select', ui_label: 'Tipo de identificación', ui_items: ['RFC', 'CURP'] },
      id_number: { ui_type: 'text', ui_label: 'Número' },
      names: { ui_type: 'text', ui_label: 'Nombres' },
    },
  },
  nombre: {
    ui_type: 'text',
    ui_label: 'Nombre',
    ui_description: 'Nombre del solicitante',
    ui_required: true,
  },
  apellido: { ui_type: 'text', ui_label: 'Apellido', ui_description: 'Apellido del solicitante' },
  notaria: {
    ui_type: 'section',
    ui_label: 'Notaría',
    ui_description: 'Datos de la notaría',
    ui_order: ['numero', 'identidad'],
    numero: { ui_type: 'number', ui_label: 'Número de notaría', ui_description: '' },
    identidad: {
      ui_type: 'section',
      ui_label: 'Identidad',
      ui_description: 'Identidad del notario',
      ui_order: ['curp', 'rfc'],
      curp: { ui_type: 'text', ui_label: 'CURP', ui_description: '' },
      rfc: { ui_type: 'text', ui_label: 'RFC', ui_description: '' },
    },
  },
});

export const aFormSchema = (overrides: Record<string, unknown> = {}) => ({
  name: 'Datos adicionales',
  id_schema: 'datos-adicionales',
  ui_schema_definition: aUiSchema(),
  ...overrides,
});

export const aRequirement = (overrides: Record<string, unknown> = {}) => ({
  ui_options: { label: 'Constancia de situación fiscal', description: 'Emitida en los últimos 3 meses' },
  allowed_item_types: ['csf_mx'],
  validation_options: { on_invalid_type_error: 'invalidate' },
  ...overrides,
});

export const aFlow = (overrides: Record<string, unknown> = {}) => ({
  friendly_name: 'Onboarding MX Estándar',
  id_slug: 'onboarding-mx-estandar',
  country: 'mx',
  flow_items: {
    id: 'enterprise-example-2',
    items: [
      { type: 'ubos', options: { ubos_form_schema: 'mx_form', ubos_threshold: 25, is_optional: false } },
    ],
    options: {
      creator_email: 'ops@example.com',
      next_steps_checkout: [
        { title: 'Documentos adicionales', description: 'Te pediremos más documentos si hacen falta' },
        { title: 'Firma del contrato', description: 'Recibirás el contrato por correo' },
      ],
    },
  },
  record_validation_schema: {
    version: '2',
    requirements: {
      doc_1: aRequirement(),
      doc_2: aRequirement({ ui_options: { label: 'Acta constitutiva' }, allowed_item_types: ['ac_mx'] }),
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
        ui_options: { label: 'Estado de cuenta' },
        allowed_item_types: ['bank_statement'],
      }),
    },
  },
  ...overrides,
});

/** A flow that asks for one CSF and nothing else, so that the CSF alone decides (issue 18's tests). */
export const aCsfOnlyFlow = (id_slug: string, finding_rules?: Record<string, string>) =>
  aFlow({
    id_slug,
    flow_items: { ...aFlow().flow_items, items: [] },
    record_validation_schema: {
      version: '2',
      requirements: { csf: aRequirement() },
      optional_requirements: {},
      ...(finding_rules && { finding_rules }),
    },
  });

/** Real, check-digit-valid RFCs (documents.md §3.2). */
export const RFC = { company: 'EKU9003173C9', other: 'OSI220401JP1', person: 'GODE561231GR8' };

export const aVerification = (overrides: Record<string, unknown> = {}) => ({
  country: 'mx',
  tag: 'empresa-123',
  tax_id: RFC.company,
  email: 'finanzas@empresa.mx',
  metadata: { crm_id: 'A-1' },
  key_people: [{ names: 'María López Hernández', scope: ['powers'] }],
  ...overrides,
});

/** A verification item as the domain holds it, complete with a CSF, for the pure findings tests. */
export const anItemRow = (
  id: number,
  overrides: Partial<VerificationItem> = {},
  at = new Date('2026-11-28T10:00:00Z'),
): VerificationItem => ({
  id,
  verificationId: 'ver_1',
  accountId: 'acc_1',
  itemOrder: id,
  itemType: 'csf_mx',
  requestedType: 'csf_mx',
  requirementKey: 'csf',
  requirementGroup: 'required',
  itemStatus: 'complete',
  itemInternalStatus: 'validation_failed',
  itemValue: { fields: {} } as never,
  itemError: null,
  itemOptions: { allowed_item_types: ['csf_mx'] },
  itemUiOptions: null,
  validationResult: null,
  itemScope: 'advanced',
  tag: null,
  tags: {},
  userEventCompletedAt: null,
  userEventName: null,
  userEventReason: null,
  fileReceivedAt: at,
  fileId: `file-${id}`,
  invalidatedAt: null,
  replacementRequestedAt: null,
  replacementReason: null,
  createdAt: at,
  updatedAt: at,
  completedAt: at,
  ...overrides,
});
