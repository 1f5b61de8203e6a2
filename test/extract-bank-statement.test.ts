import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentText, ExtractorResult } from '../src/domain/documents/extraction';
import { extractBankStatement } from '../src/domain/documents/extractors/bank-statement';
import { unspaceLetters } from '../src/domain/documents/extractors/bank-text';

// Statements of invented companies in the header layouts of each bank (`pdftotext -layout` style), with
// CLABEs and RFCs whose check digits hold, and each bank's own legal name and RFC in the footer.
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/documents', name), 'utf8');

const doc = (text: string, method: 'text_layer' | 'ocr' = 'text_layer'): DocumentText => ({
  pages: [{ page: 1, text, method }],
  qrCodes: [],
  producer: null,
});

const values = (result: ExtractorResult) =>
  Object.fromEntries(Object.entries(result.fields).map(([key, field]) => [key, field.value]));

const PERIOD = { 'statement.period_start': '2026-05-01', 'statement.period_end': '2026-05-31' };

describe('bank statements of the main Mexican banks', () => {
  it.each([
    [
      'bank-hsbc.txt',
      {
        'account.holder': 'DISTRIBUIDORA INDUSTRIAL DEL NORTE S.A. DE C.V.',
        'account.rfc': 'DIN1811205M1',
        'account.clabe': '021180040571234565',
        'account.number': '4057123456',
        'bank.code': '021',
        'address.post_code': '66260',
        'statement.currency': 'MXN',
      },
    ],
    [
      'bank-banamex.txt',
      {
        'account.holder': 'SERVICIOS AGROPECUARIOS DEL GOLFO, S. DE R.L. DE C.V.',
        'account.rfc': 'SAG0907151R1',
        'account.clabe': '002320701234567891',
        'account.number': '70123456789',
        'bank.code': '002',
        'address.post_code': '94299',
        'statement.currency': 'MXN',
      },
    ],
    [
      'bank-scotiabank.txt',
      {
        'account.holder': 'CONSTRUCTORA MAYA, S.A.P.I. DE C.V.',
        'account.rfc': 'CMA1204023T7',
        'account.clabe': '044180012345678906',
        'account.number': '1234567890',
        'bank.code': '044',
        'address.post_code': '97000',
        'statement.currency': 'MXN',
      },
    ],
    [
      'bank-inbursa.txt',
      {
        'account.holder': 'LOGISTICA PENINSULAR, S.C.',
        'account.rfc': 'LPE1605187B5',
        'account.clabe': '036180500123456789',
        'account.number': '50012345678',
        'bank.code': '036',
        'address.post_code': '77500',
        'statement.currency': 'MXN',
      },
    ],
    [
      'bank-bajio.txt',
      {
        'account.holder': 'MANUFACTURAS DEL NOROESTE, S.A. DE C.V.',
        'account.rfc': 'MNO2102099L6',
        'account.clabe': '030225009876543217',
        'account.number': '0987654321',
        'bank.code': '030',
        'address.post_code': '37490',
        'statement.currency': 'MXN',
      },
    ],
    [
      'bank-banregio.txt',
      {
        'account.holder': 'FERRETERA VALLE, S.A. DE C.V.',
        'account.rfc': 'FVE1710306PA',
        'account.clabe': '058580004455667786',
        'account.number': '0445566778',
        'bank.code': '058',
        'address.post_code': '66269',
        'statement.currency': 'MXN',
      },
    ],
    [
      'bank-azteca.txt',
      {
        'account.holder': 'ACUICOLA QUINTERO, S.A. DE C.V.',
        'account.rfc': 'AQU1311127C8',
        'account.clabe': '127180010020030047',
        'account.number': '1002003004',
        'bank.code': '127',
        'address.post_code': '82800',
        'statement.currency': 'MXN',
      },
    ],
    [
      'bank-banorte-spaced.txt',
      {
        'account.holder': 'TALLERES DEL PACÍFICO, S.A. DE C.V.',
        'account.rfc': 'TPA1503104K2',
        'account.clabe': '072580001234567895',
        'account.number': '0123456789',
        'bank.code': '072',
        'address.post_code': '44100',
        'statement.currency': 'MXN',
      },
    ],
  ])(
    'reads %s: holder, RFC, CLABE of the named bank, account, period, postal code, currency',
    (file, expected) => {
      const result = extractBankStatement(doc(fixture(file)));
      expect(values(result)).toMatchObject({ ...expected, ...PERIOD });
      expect(result.warnings.filter((w) => /CLABE|RFC|bank|names/.test(w))).toEqual([]);
    },
  );

  it("never reports the bank's own RFC or legal name as the holder's", () => {
    const text = fixture('bank-banorte-spaced.txt').replace(/R F C : {3}T P A[^\n]*?K 2/, '');
    const result = extractBankStatement(doc(text));
    expect(values(result)['account.rfc']).toBeUndefined();
    expect(result.warnings).toContain("the only RFC printed is the bank's own, not the holder's");
    const holderless = extractBankStatement(doc(text.replace(/^T A L L E R E S.*$/m, '')));
    expect(values(holderless)['account.holder']).toBeUndefined();
  });

  it("skips the bank's own postal code for the holder's", () => {
    const text = fixture('bank-hsbc.txt').replace('CP 66260', 'SAN PEDRO');
    expect(values(extractBankStatement(doc(text)))['address.post_code']).toBeUndefined();
  });

  it('joins letter-spaced words and keeps columns apart', () => {
    expect(unspaceLetters('E S T A D O   D E   C U E N T A')).toBe('ESTADO DE CUENTA');
    expect(unspaceLetters('R F C :   T P A 1 5 0 3 1 0 4 K 2        C . P .   4 4 1 0 0')).toBe(
      'RFC: TPA1503104K2    C.P. 44100',
    );
    expect(unspaceLetters('Saldo inicial del periodo   $ 395,814.44')).toBe(
      'Saldo inicial del periodo   $ 395,814.44',
    );
  });

  it('reads an OCR page whose columns OCR joined with single blanks, with 0/O swaps', () => {
    const text = [
      'HSBC Estado de Cuenta',
      'DISTRIBUIDORA INDUSTRIAL DEL NORTE S.A. DE C.V. Página 1 de 3',
      'BLVD. DIAZ ORDAZ 140 INT 5',
      'COL. SANTA MARIA',
      'SAN PEDRO GARZA GARCIA NL',
      'CP 6626O Periodo del 01/05/2026 al 31/05/2026',
      'Número de cuenta 4057123456 Fecha de corte 31/05/2026',
      'CLABE O21180040571234565 Moneda Nacional',
      'RFC del cliente DIN181l205M1',
      'HSBC México, S.A., Institución de Banca Múltiple, Grupo Financiero HSBC. RFC HMI950125KG8',
    ].join('\n');
    const result = extractBankStatement(doc(text, 'ocr'));
    expect(values(result)).toMatchObject({
      'account.holder': 'DISTRIBUIDORA INDUSTRIAL DEL NORTE S.A. DE C.V.',
      'account.rfc': 'DIN1811205M1',
      'account.clabe': '021180040571234565',
      'bank.code': '021',
      'address.post_code': '66260',
      ...PERIOD,
    });
  });

  it('warns when the CLABE belongs to another bank than the one the statement names', () => {
    const text = fixture('bank-hsbc.txt').replace('021180040571234565', '072580001234567895');
    expect(extractBankStatement(doc(text)).warnings).toContain(
      'the header names HSBC but the CLABE is from Banorte',
    );
  });
});

describe('bank statements read by OCR', () => {
  const ocr = (text: string) => extractBankStatement(doc(text, 'ocr'));
  const banamex = [
    'citibanamex ESTADO DE CUENTA',
    'SERVICIOS AGROPECUARIOS DEL GOLFO, S. DE R.L. DE CV, FECHA DE CORTE 31/05/2026',
    'AV. ADOLFO RUIZ CORTINES 1899',
    'C.P. 94299',
    'PERIODO DEL 01 AL 31 DE MAYO DE 2826',
    'CLIENTE: 45678123 RFC: SAGO907151R1',
    'CUENTA: 7012-3456789 CLABE INTERBANCARIA: 002320701234567891',
    'Banco Nacional de México, S.A., integrante del Grupo Financiero Banamex. R.F.C. BNM840515VB1',
  ].join('\n');

  it('puts back the legal form, a year bent out of range and an RFC with O for 0', () => {
    expect(values(ocr(banamex))).toMatchObject({
      'account.holder': 'SERVICIOS AGROPECUARIOS DEL GOLFO, S. DE R.L. DE C.V.',
      'account.rfc': 'SAG0907151R1',
      'statement.period_start': '2026-05-01',
      'statement.period_end': '2026-05-31',
      'statement.date': '2026-05-31',
    });
  });

  it('repairs a CLABE digit when one swap alone gives the named bank and the printed account', () => {
    const result = ocr(banamex.replace('002320701234567891', '002320701234567691'));
    expect(values(result)['account.clabe']).toBe('002320701234567891');
    expect(result.warnings.join(' ')).toMatch(
      /CLABE read as 002320701234567691 was taken as 002320701234567891/,
    );
  });

  it('leaves a CLABE whose repair is ambiguous as read, failing its check digit', () => {
    // Two swaps fit here (the plaza's 9 → 0, or the check digit 5 → 6): neither is taken.
    const hsbc = fixture('bank-hsbc.txt').replace('021180040571234565', '021189040571234565');
    const result = ocr(hsbc);
    expect(values(result)['account.clabe']).toBe('021189040571234565');
    expect(result.warnings.join(' ')).toMatch(/CLABE 021189040571234565/);
  });
});
