import { fieldConfidence, readConfidence } from '../src/domain/documents/confidence';
import type { DocumentText, ExtractedField, PageText } from '../src/domain/documents/extraction';
import { reconcile } from '../src/domain/documents/reconcile';
import { requiredFieldCheck } from '../src/domain/documents/required-fields';

// Synthetic values only: COMERCIALIZADORA EJEMPLO DEL NORTE, RFC CEN2001011EA, idCIF 20000000002.
const QR =
  'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=20000000002_CEN2001011EA';

const ocrPage = (text: string, confidences: Record<string, number> = {}, mean = 80): PageText => ({
  page: 1,
  text,
  method: 'ocr',
  confidence: mean,
  words: text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ({ text: w, confidence: confidences[w] ?? 95 })),
});

const field = (value: unknown, text: string, page: number | null = 1): ExtractedField => ({
  value,
  source: { page, text },
});

const qrFields = (data = QR): Record<string, ExtractedField> => ({
  'qr.url': { value: data, source: { page: 1, text: data } },
  'qr.id_cif': { value: '20000000002', source: { page: 1, text: data } },
  'qr.tax_id': { value: 'CEN2001011EA', source: { page: 1, text: data } },
  'qr.valid_host': { value: true, source: { page: 1, text: data } },
});

describe('readConfidence', () => {
  const page = ocrPage('RFC: CEN2OO1011EA Denominación: COMERCIALIZADORA EJEMPLO DEL NORTE', {
    CEN2OO1011EA: 41,
    EJEMPLO: 72,
  });
  const doc: DocumentText = { pages: [page], qrCodes: [{ page: 1, data: QR }], producer: null };

  it('is the least confident of the words a value was read from', () => {
    expect(readConfidence(field('CEN2OO1011EA', 'RFC: CEN2OO1011EA'), doc)).toBe(0.41);
    const name = 'COMERCIALIZADORA EJEMPLO DEL NORTE';
    expect(readConfidence(field(name, `Denominación: ${name}`), doc)).toBe(0.72);
  });

  it("falls back on the page's mean without word confidences, and is 1 for a text layer or a QR", () => {
    const bare: DocumentText = { ...doc, pages: [{ ...page, words: undefined }] };
    expect(readConfidence(field('CEN2OO1011EA', 'RFC: CEN2OO1011EA'), bare)).toBe(0.8);
    const text: DocumentText = { ...doc, pages: [{ page: 1, text: page.text, method: 'text_layer' }] };
    expect(readConfidence(field('CEN2OO1011EA', 'RFC: CEN2OO1011EA'), text)).toBe(1);
    expect(readConfidence(field('CEN2001011EA', QR), doc)).toBe(1);
    expect(readConfidence(field(null, 'RFC:'), doc)).toBe(0);
  });
});

describe('fieldConfidence', () => {
  const read = (c: number): ExtractedField => ({
    value: 'X',
    source: { page: 1, text: 'X', read_confidence: c },
  });

  it('is raised by confirmations and lowered by contradictions', () => {
    expect(fieldConfidence(read(0.5), [{ code: 'qr_matches', result: 'pass' }])).toBe(0.99);
    expect(fieldConfidence(read(0.5), [{ code: 'rfc_check_digit', result: 'pass' }])).toBe(0.75);
    expect(fieldConfidence(read(0.9), [{ code: 'rfc_check_digit', result: 'fail' }])).toBe(0.3);
    expect(fieldConfidence(read(0.9), [{ code: 'document_age', result: 'fail' }])).toBe(0.9);
  });

  it("counts an extractor's own check on its field, and trusts an operator's correction", () => {
    const mrz = {
      ...read(0.7),
      checks: [{ code: 'mrz_matches_front', result: 'fail' as const, message: '' }],
    };
    expect(fieldConfidence(mrz, [{ code: 'mrz_matches_front', result: 'fail' }])).toBe(0.3);
    const manual = { value: 'Y', source: { page: null, text: '', information_source: 'manual' } };
    expect(fieldConfidence(manual as ExtractedField, [{ code: 'rfc_check_digit', result: 'fail' }])).toBe(1);
  });
});

describe('reconcile', () => {
  it("takes the CSF QR's RFC over an OCR misread, and keeps both", () => {
    const doc: DocumentText = {
      pages: [ocrPage('RFC: CEN2001011FA idCIF: 20000000002')],
      qrCodes: [{ page: 1, data: QR }],
      producer: null,
    };
    const { fields } = reconcile(
      'csf_mx',
      {
        fields: {
          ...qrFields(),
          'tax.business_tax_id': field('CEN2001011FA', 'RFC: CEN2001011FA'),
          id_cif: field('20000000002', 'idCIF: 20000000002'),
        },
        warnings: [],
      },
      doc,
    );
    expect(fields['tax.business_tax_id']).toMatchObject({
      value: 'CEN2001011EA',
      source: { ocr_value: 'CEN2001011FA', read_confidence: 1 },
      checks: [expect.objectContaining({ code: 'qr_matches', result: 'warning' })],
    });
    expect(fields.id_cif!.checks).toEqual([expect.objectContaining({ code: 'qr_matches', result: 'pass' })]);
  });

  it('leaves a text-layer value that disagrees with the QR as printed (a forgery signal, not a misread)', () => {
    const doc: DocumentText = {
      pages: [{ page: 1, text: 'RFC: CEN2001011FA', method: 'text_layer' }],
      qrCodes: [{ page: 1, data: QR }],
      producer: null,
    };
    const { fields } = reconcile(
      'csf_mx',
      {
        fields: { ...qrFields(), 'tax.business_tax_id': field('CEN2001011FA', 'RFC: CEN2001011FA') },
        warnings: [],
      },
      doc,
    );
    expect(fields['tax.business_tax_id']!.value).toBe('CEN2001011FA');
    expect(fields['tax.business_tax_id']!.source.ocr_value).toBeUndefined();
  });

  it('keeps an OCR reading that passes its own check digit against the QR, and the printed idCIF with it (an edited scan)', () => {
    const doc: DocumentText = {
      pages: [ocrPage('RFC: GEN2001011E6 idCIF: 20000000099')],
      qrCodes: [{ page: 1, data: QR }],
      producer: null,
    };
    const { fields } = reconcile(
      'csf_mx',
      {
        fields: {
          ...qrFields(),
          'tax.business_tax_id': field('GEN2001011E6', 'RFC: GEN2001011E6'),
          id_cif: field('20000000099', 'idCIF: 20000000099'),
        },
        warnings: [],
      },
      doc,
    );
    expect(fields['tax.business_tax_id']).toMatchObject({
      value: 'GEN2001011E6',
      checks: [expect.objectContaining({ code: 'qr_matches', result: 'fail', expected: 'CEN2001011EA' })],
    });
    expect(fields['tax.business_tax_id']!.source.ocr_value).toBeUndefined();
    expect(fields.id_cif!.value).toBe('20000000099');
    expect(fields.id_cif!.source.ocr_value).toBeUndefined();
  });

  it('fills the idCIF from a QR on a look-alike host only if the host is the SAT', () => {
    const doc: DocumentText = { pages: [ocrPage('RFC: CEN2001011EA')], qrCodes: [], producer: null };
    const fake = qrFields(QR.replace('siat.sat.gob.mx', 'siat-sat.gob.mx.example'));
    fake['qr.valid_host'] = { value: false, source: { page: 1, text: '' } };
    const { fields } = reconcile('csf_mx', { fields: fake, warnings: [] }, doc);
    expect(fields.id_cif).toBeUndefined();
    const real = reconcile('csf_mx', { fields: qrFields(), warnings: [] }, doc).fields;
    expect(real.id_cif).toMatchObject({ value: '20000000002', source: { read_confidence: 1 } });
  });

  it('repairs an OCR CLABE and CURP by their check digits, and checks the CLABE against the named bank', () => {
    const doc: DocumentText = {
      pages: [ocrPage('BBVA MEXICO CLABE O3218OOOO118359719')],
      qrCodes: [],
      producer: null,
    };
    const { fields } = reconcile(
      'bank_statement',
      {
        fields: {
          'account.clabe': field('O3218OOOO118359719', 'CLABE O3218OOOO118359719'),
          'bank.code': field('012', 'BBVA MEXICO'),
        },
        warnings: [],
      },
      doc,
    );
    expect(fields['account.clabe']).toMatchObject({
      value: '032180000118359719',
      source: { ocr_value: 'O3218OOOO118359719' },
    });
    expect(fields['account.clabe']!.checks!.map((c) => [c.code, c.result])).toEqual([
      ['ocr_repaired', 'warning'],
      ['clabe_bank_matches', 'fail'],
    ]);
    const ine = reconcile(
      'person_id',
      { fields: { 'person.curp': field('B0XW3IO820HNERXN09', 'CURP B0XW3IO820HNERXN09') }, warnings: [] },
      { pages: [ocrPage('CURP B0XW3IO820HNERXN09')], qrCodes: [], producer: null },
    );
    expect(ine.fields['person.curp']!.value).toBe('BOXW310820HNERXN09');
  });

  it("moves an extractor's checks onto their fields", () => {
    const doc: DocumentText = { pages: [ocrPage('CURP BOXW310820HNERXN09')], qrCodes: [], producer: null };
    const { fields, warnings } = reconcile(
      'person_id',
      {
        fields: { 'person.curp': field('BOXW310820HNERXN09', 'CURP BOXW310820HNERXN09') },
        warnings: [],
        checks: [
          { field: 'person.curp', code: 'mrz_matches_front', result: 'pass', message: 'the MRZ agrees' },
          { field: 'document.number', code: 'mrz_number', result: 'fail', message: 'no number' },
        ],
      },
      doc,
    );
    expect(fields['person.curp']!.checks).toEqual([
      { code: 'mrz_matches_front', result: 'pass', message: 'the MRZ agrees' },
    ]);
    expect(warnings).toEqual(['mrz_number (fail): no number']);
  });
});

describe('requiredFieldCheck', () => {
  const sure = (value: unknown, confidence = 1) => ({ ...field(value, ''), confidence });

  it('names each required field missing or below the threshold; alternatives satisfy a group', () => {
    const checks = requiredFieldCheck(
      'person_id',
      { 'person.full_name': sure('WALTER BOXWELL', 0.4), 'document.elector_key': sure('BXRMWL31082009H100') },
      0.6,
    );
    expect(checks).toEqual([
      expect.objectContaining({
        code: 'required_field',
        field: 'person.full_name',
        result: 'fail',
        review: true,
      }),
    ]);
    expect(requiredFieldCheck('bank_statement', {}, 0.6).map((c) => c.field)).toEqual([
      'account.holder',
      'account.clabe',
      'statement.period_end',
    ]);
    expect(
      requiredFieldCheck('person_id', { 'person.full_name': sure('A B'), 'person.curp': sure('X') }, 0.6),
    ).toEqual([expect.objectContaining({ result: 'pass' })]);
  });
});
