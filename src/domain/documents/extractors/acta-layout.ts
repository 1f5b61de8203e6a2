/**
 * What a scanned deed carries besides its text: the notary's letterhead repeated at the top of every
 * sheet, page numbers ("-3-"), and the dashes that fill each line's end, which OCR reads as letter soup
 * ("eoacaommacacaaoa", "conmmmcaman=-"). These sit in the middle of sentences; they are found here so
 * that the reader can blank them.
 */

export type Range = [start: number, end: number];

interface Line {
  start: number;
  end: number;
  words: Set<string>;
}

const TOP = 10;
const BOTTOM = 4;
const MAX_WORDS = 7;
const NEIGHBOURS = 4;
/** A letterhead line recurs near the same place on at least this many other pages. */
const OTHER_PAGES = 2;

const wordsOf = (line: string): Set<string> =>
  new Set(
    line
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-zñ]{3,}/g) ?? [],
  );

function linesOf(text: string, offset: number): Line[] {
  const lines: Line[] = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    const words = wordsOf(raw);
    if (words.size) lines.push({ start: offset + at, end: offset + at + raw.length, words });
    at += raw.length + 1;
  }
  return lines;
}

const FUNCTION_WORDS = new Set([
  'con',
  'del',
  'las',
  'los',
  'para',
  'por',
  'que',
  'una',
  'uno',
  'sus',
  'este',
  'esta',
]);

/** Levenshtein distance, for the short words of a line. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}

/** Equal, or one letter apart (OCR reads "Votario" for "Notario", "cor" for "con"). */
const sameWord = (a: string, b: string): boolean =>
  a === b || (Math.min(a.length, b.length) >= 3 && editDistance(a, b) <= 1);

/** The same word spoilt more: a quarter of its letters may differ ("Tialrepantla", "Tlalnepantla"). */
const spoilt = (a: string, b: string): boolean =>
  editDistance(a, b) <= Math.max(1, Math.floor(Math.min(a.length, b.length) / 4));

/** Two lines are one letterhead line read twice: two words at least, and not a mere few of many. */
function alike(a: Set<string>, b: Set<string>): boolean {
  // A letterhead line is short; a line of prose shares a few words with many others.
  if (Math.max(a.size, b.size) > MAX_WORDS) return false;
  let common = 0;
  let content = false;
  for (const w of a)
    for (const v of b)
      if (sameWord(w, v)) {
        common++;
        content ||= !FUNCTION_WORDS.has(w) && w.length >= 5;
        break;
      }
  return common >= 2 && content && common / Math.max(a.size, b.size) >= 0.4;
}

/** The letterhead lines among the first and last lines of each page (pages as offsets into the text). */
export function letterheads(text: string, pageStarts: number[]): Range[] {
  const edges = pageStarts.map((start, i) => {
    const end = pageStarts[i + 1] ?? text.length;
    const lines = linesOf(text.slice(start, end), start);
    return { top: lines.slice(0, TOP), bottom: lines.slice(Math.max(TOP, lines.length - BOTTOM)) };
  });
  const found: Range[] = [];
  edges.forEach((page, p) => {
    for (const part of ['top', 'bottom'] as const)
      for (const line of page[part]) {
        // Neighbouring sheets only (a letterhead may be on odd pages alone): linear in the page count.
        const twins = edges.flatMap((other, q) => {
          const near = q !== p && Math.abs(q - p) <= NEIGHBOURS;
          const twin = near ? other[part].find((o) => alike(line.words, o.words)) : undefined;
          return twin ? [twin] : [];
        });
        if (twins.length >= OTHER_PAGES && !ownWords(line.words, twins)) found.push([line.start, line.end]);
      }
  });
  return found;
}

/**
 * Whether a line says more than its twins on other pages: the proemio's "LICENCIADO JOAQUÍN TALAVERA
 * SÁNCHEZ, Notario Cincuenta del" shares the letterhead's name but is part of the deed.
 */
function ownWords(words: Set<string>, twins: Line[]): boolean {
  let own = 0;
  for (const w of words)
    if (w.length >= 4 && !FUNCTION_WORDS.has(w) && !twins.some((t) => [...t.words].some((v) => spoilt(w, v))))
      own++;
  return own > 1;
}

/** A page number alone at a line's start or end: "-3-", "- 10 -", "11 -". */
export const PAGE_NUMBER =
  /(?<=^|\n)[ \t|.:;'"]*-? ?\d{1,3} ?-(?=[ \t]|$)|(?<=^|\n)[ \t]*- ?\d{1,3} ?-?(?=[ \t]*(?:\n|$))/g;

/** Letters OCR makes of the dashes that pad a line: no Spanish word doubles these twice or triples a letter. */
export function isPadding(token: string): boolean {
  const word = token.toLowerCase().replace(/[=—_-]+/g, '');
  if (word.length < 2 || !/^[a-zñ]+$/.test(word) || /^[ivxlc]+$/.test(word)) return false;
  if (/(.)\1\1/.test(word) || /^([bcdfghjkmnpqrstvwxyz])\1/.test(word)) return true;
  if (word.length >= 5 && !/[aeiou]/.test(word)) return true;
  const doubles: string[] = word.match(/mm|nn|aa|oo|ii|uu/g) ?? [];
  return doubles.includes('mm') || doubles.length >= 2 || (word.length <= 3 && doubles.length === 1);
}

/** A token glued to dashes or equals signs ("nnon=----", "=orrommiacanico"), or padding on its own. */
export const PADDING_TOKEN = /(?<![A-Za-zÀ-ÿ])[=—_-]*[A-Za-zñÑ]{2,}[=—_-]*(?![A-Za-zÀ-ÿ])/g;
