/** A word an OCR engine read, with its box in the pixels of the image it was given. */
export interface OcrWord {
  text: string;
  /** The engine's confidence in the word, 0–100. */
  confidence: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The engine's own block, paragraph and line numbers: words of one engine line share `line`. */
  line: number;
}

/**
 * The words of Tesseract's TSV output (`tesseract … tsv`, or tesseract.js's `tsv` output): the rows of
 * level 5, each numbered with its block, paragraph and line so words of one engine line stay together.
 */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  const lineIds = new Map<string, number>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    const confidence = Number(cells[10]);
    if (text === '' || !(confidence >= 0)) continue;
    const key = `${cells[1]}.${cells[2]}.${cells[3]}.${cells[4]}`;
    let line = lineIds.get(key);
    if (line === undefined) lineIds.set(key, (line = lineIds.size));
    words.push({
      text,
      confidence: Math.min(100, confidence),
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      line,
    });
  }
  return words;
}
