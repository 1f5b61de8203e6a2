import {
  asNumber,
  normaliseText,
  precision,
  recall,
  sameValue,
  scoreDocument,
  tally,
} from '../bench/extraction/score';

const verdicts = (expected: Record<string, unknown>, got: Record<string, unknown>) =>
  Object.fromEntries(scoreDocument(expected, got).map((r) => [r.path, r.verdict]));

describe('extraction benchmark scoring', () => {
  describe('strings', () => {
    it('ignore case, accents and runs of whitespace', () => {
      expect(
        sameValue('Régimen General de Ley  Personas Morales', 'REGIMEN GENERAL DE LEY PERSONAS MORALES'),
      ).toBe(true);
      expect(sameValue('MARÍA FERNANDA SOLÍS', 'maria fernanda\nsolis')).toBe(true);
    });

    it('ignore a space before a comma, as the CSF prints its place of issue', () => {
      expect(sameValue('COYOACAN, CIUDAD DE MEXICO', 'COYOACAN , CIUDAD DE MEXICO')).toBe(true);
    });

    it('do not ignore other punctuation or missing words', () => {
      expect(sameValue('S.A. DE C.V.', 'SA DE CV')).toBe(false);
      expect(sameValue('GRUPO ATLAS', 'GRUPO ATLAS NORTE')).toBe(false);
      expect(normaliseText('  Ñandú  (Sur) ')).toBe('NANDU (SUR)');
    });
  });

  describe('numbers', () => {
    it('compare numerically, reading figures printed with commas and a peso sign', () => {
      expect(sameValue(2679, '2,679')).toBe(true);
      expect(sameValue(1077.92, '$ 1,077.92')).toBe(true);
      expect(sameValue(1077, 1077.92)).toBe(false);
      expect(asNumber('12 345.50')).toBe(12345.5);
      expect(asNumber('doce')).toBeNull();
    });

    it('match a digit string expected as text against a number extracted', () => {
      expect(sameValue('44337', 44337)).toBe(true);
      expect(sameValue('04420', 4420)).toBe(false);
    });
  });

  describe('fields', () => {
    it('call a value right, wrong, missed, spurious or rightly absent', () => {
      expect(
        verdicts({ a: 'X', b: 'Y', c: 'Z', d: null, e: null }, { a: 'x', b: 'W', d: 'something', e: '' }),
      ).toEqual({ a: 'correct', b: 'wrong', c: 'missed', d: 'spurious', e: 'absent' });
    });

    it('compare lists of plain values as multisets', () => {
      expect(verdicts({ s: ['A', 'B'] }, { s: ['b', 'a'] })).toEqual({ s: 'correct' });
      expect(verdicts({ s: ['A', 'B'] }, { s: ['A'] })).toEqual({ s: 'wrong' });
    });

    it('pair list records by their content, not their order, and score them key by key', () => {
      const expected = {
        shareholders: [
          { name: 'ANA RUIZ MENA', shares: 600 },
          { name: 'LUIS SOTO PAZ', shares: 400 },
        ],
      };
      const got = {
        shareholders: [
          { name: 'LUIS SOTO PAZ', shares: 400 },
          { name: 'ANA RUIZ MENA', shares: 500, series: 'A' },
        ],
      };
      expect(verdicts(expected, got)).toEqual({
        'shareholders[0].name': 'correct',
        'shareholders[0].shares': 'wrong',
        'shareholders[1].name': 'correct',
        'shareholders[1].shares': 'correct',
      });
    });

    it('count an extra record as spurious and a missing one as missed', () => {
      const expected = { administrators: [{ name: 'ANA RUIZ MENA', role: 'presidente' }] };
      const got = {
        administrators: [
          { name: 'ANA RUIZ MENA', role: 'presidente' },
          { name: 'PEDRO PAZ', role: 'vocal' },
        ],
      };
      const t = tally(scoreDocument(expected, got));
      expect(t).toEqual({ correct: 2, wrong: 0, missed: 0, spurious: 2 });
      expect(tally(scoreDocument(expected, {}))).toEqual({ correct: 0, wrong: 0, missed: 2, spurious: 0 });
    });
  });

  it('computes precision over what was given and recall over what the document holds', () => {
    const t = tally(scoreDocument({ a: 1, b: 2, c: 3, d: null }, { a: 1, b: 5, d: 'x' }));
    expect(t).toEqual({ correct: 1, wrong: 1, missed: 1, spurious: 1 });
    expect(precision(t)).toBeCloseTo(1 / 3);
    expect(recall(t)).toBeCloseTo(1 / 3);
    expect(precision(tally([]))).toBeNull();
  });
});
