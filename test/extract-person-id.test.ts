import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentText, ExtractorResult } from '../src/domain/documents/extraction';
import { extractPersonId, icaoCheckDigit } from '../src/domain/documents/extractors/person-id';
import { findLabelInLine, linesOf } from '../src/domain/documents/extractors/id-labels';
import { keyMatchesCurp, parseElectorKey, repairCurp } from '../src/domain/documents/extractors/id-values';
import { findMrz, readMrz, reconcileIdWithMrz } from '../src/domain/documents/extractors/id-mrz';
import { foldChars } from '../src/domain/mx/names';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures/documents', name), 'utf8');

/** Pages split on form feeds, as pdftotext writes them. */
const aDocument = (...texts: string[]): DocumentText => ({
  pages: texts
    .flatMap((t) => t.split('\f'))
    .map((text, i) => ({ page: i + 1, text, method: 'ocr' as const })),
  qrCodes: [],
  producer: null,
});

const values = (r: ExtractorResult): Record<string, unknown> =>
  Object.fromEntries(Object.entries(r.fields).map(([path, f]) => [path, f.value]));
const pages = (r: ExtractorResult): Record<string, number | null> =>
  Object.fromEntries(Object.entries(r.fields).map(([path, f]) => [path, f.source.page]));
const status = (r: ExtractorResult): Record<string, string> =>
  Object.fromEntries(
    Object.entries(r.fields['mrz_check']!.value as Record<string, { status: string }>).map(([k, v]) => [
      k,
      v.status,
    ]),
  );

// ine-front-back.txt: the documents.md §3.7 synthetic example (invented person, valid CURP and MRZ check digits).
const INE_FIELDS = {
  'document.id_type': 'ine_mx',
  'person.first_surname': 'GÓMEZ',
  'person.second_surname': 'RUIZ',
  'person.names': 'MARÍA FERNANDA',
  'person.full_name': 'MARÍA FERNANDA GÓMEZ RUIZ',
  'person.curp': 'GORF850214MDFMZR04',
  'person.birth_date': '1985-02-14',
  'person.sex': 'M',
  'document.elector_key': 'GMRZFR85021409M400',
  'document.number': '123456789',
  'document.section': '0123',
  'document.registration_year': 2003,
  'document.valid_from': 2020,
  'document.valid_until': 2030,
  'document.mrz_valid': true,
  'address.full': 'C SAN FRANCISCO 123 INT 4, COL DEL VALLE CENTRO 03100, BENITO JUÁREZ, CDMX',
  'address.post_code': '03100',
};
const { 'document.mrz_valid': _valid, 'document.number': _number, ...FRONT_FIELDS } = INE_FIELDS;

describe('INE extraction', () => {
  it('computes the ICAO check digits of the documents.md example', () => {
    expect(icaoCheckDigit('123456789')).toBe('7');
    expect(icaoCheckDigit('850214')).toBe('2');
    expect(icaoCheckDigit('301231')).toBe('6');
  });

  it('reads every field of the front and the back, the MRZ from page 2, and notes that they agree', () => {
    const r = extractPersonId(aDocument(fixture('ine-front-back.txt')));
    const { mrz_check: _check, ...rest } = values(r);
    expect(rest).toEqual(INE_FIELDS);
    expect(new Set(Object.values(status(r)))).toEqual(new Set(['agrees']));
    expect(Object.keys(status(r)).sort()).toEqual(
      [
        'document.section',
        'document.valid_until',
        'person.birth_date',
        'person.first_surname',
        'person.names',
        'person.second_surname',
        'person.sex',
      ].sort(),
    );
    expect(r.warnings).toEqual([]);
    const p = pages(r);
    expect(p['person.curp']).toBe(1);
    expect(p['address.full']).toBe(1);
    expect(p['document.mrz_valid']).toBe(2);
    expect(p['document.number']).toBe(2);
    expect(r.fields['document.elector_key']!.source.text).toBe('CLAVE DE ELECTOR GMRZFR85021409M400');
  });

  it('reads noisy OCR: dropped accents, O for 0, labels misread and above their values, SEXO on a name line', () => {
    const noisy = [
      'INSTITUTO NACIONAL ELECTORAL',
      'MEXICO CREDENCIAL PARA VOTAR',
      'NOMBRE',
      'GOMEZ          sexo M',
      'RUIZ',
      'MARIA FERNANDA',
      'DOMICILI0',
      'C SAN FRANCISCO 123 INT 4',
      'COL DEL VALLE CENTRO 03100',
      'BENITO JUAREZ, CDMX',
      'POS cue DE ELECTOR GMRZFR85O214O9M400',
      'CcuRP GORF85O2I4MDFMZRO4',
      'año pe recistro 2003 01',
      'FECHA DE NACIMIENTO   SECCIÓN   VIGENCIA',
      '14/02/1985   0123   2020 - 2030',
      '',
      '1DMEX 1234567897 <<0123456789012',
      '85O2142F3O12316MEX<<<<<<<<<<<6',
      'GOMEZ<RUIZ<<MARIA<FERNANDA<<<<',
    ].join('\n');
    const r = extractPersonId(aDocument(noisy));
    const { mrz_check: _check, ...rest } = values(r);
    expect(rest).toEqual({
      ...INE_FIELDS,
      'person.first_surname': 'GOMEZ',
      'person.names': 'MARIA FERNANDA',
      'person.full_name': 'MARIA FERNANDA GOMEZ RUIZ',
      'address.full': 'C SAN FRANCISCO 123 INT 4, COL DEL VALLE CENTRO 03100, BENITO JUAREZ, CDMX',
    });
    expect(r.warnings).toEqual(['CURP read as GORF85O2I4MDFMZRO4, repaired to GORF850214MDFMZR04']);
  });

  it('without a MRZ, numbers the document by its clave de elector', () => {
    const front = fixture('ine-front-back.txt').split('\f')[0]!;
    const r = extractPersonId(aDocument(front));
    expect(values(r)).toEqual({ ...FRONT_FIELDS, 'document.number': 'GMRZFR85021409M400' });
  });

  it('takes the names and dates from the MRZ when only the back was read', () => {
    const back = fixture('ine-front-back.txt').split('\f')[1]!;
    const r = extractPersonId(aDocument(back));
    const { mrz_check: _check, ...rest } = values(r);
    expect(rest).toEqual({
      'document.id_type': 'ine_mx',
      'person.first_surname': 'GOMEZ',
      'person.second_surname': 'RUIZ',
      'person.names': 'MARIA FERNANDA',
      'person.full_name': 'MARIA FERNANDA GOMEZ RUIZ',
      'person.birth_date': '1985-02-14',
      'person.sex': 'M',
      'document.number': '123456789',
      'document.section': '0123',
      'document.valid_until': 2030,
      'document.mrz_valid': true,
    });
    expect(new Set(Object.values(status(r)))).toEqual(new Set(['mrz_only']));
  });

  it('takes the CURP’s birth date and sex (check digit valid) over a misread front, and says both', () => {
    const text = fixture('ine-front-back.txt')
      .replace('14/02/1985', '15/02/1985')
      .replace('SEXO M', 'SEXO H');
    const r = extractPersonId(aDocument(text));
    expect(values(r)).toMatchObject({ 'person.birth_date': '1985-02-14', 'person.sex': 'M' });
    expect(r.warnings).toEqual([
      "the card reads born 1985-02-15, the CURP (check digit valid) 1985-02-14; the CURP's is taken",
      "the card reads sex H, the CURP (check digit valid) M; the CURP's is taken",
    ]);
  });

  it('takes the MRZ’s value guarded by a check digit when the front disagrees, recording both', () => {
    const text = fixture('ine-front-back.txt').replace('VIGENCIA 2020 - 2030', 'VIGENCIA 2020 - 2028');
    const r = extractPersonId(aDocument(text));
    expect(r.fields['document.valid_until']!.value).toBe(2030);
    expect(r.fields['document.valid_until']!.source.page).toBe(2);
    expect((r.fields['mrz_check']!.value as Record<string, unknown>)['document.valid_until']).toEqual({
      status: 'mrz_taken',
      front: 2028,
      mrz: 2030,
    });
    expect(r.warnings).toEqual([
      "document.valid_until: the front reads 2028, the MRZ 2030 (check digit valid); the MRZ's is taken",
    ]);
  });

  it('keeps the front’s name over a MRZ name that disagrees (no check digit there), with a warning', () => {
    const text = fixture('ine-front-back.txt').replace('GOMEZ<RUIZ<<', 'GOMES<RUIZ<<');
    const r = extractPersonId(aDocument(text));
    expect(r.fields['person.first_surname']!.value).toBe('GÓMEZ');
    expect(status(r)['person.first_surname']).toBe('front_kept');
    expect(r.warnings).toEqual([
      "person.first_surname: the front reads GÓMEZ, the MRZ GOMES; the front's is kept",
    ]);
  });

  it('flags a MRZ whose check digits fail and a CURP it cannot repair', () => {
    const text = fixture('ine-front-back.txt')
      .replace('IDMEX1234567897', 'IDMEX1234567898')
      .replace('GORF850214MDFMZR04', 'GORF850214MDFMZR07');
    const r = extractPersonId(aDocument(text));
    expect(r.fields['document.mrz_valid']!.value).toBe(false);
    expect(r.fields['person.curp']!.value).toBe('GORF850214MDFMZR07');
    // The CIC failed its check digit: the document is numbered by the clave de elector instead.
    expect(r.fields['document.number']!.value).toBe('GMRZFR85021409M400');
    expect(r.warnings).toEqual([
      'CURP GORF850214MDFMZR07 fails its check digit and could not be repaired',
      'MRZ check digits fail for: Document number check digit, Composite check digit',
    ]);
  });

  it('keeps a CURP whose check digit fails as read by position, under its label or on the next line, not "repaired" past a speck', () => {
    // The INE's 2019 specimen as OCR reads a photo of it: a speck "i" before the CURP, the label on the line
    // above, the homonymy 0 read O. The specimen's own check digit is wrong: dropping the G instead of the
    // speck once gave a CURP that passed (IOVM…), and with it a wrong clave de elector and a lost surname.
    const text = [
      'INSTITUTO NACIONAL ELECTORAL',
      'CREDENCIAL PARA VOTAR',
      'NOMBRE',
      'GOMEZ',
      'VELAZQUEZ',
      'MARGARITA',
      'CLAVE DE ELECTOR GMVLMR80070501M100',
      'CURP   AÑO DE REGISTRO',
      'i   GOVM800705MCLMLRO1   2008-01',
      'FECHA DE NACIMIENTO   SECCIÓN — VIGENCIA',
      '05/07/1980   0001   2019-2029',
    ].join('\n');
    const r = extractPersonId(aDocument(text));
    expect(values(r)).toMatchObject({
      'person.curp': 'GOVM800705MCLMLR01',
      'document.elector_key': 'GMVLMR80070501M100',
      'person.first_surname': 'GOMEZ',
      'person.full_name': 'MARGARITA GOMEZ VELAZQUEZ',
      'document.registration_year': 2008,
      'document.section': '0001',
    });
    expect(r.warnings).toContain(
      'CURP GOVM800705MCLMLR01 (read as GOVM800705MCLMLRO1) fails its check digit and could not be repaired',
    );
  });

  it('takes an unlabelled CURP whose birth date the MRZ prints too, and the years after EMISIÓN when VIGENCIA is spoilt', () => {
    // The INE's 2014 specimen as OCR reads it: no CURP label on this model, the specimen's CURP and MRZ
    // check digits wrong (so nothing passes a check), "EMISIÓN 2014 VIGENCIA 2024" read "MISIÓN 2014 warncia 2024".
    const text = [
      '8   exico   INSTITUTO NACIONAL ELECTORAL',
      'MÉXICO CREDENCIAL PARA VOTAR',
      'NOMBRE',
      'GOMEZ',
      'VELAZQUEZ',
      'MARGARITA',
      'GOVM800705MCLMLRO1 Año De REGISTRO 2008',
      'ESTADO   09   MUNICIPIO 004 sección 0747',
      'LOCALIDAD   EMISIÓN 2014 warncia 2024 Y',
      'IDMEX1836577170<<0747116375842',
      '8007057M1812315MEX<02<<12345<7',
      'GOMEZ<VELAZQUEZ<<MARGARITA<<<<',
    ].join('\n');
    const r = extractPersonId(aDocument(text));
    expect(values(r)).toMatchObject({
      'person.curp': 'GOVM800705MCLMLR01',
      'person.birth_date': '1980-07-05',
      'document.valid_from': 2014,
      'document.valid_until': 2024,
    });
    expect(r.warnings).toContain(
      "CURP GOVM800705MCLMLR01 (read as GOVM800705MCLMLRO1) fails its check digit and could not be repaired; its birth date is the MRZ's",
    );
    // No SEXO on this model: the CURP the MRZ's birth date confirms gives it, over the MRZ's own sex
    // (no check digit there; the specimen's MRZ prints M, male in ICAO's letters, for Margarita).
    expect(values(r)['person.sex']).toBe('M');
    expect(r.warnings).toContain("person.sex: the front reads M, the MRZ H; the front's is kept");
    // Without a MRZ to agree with, an unlabelled value that fails its check digit is no CURP.
    const front = text.split('\n').slice(0, 9).join('\n');
    expect(extractPersonId(aDocument(front)).fields['person.curp']).toBeUndefined();
  });

  /**
   * The IFE specimen's front as OCR read it, turned: "GOMEZ" lost and the birth date's label read beside
   * NOMBRE, "INSTITUTO FEDERAL ELECTORAL" spoilt, the key (`CMVLMR…`, its G read C) and the CURP
   * unlabelled; the specimen's CURP fails its own check digit.
   */
  const ifeAsRead = (key = 'CMVLMR80070501M100') =>
    [
      'INSTITUTO A EXESIOMAL',
      '% MÉXICO REGISTRO FEDERAL DE',
      'NOVBRE   FECHA 07/1980',
      '05/07/11',
      'VELAZQUEZ',
      'MARGARITA   si',
      'zz   DOMICILIO',
      'e   CPITAGORAS 1253 INT. 4   -',
      `cuave or euecror ${key}`,
      'cure GOVM800705MCLMLRO1 año oe recistro 2008 02',
    ].join('\n');

  it('takes no column label for a name when the surname itself was lost (the IFE model)', () => {
    const fields = values(extractPersonId(aDocument(ifeAsRead())));
    // What is left fits the CURP's initials (kept though its check digit fails): second surname and
    // given name; no full name is made without the first surname.
    expect(fields).toMatchObject({ 'person.second_surname': 'VELAZQUEZ', 'person.names': 'MARGARITA' });
    expect(fields['person.first_surname']).toBeUndefined();
    expect(fields['person.full_name']).toBeUndefined();
  });

  it('repairs the clave de elector from a CURP that fails its check digit when both print one birth date and sex, and takes those', () => {
    // No date or sex readable beside their labels.
    const r = extractPersonId(aDocument(ifeAsRead()));
    expect(values(r)).toMatchObject({
      'document.elector_key': 'GMVLMR80070501M100',
      // Only the INE's and the IFE's credentials carry a clave de elector.
      'document.id_type': 'ine_mx',
      'person.birth_date': '1980-07-05',
      'person.sex': 'M',
    });
    expect(r.warnings).toContain(
      'clave de elector read as CMVLMR80070501M100, repaired from the CURP to GMVLMR80070501M100',
    );
    // A key born another day is another reading of nothing: neither repaired nor dating the person.
    const other = values(extractPersonId(aDocument(ifeAsRead('CMVLMR80070601M100'))));
    expect(other['document.elector_key']).toBe('CMVLMR80070601M100');
    expect(other['person.birth_date']).toBeUndefined();
    expect(other['person.sex']).toBeUndefined();
  });

  it("takes the MRZ's birth date for an unlabelled CURP whose date a photo blurred into lookalikes (A for 8, S for 5)", () => {
    // The 2014 specimen photographed, as OCR read it: no label, the birth date read "AOO7OS".
    const lines = (curp: string) =>
      [
        'C PITAGORAS 1253 INT, 4',
        'aw a mcron GMVLMR8007501M100',
        `${curp} año 06 acestro 2008`,
        '1DMEX1836577170<<0747116375842',
        '8007057M1812315MEX<02<<12345<7',
        'GOMEZ<VELAZQUEZ<<MARGARITA<<<<',
      ].join('\n');
    const r = extractPersonId(aDocument(lines('GOVMAOO7OSMCLMLRO1')));
    expect(values(r)).toMatchObject({
      'person.curp': 'GOVM800705MCLMLR01',
      'person.birth_date': '1980-07-05',
    });
    expect(r.warnings).toContain(
      "CURP GOVM800705MCLMLR01 (read as GOVMAOO7OSMCLMLRO1) fails its check digit and could not be repaired; its birth date is the MRZ's",
    );
    // The key, one character short, is completed from that CURP: its letters and birth date.
    expect(values(r)['document.elector_key']).toBe('GMVLMR80070501M100');
    expect(r.warnings).toContain(
      'clave de elector read as GMVLMR8007501M100, one character short; completed from the CURP to GMVLMR80070501M100',
    );
    // A date that cannot be the MRZ's (a 6 where it prints 8) is no CURP.
    expect(extractPersonId(aDocument(lines('GOVM6OO7OSMCLMLRO1'))).fields['person.curp']).toBeUndefined();
  });

  // Synthetic cards (invented people, ../ids-ocr render): rendered, photographed-like (perspective, shadow, blur,
  // noise, JPEG) and read by tesseract 5 (spa). Expected values are the data the cards were printed with.
  it('reads a phone photo of a synthetic INE, front and back, with OCR noise', () => {
    const r = extractPersonId(
      aDocument(
        fixture('ine-synthetic-a-front-photo.psm6.txt'),
        fixture('ine-synthetic-a-back-photo.psm6.txt'),
      ),
    );
    expect(values(r)).toMatchObject({
      'document.id_type': 'ine_mx',
      'person.first_surname': 'PEREZ',
      'person.second_surname': 'LOPEZ',
      'person.names': 'JUAN CARLOS',
      'person.curp': 'PELJ900715HDFRPN05',
      'person.birth_date': '1990-07-15',
      'person.sex': 'H',
      'document.elector_key': 'PRLPJN90071509H300',
      'document.number': '201234567',
      'document.section': '1234',
      'document.registration_year': 2008,
      'document.valid_from': 2019,
      'document.valid_until': 2029,
      'document.mrz_valid': true,
      'address.post_code': '03100',
    });
    expect(r.fields['address.full']!.value).toMatch(/INSURGENTES SUR 1234 INT 5, COL DEL VALLE CENTRO 03100/);
  });

  it('reads a blurred photo whose labels OCR lost, columns split, and a MRZ that fails its checks', () => {
    const r = extractPersonId(
      aDocument(
        fixture('ine-synthetic-b-front-photo2.psm11.txt'),
        fixture('ine-synthetic-b-back-photo2.psm6.txt'),
      ),
    );
    expect(values(r)).toMatchObject({
      'person.first_surname': 'HERNÁNDEZ',
      'person.second_surname': 'SÁNCHEZ',
      'person.names': 'GUADALUPE',
      'person.curp': 'HESG851203MJCRND02',
      'person.birth_date': '1985-12-03',
      'person.sex': 'M',
      'document.elector_key': 'HRSNGD85120314M700',
      // The CIC's own check digit holds although others fail.
      'document.number': '187654321',
      'document.section': '0456',
      'document.valid_from': 2021,
      'document.valid_until': 2031,
      'document.mrz_valid': false,
      'address.full': 'C HIDALGO 45, COL AMERICANA 44160, GUADALAJARA, JAL',
    });
    // The MRZ's garbled given names do not fit the CURP: not taken.
    expect(r.warnings.some((w) => w.startsWith('MRZ check digits fail'))).toBe(true);
  });

  it('reads an older IFE model (ESTADO, MUNICIPIO, EMISIÓN, VIGENCIA HASTA)', () => {
    const r = extractPersonId(aDocument(fixture('ine-synthetic-c-front-photo.psm6.txt')));
    expect(values(r)).toMatchObject({
      'person.first_surname': 'GARCÍA',
      'person.second_surname': 'MARTÍNEZ',
      'person.names': 'ROBERTO',
      'person.curp': 'GAMR720322HNLRRB07',
      'document.elector_key': 'GRMRRB72032219H100',
      'document.section': '2077',
      'document.registration_year': 1994,
      // The card runs from its year of issue (as the current model's "VIGENCIA 2019-2029" starts then).
      'document.valid_from': 2014,
      'document.valid_until': 2024,
      'address.post_code': '64000',
    });
  });

  it('repairs a clave de elector from the CURP when OCR broke its letters', () => {
    const text = fixture('ine-front-back.txt').replace('GMRZFR85021409M400', 'GMRZFP85021409M400');
    const r = extractPersonId(aDocument(text.split('\f')[0]!));
    expect(r.fields['document.elector_key']!.value).toBe('GMRZFR85021409M400');
    expect(r.warnings).toEqual([
      'clave de elector read as GMRZFP85021409M400, repaired from the CURP to GMRZFR85021409M400',
    ]);
  });

  it('completes a clave de elector one character short from the CURP, only where state, sex and homoclave fit', () => {
    const front = (key: string) =>
      extractPersonId(
        aDocument(fixture('ine-front-back.txt').replace('GMRZFR85021409M400', key).split('\f')[0]!),
      );
    // The 2 of the birth date's 02 dropped.
    const r = front('GMRZFR8501409M400');
    expect(r.fields['document.elector_key']!.value).toBe('GMRZFR85021409M400');
    expect(r.warnings).toEqual([
      'clave de elector read as GMRZFR8501409M400, one character short; completed from the CURP to GMRZFR85021409M400',
    ]);
    // A man's key beside a woman's CURP, or two characters dropped, is nobody's key.
    expect(front('GMRZFR8501409H400').fields['document.elector_key']).toBeUndefined();
    expect(front('GMRZFR850409M400').fields['document.elector_key']).toBeUndefined();
  });

  it('keeps the period the card prints after an abbreviation ending the address', () => {
    const text = fixture('ine-front-back.txt').replace('BENITO JUÁREZ, CDMX', 'BENITO JUÁREZ, D.F.');
    expect(extractPersonId(aDocument(text.split('\f')[0]!)).fields['address.full']!.value).toBe(
      'C SAN FRANCISCO 123 INT 4, COL DEL VALLE CENTRO 03100, BENITO JUÁREZ, D.F.',
    );
  });

  it('reads a Mexican passport’s TD3 zone', () => {
    const line1 = 'P<MEXPEREZ<LOPEZ<<JUAN<CARLOS'.padEnd(44, '<');
    const body = `G12345678${icaoCheckDigit('G12345678')}MEX900715${icaoCheckDigit('900715')}M310101${icaoCheckDigit('310101')}`;
    const personal = '<'.repeat(14);
    const head = body + personal + icaoCheckDigit(personal);
    const composite = icaoCheckDigit(head.slice(0, 10) + head.slice(13, 20) + head.slice(21, 43));
    const text = [
      'ESTADOS UNIDOS MEXICANOS',
      'PASAPORTE',
      'CURP PELJ900715HDFRPN05',
      '',
      line1,
      head + composite,
    ].join('\n');
    const r = extractPersonId(aDocument(text));
    expect(values(r)).toMatchObject({
      'document.id_type': 'passport_mx',
      'document.number': 'G12345678',
      'document.mrz_valid': true,
      'person.first_surname': 'PEREZ',
      'person.second_surname': 'LOPEZ',
      'person.names': 'JUAN CARLOS',
      'person.birth_date': '1990-07-15',
      'person.sex': 'H',
      'person.curp': 'PELJ900715HDFRPN05',
    });
  });
});

describe('INE values and labels', () => {
  it('finds labels within OCR errors, with a lost short word or a glued value', () => {
    const line = (s: string) => linesOf(foldChars(s))[0]!;
    expect(findLabelInLine(line('POS cue DE ELECTOR X'), 'CLAVE DE ELECTOR')).not.toBeNull();
    expect(findLabelInLine(line('año pe recistro 2003 01'), 'ANO DE REGISTRO')).not.toBeNull();
    expect(findLabelInLine(line('FECHA DE NACIMIENT0'), 'FECHA DE NACIMIENTO')).not.toBeNull();
    expect(findLabelInLine(line('CcuRP X'), 'CURP')).not.toBeNull();
    expect(findLabelInLine(line('REGISTRO FEDERAL DE ELECTORES'), 'ANO DE REGISTRO')).toBeNull();
    expect(findLabelInLine(line('COL CENTRO'), 'CURP')).toBeNull();
  });

  it('repairs a CURP by position and keeps only what passes the check digit', () => {
    expect(repairCurp('PELJ9OO71SHDFRPNOS')?.curp).toBe('PELJ900715HDFRPN05');
    expect(repairCurp('PELJ9OO715HDFRPNO5X')?.curp).toBe('PELJ900715HDFRPN05');
    expect(repairCurp('PELJ9OO715HDFRPNO5XY')).toBeNull();
    expect(repairCurp('PELJ900715HDFRPN06')).toBeNull();
  });

  it('checks a clave de elector’s shape and its agreement with the CURP', () => {
    expect(parseElectorKey('PRLPJN9OO71509H3OO')?.key).toBe('PRLPJN90071509H300');
    expect(parseElectorKey('PRLPJN90133509H300')).toBeNull();
    expect(parseElectorKey('PRLPJN90071599H300')).toBeNull();
    expect(keyMatchesCurp('PRLPJN90071509H300', 'PELJ900715HDFRPN05')).toBe(true);
    expect(keyMatchesCurp('PRLPJN90071509M300', 'PELJ900715HDFRPN05')).toBe(false);
  });

  it('reconciles on its own: the MRZ fills what the front lacks and wins where its check digit holds', () => {
    const zone = findMrz(linesOf(fixture('ine-front-back.txt').split('\f')[1]!))!;
    const mrz = readMrz(zone)!;
    const source = { page: 2, text: 'MRZ' };
    const front = {
      'person.birth_date': { value: '1985-02-15', source: { page: 1, text: '15/02/1985' } },
      'person.sex': { value: 'M', source: { page: 1, text: 'SEXO M' } },
    };
    const out = reconcileIdWithMrz(front, mrz, source);
    expect(out.fields['person.birth_date']!.value).toBe('1985-02-14');
    expect(out.notes['person.birth_date']).toEqual({
      status: 'mrz_taken',
      front: '1985-02-15',
      mrz: '1985-02-14',
    });
    expect(out.notes['person.sex']!.status).toBe('agrees');
    expect(out.notes['document.section']).toEqual({ status: 'mrz_only', front: null, mrz: '0123' });
    expect(out.fields['mrz_check']!.value).toBe(out.notes);
  });
});
