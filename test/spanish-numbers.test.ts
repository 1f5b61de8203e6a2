import {
  findSpanishWordsDate,
  leadingSpanishNumber,
  parseSpanishWordsDate,
  spanishNumber,
} from '../src/domain/mx/spanish-numbers';

describe('Spanish number words', () => {
  it.each([
    ['DOCE MIL TRESCIENTOS CUARENTA Y CINCO', 12345],
    ['UN', 1],
    ['UNO', 1],
    ['UNA', 1],
    ['VEINTIUNO', 21],
    ['veintiún', 21],
    ['DIECISÉIS', 16],
    ['dieciseis', 16],
    ['DIEZ Y SEIS', 16],
    ['CIEN', 100],
    ['CIENTO', 100],
    ['CIENTO UNO', 101],
    ['QUINIENTOS', 500],
    ['QUINIENTAS', 500],
    ['SETECIENTOS OCHENTA Y NUEVE', 789],
    ['MIL', 1000],
    ['UN MIL QUINIENTOS', 1500],
    ['DOS MIL VEINTIUNO', 2021],
    ['dos mil veintitrés', 2023],
    ['MIL NOVECIENTOS NOVENTA Y NUEVE', 1999],
    ['CIEN MIL', 100000],
    ['CUATROCIENTOS CINCUENTA Y SEIS MIL', 456000],
    ['UN MILLÓN', 1_000_000],
    ['DOS MILLONES QUINIENTOS MIL', 2_500_000],
    ['TRES MILLONES DOSCIENTOS CINCUENTA MIL CIENTO UNO', 3_250_101],
    ['CERO', 0],
  ])('reads "%s" as %d', (words, value) => expect(spanishNumber(words)).toBe(value));

  it.each(['', 'HOLA', 'Y CINCO', 'TRES CIEN', 'CINCUENTA TREINTA', 'MIL MIL', 'VEINTE UNO'])(
    'refuses "%s", which is not one number',
    (words) => expect(spanishNumber(words)).toBeNull(),
  );

  it('reads the number at the start of a phrase and says how much text it took', () => {
    expect(leadingSpanishNumber('QUINIENTAS acciones')).toEqual({ value: 500, length: 10 });
    expect(leadingSpanishNumber('CUARENTA Y CINCO)')).toEqual({ value: 45, length: 16 });
  });

  it('stops before a word that cannot follow, so two numbers side by side stay apart', () => {
    expect(leadingSpanishNumber('UNA CINCUENTA MIL PESOS')).toEqual({ value: 1, length: 3 });
    expect(leadingSpanishNumber('TRES CIEN MIL PESOS')?.value).toBe(3);
  });

  it('leaves a dangling "Y" out of the number', () => {
    expect(leadingSpanishNumber('TREINTA Y ACCIONES')).toEqual({ value: 30, length: 7 });
  });

  it('returns null when the text does not start with a number word', () => {
    expect(leadingSpanishNumber('acciones QUINIENTAS')).toBeNull();
  });
});

describe('dates written as deeds write them', () => {
  it.each([
    ['a los quince días del mes de marzo de dos mil veintiuno', '2021-03-15'],
    ['A LOS QUINCE DIAS DEL MES DE MARZO DE DOS MIL VEINTIUNO', '2021-03-15'],
    ['el día 15 de marzo de 2021', '2021-03-15'],
    ['15 (quince) de marzo de 2021 (dos mil veintiuno)', '2021-03-15'],
    ['el día (15) quince de marzo del año dos mil veintiuno', '2021-03-15'],
    ['PRIMERO de enero de dos mil veinte', '2020-01-01'],
    ['el 1o. de enero de 2020', '2020-01-01'],
    ['a los treinta y un días del mes de diciembre de mil novecientos noventa y nueve', '1999-12-31'],
    ['a los veintiún días del mes de septiembre del año dos mil diecinueve', '2019-09-21'],
    ['siendo las 10:00 horas del día 10 de mayo de 2023, se reunieron', '2023-05-10'],
    ['veintinueve de febrero de dos mil veinticuatro', '2024-02-29'],
  ])('reads "%s" as %s', (text, date) => expect(parseSpanishWordsDate(text)).toBe(date));

  it.each([
    'treinta de febrero de dos mil veintiuno',
    'veintinueve de febrero de dos mil veintitrés',
    'el mes de marzo',
    'sin fecha alguna',
  ])('finds no date in "%s"', (text) => expect(parseSpanishWordsDate(text)).toBeNull());

  it('gives the offsets of the date inside a longer text, digits beside the words included', () => {
    const text = 'En la Ciudad de México, a 8 (ocho) de febrero de 2024 (dos mil veinticuatro), ANTE MÍ';
    const found = findSpanishWordsDate(text);
    expect(found?.date).toBe('2024-02-08');
    expect(text.slice(found!.start, found!.end)).toBe('8 (ocho) de febrero de 2024');
  });

  it('skips a month name with no date around it and takes the next real date', () => {
    expect(parseSpanishWordsDate('del mes de marzo, firmada el 3 de abril de 2022')).toBe('2022-04-03');
  });
});

describe('a year a scan broke after its hundreds', () => {
  it('reads through a speck between the hundreds and the rest', () => {
    expect(
      parseSpanishWordsDate('a los veinticuatro días del mes de febrero de mil novecientos. noventa y ocho'),
    ).toBe('1998-02-24');
    expect(parseSpanishWordsDate('el día tres de mayo del año dos mil , quince, ante mí')).toBe('2015-05-03');
  });

  it('gives no date rather than the round hundred when the tens word is lost', () => {
    expect(
      findSpanishWordsDate(
        'a los VEINTICUATRO dias de FEBRERO de MIL NOVECIENTOS.   A Y OCHO, YO, EL NOTARIO',
      ),
    ).toBeNull();
  });

  it('keeps a round year followed by other words', () => {
    expect(parseSpanishWordsDate('el quince de marzo de dos mil, y el señor ROGELIO')).toBe('2000-03-15');
    expect(parseSpanishWordsDate('el quince de marzo de mil novecientos y ante mí')).toBe('1900-03-15');
  });
});
