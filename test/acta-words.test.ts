import { findWordsDate, numberWord, readWordsNumber } from '../src/domain/documents/extractors/acta-words';

describe('number words as OCR misreads them', () => {
  it.each([
    ['dieciochb', 'DIECIOCHO'],
    ['novent', 'NOVENTA'],
    ['Siento', 'CIENTO'],
    ['CUATROCIENT0S', 'CUATROCIENTOS'],
    ['nuéve', 'NUEVE'],
    ['MIL', 'MIL'],
  ])('takes "%s" for %s', (token, word) => expect(numberWord(token)).toBe(word));

  it.each(['NUEVO', 'MERO', 'DE', 'acciones', 'PESOS'])('does not start a number with "%s"', (token) =>
    expect(numberWord(token, true)).toBeNull(),
  );

  it.each([
    ['CUATROCIENTOS CINCUENTA MIL PESOS', 450000, 'CUATROCIENTOS CINCUENTA MIL'],
    [
      'cuatrocientos cuarenta y A ci CINCO Mil quinientos pesos.',
      445500,
      'cuatrocientos cuarenta y A ci CINCO Mil quinientos',
    ],
    [
      'nuéve:=millones mil quinientos diecinueve, expediente',
      9001519,
      'nuéve:=millones mil quinientos diecinueve',
    ],
    [
      'setenta y un millones, ochocientos cuarenta y tres mil, veintiuno,',
      71843021,
      'setenta y un millones, ochocientos cuarenta y tres mil, veintiuno',
    ],
    ['escritura dieciochb mil trescientos nueve, otorgada', null, ''],
    ['dieciochb mil trescientos nueve, otorgada', 18309, 'dieciochb mil trescientos nueve'],
    ['NOVENTA Y NUEVE MERO', 99, 'NOVENTA Y NUEVE'],
    ['TREINTA Y ACCIONES', 30, 'TREINTA'],
  ])('reads "%s" as %s', (text, value, words) => {
    const hit = readWordsNumber(text, 0);
    if (value === null) return expect(hit).toBeNull();
    expect(hit?.value).toBe(value);
    expect(text.slice(hit!.start, hit!.end)).toBe(words);
  });

  it('reads a date whose number words OCR spoilt', () => {
    expect(findWordsDate('otorgada el Veinticuatro de febrero de mil novecientos noventa y ócho')?.date).toBe(
      '1998-02-24',
    );
    expect(findWordsDate('el dia dieciochb de octubre del dos mil trece')?.date).toBe('2013-10-18');
  });
});
