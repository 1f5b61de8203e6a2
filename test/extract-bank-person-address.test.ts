import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentText, ExtractorResult } from '../src/domain/documents/extraction';
import { extractBankStatement } from '../src/domain/documents/extractors/bank-statement';
import { extractProofOfAddress } from '../src/domain/documents/extractors/proof-address';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures/documents', name), 'utf8');

/** Pages split on form feeds, as pdftotext writes them. */
const aDocument = (text: string, method: 'text_layer' | 'ocr' = 'text_layer'): DocumentText => ({
  pages: text.split('\f').map((t, i) => ({ page: i + 1, text: t, method })),
  qrCodes: [],
  producer: null,
});

const values = (r: ExtractorResult): Record<string, unknown> =>
  Object.fromEntries(Object.entries(r.fields).map(([path, f]) => [path, f.value]));
const pages = (r: ExtractorResult): Record<string, number | null> =>
  Object.fromEntries(Object.entries(r.fields).map(([path, f]) => [path, f.source.page]));

const HOLDER_ADDRESS = 'AV CONSTITUCION 1500 PISO 3, COL CENTRO';

describe('bank statement extraction', () => {
  it('reads every field of a BBVA statement, all from page 1', () => {
    const r = extractBankStatement(aDocument(fixture('bank-statement-bbva.txt')));
    expect(values(r)).toEqual({
      'bank.name': 'BBVA Mexico',
      'bank.code': '012',
      'account.holder': 'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
      'account.rfc': 'CEN2001011EA',
      'account.clabe': '012580001938475625',
      'account.number': '0193847562',
      'account.client_number': 'B7654321',
      'account.product': 'MAESTRA PYME BBVA',
      'statement.period_start': '2026-05-01',
      'statement.period_end': '2026-05-31',
      'statement.date': '2026-05-31',
      'statement.currency': 'MXN',
      'balances.opening': 152300.5,
      'balances.credits': 245000,
      'balances.debits': 98765.43,
      'balances.closing': 298535.07,
      'balances.consistent': true,
      'address.full': `${HOLDER_ADDRESS}, MONTERREY, NUEVO LEON, C.P. 64000`,
      'address.post_code': '64000',
    });
    expect(r.warnings).toEqual([]);
    expect(new Set(Object.values(pages(r)))).toEqual(new Set([1]));
    expect(r.fields['account.clabe']!.source.text).toBe('CLABE 012580001938475625');
    expect(r.fields['bank.code']!.source.text).toBe('BBVA MEXICO');
    expect(r.fields['balances.credits']!.source.text).toBe('Depósitos / Abonos (+) 3 245,000.00');
  });

  it('reads every field of a Santander statement, with month abbreviations and a spaced CLABE', () => {
    const r = extractBankStatement(aDocument(fixture('bank-statement-santander.txt')));
    expect(values(r)).toEqual({
      'bank.name': 'Santander',
      'bank.code': '014',
      'account.holder': 'COMERCIALIZADORA EJEMPLO DEL NORTE SA DE CV',
      'account.rfc': 'CEN2001011EA',
      'account.clabe': '014580655012345672',
      'account.number': '65501234567',
      'account.client_number': '51234567',
      'account.product': 'CUENTA SANTANDER PYME',
      'statement.period_start': '2026-05-01',
      'statement.period_end': '2026-05-31',
      'statement.date': '2026-05-31',
      'statement.currency': 'MXN',
      'balances.opening': 80000,
      'balances.credits': 120500.25,
      'balances.debits': 60200.1,
      'balances.closing': 140300.15,
      'balances.consistent': true,
      'address.full': `${HOLDER_ADDRESS}, MONTERREY NL, CP 64000`,
      'address.post_code': '64000',
    });
    expect(r.warnings).toEqual([]);
    expect(r.fields['statement.period_end']!.source).toEqual({
      page: 1,
      text: 'PERIODO DEL 01-MAY-2026 AL 31-MAY-2026',
    });
  });

  it('reads labelled layouts with a spelled-out period and $ amounts (Banorte style)', () => {
    const text = [
      'BANORTE',
      'ESTADO DE CUENTA',
      'Titular: COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
      'Domicilio: AV CONSTITUCION 1500 PISO 3, COL CENTRO, C.P. 64000, MONTERREY, N.L.',
      'R.F.C.: CEN2001011EA',
      'No. de Cuenta: 0123456789',
      'CLABE interbancaria: 072 580 00123456789 5',
      'Producto: ENLACE NEGOCIOS BASICA',
      'Periodo: Del 01 al 31 de mayo de 2024',
      'Moneda: DÓLARES AMERICANOS',
      'Saldo inicial del periodo\t$ 395,814.44',
      'Depósitos\t$ 100,000.00',
      'Retiros\t$ 50,000.00',
      'Saldo actual\t$ 445,814.44',
    ].join('\n');
    const r = extractBankStatement(aDocument(text));
    expect(values(r)).toEqual({
      'bank.name': 'Banorte',
      'bank.code': '072',
      'account.holder': 'COMERCIALIZADORA EJEMPLO DEL NORTE, S.A. DE C.V.',
      'account.rfc': 'CEN2001011EA',
      'account.clabe': '072580001234567895',
      'account.number': '0123456789',
      'account.product': 'ENLACE NEGOCIOS BASICA',
      'statement.period_start': '2024-05-01',
      'statement.period_end': '2024-05-31',
      'statement.date': '2024-05-31',
      'statement.currency': 'USD',
      'balances.opening': 395814.44,
      'balances.credits': 100000,
      'balances.debits': 50000,
      'balances.closing': 445814.44,
      'balances.consistent': true,
      'address.full': `${HOLDER_ADDRESS}, C.P. 64000, MONTERREY, N.L.`,
      'address.post_code': '64000',
    });
    expect(r.warnings).toEqual([]);
  });

  it("when the header and the CLABE name different banks, keeps the CLABE's and warns", () => {
    const text = fixture('bank-statement-bbva.txt').replace('012580001938475625', '014580655012345672');
    const r = extractBankStatement(aDocument(text));
    expect(values(r)).toMatchObject({ 'bank.code': '014', 'bank.name': 'Santander' });
    expect(r.fields['bank.code']!.source.text).toMatch(/CLABE 014580655012345672/);
    expect(r.warnings).toEqual([
      'the account number 0193847562 is not part of the CLABE 014580655012345672',
      'the header names BBVA Mexico but the CLABE is from Santander',
    ]);
  });

  it('when the balances do not add up to the cent, says so', () => {
    const text = fixture('bank-statement-bbva.txt').replace(
      'Saldo Final (+)                                               298,535.07',
      'Saldo Final (+)   298,535.08',
    );
    const r = extractBankStatement(aDocument(text));
    expect(r.fields['balances.consistent']!.value).toBe(false);
    expect(r.warnings).toEqual(['opening + credits − debits does not equal the closing balance']);
  });

  it('warns about a CLABE with a wrong check digit but keeps it', () => {
    const text = fixture('bank-statement-bbva.txt').replace('012580001938475625', '012580001938475626');
    const r = extractBankStatement(aDocument(text));
    expect(r.fields['account.clabe']!.value).toBe('012580001938475626');
    expect(r.warnings).toContain('CLABE 012580001938475626 has a wrong check digit');
  });
});

describe('proof of address extraction', () => {
  it('reads every field of a CFE receipt', () => {
    const r = extractProofOfAddress(aDocument(fixture('cfe-receipt.txt')));
    expect(values(r)).toEqual({
      issuer: 'CFE',
      'holder.name': 'COMERCIALIZADORA EJEMPLO DEL NORTE SA DE CV',
      'address.full': `${HOLDER_ADDRESS}, C.P.64000 MONTERREY, N.L.`,
      'address.post_code': '64000',
      'document.date': '2026-05-15',
      'document.due_date': '2026-05-30',
      'document.service_number': '123456789012',
      'document.amount_due': 2345,
    });
    expect(r.warnings).toEqual([]);
    expect(new Set(Object.values(pages(r)))).toEqual(new Set([1]));
    expect(r.fields['document.date']!.source.text).toBe('PERIODO FACTURADO: 15 MAR 26 - 15 MAY 26');
  });

  it('reads a labelled Telmex bill', () => {
    const text = [
      'TELÉFONOS DE MÉXICO, S.A.B. DE C.V.',
      'ESTADO DE CUENTA',
      'Nombre: COMERCIALIZADORA EJEMPLO DEL NORTE SA DE CV',
      'AV CONSTITUCION 1500 PISO 3',
      'COL CENTRO',
      'MONTERREY NL C.P. 64000',
      '',
      'Teléfono: 81 1234 5678',
      'Fecha de corte: 12-MAY-2026',
      'Pagar antes de: 27-MAY-2026',
      'Total a pagar: $ 1,189.00',
    ].join('\n');
    const r = extractProofOfAddress(aDocument(text));
    expect(values(r)).toEqual({
      issuer: 'TELMEX',
      'holder.name': 'COMERCIALIZADORA EJEMPLO DEL NORTE SA DE CV',
      'address.full': `${HOLDER_ADDRESS}, MONTERREY NL C.P. 64000`,
      'address.post_code': '64000',
      'document.date': '2026-05-12',
      'document.due_date': '2026-05-27',
      'document.service_number': '8112345678',
      'document.amount_due': 1189,
    });
  });
});
