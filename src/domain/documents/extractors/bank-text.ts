/**
 * What a bank statement's text needs before it is read: letter-spaced lines put back together, and the
 * bank's own identity (legal name, RFC) told apart from the account holder's.
 */

import { foldChars } from '../../mx/names';

/**
 * Lines some statements print letter by letter (`E S T A D O  D E  C U E N T A`, `R . F . C .   B B A …`):
 * a line most of whose tokens are single characters has its letters joined, words being the runs
 * separated by two or more blanks, and columns (four blanks or more) kept apart.
 */
export function unspaceLetters(text: string): string {
  return text.replace(/^.*$/gmu, (line) => {
    const tokens = line.trim().split(/\s+/u).filter(Boolean);
    const singles = tokens.filter((t) => [...t].length === 1).length;
    if (tokens.length < 6 || singles / tokens.length < 0.6) return line;
    const lead = /^\s*/u.exec(line)![0];
    const parts = line.trim().split(/(\s{2,})/u);
    return (
      lead +
      parts
        .map((part, i) => {
          if (i % 2 === 1) return part.length >= 4 ? '    ' : ' ';
          const words = part.split(' ');
          return words.every((w) => [...w].length <= 1) ? words.join('') : part;
        })
        .join('')
    );
  });
}

/**
 * RFCs of the banks' legal entities as their statements print them (each checked against the RFC check
 * digit except Santander's, which the published algorithm does not reproduce). Never a holder's RFC.
 */
export const BANK_RFCS: Readonly<Record<string, string>> = {
  BBA830831LJ2: 'BBVA México',
  BSM970519DU8: 'Banco Santander México',
  BMN930209927: 'Banco Mercantil del Norte (Banorte)',
  BNM840515VB1: 'Banco Nacional de México (Banamex)',
  HMI950125KG8: 'HSBC México',
  SIN9412025I4: 'Scotiabank Inverlat',
  BII931004P61: 'Banco Inbursa',
  BBA940707IE1: 'Banco del Bajío',
  BRM940216EQ6: 'Banco Regional (Banregio)',
  BAI0205236Y8: 'Banco Azteca',
};

/** Words that only the bank's legal name carries (`INSTITUCION DE BANCA MULTIPLE, GRUPO FINANCIERO …`). */
export const BANK_ENTITY =
  /BANCA MULTIPLE|INSTITUCION DE BANCA|GRUPO FINANCIERO|INSTITUCION DE CREDITO|\bBANCO\b.*\bS\.? ?A\.?\b/u;

/** Whether the text around an RFC says it is the bank's: a known bank RFC, or the bank's legal name near it. */
export function isBankRfc(rfc: string, around: string): boolean {
  return rfc in BANK_RFCS || BANK_ENTITY.test(foldChars(around));
}

/** Digits OCR confuses on statements (a 0 read as 9, 8 or 6 …), both ways. */
const DIGIT_SWAPS: Readonly<Record<string, string[]>> = {
  '0': ['9', '8', '6'],
  '9': ['0'],
  '8': ['0', '3', '6'],
  '6': ['0', '5', '8'],
  '5': ['6'],
  '3': ['8'],
  '1': ['7'],
  '7': ['1'],
};

/**
 * An OCR'd CLABE whose check digit fails, repaired when exactly one single-digit OCR swap gives a CLABE
 * that holds, of the bank the statement names and carrying the printed account number.
 */
export function repairClabe(
  read: string,
  valid: (clabe: string) => boolean,
): { clabe: string; position: number } | null {
  const found: { clabe: string; position: number }[] = [];
  for (let i = 0; i < read.length; i++) {
    for (const swap of DIGIT_SWAPS[read[i]!] ?? []) {
      const clabe = read.slice(0, i) + swap + read.slice(i + 1);
      if (valid(clabe)) found.push({ clabe, position: i + 1 });
    }
  }
  return found.length === 1 ? found[0]! : null;
}

/**
 * A year OCR bent out of range (`2826` for `2026`): the one swap of a digit that brings it between 1990
 * and next year, else the year as read.
 */
export function plausibleYear(iso: string, now = new Date()): string {
  const year = Number(iso.slice(0, 4));
  const max = now.getUTCFullYear() + 1;
  if (year >= 1990 && year <= max) return iso;
  const digits = iso.slice(0, 4);
  const found = new Set<string>();
  for (let i = 0; i < 4; i++)
    for (const swap of DIGIT_SWAPS[digits[i]!] ?? []) {
      const y = Number(digits.slice(0, i) + swap + digits.slice(i + 1));
      if (y >= 1990 && y <= max) found.add(String(y));
    }
  return found.size === 1 ? `${[...found][0]!}${iso.slice(4)}` : iso;
}

/** `S.A. DE Cv.`, `DE CV,` as OCR leaves a legal form at the end of a name → `DE C.V.`. */
export const ocrLegalForm = (name: string): string =>
  name.replace(/\bDE\s+C\s*\.?\s*V\s*\.?\s*[,.]?$/iu, 'DE C.V.').replace(/[,;]$/u, '');
