/**
 * Spanish number words and dates written in words, as notarial deeds print them
 * (../shared/mx/documents.md §5): "DOCE MIL TRESCIENTOS CUARENTA Y CINCO", "a los quince días del mes de
 * marzo de dos mil veintiuno".
 */
import { fold, isoDate, MONTHS } from './text';

type Kind = 'unit' | 'ten' | 'teen' | 'hundred' | 'and' | 'thousand' | 'million';

function table(): Map<string, [Kind, number]> {
  const words = new Map<string, [Kind, number]>();
  const add = (kind: Kind, value: number, ...names: string[]) =>
    names.forEach((n) => words.set(n, [kind, value]));
  add('unit', 0, 'CERO');
  add('unit', 1, 'UN', 'UNO', 'UNA');
  ['DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'].forEach((w, i) =>
    add('unit', i + 2, w),
  );
  ['ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE'].forEach((w, i) => add('teen', i + 11, w));
  ['DIECISEIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE'].forEach((w, i) => add('teen', i + 16, w));
  add('teen', 21, 'VEINTIUNO', 'VEINTIUN', 'VEINTIUNA');
  ['DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'].forEach((w, i) =>
    add('teen', i + 22, `VEINTI${w}`),
  );
  // DIEZ and VEINTE take "Y" in the old spelling ("DIEZ Y SEIS"), like the other tens.
  ['DIEZ', 'VEINTE', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'].forEach(
    (w, i) => add('ten', (i + 1) * 10, w),
  );
  add('hundred', 100, 'CIEN', 'CIENTO');
  const hundreds = ['DOS', 'TRES', 'CUATRO', 'QUINI', 'SEIS', 'SETE', 'OCHO', 'NOVE'];
  hundreds.forEach((w, i) => {
    const stem = w === 'QUINI' ? 'QUINIENT' : `${w}CIENT`;
    add('hundred', (i + 2) * 100, `${stem}OS`, `${stem}AS`);
  });
  add('and', 0, 'Y');
  add('thousand', 1000, 'MIL');
  add('million', 1_000_000, 'MILLON', 'MILLONES');
  return words;
}

const WORDS = table();

/** Reads number words in order, refusing a word that cannot follow the previous one ("TRES CIEN"). */
class NumberReader {
  private total = 0;
  private group = 0;
  private last: Kind | null = null;
  private thousand = false;
  private million = false;
  count = 0;

  accept(word: string): boolean {
    const entry = WORDS.get(word);
    if (!entry) return false;
    const [kind, value] = entry;
    const ok = this.allowed(kind);
    if (!ok) return false;
    if (kind === 'thousand') {
      this.total += (this.group || 1) * 1000;
      this.group = 0;
      this.thousand = true;
    } else if (kind === 'million') {
      this.total = (this.total + this.group || 1) * 1_000_000;
      this.group = 0;
      this.million = true;
    } else this.group += value;
    this.last = kind;
    if (kind !== 'and') this.count++;
    return true;
  }

  private allowed(kind: Kind): boolean {
    const last = this.last;
    const opening = last === null || last === 'thousand' || last === 'million';
    switch (kind) {
      case 'unit':
        return opening || last === 'hundred' || last === 'and';
      case 'teen':
      case 'ten':
        return opening || last === 'hundred';
      case 'hundred':
        return opening && this.group === 0;
      case 'and':
        return last === 'ten';
      case 'thousand':
        return !this.thousand && last !== 'and';
      case 'million':
        return !this.million && last !== null && last !== 'and';
    }
  }

  get value(): number {
    return this.total + this.group;
  }

  get dangling(): boolean {
    return this.last === 'and';
  }
}

/**
 * The number written in words at the start of `text` ("QUINIENTAS acciones" → 500), with the length of
 * text it took; accents and case do not matter. Null when the text does not start with a number word.
 */
export function leadingSpanishNumber(text: string): { value: number; length: number } | null {
  const reader = new NumberReader();
  const word = /\s*([A-Za-zÀ-ÿ]+)/y;
  let length = 0;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    if (!reader.accept(fold(m[1]!))) break;
    if (!reader.dangling) length = word.lastIndex;
  }
  return reader.count > 0 ? { value: reader.value, length } : null;
}

/** `DOCE MIL TRESCIENTOS CUARENTA Y CINCO` → 12345; null unless the whole text is a number in words. */
export function spanishNumber(words: string): number | null {
  const lead = leadingSpanishNumber(words);
  return lead && /^[\s.,;:)]*$/.test(words.slice(lead.length)) ? lead.value : null;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

const DAY_FILLER = new Set(['DE', 'DEL', 'MES', 'DIA', 'DIAS', 'EL', 'LOS', 'O', 'A']);
const YEAR_FILLER = new Set(['DE', 'DEL', 'ANO', 'AÑO', 'EL']);
const ORDINAL_FIRST = new Set(['PRIMERO', 'PRIMER', 'PRIMERA']);

function dayBefore(tokens: Token[], month: number): { day: number; start: number } | null {
  let j = month - 1;
  for (let skipped = 0; j >= 0 && DAY_FILLER.has(tokens[j]!.word) && skipped < 5; skipped++) j--;
  const t = tokens[j];
  if (!t) return null;
  if (/^\d{1,2}$/.test(t.word)) return { day: Number(t.word), start: t.start };
  if (ORDINAL_FIRST.has(t.word)) return { day: 1, start: t.start };
  // The longest run of words ending here that reads as a day ("TREINTA Y UN").
  for (let k = Math.max(0, j - 3); k <= j; k++) {
    const run = tokens.slice(k, j + 1);
    if (run.some((r) => /\d/.test(r.word))) continue;
    const day = spanishNumber(run.map((r) => r.word).join(' '));
    if (day === null || day < 1 || day > 31) continue;
    // "8 (ocho) de febrero": the digits before the words belong to the date too.
    const digits = tokens[k - 1];
    return { day, start: digits && Number(digits.word) === day ? digits.start : run[0]!.start };
  }
  return null;
}

function yearAfter(text: string, tokens: Token[], month: number): { year: number; end: number } | null {
  let j = month + 1;
  for (let skipped = 0; j < tokens.length && YEAR_FILLER.has(tokens[j]!.word) && skipped < 3; skipped++) j++;
  const t = tokens[j];
  if (!t) return null;
  if (/^\d{4}$/.test(t.word)) return { year: Number(t.word), end: t.end };
  const lead = leadingSpanishNumber(text.slice(t.start, t.start + 80));
  if (!lead || lead.value < 1900 || lead.value > 2100) return null;
  const end = t.start + lead.length;
  if (lead.value % 100 === 0) {
    // A scan's speck between the hundreds and the rest ("MIL NOVECIENTOS. NOVENTA Y OCHO") is read
    // through; a rest whose tens word is lost ("MIL NOVECIENTOS.  A Y OCHO") leaves the year unknown,
    // not the round hundred.
    const gap = /^[\s.,;:'"’`-]*/.exec(text.slice(end, end + 40))![0];
    const rest = text.slice(end + gap.length, end + gap.length + 60);
    const more = gap.trim() ? leadingSpanishNumber(rest) : null;
    if (more && more.value > 0 && more.value < 100)
      return { year: lead.value + more.value, end: end + gap.length + more.length };
    if (/^(?:[A-Za-zÀ-ÿ]{1,4}\s+)?Y\s+(?:UN|UNO|DOS|TRES|CUATRO|CINCO|SEIS|SIETE|OCHO|NUEVE)\b/i.test(rest))
      return null;
  }
  return { year: lead.value, end };
}

/**
 * The first date in `text` written with a month name, the day and year in digits or words:
 * "a los quince días del mes de marzo de dos mil veintiuno", "el día 15 de marzo de 2021",
 * "PRIMERO de marzo…", "15 (quince) de marzo de 2021". Offsets are those of `text`.
 */
export function findSpanishWordsDate(text: string): { date: string; start: number; end: number } | null {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[A-Za-zÀ-ÿ]+|\d+/g))
    tokens.push({ word: fold(m[0]), start: m.index, end: m.index + m[0].length });
  for (let i = 0; i < tokens.length; i++) {
    const month = MONTHS[tokens[i]!.word];
    if (!month) continue;
    const day = dayBefore(tokens, i);
    const year = day && yearAfter(text, tokens, i);
    const date = day && year ? isoDate(year.year, month, day.day) : null;
    if (date && day && year) return { date, start: day.start, end: year.end };
  }
  return null;
}

/** `YYYY-MM-DD` of the first date in `text` written as deeds write them, else null. */
export function parseSpanishWordsDate(text: string): string | null {
  return findSpanishWordsDate(text)?.date ?? null;
}
