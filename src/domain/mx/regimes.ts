/** SAT tax regimes (c_RegimenFiscal) as the CSF prints them, ../shared/mx/documents.md §1.4. */

import { fold } from './text';

/**
 * Distinctive phrase (folded: upper case, no accents, no punctuation) → c_RegimenFiscal code. The CSF prints the regime's
 * name, not its code; order matters, because a general phrase can sit inside a more specific name
 * (625 "plataformas tecnológicas" also says "empresariales", so it goes before 612).
 */
export const REGIME_PHRASES: readonly (readonly [phrase: string, code: string])[] = [
  ['PLATAFORMAS TECNOLOGICAS', '625'],
  ['EMPRESARIALES Y PROFESIONALES', '612'],
  ['SIMPLIFICADO DE CONFIANZA', '626'],
  ['GENERAL DE LEY PERSONAS MORALES', '601'],
  ['FINES NO LUCRATIVOS', '603'],
  ['SUELDOS Y SALARIOS', '605'],
  ['ARRENDAMIENTO', '606'],
  ['ENAJENACION O ADQUISICION DE BIENES', '607'],
  ['DEMAS INGRESOS', '608'],
  ['RESIDENTES EN EL EXTRANJERO', '610'],
  ['DIVIDENDOS', '611'],
  ['INGRESOS POR INTERESES', '614'],
  ['OBTENCION DE PREMIOS', '615'],
  ['SIN OBLIGACIONES FISCALES', '616'],
  ['SOCIEDADES COOPERATIVAS DE PRODUCCION', '620'],
  ['INCORPORACION FISCAL', '621'],
  ['AGRICOLAS GANADERAS', '622'],
  ['GRUPOS DE SOCIEDADES', '623'],
  ['COORDINADOS', '624'],
];

/** The c_RegimenFiscal code of a regime name as printed (`Régimen de Sueldos y Salarios…` → `605`), or null. */
export function regimeCode(name: string): string | null {
  const folded = fold(name.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' '));
  return REGIME_PHRASES.find(([phrase]) => folded.includes(phrase))?.[1] ?? null;
}
