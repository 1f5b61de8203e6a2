/** Counts and amounts in deeds, written in digits, in words, or both ("12,345 (DOCE MIL …)"). */
import { spanishNumber } from '../../mx/spanish-numbers';
import { readWordsNumber } from './acta-words';

/** `12,345` → 12345 and `$1,500.50` → 1500.5 (commas or dots group thousands; one or two final digits are cents). */
export function parseDigits(s: string): number {
  const cents = /[.,](\d{1,2})$/.exec(s);
  const whole = (cents ? s.slice(0, cents.index) : s).replace(/[^\d]/g, '');
  return Number(whole) + (cents ? Number(`0.${cents[1]}`) : 0);
}

export interface NumberHit {
  value: number;
  start: number;
  end: number;
  /** The words beside the digits, when they disagree with them ("12,345 (DOCE MIL)"). */
  mismatch: string | null;
}

/** A count at `pos` in digits or words, with the other spelling in parentheses beside it when present. */
export function readNumber(text: string, pos: number): NumberHit | null {
  const lead = /[ (:]*/y;
  lead.lastIndex = pos;
  lead.exec(text);
  const start = lead.lastIndex;
  const digits = /(\d{1,3}(?:[,.]\d{3})+|\d+)(?![\d])/y;
  digits.lastIndex = start;
  const d = digits.exec(text);
  if (d) {
    const value = parseDigits(d[1]!);
    const paren = / ?\(([A-ZÑ ]{2,120})\)/y;
    paren.lastIndex = digits.lastIndex;
    const p = paren.exec(text);
    const words = p ? spanishNumber(p[1]!) : null;
    const end = p ? paren.lastIndex : digits.lastIndex;
    return { value, start, end, mismatch: words !== null && words !== value ? p![1]! : null };
  }
  const w = readWordsNumber(text, start);
  if (!w || w.start !== start) return null;
  const paren = / ?\((\d[\d,.]*)\)/y;
  paren.lastIndex = w.end;
  return { value: w.value, start, end: paren.exec(text) ? paren.lastIndex : w.end, mismatch: null };
}

/** An amount of money at `pos`: `$150,000.00 (CIENTO CINCUENTA MIL PESOS 00/100 M.N.)` or `CIEN MIL PESOS`. */
export function readAmount(
  text: string,
  pos: number,
  bare = false,
): { value: number; start: number; end: number } | null {
  const lead = /[ (:,]*/y;
  lead.lastIndex = pos;
  lead.exec(text);
  const start = lead.lastIndex;
  const digits = /\$ ?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d])/y;
  digits.lastIndex = start;
  const d = digits.exec(text);
  let end: number;
  let value: number;
  if (d) {
    value = parseDigits(d[1]!);
    end = digits.lastIndex;
  } else {
    const w = readWordsNumber(text, start);
    const pesos = / ?(?:DE )?PESOS\b/y;
    pesos.lastIndex = w?.end ?? start;
    if (!w || w.start !== start) return null;
    const unit = pesos.exec(text);
    // Without "pesos", only an amount in a table's column, and never a small count.
    if (!unit && !(bare && w.value >= 100)) return null;
    value = w.value;
    end = unit ? pesos.lastIndex : w.end;
  }
  const tail = / ?(?:\([^)]{0,120}\)|PESOS|\d{2}\/100|M\.? ?N\.?|MONEDA NACIONAL|,? ?MONEDA DE CURSO LEGAL)/y;
  for (tail.lastIndex = end; tail.exec(text);) end = tail.lastIndex;
  return { value, start, end };
}
