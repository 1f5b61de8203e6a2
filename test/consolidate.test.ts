import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consolidate } from '../src/domain/company/consolidate';
import type { Company } from '../src/domain/company/company';
import type { DocumentText, ExtractableType } from '../src/domain/documents/extraction';
import { EXTRACTORS } from '../src/domain/documents/extractors';
import { processedSiblings } from '../src/domain/documents/judge';
import { validateDocument, withFieldValidations, type Fields } from '../src/domain/documents/validate';
import type { Verification, VerificationItem } from '../src/domain/verifications/verification';

const NOW = new Date('2026-06-08T12:00:00Z');
const minute = (m: number) => new Date(Date.UTC(2026, 5, 8, 10, m));
const MONTHS = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO'];

const fixture = (name: string) =>
  readFileSync(join(__dirname, 'fixtures', 'documents', `${name}.txt`), 'utf8');
const readout = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', 'readouts', `cen-${name}.json`), 'utf8'));

/** The synthetic CSF of CEN2001011EA issued on a day of 2026, two pages as the SAT prints it. */
const csfText = (month: number, day: number) => {
  const dd = String(day).padStart(2, '0');
  return fixture('csf-cen')
    .replace(/\{\{(DAY|DD)\}\}/g, dd)
    .replace(/\{\{MM\}\}/g, String(month).padStart(2, '0'))
    .replace(/\{\{MONTH\}\}/g, MONTHS[month - 1]!)
    .replace(/\{\{YEAR\}\}/g, '2026')
    .replace('Actividades Económicas:\nPágina', 'Actividades Económicas:\n\fPágina');
};
const CSF_QR = {
  page: 1,
  data: 'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=20000000002_CEN2001011EA',
};

/** What processing stores: the extractor's fields, each saying it was read from the text layer. */
function extract(type: ExtractableType, text: string, qrCodes: DocumentText['qrCodes'] = []): Fields {
  const pages = text.split('\f').map((t, i) => ({ page: i + 1, text: t, method: 'text_layer' as const }));
  const { fields } = EXTRACTORS[type]({ pages, qrCodes, producer: null });
  return Object.fromEntries(
    Object.entries(fields).map(([path, f]) => [
      path,
      { ...f, source: { ...f.source, information_source: 'document' } },
    ]),
  );
}

const aVerification = (overrides: Partial<Verification> = {}): Verification => ({
  id: 'ver_cen_1',
  accountId: 'acc_cen',
  flowId: null,
  flowRef: null,
  recordValidationSchema: null,
  checkout: null,
  disabledRequirements: [],
  country: 'mx',
  tag: 'cen-onboarding',
  taxId: 'CEN2001011EA',
  email: null,
  signatoryEmail: null,
  friendlyName: null,
  businessName: 'Comercializadora Ejemplo del Norte',
  notificationHint: null,
  metadata: null,
  options: null,
  validationOptions: null,
  onboardingTermsAndConditions: null,
  keyPeople: [{ names: 'María Fernanda Gómez Ruiz', scope: [] }],
  status: 'finished',
  documentsStatus: 'full_upload',
  createdBy: 'api',
  createdAt: new Date('2026-06-08T09:00:00Z'),
  updatedAt: NOW,
  finishedAt: NOW,
  decision: null,
  decisionReason: null,
  decisionBy: null,
  decisionSignature: null,
  findingsSummary: { open: 0, critical: 0 },
  ...overrides,
});

/** A processed document item; its checks are added by `checked` once its siblings are known. */
const anItem = (
  id: number,
  type: string,
  fields: Fields | null,
  overrides: Partial<VerificationItem> = {},
) => ({
  id,
  verificationId: 'ver_cen_1',
  accountId: 'acc_cen',
  itemOrder: id - 10,
  itemType: type,
  requestedType: 'generic',
  requirementKey: null,
  requirementGroup: null,
  itemStatus: 'complete' as const,
  itemInternalStatus: 'validation_success' as const,
  itemValue: fields ? { document_type: type, fields } : {},
  itemError: null,
  itemOptions: null,
  itemUiOptions: null,
  validationResult: null,
  itemScope: 'basic' as const,
  tag: null,
  tags: {},
  userEventCompletedAt: null,
  userEventName: null,
  userEventReason: null,
  fileReceivedAt: new Date('2026-06-08T10:00:00Z'),
  fileId: `file-${id}`,
  invalidatedAt: null,
  replacementRequestedAt: null,
  replacementReason: null,
  createdAt: new Date('2026-06-08T09:00:00Z'),
  updatedAt: minute(id - 10),
  completedAt: minute(id - 10),
  ...overrides,
});

/** Runs every check as processing leaves it once all documents are in (each against its siblings). */
function checked(v: Verification, items: VerificationItem[]): VerificationItem[] {
  return items.map((item) => {
    const fields = item.itemValue.fields as Fields | undefined;
    if (!fields || item.invalidatedAt) return item;
    const result = validateDocument(item.itemType, fields, {
      taxId: v.taxId,
      keyPeople: v.keyPeople,
      now: NOW,
      ruleset: [],
      others: processedSiblings(items, item.id),
      duplicateOfItemId: null,
      expectedTypes: null,
    });
    return {
      ...item,
      itemValue: { ...item.itemValue, fields: withFieldValidations(fields, result) },
      validationResult: result as unknown as Record<string, unknown>,
    };
  });
}

const fileUrl = (item: VerificationItem) => (item.fileId ? `https://files.test/items/${item.id}` : null);

const cenDocuments = (): VerificationItem[] => [
  anItem(11, 'csf_mx', extract('csf_mx', csfText(6, 5), [CSF_QR])),
  anItem(12, 'ac_mx', extract('ac_mx', fixture('acta-constitutiva'))),
  anItem(13, 'aa_mx', extract('aa_mx', fixture('acta-asamblea'))),
  anItem(14, 'bank_statement', extract('bank_statement', fixture('bank-statement-bbva'))),
  anItem(15, 'person_id', extract('person_id', fixture('ine-front-back'))),
];

const run = (v: Verification, items: VerificationItem[]): Company =>
  consolidate({ verification: v, items: checked(v, items), fileUrl });

/** Expected read-outs name their sources (`{"$ref": "ac"}`) from cen-sources.json, with overrides. */
const SOURCES = readout('sources') as Record<string, object>;
function resolve(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(resolve);
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as { $ref?: string };
  const resolved = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolve(v)]));
  return $ref ? { ...SOURCES[$ref], ...resolved } : resolved;
}

describe('consolidating CEN2001011EA: CSF, acta constitutiva, asamblea, bank statement and INE', () => {
  const verification = aVerification();
  const company = run(verification, cenDocuments());
  const details = resolve(readout('details')) as Record<string, Record<string, unknown>>;

  describe.each(Object.keys(details))('details.%s', (group) => {
    const actual = company.details[group as keyof Company['details']] as Record<string, unknown>;

    it('has exactly the fields of compat-notes 6.1', () => {
      expect(Object.keys(actual)).toEqual(Object.keys(details[group]!));
    });

    it.each(Object.keys(details[group]!))('%s is what the fixture documents say', (key) => {
      expect(actual[key]).toEqual(details[group]![key]);
    });
  });

  const people = resolve(readout('people')) as Record<string, unknown[]>;
  it.each(['key_people', 'full_list', 'board_members'])('people.%s lists who the documents name', (list) => {
    expect(company.people[list as keyof Company['people']]).toEqual(people[list]);
  });

  it('takes the board from the asamblea: the removed tesorero, his successor, the ratified officers', () => {
    const events = company.people.board_members.map((m) => [m.role, m.event, m.people_id]);
    expect(events).toEqual([
      ['presidente', 'ratification', 1],
      ['secretario', 'ratification', 2],
      ['tesorero', 'removal', 3],
      ['tesorero', 'addition', 6],
    ]);
  });

  it('leaves out of key_people the apoderada whose powers the asamblea revoked', () => {
    const sofia = company.people.full_list.find((p) => p.names.startsWith('SOFIA'))!;
    expect(company.people.key_people.map((p) => p.people_id)).not.toContain(sofia.people_id);
    const roles = company.people.full_list.length;
    expect(roles).toBe(6);
  });

  const shareholders = resolve(readout('shareholders')) as Record<string, unknown>;
  it.each(Object.keys(shareholders))('shareholders.%s comes from the asamblea, over the acta', (key) => {
    expect(company.shareholders[key as keyof Company['shareholders']]).toEqual(shareholders[key]);
  });

  it('lists every file with its link and no hash (processing keeps it in item_files)', () => {
    expect(company.documents.documents).toEqual(
      [11, 12, 13, 14, 15].map((id, i) => ({
        url: `https://files.test/items/${id}`,
        created_at: '2026-06-08T10:00:00.000Z',
        item_type: ['csf_mx', 'ac_mx', 'aa_mx', 'bank_statement', 'person_id'][i],
        hash: null,
      })),
    );
  });

  it('lists every document item as a source, with what it was read as', () => {
    expect(company.sources.sources.map((s) => [s.id, s.type, s.document_number, s.document_date])).toEqual([
      [11, 'csf_mx', '20000000002', '2026-06-05'],
      [12, 'ac_mx', '12345', '2021-03-15'],
      [13, 'aa_mx', '23456', '2023-06-02'],
      [14, 'bank_statement', '012580001938475625', '2026-05-31'],
      [15, 'person_id', '123456789', null],
    ]);
    expect(company.sources.sources[0]).toMatchObject({
      entity_name: 'SAT',
      original_file_url: 'https://files.test/items/11',
      invalidated: false,
      item_status: 'complete',
      item_error: null,
      is_duplicate_item: false,
    });
  });
});

/** A field as an operator's correction leaves it (review.service `correctField`). */
const corrected = (value: unknown, previous: unknown) => ({
  value,
  source: {
    page: null,
    text: '',
    information_source: 'manual',
    corrected_by: 'cred_ops',
    corrected_at: '2026-06-08T11:00:00.000Z',
    previous_value: previous,
  },
});

const FULL_OBJETO =
  'a) La compra, venta, importación, exportación, distribución y comercialización en general de productos ' +
  'alimenticios, abarrotes, bebidas y artículos de consumo. b) La prestación de servicios de logística, ' +
  'almacenaje y transporte de mercancías por cuenta propia o de terceros. c) Adquirir, arrendar y administrar ' +
  'los bienes muebles e inmuebles necesarios para la realización de su objeto social. d) Obtener y otorgar ' +
  'préstamos, con o sin garantía, y emitir, suscribir, aceptar, endosar y avalar toda clase de títulos de ' +
  'crédito. e) En general, celebrar todos los actos y contratos civiles y mercantiles relacionados con su objeto.';

describe('when an operator corrected a field', () => {
  const older = extract('csf_mx', csfText(5, 1));
  older['tax.business_name'] = corrected(
    'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
    older['tax.business_name']!.value,
  );
  const acta = extract('ac_mx', fixture('acta-constitutiva'));
  acta['company.purpose'] = corrected(FULL_OBJETO, acta['company.purpose']!.value);
  const v = aVerification();
  const company = run(v, [
    // The newer CSF (issued 5 June) was processed first; the older one (1 May) carries the correction.
    anItem(21, 'csf_mx', extract('csf_mx', csfText(6, 5)), { completedAt: minute(1) }),
    anItem(22, 'csf_mx', older, { completedAt: minute(2) }),
    anItem(23, 'ac_mx', acta),
  ]);

  it('the corrected value wins over the newer constancia, and says it is manual', () => {
    expect(company.details.tax.business_name).toMatchObject({
      value: 'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
      source: { item_id: 22, information_source: 'manual', document_date: '2026-05-01' },
    });
    expect(company.details.verification.business_name).toMatchObject({
      value: 'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
    });
  });

  it('every other field comes from the newest constancia by issue date, not by completion', () => {
    expect(company.details.tax.business_tax_id).toMatchObject({
      value: 'CEN2001011EA',
      source: { item_id: 21, information_source: 'document', document_date: '2026-06-05' },
    });
    expect(company.details.address.business_fiscal_address?.source?.item_id).toBe(21);
    expect(company.details.tax.additional_data).toMatchObject({ value: { qr_status: 'not_found' } });
    expect(company.details.tax.qr_validation).toBeNull();
  });

  it('a corrected objeto read in full decides the abilities (credit, pledging, guarantees)', () => {
    const manual = { item_id: 23, information_source: 'manual' };
    expect(company.details.legal.business_creditor_ability).toMatchObject({ value: true, source: manual });
    expect(company.details.legal.business_asset_pledging).toMatchObject({ value: false, source: manual });
    expect(company.details.legal.business_guarantor_ability).toMatchObject({ value: true, source: manual });
    expect(company.details.legal.corporate_purpose?.value).toEqual({
      full_text: FULL_OBJETO,
      summary:
        'a) La compra, venta, importación, exportación, distribución y comercialización en general de ' +
        'productos alimenticios, abarrotes, bebidas y artículos de consumo.',
    });
  });
});

describe('invalidated, failed and pending items', () => {
  const v = aVerification();
  const suspended = extract('csf_mx', csfText(6, 7));
  suspended['tax.business_fiscal_status'] = {
    ...suspended['tax.business_fiscal_status']!,
    value: 'SUSPENDIDO',
  };
  const santander = extract('bank_statement', fixture('bank-statement-santander'));
  const extra = [
    anItem(16, 'csf_mx', suspended, { invalidatedAt: minute(30), itemInternalStatus: 'invalidated' }),
    // A slot's refusal keeps the fields but sets an error: still not a source.
    anItem(17, 'bank_statement', santander, { itemError: 'ruleset_validation_failed' }),
    anItem(18, 'proof_address', null, { itemStatus: 'pending', itemInternalStatus: null, fileId: null }),
  ];
  const company = run(v, [...cenDocuments(), ...extra]);
  const baseline = run(v, cenDocuments());

  it('are never a source: the details are those of the valid documents alone', () => {
    expect(company.details).toEqual(baseline.details);
    expect(company.details.tax.business_fiscal_status?.value).toBe('ACTIVO');
    expect(company.details.banking.entity_name?.source?.item_id).toBe(14);
  });

  it('still appear among the sources, marked for what they are', () => {
    const byId = new Map(company.sources.sources.map((s) => [s.id, s]));
    expect(byId.get(16)).toMatchObject({ invalidated: true, item_internal_status: 'invalidated' });
    expect(byId.get(17)).toMatchObject({ invalidated: false, item_error: 'ruleset_validation_failed' });
    expect(byId.has(18)).toBe(false);
  });

  it('an invalidated asamblea gives the board and the shareholders back to the acta constitutiva', () => {
    const items = cenDocuments().map((i) => (i.id === 13 ? { ...i, invalidatedAt: minute(30) } : i));
    const result = run(v, items);
    expect(result.shareholders).toMatchObject({
      source: { item_id: 12, document: 'acta_constitutiva' },
      capital: { total_value: 150000, fixed_value: 100000, variable_value: 50000, currency: 'MXN' },
    });
    expect(result.shareholders.shareholders.map((s) => [s.name, s.shares, s.share_percentage])).toEqual([
      ['JUAN CARLOS PEREZ LOPEZ', 700, 46.67],
      ['MARIA FERNANDA GOMEZ RUIZ', 500, 33.33],
      ['LUIS ALBERTO TREVIÑO SALINAS', 300, 20],
    ]);
    expect(result.people.board_members.map((m) => [m.role, m.event])).toEqual([
      ['presidente', 'addition'],
      ['secretario', 'addition'],
      ['tesorero', 'addition'],
    ]);
    // Nothing revoked her powers any more.
    expect(result.people.key_people.map((p) => [p.names, p.role])).toContainEqual([
      'SOFIA ELENA CANTU VILLARREAL',
      'apoderado',
    ]);
  });
});

describe('a verification with no processed document', () => {
  const v = aVerification({ keyPeople: [], status: 'pending', documentsStatus: 'partial_upload' });
  const company = run(v, [
    anItem(31, 'csf_mx', null, { itemStatus: 'pending', itemInternalStatus: null, fileId: null }),
    anItem(32, 'ac_mx', null, { itemError: 'corrupted_file', itemInternalStatus: null }),
  ]);

  it('gives null fields, except that it has no constancia and no acta', () => {
    const { verification, ...groups } = company.details;
    for (const [group, fields] of Object.entries(groups)) {
      for (const [key, value] of Object.entries(fields)) {
        const expected = ['has_constancia', 'has_constitutive'].includes(key)
          ? { value: false, source: null, validations: [] }
          : null;
        expect({ [`${group}.${key}`]: value }).toEqual({ [`${group}.${key}`]: expected });
      }
    }
    expect(verification.business_name).toEqual({
      value: 'Comercializadora Ejemplo del Norte',
      validations: [],
    });
  });

  it('gives empty people lists and shareholders pending extraction', () => {
    expect(company.people).toEqual({ key_people: [], full_list: [], board_members: [] });
    expect(company.shareholders).toEqual({
      shareholders: [],
      capital: null,
      source: null,
      shareholders_unavailable_reason: 'pending_extraction',
      validations: [],
    });
  });

  it('lists the file that failed, and it as a source with its error', () => {
    expect(company.documents.documents).toEqual([
      {
        url: 'https://files.test/items/32',
        created_at: '2026-06-08T10:00:00.000Z',
        item_type: 'ac_mx',
        hash: null,
      },
    ]);
    expect(company.sources.sources).toEqual([
      expect.objectContaining({ id: 32, type: 'ac_mx', item_error: 'corrupted_file', document_number: null }),
    ]);
  });
});

describe('people ids', () => {
  const v = aVerification();

  it('are the same when the same items are consolidated twice, in any order', () => {
    const first = run(v, cenDocuments());
    expect(run(v, cenDocuments())).toEqual(first);
    expect(run(v, cenDocuments().reverse()).people).toEqual(first.people);
  });

  it('name a person once, with the roles of every document that names her', () => {
    const { people } = run(v, cenDocuments());
    const marias = people.full_list.filter((p) => p.names.includes('FERNANDA'));
    expect(marias).toEqual([{ names: 'MARIA FERNANDA GOMEZ RUIZ', role: 'secretario', people_id: 2 }]);
    const maria = people.key_people.find((p) => p.people_id === 2)!;
    expect(maria.roles.map((r) => [r.role_name, r.event, r.source?.item_id])).toEqual([
      ['secretario', 'addition', 12],
      ['accionista', 'mentioned', 12],
      ['secretario', 'ratification', 13],
      ['accionista', 'mentioned', 13],
    ]);
    expect(maria).toMatchObject({ requested: true, id_number: 'GORF850214MDFMZR04', id_type: 'curp' });
  });
});

describe('the commercial address', () => {
  const v = aVerification();
  const receipt = (address: string) => {
    const fields = extract('proof_address', fixture('cfe-receipt'));
    fields['address.full'] = { ...fields['address.full']!, value: address };
    return anItem(16, 'proof_address', fields);
  };

  it('is the proof of address when it names another address than the fiscal one', () => {
    const company = run(v, [
      ...cenDocuments(),
      receipt('AV CONSTITUCION 1500 PISO 3, COL CENTRO, C.P.64000 MONTERREY, N.L.'),
    ]);
    expect(company.details.address.business_comercial_address).toMatchObject({
      value: 'AV CONSTITUCION 1500 PISO 3, COL CENTRO, C.P.64000 MONTERREY, N.L.',
      source: {
        item_id: 16,
        item_type: 'proof_address',
        entity_name: 'CFE',
        document_number: '123456789012',
      },
    });
  });

  it('is null when the proof of address is at the fiscal address', () => {
    const company = run(v, [
      ...cenDocuments(),
      receipt('AV CONSTITUCION 100, COL CENTRO, C.P.64000 MONTERREY, N.L.'),
    ]);
    expect(company.details.address.business_comercial_address).toBeNull();
  });
});
