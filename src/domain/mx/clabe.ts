/** CLABE (Clave Bancaria Estandarizada) structure and check digit, ../shared/mx/documents.md §3.4. */

import { bankByCode } from './banks';

export interface ClabeCheck {
  valid: boolean;
  /** The input without spaces and dashes. */
  clabe: string;
  reason?: string;
  /** Null when the input is not 18 digits. */
  bankCode: string | null;
  plazaCode: string | null;
  /** Positions 7–17, zero-padded as printed in the CLABE. */
  account: string | null;
  bank: { code: string; name: string; longName: string; historical: boolean } | null;
}

const WEIGHTS = [3, 7, 1];

/** The check digit for the first 17 digits; `?` when they are not 17 digits. */
export function clabeCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) return '?';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10;
  return String((10 - (sum % 10)) % 10);
}

/** Checks format, check digit and bank code (codes only the historical table knows stay valid, flagged `historical`). */
export function checkClabe(input: string): ClabeCheck {
  const clabe = input.replace(/[\s-]/g, '');
  if (!/^\d{18}$/.test(clabe))
    return {
      valid: false,
      clabe,
      reason: 'must be 18 digits',
      bankCode: null,
      plazaCode: null,
      account: null,
      bank: null,
    };
  const known = bankByCode(clabe.slice(0, 3));
  const result: ClabeCheck = {
    valid: true,
    clabe,
    bankCode: clabe.slice(0, 3),
    plazaCode: clabe.slice(3, 6),
    account: clabe.slice(6, 17),
    bank: known && {
      code: known.code,
      name: known.name,
      longName: known.longName,
      historical: known.historical,
    },
  };
  if (clabeCheckDigit(clabe.slice(0, 17)) !== clabe[17])
    return { ...result, valid: false, reason: 'has a wrong check digit' };
  if (!known) return { ...result, valid: false, reason: 'has an unknown bank code' };
  return result;
}

/**
 * Soft check that a statement's printed account number is the CLABE's account part: without non-digits and leading
 * zeros it must end positions 7–17. Holds for BBVA and Banorte 10-digit accounts; other banks lay it out differently.
 */
export function accountEmbedded(clabe: string, printedAccount: string): boolean {
  const account = printedAccount.replace(/\D/g, '').replace(/^0+/, '');
  const digits = clabe.replace(/[\s-]/g, '');
  if (!account || !/^\d{18}$/.test(digits)) return false;
  return digits.slice(6, 17).replace(/^0+/, '').endsWith(account);
}
