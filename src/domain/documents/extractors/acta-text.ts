/**
 * A deed's text made easy to match (one line, upper case, no accents, no dash padding) while every
 * character still knows where it came from, so that a field can name its page and original wording.
 */
import { spanishNumber } from '../../mx/spanish-numbers';
import type { DocumentText, ExtractedField } from '../extraction';
import { excerpt, joinPages, squash } from '../text';
import { isPadding, letterheads, PADDING_TOKEN, PAGE_NUMBER, type Range } from './acta-layout';

export interface DeedText {
  /** Upper case, accents folded (Ñ kept), padding, page markers and line breaks collapsed to single spaces. */
  readonly text: string;
  /** The field at [start, end) of `text`, with its page and an excerpt of the original wording. */
  field<T>(value: T, start: number, end: number): ExtractedField<T>;
  /** The original wording of [start, end) of `text`, without padding: for summaries that keep accents. */
  raw(start: number, end: number): string;
  /** How [start, end) of `text` was written: all lower case, all upper case, capitalised, or mixed. */
  casing(start: number, end: number): Casing;
}

export type Casing = 'lower' | 'upper' | 'title' | 'mixed';

interface Mapped {
  text: string;
  origin: number[];
}

/** Replaces every match of `re`, keeping each output character's offset in the original. */
function rewrite(m: Mapped, re: RegExp, replace: (hit: RegExpMatchArray) => string): Mapped {
  let text = '';
  const origin: number[] = [];
  let last = 0;
  const keep = (from: number, to: number) => {
    text += m.text.slice(from, to);
    for (let i = from; i < to; i++) origin.push(m.origin[i]!);
  };
  for (const hit of m.text.matchAll(re)) {
    keep(last, hit.index);
    const out = replace(hit);
    text += out;
    for (let k = 0; k < out.length; k++) origin.push(m.origin[hit.index + Math.min(k, hit[0].length - 1)]!);
    last = hit.index + hit[0].length;
  }
  keep(last, m.text.length);
  return { text, origin };
}

const LETTER = 'A-Za-zÀ-ÿ';
// A word cut at a line end ("adminis-\ntración"), or one whose line break a flattening turned into a space.
// The piece before the hyphen has two letters or more (a lone letter and a hyphen, "A-", is a speck and
// padding, and joining it spoilt the heading "NÚMERO" below it). A whole number word there ("VOLUMEN …
// OCHENTA Y NUEVE-") is a deed's padding, not a cut word: see `joinCutWord`.
const HYPHEN_BREAK = new RegExp(
  `(?<=(?<![${LETTER}])([${LETTER}]{2,}))-[ \\t]*\\r?\\n[ \\t\\f]*(?=[${LETTER}])|` +
    `(?<=[a-zà-ÿ])- (?=[a-zà-ÿ])`,
  'g',
);
/** Joins a word cut at a line end, unless the piece is a whole number word ("NUEVE-" read 689 as 680). */
const joinCutWord = (hit: RegExpMatchArray): string =>
  hit[1] !== undefined && spanishNumber(hit[1]) !== null ? hit[0] : '';
const PAGE_MARKER = /\bP[AÁ]G(?:INA|\.)\s*\d+(?:\s*(?:DE|\/)\s*\d+)?\b|\bHOJA\s+\d+\s+DE\s+\d+\b/gi;
const PADDING = /-{2,}|_{2,}|={2,}|\.{4,}|\*{2,}|[|~^¦•]/g;

const CLEANING: [RegExp, (hit: RegExpMatchArray) => string][] = [
  [HYPHEN_BREAK, joinCutWord],
  [PAGE_MARKER, () => ' '],
  [PADDING, () => ' '],
];

/** The cleaning shared by matching and by `raw`: joins cut words, drops padding and page markers. */
function clean(m: Mapped): Mapped {
  return CLEANING.reduce((acc, [re, out]) => rewrite(acc, re, out), m);
}

function foldChar(c: string): string {
  if (/\s/.test(c)) return ' ';
  if ('“”«»„'.includes(c)) return '"';
  if ('‘’´`'.includes(c)) return "'";
  if ('ºª°'.includes(c)) return 'O';
  if (c === 'ñ' || c === 'Ñ') return 'Ñ';
  return c
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

function foldAll(m: Mapped): Mapped {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < m.text.length; i++) {
    const out = foldChar(m.text[i]!);
    text += out;
    for (let k = 0; k < out.length; k++) origin.push(m.origin[i]!);
  }
  return { text, origin };
}

// OCR reads O as 0 and I as 1 inside words ("NUMER0", "ESCR1TURA"); codes with several digits are left alone.
const OCR_DIGIT = /(?<=[A-ZÑ]{2})[01](?=[A-ZÑ])|(?<=[A-ZÑ]{3})0\b|(?<=\b[A-ZÑ])[01](?=[A-ZÑ]{2})/g;

const offsets = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** The page furniture of a scan (letterheads, page numbers, padding read as letters) turned to blanks. */
function withoutFurniture(text: string, pageStarts: number[]): string {
  const ranges: Range[] = pageStarts.length >= 3 ? letterheads(text, pageStarts) : [];
  for (const m of text.matchAll(PAGE_NUMBER)) ranges.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(PADDING_TOKEN))
    if (isPadding(m[0])) ranges.push([m.index, m.index + m[0].length]);
  const chars = text.split('');
  for (const [s, e] of ranges) for (let i = s; i < e; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
}

function casingOf(s: string): Casing {
  const letters = s.replace(/[^A-Za-zÀ-ÿ]/g, '');
  if (letters === letters.toLowerCase()) return 'lower';
  if (letters === letters.toUpperCase()) return 'upper';
  return s.split(/[^A-Za-zÀ-ÿ]+/).every((w) => !w || w.slice(1) === w.slice(1).toLowerCase())
    ? 'title'
    : 'mixed';
}

export function readDeed(doc: DocumentText): DeedText {
  const joined = joinPages(doc.pages);
  const pageStarts: number[] = [];
  doc.pages.reduce((at, p) => (pageStarts.push(at), at + p.text.length + 1), 0);
  const base = withoutFurniture(joined.text, pageStarts);
  const start: Mapped = { text: base, origin: offsets(base.length) };
  let m = foldAll(clean(start));
  m = rewrite(m, OCR_DIGIT, ([d]) => (d === '0' ? 'O' : 'I'));
  m = rewrite(m, / +(?=[,;:)])|(?<=\() +/g, () => '');
  m = rewrite(m, / {2,}/g, () => ' ');
  const { text, origin } = m;
  const span = (s: number, e: number): [number, number] => {
    const from = origin[Math.min(s, origin.length - 1)] ?? 0;
    const to = e > s ? (origin[Math.min(e, origin.length) - 1] ?? from) + 1 : from;
    return [from, to];
  };
  return {
    text,
    field(value, s, e) {
      const [from, to] = span(s, e);
      return { value, source: { page: joined.pageAt(from), text: excerpt(base, from, to) } };
    },
    raw(s, e) {
      const [from, to] = span(s, e);
      const piece = base.slice(from, to);
      return squash(clean({ text: piece, origin: offsets(piece.length) }).text);
    },
    casing(s, e) {
      const [from, to] = span(s, e);
      return casingOf(joined.text.slice(from, to));
    },
  };
}

const ORDINAL =
  '(?:PRIMER|SEGUND|TERCER|CUART|QUINT|SEXT|SEPTIM|SETIM|OCTAV|NOVEN|DECIM|UNDECIM|DUODECIM|VIGESIM|TRIGESIM|UNIC)[OA]';

/** Where a numbered clause, article or chapter starts ("QUINTA.-", "ARTICULO DECIMO.-", "II.-"). */
export const HEADING = new RegExp(
  `\\b(?:(?:ARTICULO|CLAUSULA|CAPITULO) )?${ORDINAL}(?: ${ORDINAL}| BIS)? ?\\. ?-|\\b(?:ARTICULO|CLAUSULA) \\d+ ?\\. ?-|(?<![.\\w])[IVX]{1,5} ?\\. ?-`,
  'g',
);

/** The first match of `re` (global) at or after `from` and before `to`, else null. */
export function nextMatch(text: string, re: RegExp, from: number, to = text.length): RegExpExecArray | null {
  re.lastIndex = from;
  const m = re.exec(text);
  return m && m.index < to ? m : null;
}

/** The end of the sentence or clause that holds `from`: a `;`, a full stop after a word, or `limit`. */
export function clauseEnd(text: string, from: number, limit: number): number {
  const stop =
    /;|(?<=[A-ZÑ]{2}|\))(?<!\b(?:LIC|ING|SRA?|SRES|ARQ|DRA?|MTRO|MTRA|NUM|NO|ARTS?|FRACC|CP))\.(?= |$)/g;
  const m = nextMatch(text, stop, from, limit);
  return m ? m.index : Math.min(limit, text.length);
}
