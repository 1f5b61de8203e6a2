import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentText, ExtractorResult } from '../src/domain/documents/extraction';
import { extractCsf } from '../src/domain/documents/extractors/csf';
import { regimeCode } from '../src/domain/mx/regimes';
import { pdfText, sharedFixture } from './helpers/fixtures';

const QR_1 =
  'https://siat.sat.gob.mx/app/qr/faces/pages/mobile/validadorqr.jsf?D1=10&D2=1&D3=22061156235_OSI220401JP1';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/documents', name), 'utf8');

/** One page per `Página [n] de [m]` marker, as a text layer read page by page. */
function pages(text: string, qrCodes: DocumentText['qrCodes'] = []): DocumentText {
  const parts = text.split(/(?=P[aá]gina\s*\[\d+\])/u).filter((p) => p.trim());
  return {
    pages: parts.map((t, i) => ({ page: i + 1, text: t, method: 'text_layer' })),
    qrCodes,
    producer: null,
  };
}

/** The whole document on one line, as pdf.js gives it when pages are merged. */
const oneLine = (text: string): DocumentText => ({
  pages: [{ page: 1, text: text.replace(/\s+/g, ' '), method: 'text_layer' }],
  qrCodes: [],
  producer: null,
});

const values = (result: ExtractorResult) =>
  Object.fromEntries(Object.entries(result.fields).map(([key, field]) => [key, field.value]));

describe('CSF extraction from the real persona moral PDF (OSI220401JP1)', () => {
  let doc: DocumentText;
  let result: ExtractorResult;
  const expected = JSON.parse(readFileSync(sharedFixture('fixtures/csf/osi220401jp1.expected.json'), 'utf8'));

  beforeAll(async () => {
    doc = await pdfText(sharedFixture('fixtures/csf/osi220401jp1.pdf'));
    result = extractCsf(doc);
  });

  it('reads the text layer page by page with its producer', () => {
    expect(doc.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(doc.producer).toBe('Oracle XML Publisher 5.6.2');
  });

  it('gives every tax value of the expected JSON', () => {
    const { business_main_activity: activities, ...tax } = expected.tax;
    for (const [key, value] of Object.entries(tax))
      expect([key, values(result)[`tax.${key}`]]).toEqual([key, value]);
    expect(result.fields['tax.business_main_activity']?.value).toEqual(
      activities.map((row: object) => ({ ...row, end_date: null })),
    );
  });

  it('gives every top-level value of the expected JSON', () => {
    for (const key of ['id_cif', 'trade_name', 'start_of_operations', 'issued_at', 'issue_place']) {
      expect([key, values(result)[key]]).toEqual([key, expected[key]]);
    }
  });

  it('gives every address value of the expected JSON', () => {
    const { business_fiscal_address_disaggregated: parts, locality, between_streets } = expected.address;
    for (const [key, value] of Object.entries(parts)) {
      expect([key, values(result)[`address.${key}`]]).toEqual([key, value]);
    }
    expect(values(result)['address.locality']).toBe(locality);
    expect(values(result)['address.between_streets']).toEqual(between_streets);
    expect(values(result)['address.full']).toBe(
      'AVENIDA (AV.) ANTEA 1032, JURICA, 76100 QUERETARO, QUERETARO',
    );
  });

  it('reads the cédula, the cadena original and the regime table, with no warning', () => {
    expect(values(result)).toMatchObject({
      taxpayer_type: 'moral',
      'tax.cedula_tax_id': 'OSI220401JP1',
      cedula_name: 'OPEN SOURCE INTEGRATORS',
      'tax.status_change_date': '2022-04-01',
      'tax.regimes': [
        {
          regime: 'Régimen General de Ley Personas Morales',
          code: '601',
          start_date: '2022-04-01',
          end_date: null,
        },
      ],
      cadena_original: '||2023/08/21|OSI220401JP1|CONSTANCIA DE SITUACIÓN FISCAL|200001088888800000031||',
      cadena_original_tax_id: 'OSI220401JP1',
      cadena_original_date: '2023-08-21',
    });
    expect(result.warnings).toEqual([]);
  });

  it('points each field at the page and the text it came from', () => {
    expect(result.fields['tax.business_tax_id']?.source).toEqual({ page: 1, text: 'RFC: OSI220401JP1' });
    expect(result.fields['tax.business_main_activity']?.source).toEqual({
      page: 2,
      text: '1 Servicios de consultoría en computación 100 01/04/2022',
    });
    expect(result.fields['tax.business_regime']?.source.page).toBe(2);
    expect(result.fields.cadena_original?.source.page).toBe(2);
    expect(result.fields['address.between_streets']?.source.page).toBe(1);
  });

  it('without a decoded QR, gives no qr fields', () => {
    expect(Object.keys(result.fields).filter((key) => key.startsWith('qr.'))).toEqual([]);
  });

  it('with the real QR #1, reads idCIF and RFC from D3 and accepts the SAT host', () => {
    const withQr = extractCsf({ ...doc, qrCodes: [{ page: 1, data: QR_1 }] });
    expect(values(withQr)).toMatchObject({
      'qr.url': QR_1,
      'qr.id_cif': '22061156235',
      'qr.tax_id': 'OSI220401JP1',
      'qr.valid_host': true,
    });
    expect(withQr.fields['qr.url']?.source.page).toBe(1);
  });

  it('picks QR #1 (D1=10) over the last page QR #2', () => {
    const qr2 = QR_1.replace('D1=10', 'D1=26').replace('22061156235', '99999999999');
    const withQr = extractCsf({
      ...doc,
      qrCodes: [
        { page: 2, data: qr2 },
        { page: 1, data: QR_1 },
      ],
    });
    expect(values(withQr)['qr.id_cif']).toBe('22061156235');
  });

  it.each([
    ['a look-alike host', QR_1.replace('siat.sat.gob.mx', 'siat-sat-gobierno.mx')],
    ['plain http', QR_1.replace('https:', 'http:')],
    ['a host that only starts like SAT', QR_1.replace('siat.sat.gob.mx', 'siat.sat.gob.mx.example.com')],
    ['another path', QR_1.replace('validadorqr.jsf', 'validador.jsf')],
    ['credentials before the host', QR_1.replace('https://', 'https://siat.sat.gob.mx@')],
  ])('with %s in the QR, gives qr.valid_host false', (_, url) => {
    const withQr = extractCsf({ ...doc, qrCodes: [{ page: 1, data: url }] });
    expect(values(withQr)['qr.valid_host']).toBe(false);
    expect(values(withQr)['qr.tax_id']).toBe('OSI220401JP1');
  });
});

describe('CSF extraction from synthetic texts', () => {
  const moral = fixture('csf-moral.txt');
  const fisica = fixture('csf-fisica.txt');

  const moralValues = {
    taxpayer_type: 'moral',
    'tax.business_tax_id': 'CEN2001011EA',
    'tax.cedula_tax_id': 'CEN2001011EA',
    cedula_name: 'COMERCIALIZADORA EJEMPLO DEL NORTE',
    'tax.business_name': 'COMERCIALIZADORA EJEMPLO DEL NORTE',
    'tax.business_type': 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
    trade_name: 'EJEMPLO',
    start_of_operations: '2020-01-01',
    'tax.business_fiscal_status': 'ACTIVO',
    'tax.business_regime': 'Régimen General de Ley Personas Morales',
    id_cif: '20000000002',
    issued_at: '2026-05-06',
    issue_place: 'MONTERREY , NUEVO LEON',
    cadena_original_date: '2026-05-06',
    'address.street_type': 'AVENIDA (AV.)',
    'address.internal_number': null,
    'address.district': 'MONTERREY',
    'address.between_streets': ['ZARAGOZA', 'ZUAZUA'],
    'address.full': 'AVENIDA (AV.) CONSTITUCION 100, CENTRO, 64000 MONTERREY, NUEVO LEON',
    'tax.business_main_activity': [
      {
        order: 1,
        economic_activity: 'Comercio al por mayor de otros productos',
        percentage: 70,
        date: '2020-01-01',
        end_date: null,
      },
      {
        order: 2,
        economic_activity: 'Otros servicios de apoyo a los negocios',
        percentage: 30,
        date: '2020-01-01',
        end_date: null,
      },
    ],
  };

  it('reads the persona moral skeleton split into pages', () => {
    const result = extractCsf(pages(moral));
    expect(values(result)).toMatchObject(moralValues);
    expect(result.fields['tax.business_main_activity']?.source.page).toBe(2);
    expect(result.fields.cedula_name?.source.page).toBe(1);
    expect(result.warnings).toEqual([]);
  });

  it('reads the same persona moral when the whole document is one line', () => {
    const result = extractCsf(oneLine(moral));
    expect(values(result)).toMatchObject(moralValues);
    expect(result.warnings).toEqual([]);
  });

  it('gives no persona física fields for a persona moral', () => {
    const keys = Object.keys(extractCsf(pages(moral)).fields);
    expect(keys.filter((key) => key.startsWith('person.'))).toEqual([]);
  });

  it('reads a persona física: CURP, names, composed name, empty trade name and two regimes', () => {
    const result = extractCsf(pages(fisica));
    expect(values(result)).toMatchObject({
      taxpayer_type: 'fisica',
      'tax.business_tax_id': 'GODE561231GR8',
      'person.curp': 'GODE561231HDFMZR03',
      'person.names': 'ERNESTO',
      'person.first_surname': 'GOMEZ',
      'person.second_surname': 'DIAZ',
      'tax.business_name': 'ERNESTO GOMEZ DIAZ',
      cedula_name: 'ERNESTO GOMEZ DIAZ',
      trade_name: null,
      issued_at: '2026-03-15',
      issue_place: 'TLALNEPANTLA DE BAZ , MEXICO',
      'tax.business_regime': 'Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios',
      'tax.regimes': [
        {
          regime: 'Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios',
          code: '605',
          start_date: '2010-06-15',
          end_date: null,
        },
        {
          regime: 'Régimen de las Personas Físicas con Actividades Empresariales y Profesionales',
          code: '612',
          start_date: '2015-02-01',
          end_date: null,
        },
      ],
    });
    expect(result.fields).not.toHaveProperty(['tax.business_type']);
    expect(result.warnings).toEqual([]);
  });

  it('reads the same persona física when the whole document is one line', () => {
    const result = extractCsf(oneLine(fisica));
    expect(values(result)).toMatchObject({
      'tax.business_name': 'ERNESTO GOMEZ DIAZ',
      trade_name: null,
      'address.street_type': null,
      'address.district': 'TLALNEPANTLA DE BAZ',
      'address.between_streets': ['PONIENTE 8', 'CALLE MORELOS'],
    });
    expect((values(result)['tax.regimes'] as { code: string }[]).map((r) => r.code)).toEqual(['605', '612']);
    expect(result.warnings).toEqual([]);
  });

  it('points the composed persona física name at its three labels', () => {
    expect(extractCsf(pages(fisica)).fields['tax.business_name']?.source).toEqual({
      page: 1,
      text: 'Nombre (s): ERNESTO Primer Apellido: GOMEZ Segundo Apellido: DIAZ',
    });
  });

  it('reads a wrapped activity description as one', () => {
    const activities = values(extractCsf(pages(fisica)))['tax.business_main_activity'] as {
      economic_activity: string;
    }[];
    expect(activities.map((a) => a.economic_activity)).toEqual([
      'Asalariado',
      'Servicios de consultoría en computación prestados por personas físicas',
    ]);
  });

  it('keeps empty address values null and joins a municipio wrapped onto two lines', () => {
    expect(values(extractCsf(pages(fisica)))).toMatchObject({
      'address.post_code': '54080',
      'address.street_type': null,
      'address.street_name': 'LERDO DE TEJADA',
      'address.external_number': '27',
      'address.internal_number': '3ER PISO',
      'address.neighborhood': 'CENTRO INDUSTRIAL',
      'address.locality': null,
      'address.district': 'TLALNEPANTLA DE BAZ',
      'address.state': 'MEXICO',
      'address.full': 'LERDO DE TEJADA 27 INT 3ER PISO, CENTRO INDUSTRIAL, 54080 TLALNEPANTLA DE BAZ, MEXICO',
    });
  });

  it('reads `Entre Calle:` at the end of a page and `Y Calle: CALLE MORELOS` on the next', () => {
    const result = extractCsf(pages(fisica));
    expect(values(result)['address.between_streets']).toEqual(['PONIENTE 8', 'CALLE MORELOS']);
    expect(result.fields['address.between_streets']?.source.page).toBe(1);
  });

  it('reads the IMPORTACIONES SISCANI one-line text', () => {
    const result = extractCsf(oneLine(fixture('csf-siscani-one-line.txt')));
    expect(values(result)).toMatchObject({
      taxpayer_type: 'moral',
      'tax.business_tax_id': 'ISI1801183Z4',
      id_cif: '18020373831',
      'tax.business_name': 'IMPORTACIONES SISCANI',
      'tax.business_type': 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
      trade_name: null,
      start_of_operations: '2018-01-18',
      'address.post_code': '23405',
      'address.street_type': 'CARRETERA (CARR.)',
      'address.street_name': 'TRANSPENINSULAR',
      'address.external_number': 'MODULO L 12',
      'address.internal_number': 'LOCAL 11 Y 12',
      'address.neighborhood': 'CABO COLORADO',
      'address.locality': 'SAN JOSE DEL CABO',
      'address.district': 'LOS CABOS',
      'address.state': 'BAJA CALIFORNIA SUR',
      'address.between_streets': ['CALLE LOMA ENCANTADA', 'REFERENCIA FRESKO PALMILLA'],
      'tax.business_main_activity': [
        {
          order: 1,
          economic_activity: 'Otros intermediarios del comercio al por menor',
          percentage: 100,
          date: '2018-01-18',
          end_date: null,
        },
      ],
      'tax.business_regime': 'Régimen General de Ley Personas Morales',
      'tax.regimes': [
        {
          regime: 'Régimen General de Ley Personas Morales',
          code: '601',
          start_date: '2018-01-18',
          end_date: null,
        },
      ],
      cadena_original_tax_id: 'ISI1801183Z4',
    });
    expect(result.warnings).toEqual([]);
  });

  it('when no regime is in force, gives a null business_regime, the ended regime and a warning', () => {
    const ended = moral.replace(
      'Régimen General de Ley Personas Morales 01/01/2020',
      'Régimen General de Ley Personas Morales 01/01/2020 31/12/2024',
    );
    const result = extractCsf(pages(ended));
    expect(values(result)['tax.business_regime']).toBeNull();
    expect(values(result)['tax.regimes']).toEqual([
      {
        regime: 'Régimen General de Ley Personas Morales',
        code: '601',
        start_date: '2020-01-01',
        end_date: '2024-12-31',
      },
    ]);
    expect(result.warnings).toEqual(['no tax regime is in force']);
  });

  it('when the regime table is empty, gives an empty list and a null business_regime', () => {
    const result = extractCsf(
      pages(moral.replace('Régimen General de Ley Personas Morales 01/01/2020\n', '')),
    );
    expect(values(result)).toMatchObject({ 'tax.regimes': [], 'tax.business_regime': null });
  });

  it('with the street type empty, does not take the next label as its value', () => {
    const result = extractCsf(oneLine(moral.replace('Tipo de Vialidad: AVENIDA (AV.)', 'Tipo de Vialidad:')));
    expect(values(result)).toMatchObject({
      'address.street_type': null,
      'address.street_name': 'CONSTITUCION',
    });
  });

  it('reads the older alias labels and stops at them', () => {
    const older = moral
      .replace('Denominación/Razón Social:', 'Denominación o Razón Social:')
      .replace('Fecha inicio de operaciones:', 'Fecha de inicio de operaciones:')
      .replace('Estatus en el padrón:', 'Situación del contribuyente:')
      .replace('Nombre del Municipio o Demarcación Territorial:', 'Municipio o Delegación:')
      .replace(
        'Y Calle: ZUAZUA',
        'Y Calle: ZUAZUA Correo Electrónico: A@B.MX Tel. Fijo Lada: 81 Número: 5555',
      );
    expect(values(extractCsf(pages(older)))).toMatchObject({
      'tax.business_name': 'COMERCIALIZADORA EJEMPLO DEL NORTE',
      start_of_operations: '2020-01-01',
      'tax.business_fiscal_status': 'ACTIVO',
      'address.district': 'MONTERREY',
      'address.between_streets': ['ZARAGOZA', 'ZUAZUA'],
    });
  });

  it('warns when a value holds something that looks like a label', () => {
    const result = extractCsf(pages(moral.replace('Nombre de la Colonia:', 'Colonia:')));
    expect(values(result)['address.internal_number']).toBe('Colonia: CENTRO');
    expect(result.warnings).toEqual([expect.stringContaining('"Colonia:"')]);
  });

  it('warns when the current activities do not add up to 100%', () => {
    const result = extractCsf(pages(moral.replace('negocios 30 01/01/2020', 'negocios 20 01/01/2020')));
    expect(result.warnings).toEqual(['the current economic activities add up to 90%, not 100%']);
  });

  it('without a readable issue date, falls back to the cadena original date', () => {
    const result = extractCsf(pages(moral.replace('A 06 DE MAYO\nDE 2026', '')));
    expect(values(result)).toMatchObject({ issued_at: '2026-05-06', issue_place: null });
    expect(result.fields.issued_at?.source.page).toBe(2);
  });
});

describe('regime codes (c_RegimenFiscal) from the names the CSF prints', () => {
  it.each([
    ['Régimen General de Ley Personas Morales', '601'],
    ['Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios', '605'],
    ['Régimen de las Personas Físicas con Actividades Empresariales y Profesionales', '612'],
    ['Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', '625'],
    ['Régimen Simplificado de Confianza', '626'],
    ['REGIMEN DE LAS ACTIVIDADES AGRICOLAS,\nGANADERAS, SILVICOLAS Y PESQUERAS', '622'],
    ['Régimen de Incorporación Fiscal', '621'],
  ])('%s → %s', (name, code) => expect(regimeCode(name)).toBe(code));

  it('gives null for a name it does not know', () => expect(regimeCode('Régimen inventado')).toBeNull());
});
