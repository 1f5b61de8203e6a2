/**
 * Numbers and dates written in words as OCR reads them: a letter lost or swapped ("dieciochb",
 * "novent", "Siento"), stray marks between the words ("nuéve:=millones"), a speck after the "y"
 * ("cuarenta y A ci CINCO mil"). The words are corrected one by one against the number vocabulary, then
 * read by the strict reader of `mx/spanish-numbers`; npm offers Spanish converters only from digits to
 * words, and words-to-number packages only for English.
 */
import { findSpanishWordsDate, leadingSpanishNumber } from '../../mx/spanish-numbers';
import { MONTHS } from '../text';
import { editDistance } from './acta-layout';

const VOCABULARY =
  `CERO UN UNO UNA DOS TRES CUATRO CINCO SEIS SIETE OCHO NUEVE DIEZ ONCE DOCE TRECE CATORCE QUINCE
  DIECISEIS DIECISIETE DIECIOCHO DIECINUEVE VEINTE VEINTIUNO VEINTIUN VEINTIUNA VEINTIDOS VEINTITRES
  VEINTICUATRO VEINTICINCO VEINTISEIS VEINTISIETE VEINTIOCHO VEINTINUEVE TREINTA CUARENTA CINCUENTA SESENTA
  SETENTA OCHENTA NOVENTA CIEN CIENTO DOSCIENTOS DOSCIENTAS TRESCIENTOS TRESCIENTAS CUATROCIENTOS
  CUATROCIENTAS QUINIENTOS QUINIENTAS SEISCIENTOS SEISCIENTAS SETECIENTOS SETECIENTAS OCHOCIENTOS
  OCHOCIENTAS NOVECIENTOS NOVECIENTAS MIL MILLON MILLONES Y`
    .split(/\s+/)
    .filter(Boolean);
const EXACT = new Set(VOCABULARY);

/** Words a letter away from a number word that deeds use in their own right. */
const REAL_WORDS = new Set(['NUEVO', 'NUEVA', 'SIENTO', 'CIENTOS', 'DIES', 'SIETES', 'ONDE', 'TRECE']);

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/0/g, 'O')
    .replace(/1/g, 'I');

/** The number word `token` stands for, exact or a letter or two away (by length); else null. */
export function numberWord(token: string, first = false): string | null {
  const word = fold(token);
  if (EXACT.has(word)) return word;
  // The first word of a number must be longer to be guessed: "NUEVO LEÓN" is no nine.
  if (word.length < (first ? 6 : 5) || (REAL_WORDS.has(word) && first)) return null;
  const allowed = word.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of VOCABULARY) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const d = editDistance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

// Marks OCR puts between the words of a number; a comma only after MIL or MILLONES.
const GAP = /[\s:='"“”‘’—_-]*/y;
const WORD = /[A-Za-zÀ-ÿ01]+/y;
const SPECK = 3;

/** The number word tokens from `pos`, specks after a "Y" skipped; stops at the first other word. */
function numberTokens(text: string, pos: number, limit: number): Token[] {
  const tokens: Token[] = [];
  let at = pos;
  while (at < limit && tokens.length < 20) {
    GAP.lastIndex = at;
    GAP.exec(text);
    let from = GAP.lastIndex;
    const last = tokens[tokens.length - 1]?.word;
    if (text[from] === ',' && (last === 'MIL' || last?.startsWith('MILLON'))) {
      GAP.lastIndex = from + 1;
      GAP.exec(text);
      from = GAP.lastIndex;
    }
    WORD.lastIndex = from;
    const m = WORD.exec(text);
    if (!m || /^\d/.test(m[0])) break;
    const word = numberWord(m[0], tokens.length === 0);
    if (!word) {
      if (last !== 'Y' || m[0].length > SPECK) break;
      // "CUARENTA Y A ci CINCO": up to two specks after a "Y" that a number word follows.
      const next = skipSpecks(text, WORD.lastIndex, limit);
      if (!next) break;
      tokens.push(next);
      at = next.end;
      continue;
    }
    tokens.push({ word, start: from, end: WORD.lastIndex });
    at = WORD.lastIndex;
  }
  return tokens;
}

function skipSpecks(text: string, pos: number, limit: number): Token | null {
  let at = pos;
  for (let specks = 1; specks <= 2 && at < limit; specks++) {
    GAP.lastIndex = at;
    GAP.exec(text);
    WORD.lastIndex = GAP.lastIndex;
    const m = WORD.exec(text);
    if (!m) return null;
    const word = numberWord(m[0]);
    if (word && word !== 'Y') return { word, start: m.index, end: WORD.lastIndex };
    if (m[0].length > SPECK) return null;
    at = WORD.lastIndex;
  }
  return null;
}

/** A number written in words at `pos` (after blanks), OCR-tolerant: its value and where it ends. */
export function readWordsNumber(
  text: string,
  pos: number,
): { value: number; start: number; end: number } | null {
  const tokens = numberTokens(text, pos, Math.min(text.length, pos + 300));
  if (!tokens.length) return null;
  const words = tokens.map((t) => t.word);
  const lead = leadingSpanishNumber(words.join(' '));
  if (!lead) return null;
  // Map the length the strict reader took back to the tokens it covered.
  let taken = 0;
  let length = 0;
  while (taken < words.length && length + words[taken]!.length <= lead.length) {
    length += words[taken]!.length + 1;
    taken++;
  }
  if (!taken) return null;
  return { value: lead.value, start: tokens[0]!.start, end: tokens[taken - 1]!.end };
}

/**
 * The first date in `text`, as `findSpanishWordsDate` reads it, after mending the number words around
 * month names ("veinticuatro de febrero de mil novecientos noventa y ócho", "dieciochb").
 */
export function findWordsDate(text: string): { date: string; start: number; end: number } | null {
  const direct = findSpanishWordsDate(text);
  const mended = mendNumberWords(text);
  const fixed = mended === text ? null : findSpanishWordsDate(mended);
  if (!fixed || (direct && direct.start <= fixed.start)) return direct;
  return fixed;
}

/** `text` with misread number words replaced by same-length corrections where one is found. */
function mendNumberWords(text: string): string {
  return text.replace(/[A-Za-zÀ-ÿ]{5,}/g, (w) => {
    if (MONTHS[fold(w)] !== undefined || EXACT.has(fold(w))) return w;
    const fixed = numberWord(w, true);
    return fixed && fixed.length === w.length ? fixed : w;
  });
}
