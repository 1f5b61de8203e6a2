import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentText, ExtractorResult } from '../src/domain/documents/extraction';
import { extractProofOfAddress } from '../src/domain/documents/extractors/proof-address';
import { cutCell, isHolderName, repairRfc } from '../src/domain/documents/extractors/bill-holder';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures/documents', name), 'utf8');
const aDocument = (text: string, method: 'text_layer' | 'ocr' = 'text_layer'): DocumentText => ({
  pages: [{ page: 1, text, method }],
  qrCodes: [],
  producer: null,
});
const values = (r: ExtractorResult): Record<string, unknown> =>
  Object.fromEntries(Object.entries(r.fields).map(([path, f]) => [path, f.value]));

// bill-synthetic-*: invented companies, RFCs (with valid check digits) and addresses laid out like real CFE, Telmex,
// SACMEX and Naturgy (CFDI) bills, printed to PDF by Chromium and read with `pdftotext -layout` (text layer) or
// rendered, degraded like a scan and read by tesseract 5 (`-scan.psm6`). Expected values: the data they were made from.
const CFE_COMPANY = {
  issuer: 'CFE',
  'holder.name': 'TALLERES METALURGICOS DEL BAJIO SA DE CV',
  'holder.rfc': 'TMB0503155K0',
  'address.full': 'BLVD ADOLFO LOPEZ MATEOS 2301, COL JARDINES DEL MORAL, C.P.00000 LEON,GTO.',
  'address.post_code': '37500',
  'document.date': '2026-05-31',
  'document.due_date': '2026-06-18',
  'document.service_number': '372150600412',
  'document.amount_due': 18452,
};

describe('proof of address: company bills', () => {
  it('reads a CFE bill of a company: a heading over the name, C.P. 00000, the total a line below its label', () => {
    const r = extractProofOfAddress(aDocument(fixture('bill-synthetic-cfe-company.txt')));
    expect(values(r)).toEqual(CFE_COMPANY);
    expect(r.warnings).toEqual(["the address prints C.P. 00000; the postal code 37500 is the RMU's"]);
  });

  it('reads the same CFE bill scanned and OCR’d', () => {
    const r = extractProofOfAddress(aDocument(fixture('bill-synthetic-cfe-company-scan.psm6.txt'), 'ocr'));
    expect(values(r)).toMatchObject({
      ...CFE_COMPANY,
      'holder.name': 'TALLERES METALURGICOS DEL BAJIO SA DE Cv',
      'address.full': expect.stringContaining('COL JARDINES DEL MORAL, C.P.00000 LEON,GTO.'),
    });
  });

  it('never takes a table heading (NOMBRE Y DIRECCIÓN DEL SERVICIO) or the issuer as the holder', () => {
    const r = extractProofOfAddress(aDocument(fixture('bill-synthetic-cfe-heading.txt')));
    expect(values(r)).toEqual({
      issuer: 'CFE',
      'holder.name': 'PANIFICADORA LA ESPIGA DE ORO S DE RL DE CV',
      'address.full': 'AV HIDALGO 415 LOCAL 3, COL CENTRO, C.P. 44100 GUADALAJARA, JAL.',
      'address.post_code': '44100',
      'document.date': '2026-06-12',
      'document.due_date': '2026-07-05',
      'document.service_number': '441230987650',
      'document.amount_due': 3217,
    });
  });

  it('reads a Telmex bill, text layer and scan, the holder’s RFC but never Telmex’s', () => {
    const expected = {
      issuer: 'TELMEX',
      'holder.name': 'DISTRIBUIDORA FERRETERA DEL PACIFICO SA DE CV',
      'holder.rfc': 'DFP1108224U2',
      'address.full': 'CALLE 5 DE MAYO 1200, COL ZONA CENTRO, MAZATLAN SIN C.P. 82000',
      'address.post_code': '82000',
      'document.date': '2026-05-12',
      'document.due_date': '2026-05-27',
      'document.service_number': '6699812233',
      'document.amount_due': 2689,
    };
    expect(values(extractProofOfAddress(aDocument(fixture('bill-synthetic-telmex-company.txt'))))).toEqual(
      expected,
    );
    const scan = extractProofOfAddress(
      aDocument(fixture('bill-synthetic-telmex-company-scan.psm6.txt'), 'ocr'),
    );
    expect(values(scan)).toEqual(expected);
  });

  it('reads a SACMEX water bill with a labelled name and address', () => {
    const r = extractProofOfAddress(aDocument(fixture('bill-synthetic-water-sacmex.txt')));
    expect(values(r)).toEqual({
      issuer: 'SACMEX',
      'holder.name': 'INMOBILIARIA TORRES DEL SUR SA DE CV',
      'address.full': 'AV DIVISION DEL NORTE 2850, COL PARQUE SAN ANDRES, COYOACAN C.P. 04040',
      'address.post_code': '04040',
      'document.date': '2026-06-02',
      'document.due_date': '2026-06-30',
      'document.service_number': '05123456789012',
      'document.amount_due': 4318,
    });
  });

  it('reads a natural-gas bill printed as a CFDI: the receptor, the service address under its heading', () => {
    const expected = {
      issuer: 'NATURGY',
      'holder.name': 'LAVANDERIAS INDUSTRIALES DEL VALLE SA DE CV',
      'holder.rfc': 'LIV150620ABA',
      'address.full':
        'AV VASCO DE QUIROGA 3200 BODEGA 4, COL SANTA FE, ALVARO OBREGON, CIUDAD DE MEXICO C.P. 01219',
      'address.post_code': '01219',
      'document.date': '2026-06-04',
      'document.due_date': '2026-06-24',
      'document.service_number': '7703412298',
      'document.amount_due': 9874.5,
    };
    expect(values(extractProofOfAddress(aDocument(fixture('bill-synthetic-gas-naturgy-cfdi.txt'))))).toEqual(
      expected,
    );
    const scan = extractProofOfAddress(
      aDocument(fixture('bill-synthetic-gas-naturgy-cfdi-scan.psm6.txt'), 'ocr'),
    );
    expect(values(scan)).toEqual(expected);
  });

  it('takes the amount of TOTAL A PAGAR, not a figure near the breakdown table headed "importe a pagar"', () => {
    // The 2026 CFE layout's text layer: the breakdown's heading comes first, then the period's subtotal
    // ("Fac. del Periodo"), and the amount to pay a line below its label. Holder and figures invented.
    const text = [
      'Desglose del importe a pagar',
      'Importe (MXN)Importe (MXN)Concepto',
      'Costos de la energía en el Mercado Eléctrico Mayorista',
      '$/kWh$/kW$',
      'Comisión Federal de Electricidad',
      'SERVICIOS INTEGRALES DEL SURESTE SA DE CV',
      'AV. TULUM 210, SM 4',
      'CANCUN, QUINTANA ROO',
      'C.P. 77500',
      'NO. DE SERVICIO:123456789012',
      'TOTAL A PAGAR:',
      '$2,340',
      'Fac. del Periodo   1,512.38',
      'Total   2,340.10',
    ].join('\n');
    expect(extractProofOfAddress(aDocument(text)).fields['document.amount_due']?.value).toBe(2340);
  });

  it('reads a scanned amount whose comma OCR spoilt from the amount in words, and a period whose first date is spoilt', () => {
    // A bill's holder block beside its amount due: the label, the figure under it, the words beside.
    const amountBlock = (label: string, figure: string, words: string) => [
      `SERVICIOS INTEGRALES DEL SURESTE SA DE CV   ${label}`,
      `${'AV. TULUM 210, SM 4'.padEnd(44)}${figure}`,
      `CANCUN, QUINTANA ROO   ${words}`,
    ];
    const text = [
      'Comisión Federal de Electricidad',
      ...amountBlock('TOTAL A PAGAR:', '$ 42 ¿340', '(DOS MIL TRESCIENTOS CUARENTA PESOS M.N.)'),
      'C.P. 77500',
      'PERIODO FACTURADO: 18 AG% 26 - 20 JUN 26',
    ].join('\n');
    const r = extractProofOfAddress(aDocument(text, 'ocr'));
    expect(values(r)).toMatchObject({ 'document.amount_due': 2340, 'document.date': '2026-06-20' });
    expect(r.warnings).toContain('the amount due reads 42, in words 2340; the words are taken');
    // Figure and words agree: the figure, cents and all.
    const agreed = text.replace('$ 42 ¿340', '$2,340.50');
    expect(extractProofOfAddress(aDocument(agreed, 'ocr')).fields['document.amount_due']?.value).toBe(2340.5);
    // A photo's reading: TOTAL's T read as V, the words glued after another column, the period's dash
    // glued to its spoilt first date.
    const photo = [
      'AO AA AE   RT AR',
      'Comisión Federal de Electricidad',
      ...amountBlock('VOTAL A PAGAR:', '$2,340', '¡DOS MIL TRESCIENTOS CUARENTA PESOS MN)'),
      'C.P. 77500',
      'PERIODO FACTURADO: 15 AG% 20-20 JUN 26',
    ].join('\n');
    expect(values(extractProofOfAddress(aDocument(photo, 'ocr')))).toMatchObject({
      'holder.name': 'SERVICIOS INTEGRALES DEL SURESTE SA DE CV',
      'document.amount_due': 2340,
      'document.date': '2026-06-20',
    });
    // The parenthesis read as a letter and glued to the first word: the words still confirm the figure.
    const glued = amountBlock('TOTAL A PAGAR:', '$2 ¿340', 'MDOS MIL TRESCIENTOS CUARENTA PESOS MN)').join(
      '\n',
    );
    expect(extractProofOfAddress(aDocument(glued, 'ocr')).fields['document.amount_due']?.value).toBe(2340);
    // The label spoilt beyond reading: the amount in words, marked M.N., is the amount due, not the
    // period's subtotal further down.
    const spoilt = [
      ...amountBlock('COTA aran:', '$ 2 ¿340', '(DOS MIL TRESCIENTOS CUARENTA PESOS M.N.)'),
      'C.P. 77500',
      'Fac. del Periodo   1,512.38',
    ].join('\n');
    const r2 = extractProofOfAddress(aDocument(spoilt, 'ocr'));
    expect(r2.fields['document.amount_due']?.value).toBe(2340);
    // Under a readable TOTAL A PAGAR, another amount in words further down the page changes nothing.
    const surcharge = [
      ...amountBlock('TOTAL A PAGAR:', '$2,340', ''),
      'C.P. 77500',
      ...Array.from({ length: 8 }, (_, i) => `Consumo del periodo ${i + 1}: 120 kWh a la tarifa 1C vigente`),
      'Recargo por pago tardío (CIEN PESOS M.N.)',
    ].join('\n');
    expect(extractProofOfAddress(aDocument(surcharge, 'ocr')).fields['document.amount_due']?.value).toBe(
      2340,
    );
  });

  it('says so when no holder and no amount can be found, rather than taking a heading', () => {
    const r = extractProofOfAddress(
      aDocument(
        ['CFE Suministrador de Servicios Básicos', 'DATOS DEL CLIENTE', 'CONSUMO HISTÓRICO'].join('\n'),
      ),
    );
    expect(r.fields['holder.name']).toBeUndefined();
    expect(r.warnings).toEqual(
      expect.arrayContaining([
        "no holder's name found (a name, not one of the bill's headings)",
        'no amount due found',
      ]),
    );
  });
});

describe('bill holder helpers', () => {
  it('tells a name from a heading', () => {
    for (const heading of [
      'DATOS DEL CLIENTE',
      'CONSUMO HISTÓRICO',
      'RESUMEN DE CARGOS',
      'NOMBRE Y DIRECCIÓN DEL SERVICIO',
      'CFE SUMINISTRADOR DE SERVICIOS BÁSICOS',
      'TOTAL A PAGAR',
      // Specks at the edge of a photographed bill, read as capitals.
      'AO AA AE',
      'RT AR',
    ])
      expect([heading, isHolderName(heading)]).toEqual([heading, false]);
    for (const name of [
      'TALLERES METALURGICOS DEL BAJIO SA DE CV',
      'JUAN PEREZ LOPEZ',
      'ANA DE LA O',
      'SERVICIOS DE AGUA DEL NORTE SA',
    ])
      expect([name, isHolderName(name)]).toEqual([name, true]);
  });

  it('cuts a cell where OCR glued the next column to it', () => {
    expect(cutCell('INMOBILIARIA TORRES DEL SUR SA DE CV NÚMERO | DE CUENTA: 05-123')).toBe(
      'INMOBILIARIA TORRES DEL SUR SA DE CV',
    );
    expect(cutCell('CALLE 5 DE MAYO 1200 Mes de facturación: Mayo 2026')).toBe('CALLE 5 DE MAYO 1200');
    expect(cutCell('TALLERES DEL BAJIO SA DE cv $18,452 |')).toBe('TALLERES DEL BAJIO SA DE cv');
  });

  it('repairs an RFC read by OCR and reports a wrong check digit', () => {
    expect(repairRfc('TMBOS03155k0')).toEqual({ rfc: 'TMB0503155K0', valid: true });
    expect(repairRfc('TMB0503155K2')).toEqual({ rfc: 'TMB0503155K2', valid: false });
    expect(repairRfc('TMB05')).toBeNull();
  });
});
