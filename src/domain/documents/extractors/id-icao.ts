/** ICAO 9303 check digit: 0–9, A=10 … Z=35, `<`=0, weights 7-3-1 (the `mrz` package checks zones; this writes them). */
export function icaoCheckDigit(text: string): string {
  let sum = 0;
  [...text].forEach((c, i) => {
    const value = /\d/.test(c) ? Number(c) : c === '<' ? 0 : c.charCodeAt(0) - 55;
    sum += value * [7, 3, 1][i % 3]!;
  });
  return String(sum % 10);
}
