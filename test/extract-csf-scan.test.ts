import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentText, ExtractorResult } from '../src/domain/documents/extraction';
import { extractCsf } from '../src/domain/documents/extractors/csf';
import { findSpanishDate, repairRfc, Vocabulary } from '../src/domain/documents/extractors/csf-ocr';

// OCR text of a CSF scan, written after what Tesseract 5 (--psm 6) makes of a real CSF rendered at
// 200 dpi, rotated, noised and JPEG'd: the QR's and logo's noise, the SAT footer, 0/O and 1/l swaps, a
// `J` read as `)` or `|`, a word split in two. The taxpayer is invented (the csf-moral.txt skeleton).
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/documents', name), 'utf8');

const scan = (pages: string[], method: 'ocr' | 'text_layer' = 'ocr'): DocumentText => ({
  pages: pages.map((text, i) => ({ page: i + 1, text, method })),
  qrCodes: [],
  producer: null,
});

const values = (result: ExtractorResult) =>
  Object.fromEntries(Object.entries(result.fields).map(([key, field]) => [key, field.value]));

describe('CSF extraction from OCR text of a scan', () => {
  const page1 = fixture('csf-moral-scan-1.txt');
  const page2 = fixture('csf-moral-scan-2.txt');
  const result = extractCsf(scan([page1, page2]));

  it('reads every identification, issue and address field through the OCR errors', () => {
    expect(values(result)).toMatchObject({
      'tax.business_tax_id': 'CEN2001011EA',
      'tax.business_name': 'COMERCIALIZADORA EJEMPLO DEL NORTE',
      'tax.business_type': 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
      'tax.business_fiscal_status': 'ACTIVO',
      taxpayer_type: 'moral',
      trade_name: 'EJEMPLO',
      start_of_operations: '2020-01-01',
      'tax.status_change_date': '2020-01-01',
      issued_at: '2026-05-06',
      issue_place: 'MONTERREY , NUEVO LEON',
      'address.post_code': '64000',
      'address.street_type': 'AVENIDA (AV.)',
      'address.street_name': 'CONSTITUCION',
      'address.external_number': '100',
      'address.internal_number': null,
      'address.neighborhood': 'JARDINES DEL CENTRO',
      'address.locality': 'MONTERREY',
      'address.district': 'MONTERREY',
      'address.state': 'NUEVO LEON',
      'address.between_streets': ['ZARAGOZA', 'JARDINES'],
      cadena_original_date: '2026-05-06',
      cadena_original_tax_id: 'CEN2001011EA',
    });
  });

  it('reads the activity rows without the footer, a wrapped description whole, and the regime without its header', () => {
    expect(values(result)['tax.business_main_activity']).toEqual([
      {
        order: 1,
        economic_activity: 'Comercio al por mayor de otros productos',
        percentage: 70,
        date: '2020-01-01',
        end_date: null,
      },
      {
        order: 2,
        economic_activity: 'Otros servicios de apoyo a los negocios prestados por personas morales',
        percentage: 30,
        date: '2020-01-01',
        end_date: null,
      },
    ]);
    expect(values(result)['tax.regimes']).toEqual([
      {
        regime: 'Régimen General de Ley Personas Morales',
        code: '601',
        start_date: '2020-01-01',
        end_date: null,
      },
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('takes the RFC printed elsewhere when the label lost a character, and says so', () => {
    const lost = page1.replace('RFC: CEN2OO1O1 1EA', 'RFC: CEN2OO1O1 EA');
    const read = extractCsf(scan([lost, page2]));
    expect(values(read)['tax.business_tax_id']).toBe('CEN2001011EA');
    expect(read.warnings).toEqual([
      'the RFC read as CEN2OO1O1 EA was taken as CEN2001011EA, printed elsewhere on the document',
    ]);
  });

  it('never repairs a text layer: a forged RFC stays as printed', () => {
    const layer = extractCsf(
      scan([page1.replace('RFC: CEN2OO1O1 1EA', 'RFC: CEN2001011EB'), page2], 'text_layer'),
    );
    expect(values(layer)['tax.business_tax_id']).toBe('CEN2001011EB');
  });

  it('reads no row from noise in the activities section', () => {
    const noisy = page2.replace(
      '1 Comercio',
      '28 y pera el exterior 728 01/01/2020\n7 xx 40 31/02/2012\n1 Comercio',
    );
    const rows = values(extractCsf(scan([page1, noisy])))['tax.business_main_activity'] as {
      order: number;
    }[];
    expect(rows.map((r) => r.order)).toEqual([1, 2]);
  });

  // Tesseract's page layout (--psm 3) drops the order column of a real CSF scan: a digit alone in the
  // corner of its cell, beside the cell's rules, is taken for part of a picture.
  it('reads rows whose order OCR lost, with the order null, and says so', () => {
    const unordered = page2
      .replace('1 Comercio al por mayor', 'Comercio al por mayor')
      .replace('2 Otros servicios', 'Otros servicios');
    const read = extractCsf(scan([page1, unordered]));
    expect(values(read)['tax.business_main_activity']).toEqual([
      {
        order: null,
        economic_activity: 'Comercio al por mayor de otros productos',
        percentage: 70,
        date: '2020-01-01',
        end_date: null,
      },
      {
        order: null,
        economic_activity: 'Otros servicios de apoyo a los negocios prestados por personas morales',
        percentage: 30,
        date: '2020-01-01',
        end_date: null,
      },
    ]);
    expect(read.warnings).toEqual(['2 economic activity row(s) without a readable order']);
  });

  it('takes a percentage of 1 glued to the description as `1` or `l` back from it', () => {
    const glued = page2.replace(
      /1 Comercio[\s\S]*?personas morales\n/u,
      [
        '1 Comercio al por mayor de otros productos 97 01/01/2020',
        '2 Comercio al por mayor de maquinaria y equipo para otros servicios y paral 01/01/2020',
        'actividades comerciales',
        '3 Comercio al por mayor de equipo de telecomunicaciones, fotografía yl 01/01/2020',
        'cinematografía',
        '4 Comercio al por menor de artículos misceláneos no clasificados en otra parte sin1 01/01/2020',
        'incluir botanas',
        '',
      ].join('\n'),
    );
    const read = extractCsf(scan([page1, glued]));
    const rows = values(read)['tax.business_main_activity'] as {
      economic_activity: string;
      percentage: number;
    }[];
    expect(rows.map((r) => [r.economic_activity, r.percentage])).toEqual([
      ['Comercio al por mayor de otros productos', 97],
      ['Comercio al por mayor de maquinaria y equipo para otros servicios y para actividades comerciales', 1],
      ['Comercio al por mayor de equipo de telecomunicaciones, fotografía y cinematografía', 1],
      ['Comercio al por menor de artículos misceláneos no clasificados en otra parte sin incluir botanas', 1],
    ]);
    expect(read.warnings).toEqual([]);
  });

  it('reads the `||` that opens the cadena original when OCR made them `[1`', () => {
    const bracket = page2.replace('Cadena Original Sello: 11', 'Cadena Original Sello: [1');
    expect(values(extractCsf(scan([page1, bracket]))).cadena_original).toMatch(/^\|\|2026\/05\/06/u);
  });

  it('takes the only 11-digit number above the identification data for the idCIF its label lost, and says so', () => {
    const unlabelled = page1.replace('(ads ec 2osnisezs', 'A   -   22061156235');
    const read = extractCsf(scan([unlabelled, page2]));
    expect(values(read).id_cif).toBe('22061156235');
    expect(read.warnings).toContain('the idCIF 22061156235 was read without its label');
    expect(
      values(extractCsf(scan([unlabelled.replace('A 06 DE', '12345678901 A 06 DE'), page2]))).id_cif,
    ).toBeUndefined();
  });

  it('reads an address part on its own line, the street type with its period, the issue place from its column', () => {
    const bent = page1
      .replace('Territorial: MONTERREY\n', 'Territorial: MONTERREY\nMÉXICO co MER e co, Ur TOA\n')
      .replace('AVENIDA (AV.)', 'AVENIDA (AV)')
      .replace(
        'E : : MONTERREY, NUEVO LEON A 06 DE MAY0 DE\nab e, 2026',
        'Nombre, denominación o razón   MONTERREY, NUEVO LEON A 06 DE MAYO DE 2026',
      );
    expect(values(extractCsf(scan([bent, page2])))).toMatchObject({
      'address.district': 'MONTERREY',
      'address.street_type': 'AVENIDA (AV.)',
      issue_place: 'MONTERREY, NUEVO LEON',
      issued_at: '2026-05-06',
    });
  });

  it('reads no trade name from a heading that follows an empty one', () => {
    const empty = page1.replace('Nombre Comercial: EJEMPLO', 'Nombre Comercial:\nde Ubicación:');
    expect(values(extractCsf(scan([empty, page2]))).trade_name).toBeNull();
  });

  it('does not glue noise above the table header to a first row that lost its order', () => {
    const noisy = page2
      .replace('HACIENDA SAT\n', 'ENT IO TR\n')
      .replace('1 Comercio al por mayor', 'Comercio al por mayor');
    const rows = values(extractCsf(scan([page1, noisy])))['tax.business_main_activity'] as {
      economic_activity: string;
    }[];
    expect(rows[0]!.economic_activity).toBe('Comercio al por mayor de otros productos');
  });
});

describe('reading values OCR bent', () => {
  it.each([
    ['051220401) P1', 'OSI220401JP1'],
    ['OSI 220401 JP1', 'OSI220401JP1'],
    ['0SI22O4O1JP1', 'OSI220401JP1'],
    ['XAXXO10101000', 'XAXX010101000'], // the generic RFC, not the company RFC AXX010101O00 inside it
    ['CEN2OO1O1 1EA', 'CEN2001011EA'],
  ])('repairs the RFC %s into %s', (raw, rfc) => {
    expect(repairRfc(raw)).toBe(rfc);
  });

  it('gives null for text with nothing RFC-shaped', () => {
    expect(repairRfc('QUERETARO')).toBeNull();
  });

  it.each([
    ['CUAUHTEMOC , CIUDAD DE MEXICO A 12 DE ENERO DE 2024', '2024-01-12'],
    ['A 21 DE AG0STO DE\nab e, 2023', '2023-08-21'],
    ['A 21 DE AGOSTO DE\n9   PES   ci   de   2023', '2023-08-21'],
    ['O1 DE SEPTlEMBRE DE 2O22', '2022-09-01'],
  ])('finds the written date in %j', (text, iso) => {
    expect(findSpanishDate(text)?.iso).toBe(iso);
  });

  it('does not take 31 DE FEBRERO for a date', () => {
    expect(findSpanishDate('31 DE FEBRERO DE 2024')).toBeNull();
  });

  it('reads a status OCR bent as the nearest one the SAT prints, and leaves one it cannot tell', () => {
    const status = (read: string) => {
      const r = extractCsf(
        scan([
          fixture('csf-moral-scan-1.txt').replace(
            'Estatus en el padrón: ACTIVO',
            `Estatus en el padrón: ${read}`,
          ),
          fixture('csf-moral-scan-2.txt'),
        ]),
      );
      return {
        value: r.fields['tax.business_fiscal_status']?.value,
        warned: r.warnings.some((w) => w.includes(read)),
      };
    };
    expect(status('ACTO')).toEqual({ value: 'ACTIVO', warned: true });
    expect(status('SUSPEND1DO')).toEqual({ value: 'SUSPENDIDO', warned: true });
    // Three edits from every status, or a value of several words: kept as read.
    expect(status('ACT')).toEqual({ value: 'ACT', warned: false });
    expect(status('EN LIQUIDACION')).toEqual({ value: 'EN LIQUIDACION', warned: false });
  });

  it('tells the taxpayer type by the layout when the RFC is erased or unread, and by the RFC otherwise', () => {
    const type = (text: string) => extractCsf(scan([text])).fields.taxpayer_type?.value;
    // A persona física's identification (CURP, surnames) and a moral's (Régimen Capital), RFC erased.
    expect(type(fixture('csf-fisica.txt').replace('RFC: GODE561231GR8', 'RFC:'))).toBe('fisica');
    expect(type(fixture('csf-moral-scan-1.txt').replace(/CEN2[0O]{2}1[0O]1\)? ?1EA/g, ''))).toBe('moral');
    // An RFC that holds its check digit decides.
    expect(type(fixture('csf-fisica.txt'))).toBe('fisica');
    expect(type(fixture('csf-moral-scan-1.txt'))).toBe('moral');
  });

  it("reads the place and date of issue where OCR laid them beside another label's value", () => {
    const issuedAs = (lines: string) => {
      const page = fixture('csf-moral-scan-1.txt').replace(
        'E : : MONTERREY, NUEVO LEON A 06 DE MAY0 DE\nab e, 2026',
        lines,
      );
      return values(extractCsf(scan([page, fixture('csf-moral-scan-2.txt')])));
    };
    const expected = { issue_place: 'MONTERREY , NUEVO LEON', issued_at: '2026-05-06' };
    // The idCIF, printed left of the place, shares its line: its label takes the line.
    expect(issuedAs('idCIF: 12345678901   MONTERREY , NUEVO LEON A 06 DE MAYO DE 2026')).toMatchObject(
      expected,
    );
    // Noise in columns of its own before the place, the year on the next line: the place's column.
    expect(issuedAs('ml   NERO   E   MONTERREY , NUEVO LEON A 06 DE MAYO DE\n=-   2026')).toMatchObject(
      expected,
    );
  });

  it('repairs words from the same document', () => {
    const vocabulary = new Vocabulary('Y Calle: A PUEBLO JURICA Entidad: QUERETARO');
    expect(vocabulary.repair('| URICA')).toBe('JURICA');
    expect(vocabulary.repair('J URICA')).toBe('JURICA');
    expect(vocabulary.repair('QUER ETARO')).toBe('QUERETARO');
    expect(vocabulary.repair('A PUEBLO')).toBe('A PUEBLO');
  });
});

describe('repairing an RFC by its check digit', () => {
  it('takes the variant with the fewest swaps when two hold', () => {
    // CNO190409DY8 (one swap, S → 8) and CNO190409OY5 (two swaps) both hold their check digit.
    expect(repairRfc('CNO190409DYS')).toBe('CNO190409DY8');
  });
});
