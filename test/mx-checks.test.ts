import { BANKS, bankByCode, bankByName } from '../src/domain/mx/banks';
import { accountEmbedded, checkClabe, clabeCheckDigit } from '../src/domain/mx/clabe';
import { checkCurp, curpCheckDigit, repairOcrCurp } from '../src/domain/mx/curp';
import {
  compareBusinessNames,
  comparePersonNames,
  jaroWinkler,
  normalizeBusinessName,
  tokenSetSimilarity,
} from '../src/domain/mx/names';

describe('CLABE (documents.md §3.4)', () => {
  it.each([
    ['03218000011835971', '9'],
    ['00201007777777777', '1'],
    ['00200000000000000', '8'],
    ['01258000193847562', '5'],
  ])('the check digit of %s is %s', (first17, digit) => expect(clabeCheckDigit(first17)).toBe(digit));

  it('splits a valid CLABE into bank, plaza and account', () => {
    expect(checkClabe('002010077777777771')).toEqual({
      valid: true,
      clabe: '002010077777777771',
      bankCode: '002',
      plazaCode: '010',
      account: '07777777777',
      bank: { code: '002', name: 'Banamex', longName: 'Banco Nacional de México', historical: false },
    });
  });

  it('accepts a bank code only the historical table knows, flagged historical', () => {
    const c = checkClabe('032180000118359719');
    expect(c.valid).toBe(true);
    expect(c.bank).toEqual({ code: '032', name: 'IXE', longName: 'IXE Banco', historical: true });
  });

  it('tolerates spaces and dashes inside the number', () => {
    expect(checkClabe(' 002 000-0000 0000 0008 ')).toMatchObject({
      valid: true,
      clabe: '002000000000000008',
    });
  });

  it.each([
    ['002000000000000007', /check digit/],
    ['00200000000000000', /18 digits/],
    ['00200000000000000A', /18 digits/],
    ['300180000000000015', /unknown bank/],
  ])('refuses %s', (clabe, reason) => {
    const c = checkClabe(clabe);
    expect(c.valid).toBe(false);
    expect(c.reason).toMatch(reason);
  });

  it('finds the printed account inside the CLABE, ignoring leading zeros and separators', () => {
    expect(accountEmbedded('012580001938475625', '0193847562')).toBe(true);
    expect(accountEmbedded('012580001938475625', '01-9384-7562')).toBe(true);
    expect(accountEmbedded('014580655012345672', '65-50123456-7')).toBe(true);
    expect(accountEmbedded('012580001938475625', '0193847563')).toBe(false);
    expect(accountEmbedded('012580001938475625', '')).toBe(false);
  });
});

describe('bank codes (documents.md §3.5)', () => {
  it('holds every row of the table, with Banxico codes and sources', () => {
    expect(BANKS).toHaveLength(146);
    expect(bankByCode('012')).toEqual({
      code: '012',
      banxicoCode: '40012',
      name: 'BBVA Mexico',
      tag: 'BBVA BANCOMER',
      longName: 'BBVA Bancomer',
      sources: 'CK',
      historical: false,
    });
    expect(bankByCode('812')).toMatchObject({ banxicoCode: null, name: 'BBVA BANCOMER2', historical: true });
    expect(bankByCode('714')).toMatchObject({
      name: 'PPBALANCEMX',
      tag: null,
      sources: 'C',
      historical: false,
    });
    expect(bankByCode('738')).toMatchObject({ name: 'Fintoc' });
    expect(bankByCode('000')).toBeNull();
  });

  it.each([
    ['BBVA MEXICO, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO BBVA MEXICO', '012'],
    ['BANORTE', '072'],
    ['Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte', '072'],
    ['Banco Santander México, S.A.', '014'],
    ['Banamex', '002'],
    ['Citibanamex', '002'],
    ['Banco Nacional de México', '002'],
    ['banco del bajío', '030'],
    ['Scotiabank Inverlat, S.A.', '044'],
    ['Transferencia a Mercado Pago', '722'],
    ['Spin by OXXO', '728'],
    ['Banco Azteca', '127'],
  ])('recognises %s as %s', (text, code) => expect(bankByName(text)?.code).toBe(code));

  it.each([
    'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
    'AV CRISTOBAL COLON 12, COL CENTRO',
    'Tasa de interés publicada por el Banco de México',
  ])('names no bank in %s', (text) => expect(bankByName(text)).toBeNull());
});

describe('CURP (documents.md §3.6)', () => {
  it('computes the worked example check digit', () => expect(curpCheckDigit('BOXW310820HNERXN0')).toBe('9'));

  it('reads birth date, sex and state from a valid CURP', () => {
    expect(checkCurp('boxw310820hnerxn09')).toEqual({
      valid: true,
      curp: 'BOXW310820HNERXN09',
      birthDate: '1931-08-20',
      sex: 'H',
      state: 'NE',
      stateName: 'Nacido en el extranjero',
    });
  });

  it('takes the century from position 17: a letter means born in 2000 or later', () => {
    expect(checkCurp('MEGA050612HNLRRNA7')).toMatchObject({
      valid: true,
      birthDate: '2005-06-12',
      state: 'NL',
    });
    expect(checkCurp('GORF850214MDFMZR04')).toMatchObject({ valid: true, birthDate: '1985-02-14', sex: 'M' });
  });

  it.each([
    ['GORL850214MDFMVR09', /check digit/],
    ['GORF851314MDFMZR01', /birth date/],
    ['GORF850214MXXMZR03', /state/],
    ['GORF850214MDFMZR0', /format/],
    ['G0RF850214MDFMZR04', /format/],
  ])('refuses %s', (curp, reason) => {
    const c = checkCurp(curp);
    expect(c.valid).toBe(false);
    expect(c.reason).toMatch(reason);
  });

  it('refuses a birth date in the future', () => {
    expect(checkCurp('MEGA050612HNLRRNA7', new Date('2004-01-01')).reason).toMatch(/birth date/);
  });

  it.each([
    ['GORF85O2I4MDFMZR04', 'GORF850214MDFMZR04'],
    ['G0RF850214MDFMZR04', 'GORF850214MDFMZR04'],
    ['GORF850214MDFMZRO4', 'GORF850214MDFMZR04'],
    ['gorf 850214 mdfmzr 04', 'GORF850214MDFMZR04'],
    ['BOXW31O82OHNERXNO9', 'BOXW310820HNERXN09'],
    // One glyph read as two (a real tesseract reading of the scanned INE fixture).
    ['BOXW310820HNERXNO09', 'BOXW310820HNERXN09'],
  ])('repairs the OCR misreads in %s', (ocr, curp) => expect(repairOcrCurp(ocr)).toBe(curp));

  it('returns nothing when the repaired candidate still fails the check', () => {
    expect(repairOcrCurp('GORL85O214MDFMVR09')).toBeNull();
    expect(repairOcrCurp('GORF850214MDFMZR')).toBeNull();
  });
});

describe('business names (documents.md §4.2)', () => {
  it.each([
    'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
    'Comercializadora Ejemplo del Norte S. A. de C. V.',
    'COMERCIALIZADORA EJEMPLO DEL NORTE S A DE C V',
    'COMERCIALIZADORA EJEMPLO DEL NORTE SA DE CV',
    'COMERCIALIZADORA EJEMPLO DEL NORTE, SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE',
  ])('strips the legal form from %s', (name) => {
    expect(normalizeBusinessName(name)).toEqual({
      core: 'COMERCIALIZADORA EJEMPLO DEL NORTE',
      legalForm: 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
    });
  });

  it.each([
    [
      'Servicios Ñandú, S. de R.L. de C.V.',
      'SERVICIOS NANDU',
      'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
    ],
    [
      'Fintech Uno, S.A.P.I. de C.V.',
      'FINTECH UNO',
      'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE',
    ],
    ['Grupo Bimbo, S.A.B. de C.V.', 'GRUPO BIMBO', 'SOCIEDAD ANONIMA BURSATIL DE CAPITAL VARIABLE'],
    ['Tienda Digital SAS', 'TIENDA DIGITAL', 'SOCIEDAD POR ACCIONES SIMPLIFICADA'],
    ['Fundación Ejemplo, A.C.', 'FUNDACION EJEMPLO', 'ASOCIACION CIVIL'],
    ['Crédito Ágil, S.A. de C.V., SOFOM, E.N.R.', 'CREDITO AGIL', 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE'],
    [
      'BBVA MEXICO, S.A., INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO BBVA MEXICO',
      'BBVA MEXICO',
      'SOCIEDAD ANONIMA',
    ],
    [
      'GRUPO FINANCIERO BANORTE, S.A.B. DE C.V.',
      'GRUPO FINANCIERO BANORTE',
      'SOCIEDAD ANONIMA BURSATIL DE CAPITAL VARIABLE',
    ],
    ['Tortillería La Esperanza', 'TORTILLERIA LA ESPERANZA', null],
  ])('normalises %s', (name, core, legalForm) => {
    expect(normalizeBusinessName(name)).toEqual({ core, legalForm });
  });

  it.each([
    ['COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.', 'COMERCIALIZADORA EJEMPLO DEL NORTE', 'match'],
    ['Importaciones Siscani S. A. de C. V.', 'IMPORTACIONES SISCANI', 'match'],
    ['Café Niño Dorado, S. de R.L. de C.V.', 'CAFE NINO DORADO', 'match'],
    ['Pérez & Hijos, S.A. de C.V.', 'PEREZ Y HIJOS SA DE CV', 'probable_match'],
    ['COMERCIALIZADORA EJEMPLO DEL NORTE', 'COMERCIALISADORA EJEMPLO DEL NORTE', 'probable_match'],
    ['COMERCIALIZADORA EJEMPLO DEL NORTE', 'EJEMPLO DEL NORTE COMERCIALIZADORA', 'probable_match'],
    [
      'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
      'DISTRIBUIDORA OCCIDENTAL DEL PACIFICO, S.A. DE C.V.',
      'no_match',
    ],
    ['COMERCIALIZADORA EJEMPLO DEL NORTE', 'S.A. DE C.V.', 'no_match'],
  ])('compares %s with %s: %s', (a, b, outcome) => expect(compareBusinessNames(a, b)).toBe(outcome));
});

describe('person names', () => {
  it.each([
    ['PEREZ LOPEZ JUAN', 'Juan Pérez López', 'match'],
    ['GÓMEZ RUIZ MARÍA FERNANDA', 'María Fernanda Gómez Ruiz', 'match'],
    ['HERNANDEZ DE LA CRUZ MARIA DE LA LUZ', 'María Luz Hernández Cruz', 'match'],
    ['PEREZ LOPEZ JUAN', 'Juan Pérez', 'probable_match'],
    ['PEREZ LOPEZ JUAN', 'JUAN PERES LOPEZ', 'probable_match'],
    ['PEREZ LOPEZ JUAN', 'PEDRO PEREZ LOPEZ', 'no_match'],
    ['PEREZ LOPEZ JUAN', 'JUAN', 'no_match'],
    ['PEREZ LOPEZ JUAN', 'JUAN PEREZ LOPEZ GARCIA RUIZ', 'no_match'],
  ])('compares %s with %s: %s', (a, b, outcome) => expect(comparePersonNames(a, b)).toBe(outcome));
});

describe('similarity measures', () => {
  it('gives Jaro-Winkler the textbook values', () => {
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('ABC', 'XYZ')).toBe(0);
  });

  it('ignores word order and repeated words in the token-set similarity', () => {
    expect(tokenSetSimilarity('EJEMPLO DEL NORTE', 'NORTE DEL EJEMPLO EJEMPLO')).toBe(1);
    expect(tokenSetSimilarity('ALFA BETA', 'GAMMA DELTA')).toBeLessThan(0.5);
  });
});
