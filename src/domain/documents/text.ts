/** Text helpers shared by the document classifiers and extractors. */
import { fold, isoDate, MONTHS } from '../mx/text';

// Defined beside the Mexican checks, which use them too (mx must not import documents: no cycle).
export { fold, isoDate, MONTHS };

/** Collapses runs of whitespace to one space. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Month abbreviations printed on statements (ENE … DIC, also SET). */
export const MONTH_ABBREVIATIONS: Readonly<Record<string, number>> = {
  ENE: 1,
  FEB: 2,
  MAR: 3,
  ABR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AGO: 8,
  SEP: 9,
  SET: 9,
  OCT: 10,
  NOV: 11,
  DIC: 12,
};

/** `21 DE AGOSTO DE 2023` (any case, accents optional) → `2023-08-21`. */
export function parseSpanishDate(text: string): string | null {
  const m = /(\d{1,2})\s+DE\s+([A-Z]+)\s+(?:DE|DEL)\s+(\d{4})/.exec(fold(text));
  const month = m && MONTHS[m[2]!];
  return m && month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
}

/** `01/04/2022` or `01-04-2022` (day first) → `2022-04-01`. */
export function parseDmy(text: string): string | null {
  const m = /(\d{1,2})[/-](\d{1,2})[/-](\d{4})/.exec(text);
  return m ? isoDate(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** `31-MAY-2024`, `31/MAY/2024` or `31 MAY 2024` → `2024-05-31`. */
export function parseDayMonthAbbrYear(text: string): string | null {
  const m = /(\d{1,2})[\s/-]([A-Z]{3})[A-Z]*[\s/-](\d{4})/.exec(fold(text));
  const month = m && MONTH_ABBREVIATIONS[m[2]!];
  return m && month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
}

/** A document's pages joined, with a way back from an offset in the joined text to its page. */
export interface JoinedText {
  text: string;
  pageAt(offset: number): number | null;
  /** Where the first page's text ends (its newline included). */
  firstPageEnd: number;
}

/** Joins pages with a newline, so that a value or a table split across pages can be read whole. */
export function joinPages(pages: { page: number; text: string }[]): JoinedText {
  const starts: { page: number; start: number }[] = [];
  let text = '';
  for (const p of pages) {
    starts.push({ page: p.page, start: text.length });
    text += `${p.text}\n`;
  }
  return {
    text,
    firstPageEnd: starts[1]?.start ?? text.length,
    pageAt(offset) {
      let found: number | null = null;
      for (const s of starts) if (s.start <= offset) found = s.page;
      return found;
    },
  };
}

/** A short excerpt around a match, for a field's source (never the whole page). */
export function excerpt(text: string, start: number, end: number, max = 200): string {
  return squash(text.slice(start, Math.min(end, start + max)));
}
