import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentText, ExtractorResult } from '../src/domain/documents/extraction';
import {
  extractActaAsamblea,
  extractActaConstitutiva,
  extractPoder,
} from '../src/domain/documents/extractors/acta';
import { fold } from '../src/domain/documents/text';

const fixture = (name: string): string =>
  readFileSync(join(__dirname, 'fixtures', 'documents', `${name}.txt`), 'utf8');

/** One page per form feed, as the reader hands a PDF's pages over. */
const doc = (text: string, method: 'text_layer' | 'ocr' = 'text_layer'): DocumentText => ({
  pages: text.split('\f').map((t, i) => ({ page: i + 1, text: t, method })),
  qrCodes: [],
  producer: null,
});

const values = (r: ExtractorResult) =>
  Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));
const pageOf = (r: ExtractorResult, path: string) => r.fields[path]?.source.page;
const sumOf = (r: ExtractorResult) =>
  (r.fields.shareholders!.value as { percentage: number }[]).reduce((a, s) => a + s.percentage, 0);

const ROBERTO_GARZA = {
  'notary.name': 'ROBERTO GARZA MENDOZA',
  'notary.kind': 'notario',
  'notary.number': '45',
  'notary.entity': 'NUEVO LEON',
  'notary.city': 'MONTERREY',
};
const REGIOMONTANA = {
  'company.name': 'COMERCIALIZADORA REGIOMONTANA DEL NORTE',
  'company.type': 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
};

describe('acta constitutiva of an S.A. de C.V. (ac_mx)', () => {
  const result = extractActaConstitutiva(doc(fixture('acta-constitutiva')));

  it('reads every field of the deed', () => {
    expect(values(result)).toEqual({
      'deed.number': '12345',
      'deed.kind': 'escritura',
      'deed.volume': '456',
      'deed.date': '2021-03-15',
      'deed.place': 'MONTERREY',
      ...ROBERTO_GARZA,
      'registration.folio_mercantil': 'N-2021034567',
      'registration.date': '2021-04-22',
      'registration.place': 'MONTERREY',
      ...REGIOMONTANA,
      'company.duration': '99 AÑOS',
      'company.duration_years': 99,
      'company.domicile': 'MONTERREY, NUEVO LEON',
      'company.purpose':
        'a) La compra, venta, importación, exportación, distribución y comercialización en general de productos ' +
        'alimenticios, abarrotes, bebidas y artículos de consumo. b) La prestación de servicios de logística, ' +
        'almacenaje y transporte de mercancías por cuenta propia o de terceros. c) Adquirir, arrendar y…',
      'company.foreigners_clause': 'exclusion',
      'capital.total': 150000,
      'capital.fixed': 100000,
      'capital.variable': 50000,
      'capital.currency': 'MXN',
      'capital.share_value': 100,
      shareholders: [
        { name: 'JUAN CARLOS PEREZ LOPEZ', shares: 700, series: 'A', value: 70000, percentage: 46.67 },
        { name: 'MARIA FERNANDA GOMEZ RUIZ', shares: 500, series: 'A', value: 50000, percentage: 33.33 },
        { name: 'LUIS ALBERTO TREVIÑO SALINAS', shares: 300, series: 'A', value: 30000, percentage: 20 },
      ],
      shareholders_total_shares: 1500,
      'administration.model': 'consejo',
      administrators: [
        { name: 'JUAN CARLOS PEREZ LOPEZ', role: 'presidente' },
        { name: 'MARIA FERNANDA GOMEZ RUIZ', role: 'secretario' },
        { name: 'LUIS ALBERTO TREVIÑO SALINAS', role: 'tesorero' },
        { name: 'ALEJANDRO RAMIREZ OCHOA', role: 'comisario' },
      ],
      apoderados: [
        {
          name: 'SOFIA ELENA CANTU VILLARREAL',
          powers: ['pleitos_y_cobranzas', 'actos_de_administracion', 'titulos_de_credito'],
          signature: 'individual',
          limits: null,
          revoked: false,
        },
        {
          name: 'JUAN CARLOS PEREZ LOPEZ',
          powers: ['actos_de_dominio'],
          signature: 'joint',
          limits:
            'con la limitación de que solo podrá enajenar o gravar bienes de la sociedad hasta por un monto de ' +
            '$2,000,000.00 (DOS MILLONES DE PESOS 00/100 M.N.) por operación',
          revoked: false,
        },
      ],
    });
    expect(result.warnings).toEqual([]);
  });

  it('names the page each value was read on, and the words it was read from', () => {
    expect(pageOf(result, 'deed.number')).toBe(1);
    expect(result.fields['deed.number']!.source.text).toBe(
      'ESCRITURA PÚBLICA NÚMERO 12,345 (DOCE MIL TRESCIENTOS CUARENTA Y CINCO)',
    );
    expect(pageOf(result, 'capital.fixed')).toBe(2);
    expect(pageOf(result, 'shareholders')).toBe(2);
    expect(result.fields.shareholders!.source.text).toMatch(/^ACCIONISTA ACCIONES SERIE VALOR JUAN CARLOS/);
    expect(pageOf(result, 'apoderados')).toBe(3);
    expect(pageOf(result, 'registration.folio_mercantil')).toBe(4);
    expect(result.fields['registration.date']!.source.text).toBe('FECHA DE INSCRIPCIÓN: 22/04/2021');
  });

  it('gives percentages that add up to 100 when the table is complete', () => {
    expect(sumOf(result)).toBeCloseTo(100, 2);
  });

  it('keeps a power that the clause itself denies out of the list ("no comprende … actos de dominio")', () => {
    const [sofia] = result.fields.apoderados!.value as { powers: string[] }[];
    expect(sofia!.powers).not.toContain('actos_de_dominio');
  });

  it('when the total row disagrees with the rows, warns and still splits by the rows', () => {
    const text = fixture('acta-constitutiva').replace(
      /TOTAL( +)1,500( +)\$150,000\.00/,
      (_, a: string, b: string) => `TOTAL${a}1,600${b}$160,000.00`,
    );
    const r = extractActaConstitutiva(doc(text));
    expect(r.warnings).toEqual([
      'shareholders: the total row says 1600 shares, the rows add up to 1500',
      'shareholders: the total row says $160000, the rows add up to $150000',
    ]);
    expect(sumOf(r)).toBeCloseTo(100, 2);
  });

  it('when the rows disagree with the capital clause, warns', () => {
    const text = fixture('acta-constitutiva').replace(
      '300      "A"          $30,000.00',
      '300      "A"          $35,000.00',
    );
    const r = extractActaConstitutiva(doc(text));
    expect(r.warnings).toContain('shareholders: the rows add up to $155000, the capital clause says $150000');
  });

  it('warns when the deed number in digits disagrees with its words', () => {
    const text = fixture('acta-constitutiva').replace('12,345 (DOCE MIL', '12,346 (DOCE MIL');
    const r = extractActaConstitutiva(doc(text));
    expect(r.fields['deed.number']!.value).toBe('12346');
    expect(r.warnings).toEqual([
      'deed.number: the digits 12346 disagree with the words "DOCE MIL TRESCIENTOS CUARENTA Y CINCO"',
    ]);
  });
});

describe('acta constitutiva of an S. de R.L. de C.V. written in words, OCR noise (ac_mx)', () => {
  const result = extractActaConstitutiva(doc(fixture('acta-constitutiva-srl'), 'ocr'));

  it('reads every field of the deed', () => {
    expect(values(result)).toEqual({
      'deed.number': '8421',
      'deed.kind': 'escritura',
      'deed.volume': '38',
      'deed.date': '2019-09-21',
      'deed.place': 'GUADALAJARA',
      'notary.name': 'ADRIANA PATRICIA ORTIZ MEDINA',
      'notary.kind': 'notario',
      'notary.number': '32',
      'notary.entity': 'JALISCO',
      'notary.city': 'GUADALAJARA',
      'registration.folio_mercantil': '124578*1',
      'registration.date': '2019-10-02',
      'registration.place': 'GUADALAJARA',
      'company.name': 'SERVICIOS TECNICOS DE OCCIDENTE',
      'company.type': 'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
      'company.duration': 'INDEFINIDA',
      'company.duration_years': null,
      'company.domicile': 'ZAPOPAN, JALISCO',
      'company.purpose':
        'a) La prestacion de servicios de mantenimiento industrial, electrico y mecanico a toda clase de empresas; ' +
        'b) La compra, venta, importacion y arrendamiento de maquinaria, equipo y refacciones industriales; c) La ' +
        'elaboracion de proyectos de ingenieria y la supervision de obras; d) En general, la…',
      'company.foreigners_clause': 'admission',
      'capital.total': 100000,
      'capital.fixed': 100000,
      'capital.currency': 'MXN',
      shareholders: [
        { name: 'ANA LUISA TORRES VEGA', shares: 1, series: null, value: 50000, percentage: 50 },
        { name: 'JORGE ALBERTO RUIZ MENA', shares: 1, series: null, value: 30000, percentage: 30 },
        { name: 'KARLA IVONNE DELGADO PAZ', shares: 1, series: null, value: 20000, percentage: 20 },
      ],
      shareholders_total_shares: 3,
      'administration.model': 'administrador_unico',
      administrators: [{ name: 'ANA LUISA TORRES VEGA', role: 'administrador_unico' }],
      apoderados: [
        {
          name: 'ANA LUISA TORRES VEGA',
          powers: [
            'pleitos_y_cobranzas',
            'actos_de_administracion',
            'actos_de_administracion_laboral',
            'titulos_de_credito',
            'cuentas_bancarias',
            'otorgar_poderes',
          ],
          signature: null,
          limits: null,
          revoked: false,
        },
        {
          name: 'ERNESTO RAMOS QUINTERO',
          powers: ['pleitos_y_cobranzas'],
          signature: 'individual',
          limits:
            'con la limitacion de que no podra desistirse del juicio de amparo sin acuerdo previo del Administrador Unico',
          revoked: false,
        },
      ],
    });
    expect(result.warnings).toEqual([]);
  });

  it("takes the statute's own foreigners clause, not one other companies' deeds or the permit's alternative name", () => {
    // Before the company's admission clause: the law's definition of a Mexican investor, and the SRE
    // permit's condition, each naming the exclusion clause.
    const text = fixture('acta-constitutiva-srl').replace(
      'QUINTA.- NACIONALIDAD.-',
      'Podran adquirir partes sociales las sociedades mexicanas cuya escritura social contenga clausula de ' +
        'exclusion de extranjeros. El permiso queda condicionado a que se inserte la clausula de exclusion de ' +
        'extranjeros prevista en el Articulo 30 o el convenio que senala el Articulo 31 del Reglamento.\n' +
        'QUINTA.- NACIONALIDAD.-',
    );
    expect(values(extractActaConstitutiva(doc(text, 'ocr')))['company.foreigners_clause']).toBe('admission');
  });

  it('splits partes sociales by contribution, not by their count', () => {
    expect(sumOf(result)).toBeCloseTo(100, 2);
  });

  it('gives the administrator by role the statute powers, without the reserved actos de dominio', () => {
    expect(pageOf(result, 'apoderados')).toBe(2);
    expect(result.fields.apoderados!.source.text).toMatch(
      /^El Administrador Unico tendra las siguientes facultades/,
    );
  });
});

describe('acta de asamblea general extraordinaria (aa_mx)', () => {
  const result = extractActaAsamblea(doc(fixture('acta-asamblea')));

  it('reads every field of the deed and of the minute it protocolises', () => {
    expect(values(result)).toEqual({
      'deed.number': '23456',
      'deed.kind': 'escritura',
      'deed.volume': '512',
      'deed.date': '2023-06-02',
      'deed.place': 'MONTERREY',
      ...ROBERTO_GARZA,
      'registration.folio_mercantil': 'N-2021034567',
      'registration.date': '2023-06-20',
      'registration.place': 'MONTERREY',
      ...REGIOMONTANA,
      'assembly.type': 'extraordinaria',
      'assembly.date': '2023-05-10',
      'assembly.resolutions': [
        'Se revocan los poderes otorgados a la señora SOFÍA ELENA CANTÚ VILLARREAL mediante la escritura pública ' +
          'número 12,345 (doce mil trescientos cuarenta y cinco),…',
        'Se acepta la renuncia del señor LUIS ALBERTO TREVIÑO SALINAS al cargo de Tesorero del Consejo de ' +
          'Administración, agradeciéndole los servicios prestados a la…',
        'Se designa como Tesorero del Consejo de Administración al señor RODRIGO ESPARZA LUNA, quien estando ' +
          'presente acepta el cargo',
        'Se otorga a favor del señor RODRIGO ESPARZA LUNA, para que lo ejerza de manera individual, PODER GENERAL ' +
          'PARA PLEITOS Y COBRANZAS Y PARA ACTOS DE…',
        'Se aprueba aumentar el capital social en su parte variable en la cantidad de $200,000.00 (DOSCIENTOS MIL ' +
          'PESOS 00/100 M.N.), mediante la emisión de 2,000 (dos…',
        'Se designa como delegado especial de la asamblea al señor JUAN CARLOS PÉREZ LÓPEZ para que acuda ante el ' +
          'notario público de su elección a protocolizar la…',
      ],
      'capital.total': 350000,
      'capital.fixed': 100000,
      'capital.variable': 250000,
      'capital.currency': 'MXN',
      'capital.share_value': 100,
      shareholders: [
        { name: 'JUAN CARLOS PEREZ LOPEZ', shares: 1500, series: 'A', value: 150000, percentage: 42.86 },
        { name: 'MARIA FERNANDA GOMEZ RUIZ', shares: 1000, series: 'A', value: 100000, percentage: 28.57 },
        { name: 'LUIS ALBERTO TREVIÑO SALINAS', shares: 300, series: 'A', value: 30000, percentage: 8.57 },
        { name: 'RODRIGO ESPARZA LUNA', shares: 700, series: 'A', value: 70000, percentage: 20 },
      ],
      shareholders_total_shares: 3500,
      board_events: [
        { name: 'LUIS ALBERTO TREVIÑO SALINAS', role: 'tesorero', event: 'removal' },
        { name: 'RODRIGO ESPARZA LUNA', role: 'tesorero', event: 'addition' },
        { name: 'JUAN CARLOS PEREZ LOPEZ', role: 'presidente', event: 'ratification' },
        { name: 'MARIA FERNANDA GOMEZ RUIZ', role: 'secretario', event: 'ratification' },
      ],
      administrators: [
        { name: 'RODRIGO ESPARZA LUNA', role: 'tesorero' },
        { name: 'JUAN CARLOS PEREZ LOPEZ', role: 'presidente' },
        { name: 'MARIA FERNANDA GOMEZ RUIZ', role: 'secretario' },
      ],
      'administration.model': 'consejo',
      apoderados: [
        { name: 'SOFIA ELENA CANTU VILLARREAL', powers: [], signature: null, limits: null, revoked: true },
        {
          name: 'RODRIGO ESPARZA LUNA',
          powers: [
            'pleitos_y_cobranzas',
            'actos_de_administracion',
            'actos_de_administracion_laboral',
            'cuentas_bancarias',
          ],
          signature: 'individual',
          limits:
            'con la limitación de que para operaciones superiores a $500,000.00 (QUINIENTOS MIL PESOS 00/100 M.N.) ' +
            'requerirá la firma del Presidente del Consejo de Administración',
          revoked: false,
        },
      ],
    });
    expect(result.warnings).toEqual([]);
  });

  it('takes the distribution after the increase, not the attendance list before it', () => {
    expect(pageOf(result, 'shareholders')).toBe(2);
    expect(sumOf(result)).toBeCloseTo(100, 2);
  });

  it("takes the assembly's own registration from the last boleta, not the constitution it recounts", () => {
    expect(pageOf(result, 'registration.date')).toBe(3);
    expect(pageOf(result, 'deed.date')).toBe(1);
  });
});

describe('poder general limitado (pw_mx)', () => {
  const result = extractPoder(doc(fixture('poder')));

  it('reads every field of the deed', () => {
    expect(values(result)).toEqual({
      'deed.number': '7890',
      'deed.kind': 'instrumento',
      'deed.volume': '215',
      'deed.date': '2024-02-08',
      'deed.place': 'CIUDAD DE MEXICO',
      'notary.name': 'CLAUDIA IRENE VAZQUEZ MORALES',
      'notary.kind': 'notario',
      'notary.number': '211',
      'notary.entity': 'CIUDAD DE MEXICO',
      'notary.city': 'CIUDAD DE MEXICO',
      'registration.folio_mercantil': 'N-2015012345',
      'registration.place': 'LEON',
      'company.name': 'TRANSPORTES RAPIDOS DEL BAJIO',
      'company.type': 'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE',
      grantor: 'TRANSPORTES RAPIDOS DEL BAJIO',
      apoderados: [
        {
          name: 'FERNANDO JAVIER CASTILLO NUÑEZ',
          powers: [
            'pleitos_y_cobranzas',
            'actos_de_administracion',
            'actos_de_administracion_laboral',
            'titulos_de_credito',
          ],
          signature: 'individual',
          limits:
            'limitado a la administración de la flota vehicular y de los contratos de transporte de la sociedad; ' +
            'hasta por un monto de $250,000.00 (DOSCIENTOS CINCUENTA MIL PESOS 00/100 M.N.) por operación',
          revoked: false,
        },
      ],
    });
    expect(result.warnings).toEqual([]);
  });

  it('keeps the denied powers of a later clause out ("no podrá ejercer actos de dominio ni otorgar poderes")', () => {
    const [holder] = result.fields.apoderados!.value as { powers: string[] }[];
    expect(holder!.powers).not.toContain('actos_de_dominio');
    expect(holder!.powers).not.toContain('otorgar_poderes');
  });
});

describe('other wordings of the same clauses', () => {
  const text = [
    'ESCRITURA PÚBLICA No. 9,876 (NUEVE MIL OCHOCIENTOS SETENTA Y SEIS). LIBRO 12.',
    'En la Ciudad de México, a los 15 días del mes de marzo del año 2021, ANTE MÍ, LIC. PEDRO PABLO SUÁREZ',
    'DÍAZ, Notario Público número 99 de la Ciudad de México, HAGO CONSTAR: la constitución de "GRUPO',
    'ÑANDÚ", S.A.P.I. de C.V. ---- CLÁUSULAS TRANSITORIAS ----',
    'PRIMERA.- El capital social suscrito y pagado es de $100,000.00 (CIEN MIL PESOS 00/100 M.N.), y queda',
    'suscrito de la siguiente forma: el señor JOSÉ MARÍA DE LA LUZ GARCÍA suscribe y paga 600 (seiscientas)',
    'acciones de la Serie "A", con valor de $60,000.00 (SESENTA MIL PESOS 00/100 M.N.); y la señora ANA DEL',
    'RÍO SOTO suscribe y paga 400 (cuatrocientas) acciones de la Serie "B", con valor de $40,000.00.',
    'SEGUNDA.- Se designa como Administrador Único de la sociedad al señor JOSÉ MARÍA DE LA LUZ GARCÍA, quien',
    'tendrá las siguientes facultades: a) poder general para pleitos y cobranzas; b) poder general para',
    'actos de dominio.',
    'TERCERA.- Se otorga a favor de los señores PEDRO INFANTE CRUZ y MARÍA FÉLIX GÜERENA, para que los',
    'ejerzan conjunta o separadamente, poder general para pleitos y cobranzas y para actos de',
    'administración, así como para otorgar y revocar poderes.',
    'CUARTA.- Se designa a los señores ANA ROJAS PAZ y LUIS MORA RÍOS como Presidente y Secretario del',
    'Consejo de Vigilancia, respectivamente. QUINTA.- Se nombra Comisario al C.P. LUCÍA MÉNDEZ ROA.',
  ].join('\n');
  const result = extractActaConstitutiva(doc(text));

  it('reads a subscription written as prose, series by series', () => {
    expect(result.fields.shareholders!.value).toEqual([
      { name: 'JOSE MARIA DE LA LUZ GARCIA', shares: 600, series: 'A', value: 60000, percentage: 60 },
      { name: 'ANA DEL RIO SOTO', shares: 400, series: 'B', value: 40000, percentage: 40 },
    ]);
    expect(result.fields['capital.total']!.value).toBe(100000);
  });

  it('gives powers to the person just named ("…, quien tendrá las siguientes facultades")', () => {
    const apoderados = result.fields.apoderados!.value as {
      name: string;
      powers: string[];
      signature: string;
    }[];
    expect(apoderados.map((a) => [a.name, a.powers, a.signature])).toEqual([
      ['JOSE MARIA DE LA LUZ GARCIA', ['pleitos_y_cobranzas', 'actos_de_dominio'], null],
      [
        'PEDRO INFANTE CRUZ',
        ['pleitos_y_cobranzas', 'actos_de_administracion', 'otorgar_poderes'],
        'individual',
      ],
      [
        'MARIA FELIX GUERENA',
        ['pleitos_y_cobranzas', 'actos_de_administracion', 'otorgar_poderes'],
        'individual',
      ],
    ]);
  });

  it('pairs names and roles given "respectivamente", and drops titles such as C.P.', () => {
    expect(result.fields.administrators!.value).toEqual([
      { name: 'JOSE MARIA DE LA LUZ GARCIA', role: 'administrador_unico' },
      { name: 'ANA ROJAS PAZ', role: 'presidente' },
      { name: 'LUIS MORA RIOS', role: 'secretario' },
      { name: 'LUCIA MENDEZ ROA', role: 'comisario' },
    ]);
    expect(result.fields['administration.model']!.value).toBe('administrador_unico');
  });

  it('reads the heading and proemio in their short forms (No., LIC., a los 15 días … del año 2021)', () => {
    expect(values(result)).toMatchObject({
      'deed.number': '9876',
      'deed.volume': '12',
      'deed.date': '2021-03-15',
      'deed.place': 'CIUDAD DE MEXICO',
      'notary.name': 'PEDRO PABLO SUAREZ DIAZ',
      'notary.number': '99',
      'company.name': 'GRUPO ÑANDU',
      'company.type': 'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE',
    });
  });
});

describe('robustness', () => {
  /** Values compared without accents or Ñ, since the variants below lose them. */
  const plain = (r: ExtractorResult) =>
    Object.fromEntries(
      Object.entries(values(r)).map(([k, v]) => [k, fold(JSON.stringify(v)).replace(/Ñ/g, 'N')]),
    );
  const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const cases = [
    ['acta-constitutiva', extractActaConstitutiva],
    ['acta-constitutiva-srl', extractActaConstitutiva],
    ['acta-asamblea', extractActaAsamblea],
    ['poder', extractPoder],
  ] as const;

  it.each(cases)('%s flattened to one line reads the same', (name, extract) => {
    const text = fixture(name);
    expect(plain(extract(doc(text.replace(/\s+/g, ' '))))).toEqual(plain(extract(doc(text))));
  });

  it.each(cases)('%s with every accent and tilde dropped reads the same', (name, extract) => {
    const text = fixture(name);
    expect(plain(extract(doc(stripAccents(text), 'ocr')))).toEqual(plain(extract(doc(text))));
  });

  it('reads OCR digits inside words and stray marks as letters and blanks', () => {
    const text = fixture('acta-constitutiva')
      .replace('ESCRITURA PÚBLICA NÚMERO 12,345', 'ESCR1TURA PUBLICA NUMER0 | 12,345')
      .replace('FOLIO MERCANTIL ELECTRÓNICO', 'F0LIO MERCANTIL ELECTRONICO ~');
    const r = extractActaConstitutiva(doc(text, 'ocr'));
    expect(r.fields['deed.number']!.value).toBe('12345');
    expect(r.fields['registration.folio_mercantil']!.value).toBe('N-2021034567');
  });

  it('a póliza of a corredor público gives the corredor and the plaza', () => {
    const text =
      'PÓLIZA NÚMERO 1,204 (MIL DOSCIENTOS CUATRO)\nEn la ciudad de Guadalajara, Jalisco, a 5 de julio de 2022, ' +
      'ANTE MÍ, LIC. MARTA SOFÍA ÁLVAREZ ROJO, Corredor Público número 5 (cinco) de la Plaza del Estado de ' +
      'Jalisco, HAGO CONSTAR: el poder que otorga "ALFA LOGÍSTICA", S.A. DE C.V. a favor del señor PEDRO ' +
      'LUNA ARCE, PODER GENERAL PARA PLEITOS Y COBRANZAS, que ejercerá indistintamente.';
    expect(values(extractPoder(doc(text)))).toEqual({
      'deed.number': '1204',
      'deed.kind': 'poliza',
      'deed.date': '2022-07-05',
      'deed.place': 'GUADALAJARA',
      'notary.name': 'MARTA SOFIA ALVAREZ ROJO',
      'notary.kind': 'corredor',
      'notary.number': '5',
      'notary.entity': 'JALISCO',
      'company.name': 'ALFA LOGISTICA',
      'company.type': 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
      grantor: 'ALFA LOGISTICA',
      apoderados: [
        {
          name: 'PEDRO LUNA ARCE',
          powers: ['pleitos_y_cobranzas'],
          signature: 'individual',
          limits: null,
          revoked: false,
        },
      ],
    });
  });

  it('a text with no deed in it gives no fields and no warnings', () => {
    for (const extract of [extractActaConstitutiva, extractActaAsamblea, extractPoder])
      expect(extract(doc('Estado de cuenta del mes de mayo.'))).toEqual({ fields: {}, warnings: [] });
  });
});
