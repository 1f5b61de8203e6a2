/**
 * Repairing OCR misreads of identifiers that carry their own redundancy (a fixed shape, a check digit).
 * Pure functions over strings; reconcile.ts decides when to use them (OCR'd fields only: a text layer
 * that fails its check digit is what the document says, not a misread).
 */

import { checkClabe } from '../mx/clabe';
import { checkCurp } from '../mx/curp';
import { rfcHolds } from '../mx/rfc';

/** A position's class: a letter, a digit, or either (a homoclave, a CURP's homonymy character). */
export type Slot = 'L' | 'D' | 'A';

/** A letter read where only a digit can stand, and the digit it most likely is. */
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  S: '5',
  B: '8',
  Z: '2',
  G: '6',
};
/** A digit read where only a letter can stand. */
const AS_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '5': 'S',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
};
/** The glyph pairs OCR confuses, tried one at a time where either may stand. */
const CONFUSABLE: Readonly<Record<string, string>> = {
  ...AS_LETTER,
  O: '0',
  I: '1',
  S: '5',
  B: '8',
  Z: '2',
  G: '6',
};

export interface Repair {
  value: string;
  /** Whether the value differs from what was read (after removing spaces and dashes). */
  changed: boolean;
}

/** Upper case without the spaces, dashes and dots OCR puts inside identifiers. */
export const compact = (raw: string): string => raw.toUpperCase().replace(/[\s.\-_]/g, '');

/**
 * The value `raw` most likely is, given the shape it must have and a validity test: first every
 * character in a letter-only or digit-only position that cannot stand there is replaced by its
 * look-alike; if the result is still invalid, each either-position is tried with its look-alike, one at
 * a time. A repair is taken only when exactly one candidate is valid; otherwise null (unreadable or
 * ambiguous: a person must look).
 */
export function repairOcr(raw: string, shape: Slot[], isValid: (v: string) => boolean): Repair | null {
  const read = compact(raw);
  if (read.length !== shape.length) return null;
  const forced = [...read].map((c, i) =>
    shape[i] === 'D' ? (AS_DIGIT[c] ?? c) : shape[i] === 'L' ? (AS_LETTER[c] ?? c) : c,
  );
  const base = forced.join('');
  if (isValid(base)) return { value: base, changed: base !== read };
  const found = new Set<string>();
  forced.forEach((c, i) => {
    const other = CONFUSABLE[c];
    if (shape[i] !== 'A' || !other) return;
    const candidate = [...forced.slice(0, i), other, ...forced.slice(i + 1)].join('');
    if (isValid(candidate)) found.add(candidate);
  });
  if (found.size !== 1) return null;
  const [value] = [...found] as [string];
  return { value, changed: value !== read };
}

const shape = (spec: string): Slot[] => [...spec] as Slot[];
const RFC_MORAL = shape('LLLDDDDDDAAA');
const RFC_FISICA = shape('LLLLDDDDDDAAA');
const CURP = shape('LLLLDDDDDDLLLLLLAD');

/** An RFC (12 characters for a company, 13 for a person) by its date and check digit, or a generic RFC. */
export function repairRfc(raw: string): Repair | null {
  const length = compact(raw).length;
  const s = length === 12 ? RFC_MORAL : length === 13 ? RFC_FISICA : null;
  return s && repairOcr(raw, s, rfcHolds);
}

/**
 * An RFC inside a longer reading (OCR glued the cadena original's `|` to it: `10:00:00JCEN2001011EA`):
 * every 12- and 13-character window of each word is tried; taken only when exactly one RFC comes out.
 */
export function findRfc(raw: string): Repair | null {
  const whole = repairRfc(raw);
  if (whole) return whole;
  const found = new Map<string, Repair>();
  for (const word of raw.toUpperCase().split(/[^A-Z0-9Ñ&]+/)) {
    for (const size of [12, 13])
      for (let i = 0; i + size <= word.length; i++) {
        const r = repairRfc(word.slice(i, i + size));
        if (r) found.set(r.value, { value: r.value, changed: r.changed || word.length > size });
      }
  }
  return found.size === 1 ? [...found.values()][0]! : null;
}

/** A CURP by its structure, birth date, state and check digit. */
export function repairCurp(raw: string): Repair | null {
  return repairOcr(raw, CURP, (v) => checkCurp(v).valid);
}

/** A CLABE by its check digit and bank code (18 digits: only letters read for digits can be repaired). */
export function repairClabe(raw: string): Repair | null {
  return repairOcr(raw, shape('D'.repeat(18)), (v) => checkClabe(v).valid);
}

/** An all-digit identifier (the CSF's idCIF) with letters read for digits. */
export function repairDigits(raw: string): Repair | null {
  const length = compact(raw).length;
  return length === 0 ? null : repairOcr(raw, shape('D'.repeat(length)), (v) => /^\d+$/.test(v));
}

/**
 * The birth date a person's RFC and CURP both carry (positions 5–10, YYMMDD): the same person's two
 * keys must agree, so agreement confirms both readings. Null when either is not long enough.
 */
export function embeddedDatesAgree(rfc: string, curp: string): boolean | null {
  const r = compact(rfc);
  const c = compact(curp);
  if (r.length !== 13 || c.length !== 18) return null;
  return r.slice(4, 10) === c.slice(4, 10);
}
