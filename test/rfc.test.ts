import { checkRfc, rfcCheckDigit } from '../src/domain/mx/rfc';

describe('RFC check digit (documents.md §3.2)', () => {
  it.each([
    ['EKU9003173C', '9'],
    ['GODE561231GR', '8'],
    ['PEMJ800101B2', 'A'],
    ['ABC200101A1', '0'],
  ])('%s → %s', (body, digit) => expect(rfcCheckDigit(body)).toBe(digit));

  it.each([
    'EKU9003173C9',
    'GODE561231GR8',
    'MAB9307148T4',
    'ISI1801183Z4',
    'BMF821130AR3',
    'SMS200716NZ4',
    'MPP171122QX4',
    'PFE140312IW8',
    'SMA2603253P7',
    'OSI220401JP1',
    'osi220401jp1 ',
  ])('accepts the real RFC %s', (rfc) => expect(checkRfc(rfc).valid).toBe(true));

  it.each([
    ['TDV010203AB1', /check digit/],
    ['GORL850214J38', /check digit/],
    ['VACE460910SX6', /check digit/],
    ['XAXX010101000', /generic/],
    ['EKU9013173C9', /date/],
    ['EKU900231XXX', /date|format/],
    ['EKU90031', /format/],
    ['E-U9003173C9', /format/],
  ])('refuses %s', (rfc, reason) => {
    const r = checkRfc(rfc);
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(reason);
  });

  it('tells a company (12) from a person (13)', () => {
    expect(checkRfc('EKU9003173C9')).toEqual({ valid: true, rfc: 'EKU9003173C9', kind: 'moral' });
    expect(checkRfc('GODE561231GR8')).toEqual({ valid: true, rfc: 'GODE561231GR8', kind: 'fisica' });
  });
});
