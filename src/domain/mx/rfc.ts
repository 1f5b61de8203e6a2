/** RFC (Registro Federal de Contribuyentes) structure and check digit, ../shared/mx/documents.md §3.1–3.2. */

const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const RFC_RE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/;
/**
 * The generic RFCs (público en general, extranjeros), printed on real CSFs: well-formed, but no
 * taxpayer's, and without a check digit of their own.
 */
export const GENERIC_RFCS: ReadonlySet<string> = new Set(['XAXX010101000', 'XEXX010101000']);

export type RfcKind = 'moral' | 'fisica';

export type RfcCheck =
  { valid: true; rfc: string; kind: RfcKind } | { valid: false; rfc: string; reason: string };

/** The expected check digit for the first 11 (moral) or 12 (física) characters. */
export function rfcCheckDigit(body: string): string {
  const padded = body.length === 11 ? ` ${body}` : body;
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = ALPHABET.indexOf(padded[i] ?? '');
    if (value < 0) return '?';
    sum += value * (13 - i);
  }
  const r = sum % 11;
  return r === 0 ? '0' : r === 1 ? 'A' : String(11 - r);
}

function validDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  // The century is not in the RFC; 2000 is a leap year, so Feb 29 is possible for any YY divisible by 4.
  const leap = Number(yy) % 4 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** Normalises (trim, upper case) and checks structure, date and check digit; generic RFCs are refused. */
export function checkRfc(input: string): RfcCheck {
  const rfc = input.trim().toUpperCase();
  if (GENERIC_RFCS.has(rfc)) return { valid: false, rfc, reason: 'is a generic RFC, not a taxpayer' };
  const m = RFC_RE.exec(rfc);
  if (!m)
    return { valid: false, rfc, reason: 'must be 12 characters (company) or 13 (person) in the RFC format' };
  const [, letters, yy, mm, dd] = m as unknown as [string, string, string, string, string];
  if (!validDate(yy, mm, dd)) return { valid: false, rfc, reason: 'has an impossible date' };
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1))
    return { valid: false, rfc, reason: 'has a wrong check digit' };
  return { valid: true, rfc, kind: letters.length === 3 ? 'moral' : 'fisica' };
}

/** Whether an RFC reads as printed: a taxpayer's that holds its check digit, or a generic one. */
export const rfcHolds = (rfc: string): boolean => GENERIC_RFCS.has(rfc) || checkRfc(rfc).valid;
