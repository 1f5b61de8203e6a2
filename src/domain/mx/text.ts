/** Spanish text helpers: folding for comparison, month names, calendar dates. */

/** Upper case, accents removed (Ñ kept), whitespace collapsed: for comparing and matching labels. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spanish month names (both spellings of September). */
export const MONTHS: Readonly<Record<string, number>> = {
  ENERO: 1,
  FEBRERO: 2,
  MARZO: 3,
  ABRIL: 4,
  MAYO: 5,
  JUNIO: 6,
  JULIO: 7,
  AGOSTO: 8,
  SEPTIEMBRE: 9,
  SETIEMBRE: 9,
  OCTUBRE: 10,
  NOVIEMBRE: 11,
  DICIEMBRE: 12,
};

/** `YYYY-MM-DD` when the parts make a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}
