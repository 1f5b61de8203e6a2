/**
 * Reading values that OCR bent: letters and digits it confuses, a character it dropped or split, a month
 * name with a wrong letter, a word cut in two. Used by the CSF and the bank-statement extractors, and only
 * on OCR text, so that a text layer's value (a forged RFC, say) is never "corrected" into a valid one.
 */

import { distance } from 'fastest-levenshtein';
import { isoDate, MONTHS } from '../text';
import { rfcHolds } from '../../mx/rfc';

/** Digits OCR reads as letters where a letter belongs (RFC initials), and the reverse. */
const AS_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
  '|': 'I',
  '!': 'I',
  ')': 'J',
  ']': 'J',
  '}': 'J',
  $: 'S',
};
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  '|': '1',
  '!': '1',
  ']': '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
  T: '7',
  A: '4',
};
/** Homoclave characters (letters or digits) OCR swaps, each with what it may have been. */
const SWAPS: Readonly<Record<string, readonly string[]>> = {
  '0': ['O', 'D'],
  O: ['0', 'D'],
  D: ['0', 'O'],
  '1': ['I', 'L'],
  I: ['1'],
  L: ['1'],
  '5': ['S'],
  S: ['5', '8'],
  '8': ['B', 'S'],
  B: ['8'],
  '2': ['Z'],
  Z: ['2'],
  '6': ['G'],
  G: ['6'],
};

const upper = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** `O`→`0`, `l`→`1`, `S`→`5` … in a token that ought to be all digits. */
export const ocrDigits = (token: string): string =>
  [...upper(token)].map((c) => (/\d/.test(c) ? c : (AS_DIGIT[c] ?? c))).join('');

/** The RFC an OCR'd run of characters most likely is, or null when nothing RFC-shaped is there. */
export function repairRfc(raw: string): string | null {
  const run = upper(raw)
    .replace(/[^A-Z0-9Ñ&|!)\]}$]+/g, ' ')
    .trim();
  if (!run) return null;
  const joined = run.replace(/\s+/g, '');
  // Printed whole and holding: taken as it is, before any reading of a part of it.
  const whole = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}/.exec(joined)?.[0];
  if (whole && rfcHolds(whole)) return whole;
  let fallback: string | null = null;
  // Nearest the run's start first: `XAXXO10101000` is the generic RFC with an `O`, not `AXX010101O00`
  // found a character in.
  for (let from = 0; from <= 2; from++) {
    for (const length of [12, 13]) {
      if (from + length > Math.min(joined.length, length + 2)) continue;
      const candidate = mapRfc(joined.slice(from, from + length));
      if (!candidate) continue;
      const valid = validVariant(candidate);
      if (valid) return valid;
      fallback ??= /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(candidate) ? candidate : null;
    }
  }
  return fallback;
}

function mapRfc(chars: string): string | null {
  const letters = chars.length - 9;
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (i < letters) out += /[A-ZÑ&]/.test(c) ? c : (AS_LETTER[c] ?? '?');
    else if (i < letters + 6) out += /\d/.test(c) ? c : (AS_DIGIT[c] ?? '?');
    else out += /[A-Z\d]/.test(c) ? c : (AS_LETTER[c] ?? '?');
  }
  return out.includes('?') ? null : out;
}

/** The candidate itself when its check digit holds, else the only homoclave variant (OCR swaps) that holds. */
function validVariant(rfc: string): string | null {
  if (rfcHolds(rfc)) return rfc;
  const tail = rfc.length - 3;
  const options = [...rfc.slice(tail)].map((c) => [c, ...(SWAPS[c] ?? [])]);
  // The fewest swaps win (one misread is likelier than two); a tie at the fewest is no answer.
  const byChanges: string[][] = [[], [], [], []];
  for (const a of options[0]!)
    for (const b of options[1]!)
      for (const c of options[2]!) {
        const variant = rfc.slice(0, tail) + a + b + c;
        const changes = [a, b, c].filter((x, i) => x !== rfc[tail + i]).length;
        if (rfcHolds(variant)) byChanges[changes]!.push(variant);
      }
  const fewest = byChanges.find((list) => list.length > 0);
  return fewest?.length === 1 ? fewest[0]! : null;
}

const CLASS: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  '|': '1',
  S: '5',
  B: '8',
  Z: '2',
  G: '6',
};
const shape = (s: string): string => [...upper(s).replace(/\s+/g, '')].map((c) => CLASS[c] ?? c).join('');

/** Edit distance between two readings once the characters OCR confuses count as one. */
export const confusionDistance = (a: string, b: string): number => distance(shape(a), shape(b));

/** The month whose name is nearest (one wrong letter in five) to an OCR'd word. */
export function fuzzyMonth(word: string): number | null {
  const w = upper(word)
    .replace(/0/g, 'O')
    .replace(/[1|]/g, 'I')
    .replace(/[^A-Z]/g, '');
  if (w.length < 4) return null;
  let best: { month: number; d: number } | null = null;
  for (const [name, month] of Object.entries(MONTHS)) {
    const d = distance(w, name);
    if (d <= Math.floor(name.length / 5) && (!best || d < best.d)) best = { month, d };
  }
  return best?.month ?? null;
}

const DAY = String.raw`[\dOIl|]{1,2}`;
const YEAR = String.raw`[\dOIl|]{4}`;
/**
 * `21 DE AGOSTO DE 2023`, tolerant: a bent month, `0`/`O` swaps, a few stray tokens before the year (the
 * QR code's noise, laid out on the same line as the date's second half: `DE\n9   PES   ci   de   2023`).
 */
const SPANISH_DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(${DAY})\s+D[EF]\s+([\p{L}01|]{4,11})\s+(?:[^\s\d]{1,3}\s+){0,2}D[EF]L?\s+(?:\S{1,3}\s+){0,4}(${YEAR})(?![\d])`,
  'iu',
);

export interface FoundDate {
  iso: string;
  index: number;
  length: number;
}

/** The first Spanish written date in the text (see SPANISH_DATE), with where it was found. */
export function findSpanishDate(text: string): FoundDate | null {
  const re = new RegExp(SPANISH_DATE.source, 'giu');
  for (const m of text.matchAll(re)) {
    const month = fuzzyMonth(m[2]!);
    const iso = month && isoDate(Number(ocrDigits(m[3]!)), month, Number(ocrDigits(m[1]!)));
    if (iso) return { iso, index: m.index, length: m[0].length };
  }
  return null;
}

/** `01/04/2022` with OCR's `O`/`l` for digits → `2022-04-01`. */
export function parseOcrDmy(text: string): string | null {
  const m = /([\dOIl|]{1,2})\s?[/-]\s?([\dOIl|]{1,2})\s?[/-]\s?([\dOIl|]{4})/.exec(text);
  if (!m) return null;
  return isoDate(Number(ocrDigits(m[3]!)), Number(ocrDigits(m[2]!)), Number(ocrDigits(m[1]!)));
}

/**
 * The document's own words, for repairing a value from another place on the same document: OCR reads the
 * colonia `JURICA` as `| URICA` in one field and right in another, or splits `QUER ETARO`.
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>();

  constructor(text: string) {
    for (const [word] of upper(text).matchAll(/[A-ZÑ]{4,}/g))
      this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  has(word: string): boolean {
    return this.counts.has(upper(word));
  }

  private count(word: string): number {
    return this.counts.get(upper(word)) ?? 0;
  }

  /** A stray `|`/`]` before a word read as the letter it was, and a word split in two joined again. */
  repair(value: string): string {
    const words = value.split(' ');
    const out: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const next = words[i + 1];
      if (next && /^[|\])}!lI1A-ZÑ]$/.test(word) && /^[A-ZÑ]{3,}$/.test(next)) {
        const letters = /[A-ZÑ]/.test(word) ? [word] : ['J', 'I', 'L'];
        const fixed = letters.map((c) => c + next).find((w) => this.has(w));
        if (fixed) {
          out.push(fixed);
          i++;
          continue;
        }
      }
      if (
        next &&
        /^[A-ZÑ]{2,}$/.test(word) &&
        /^[A-ZÑ]{2,}$/.test(next) &&
        this.has(word + next) &&
        this.count(word) <= 1 &&
        this.count(next) <= 1
      ) {
        out.push(word + next);
        i++;
        continue;
      }
      out.push(word);
    }
    return out.join(' ');
  }
}
