import {
  embeddedDatesAgree,
  findRfc,
  repairClabe,
  repairCurp,
  repairDigits,
  repairRfc,
} from '../src/domain/documents/reconcile-ocr';

// Real RFCs of companies (documents.md, test/rfc.test.ts) and the python-stdnum CURP example, each
// with the misreads a scanner's OCR makes: 0/O, 1/I, 5/S, 8/B, 2/Z, spaces inside the value.
describe('repairRfc', () => {
  it('takes a generic RFC as printed, never a company RFC found inside it', () => {
    expect(repairRfc('XAXXO10101000')).toEqual({ value: 'XAXX010101000', changed: true });
    expect(findRfc('XAXX010101000')).toEqual({ value: 'XAXX010101000', changed: false });
  });

  it('leaves a valid RFC alone', () => {
    expect(repairRfc('EKU9003173C9')).toEqual({ value: 'EKU9003173C9', changed: false });
  });

  it.each([
    ['EKU9OO3I73C9', 'EKU9003173C9'], // O and I in the date
    ['0SI220401JP1', 'OSI220401JP1'], // a zero in the letters
    ['OSI22O4O1JP1', 'OSI220401JP1'],
    ['SMS2OO716NZ4', 'SMS200716NZ4'],
    ['SMS200716N24', 'SMS200716NZ4'], // Z read as 2 in the homoclave: only the check digit can tell
    ['ISI1801183 24', 'ISI1801183Z4'],
    ['BMF82113OAR3', 'BMF821130AR3'],
  ])('repairs %s into %s', (read, rfc) => {
    expect(repairRfc(read)).toEqual({ value: rfc, changed: true });
  });

  it('takes spaces inside the value as layout, not as a misread', () => {
    expect(repairRfc('GODE5612 31GR8')).toEqual({ value: 'GODE561231GR8', changed: false });
  });

  it.each(['TDV010203AB1', 'EKU90031', 'EKU9003173C8', ''])('cannot repair %s', (read) => {
    expect(repairRfc(read)).toBeNull();
  });
});

describe('findRfc', () => {
  it('finds the RFC OCR glued to the cadena original', () => {
    expect(findRfc('2026/11/25 10:00:00JCEN2001011EA')).toEqual({ value: 'CEN2001011EA', changed: true });
    expect(findRfc('10:00:00]CEN200101XMS')).toEqual({ value: 'CEN200101XM5', changed: true });
  });

  it('takes nothing when two different RFCs come out', () => {
    expect(findRfc('EKU9003173C9 OSI220401JP1')).toBeNull();
  });
});

describe('repairCurp', () => {
  it.each([
    ['BOXW310820HNERXN09', 'BOXW310820HNERXN09', false],
    ['B0XW3IO820HNERXN09', 'BOXW310820HNERXN09', true],
    ['BOXW 310820 HNERXN O9', 'BOXW310820HNERXN09', true],
  ])('reads %s as %s', (read, curp, changed) => {
    expect(repairCurp(read)).toEqual({ value: curp, changed });
  });

  it('refuses a CURP whose check digit no look-alike explains', () => {
    expect(repairCurp('GORL850214MDFMVR09')).toBeNull();
  });
});

describe('repairClabe', () => {
  it.each([
    ['032180000118359719', '032180000118359719', false],
    ['O3218OOOO118359719', '032180000118359719', true],
    ['0321 8000 0118 3597 I9', '032180000118359719', true],
    ['002-010-077777777771', '002010077777777771', false],
  ])('reads %s as %s', (read, clabe, changed) => {
    expect(repairClabe(read)).toEqual({ value: clabe, changed });
  });

  it('cannot repair a wrong digit (digits are not look-alikes of each other)', () => {
    expect(repairClabe('032180000118359718')).toBeNull();
  });
});

describe('repairDigits and embedded dates', () => {
  it('reads an idCIF with letters for digits', () => {
    expect(repairDigits('22O4OI2345B')).toEqual({ value: '22040123458', changed: true });
    expect(repairDigits('')).toBeNull();
  });

  it("compares a person's RFC and CURP birth dates", () => {
    expect(embeddedDatesAgree('GODE561231GR8', 'GODE561231HDFRRN09')).toBe(true);
    expect(embeddedDatesAgree('GODE561231GR8', 'GODE561230HDFRRN09')).toBe(false);
    expect(embeddedDatesAgree('OSI220401JP1', 'GODE561231HDFRRN09')).toBeNull();
  });
});
