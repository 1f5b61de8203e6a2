import { findLegalForm, splitDenomination } from '../src/domain/documents/extractors/acta-legal-forms';

// Folded text (upper case, no accents), as the acta extractors hand it over.
describe('legal forms written half in full, half abbreviated', () => {
  it.each([
    ['CONSTITUYEN UNA SOCIEDAD ANONIMA DE C.V. QUE SE REGIRA', 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE'],
    ['BAJO LA FORMA DE S.A. DE CAPITAL VARIABLE, CON DOMICILIO', 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE'],
    [
      'UNA SOCIEDAD DE RESPONSABILIDAD LIMITADA DE C. V. DENOMINADA',
      'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
    ],
    ['ES UNA S. DE R.L. DE CAPITAL VARIABLE', 'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE'],
    [
      'UNA SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE C.V.',
      'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE',
    ],
    [
      'UNA SOCIEDAD POR ACCIONES SIMPLIFICADA DE CV',
      'SOCIEDAD POR ACCIONES SIMPLIFICADA DE CAPITAL VARIABLE',
    ],
  ])('%s', (text, full) => {
    expect(findLegalForm(text)?.full).toBe(full);
  });

  it('keeps a fixed-capital form when nothing variable follows, and splits a denomination', () => {
    expect(findLegalForm('UNA SOCIEDAD ANONIMA DE NACIONALIDAD MEXICANA')?.full).toBe('SOCIEDAD ANONIMA');
    expect(splitDenomination('ARRENDADORA DEL BAJIO, SOCIEDAD ANONIMA DE C.V.')).toEqual({
      name: 'ARRENDADORA DEL BAJIO',
      form: 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
    });
  });
});
