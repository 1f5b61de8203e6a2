/**
 * Values printed on an INE, checked and repaired where OCR confuses letters and digits: the CURP (its check digit
 * decides), the clave de elector (18 characters: 6 letters, birth date, state, sex, homoclave; its letters and date
 * repeat the CURP's), dates. ../shared/mx/documents.md §3.6, §3.7.
 */

import { checkCurp, OCR_AS_DIGIT, OCR_AS_LETTER, repairOcrCurp, type CurpCheck } from '../../mx/curp';
import { isoDate } from '../text';

const AS_DIGIT = OCR_AS_DIGIT;
const AS_LETTER = OCR_AS_LETTER;

/** Each character repaired to a digit (`d`), a letter (`a`) or left as read (`x`), by a pattern like `aaaadddddd`. */
export function shapeAs(raw: string, pattern: string): string {
  return [...raw]
    .map((c, i) => (pattern[i] === 'd' ? (AS_DIGIT[c] ?? c) : pattern[i] === 'a' ? (AS_LETTER[c] ?? c) : c))
    .join('');
}

/**
 * The CURP a token (or two or three tokens read apart) stands for: repaired by position (repairOcrCurp) and
 * accepted only when the check digit, the date and the state agree.
 */
export function repairCurp(text: string): CurpCheck | null {
  const curp = repairOcrCurp(text);
  return curp === null ? null : checkCurp(curp);
}

export interface ElectorKey {
  key: string;
  /** `YYYY-MM-DD` when the century can be told (from the CURP), else the two-digit year's most recent reading. */
  birthDate: string | null;
  sex: 'H' | 'M';
  /** INEGI state number, 01–32 (87/88 abroad). */
  state: string;
}

const KEY_SHAPE = 'aaaaaaddddddddaddd';
const KEY_RE = /^[A-Z]{6}(\d{2})(\d{2})(\d{2})(\d{2})([HM])\d{3}$/;

/** The clave de elector in 18 characters read by OCR, repaired by position; null unless date and state are possible. */
export function parseElectorKey(text: string, century?: number): ElectorKey | null {
  const raw = text.toUpperCase().replace(/[^0-9A-ZÑ]/g, '');
  if (raw.length !== 18) return null;
  const key = shapeAs(raw, KEY_SHAPE);
  const m = KEY_RE.exec(key);
  if (!m) return null;
  const [yy, mm, dd, state, sex] = [m[1]!, m[2]!, m[3]!, m[4]!, m[5]! as 'H' | 'M'];
  const thisYear = new Date().getUTCFullYear() % 100;
  const year = (century ?? (Number(yy) > thisYear ? 1900 : 2000)) + Number(yy);
  const birthDate = isoDate(year, Number(mm), Number(dd));
  const stateNumber = Number(state);
  if (!birthDate || !((stateNumber >= 1 && stateNumber <= 32) || stateNumber === 87 || stateNumber === 88))
    return null;
  return { key, birthDate, sex, state };
}

/**
 * The first twelve characters of the clave de elector a CURP implies: its first letters and inner consonants of
 * each name (positions 1, 14, 3, 15, 4, 16), then the birth date.
 */
export const keyHeadOf = (curp: string): string =>
  [curp[0], curp[13], curp[2], curp[14], curp[3], curp[15]].join('') + curp.slice(4, 10);

/** Whether a clave de elector and a CURP are one person's: the letters and birth date above, and the sex. */
export function keyMatchesCurp(key: string, curp: string): boolean {
  return key.slice(0, 12) === keyHeadOf(curp) && key[14] === curp[10];
}

/** `DD/MM/YYYY` read by OCR (O for 0, spaces around the slashes) → `YYYY-MM-DD`, or null. */
export function parseIdDate(text: string): string | null {
  const m = /^([0-9OQDILSB]{2}) ?[/-] ?([0-9OQDILSB]{2}) ?[/-] ?([0-9OQDILSB]{4})$/.exec(text.trim());
  if (!m) return null;
  const digits = (s: string) => Number(shapeAs(s, 'dddd'));
  return isoDate(digits(m[3]!), digits(m[2]!), digits(m[1]!));
}

/** A year a card can print (registration, validity): 1990 to 20 years from now. */
export function plausibleYear(text: string): number | null {
  const s = shapeAs(text, 'dddd');
  if (!/^\d{4}$/.test(s)) return null;
  const year = Number(s);
  return year >= 1990 && year <= new Date().getUTCFullYear() + 20 ? year : null;
}
