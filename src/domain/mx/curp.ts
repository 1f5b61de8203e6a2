/** CURP (Clave Única de Registro de Población) structure and check digit, ../shared/mx/documents.md §3.6. */

import { isoDate } from './text';

export const CURP_STATES: Readonly<Record<string, string>> = {
  AS: 'Aguascalientes',
  BC: 'Baja California',
  BS: 'Baja California Sur',
  CC: 'Campeche',
  CL: 'Coahuila',
  CM: 'Colima',
  CS: 'Chiapas',
  CH: 'Chihuahua',
  DF: 'Ciudad de México',
  DG: 'Durango',
  GT: 'Guanajuato',
  GR: 'Guerrero',
  HG: 'Hidalgo',
  JC: 'Jalisco',
  MC: 'Estado de México',
  MN: 'Michoacán',
  MS: 'Morelos',
  NT: 'Nayarit',
  NL: 'Nuevo León',
  OC: 'Oaxaca',
  PL: 'Puebla',
  QT: 'Querétaro',
  QR: 'Quintana Roo',
  SP: 'San Luis Potosí',
  SL: 'Sinaloa',
  SR: 'Sonora',
  TC: 'Tabasco',
  TS: 'Tamaulipas',
  TL: 'Tlaxcala',
  VZ: 'Veracruz',
  YN: 'Yucatán',
  ZS: 'Zacatecas',
  NE: 'Nacido en el extranjero',
};

const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const CURP_RE =
  /^[A-Z][AEIOUX][A-Z]{2}(\d{2})(\d{2})(\d{2})([HMX])([A-Z]{2})[B-DF-HJ-NP-TV-Z]{3}([0-9A-Z])\d$/;

export interface CurpCheck {
  valid: boolean;
  curp: string;
  reason?: string;
  /** `YYYY-MM-DD`; the century comes from position 17 (a digit before 2000, a letter from 2000). */
  birthDate: string | null;
  sex: 'H' | 'M' | 'X' | null;
  /** Birth state code (`NE` = born abroad). */
  state: string | null;
  stateName: string | null;
}

/** The reason `checkCurp` gives when all but the check digit is well formed. */
export const WRONG_CHECK_DIGIT = 'has a wrong check digit';

/** The check digit for the first 17 characters; `?` when one is outside the CURP alphabet. */
export function curpCheckDigit(first17: string): string {
  if (first17.length !== 17) return '?';
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i]!);
    if (value < 0) return '?';
    sum += value * (18 - i);
  }
  return String((10 - (sum % 10)) % 10);
}

/** Normalises (trim, upper case) and checks structure, birth date (not after `today`), state and check digit. */
export function checkCurp(input: string, today: Date = new Date()): CurpCheck {
  const curp = input.trim().toUpperCase();
  const none = { birthDate: null, sex: null, state: null, stateName: null };
  const m = CURP_RE.exec(curp);
  if (!m) return { valid: false, curp, reason: 'must be 18 characters in the CURP format', ...none };
  const [, yy, mm, dd, sex, state, homonymy] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const century = /\d/.test(homonymy) ? 1900 : 2000;
  const found = {
    birthDate: isoDate(century + Number(yy), Number(mm), Number(dd)),
    sex: sex as 'H' | 'M' | 'X',
    state,
    stateName: CURP_STATES[state] ?? null,
  };
  const fail = (reason: string): CurpCheck => ({ valid: false, curp, reason, ...found });
  if (!found.stateName) return fail('has an unknown birth state');
  if (!found.birthDate || found.birthDate > today.toISOString().slice(0, 10))
    return fail('has an impossible birth date');
  if (curpCheckDigit(curp.slice(0, 17)) !== curp[17]) return fail(WRONG_CHECK_DIGIT);
  return { valid: true, curp, ...found };
}

// Positions (0-based) that hold digits: the birth date and the check digit. Positions 0–3 and 10–15 hold letters.
const DIGITS = new Set([4, 5, 6, 7, 8, 9, 17]);
const LETTERS = new Set([0, 1, 2, 3, 10, 11, 12, 13, 14, 15]);
/** OCR confusions, each way: a letter read where a digit is printed, and a digit where a letter is. */
export const OCR_AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  I: '1',
  L: '1',
  T: '1',
  J: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
  A: '4',
};
export const OCR_AS_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
  '4': 'A',
};
/**
 * Every digit a character OCR read may stand for: itself, its usual confusion (`OCR_AS_DIGIT`), and in a
 * blurred photo an 8 whose loops ran together as an A. Only for comparing with a second reading.
 */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { ...OCR_AS_DIGIT, A: '48' };

/** Whether characters OCR read may be these digits, one for one (a CURP's birth date against the MRZ's). */
export function mayReadAs(read: string, digits: string): boolean {
  return (
    read.length === digits.length &&
    [...read].every((c, i) => c === digits[i] || (DIGIT_LOOKALIKES[c] ?? '').includes(digits[i]!))
  );
}

const AS_DIGIT = OCR_AS_DIGIT;
const AS_LETTER = OCR_AS_LETTER;

/** 18 characters with each one read as the kind its position holds (O→0 among the digits, 0→O among the letters). */
export function shapeOcrCurp(raw: string): string {
  return [...raw]
    .map((c, i) => (DIGITS.has(i) ? (AS_DIGIT[c] ?? c) : LETTERS.has(i) ? (AS_LETTER[c] ?? c) : c))
    .join('');
}

/** The CURPs 18 characters read by OCR may stand for: shaped by position, the homonymy character read either way. */
export function ocrCurpReadings(raw: string): string[] {
  const repaired = shapeOcrCurp(raw);
  const homonymy = repaired[16]!;
  return [homonymy, AS_DIGIT[homonymy], AS_LETTER[homonymy]]
    .filter((c) => c !== undefined)
    .map((c) => repaired.slice(0, 16) + c + repaired.slice(17));
}

/**
 * OCR reads 0 as O and 1 as I in the digit positions, and O as 0 in the letter positions. Returns the repaired CURP
 * only when it then passes the check, else null. The homonymy character may be either, so both readings are tried.
 */
export function repairOcrCurp(text: string): string | null {
  const raw = text.toUpperCase().replace(/[^0-9A-ZÑ]/g, '');
  // One character too many: OCR split a glyph in two. Try without each one.
  if (raw.length === 19) {
    for (let i = 0; i < 19; i++) {
      const found = repairOcrCurp(raw.slice(0, i) + raw.slice(i + 1));
      if (found) return found;
    }
    return null;
  }
  if (raw.length !== 18) return null;
  return ocrCurpReadings(raw).find((candidate) => checkCurp(candidate).valid) ?? null;
}
