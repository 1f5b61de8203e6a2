import type { OcrWord } from './words';

/** A page's text rebuilt from word boxes, and its words in the order of that text. */
export interface LaidOutText {
  text: string;
  words: OcrWord[];
}

/** A run of words the engine read as one line, left to right. */
interface Segment {
  words: OcrWord[];
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Segments sharing a baseline band across the page: one line of the rebuilt text. */
interface Row {
  segments: Segment[];
  top: number;
  bottom: number;
}

/** A gap wider than this many average characters separates columns (three spaces, as in the text layer). */
const COLUMN_GAP_CHARS = 2.5;
const COLUMN_SEPARATOR = '   ';

/**
 * Lines in reading order from the engine's word boxes, the way `pdftotext -layout` lays out a text layer:
 * pieces of text side by side on the page (a label and its value in the next column, the cells of a
 * table row) share one line, and a gap wider than a couple of characters between two of them is written
 * as three spaces, so extractors can tell columns apart. The engine's own line grouping is kept (its
 * lines are never split), but its block order is not: a two-column form comes out row by row, not one
 * column after the other.
 */
export function layoutWords(words: readonly OcrWord[]): LaidOutText {
  const rows = groupRows(segmentsOf(words));
  const charWidth = medianCharWidth(words);
  const lines: string[] = [];
  const ordered: OcrWord[] = [];
  for (const row of rows) {
    let line = '';
    let previous: OcrWord | null = null;
    for (const segment of row.segments) {
      for (const word of segment.words) {
        if (previous) {
          const gap = word.left - (previous.left + previous.width);
          line += gap > charWidth * COLUMN_GAP_CHARS ? COLUMN_SEPARATOR : ' ';
        }
        line += word.text;
        ordered.push(word);
        previous = word;
      }
    }
    lines.push(line);
  }
  return { text: lines.join('\n'), words: ordered };
}

function segmentsOf(words: readonly OcrWord[]): Segment[] {
  const byLine = new Map<number, OcrWord[]>();
  for (const word of words) {
    const line = byLine.get(word.line);
    if (line) line.push(word);
    else byLine.set(word.line, [word]);
  }
  return [...byLine.values()].map((line) => {
    line.sort((a, b) => a.left - b.left);
    // The band of the line's typical word, so one tall word (a stamp, a descender) does not widen it.
    const tops = line.map((w) => w.top).sort((a, b) => a - b);
    const bottoms = line.map((w) => w.top + w.height).sort((a, b) => a - b);
    return {
      words: line,
      left: line[0]!.left,
      right: Math.max(...line.map((w) => w.left + w.width)),
      top: tops[tops.length >> 1]!,
      bottom: bottoms[bottoms.length >> 1]!,
    };
  });
}

/**
 * Segments joined into rows: a segment joins the row whose vertical band it overlaps most (by at least
 * half of the smaller height) as long as it overlaps none of that row's segments horizontally.
 */
function groupRows(segments: Segment[]): Row[] {
  const rows: Row[] = [];
  const byCentre = [...segments].sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  for (const segment of byCentre) {
    let best: Row | null = null;
    let bestOverlap = 0;
    for (const row of rows) {
      const overlap = Math.min(row.bottom, segment.bottom) - Math.max(row.top, segment.top);
      const needed = 0.5 * Math.min(row.bottom - row.top, segment.bottom - segment.top);
      if (overlap <= 0 || overlap < needed || overlap <= bestOverlap) continue;
      if (row.segments.some((s) => s.left < segment.right && segment.left < s.right)) continue;
      best = row;
      bestOverlap = overlap;
    }
    if (best) {
      best.segments.push(segment);
      best.segments.sort((a, b) => a.left - b.left);
    } else {
      rows.push({ segments: [segment], top: segment.top, bottom: segment.bottom });
    }
  }
  return rows.sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
}

/** The page's typical character width, from words of two or more characters; 1 px when there are none. */
function medianCharWidth(words: readonly OcrWord[]): number {
  const widths = words
    .filter((w) => w.text.length >= 2)
    .map((w) => w.width / w.text.length)
    .sort((a, b) => a - b);
  return widths[widths.length >> 1] ?? 1;
}

/**
 * From this share of a page's lines split into columns (a gap of three spaces, as `layoutWords` writes
 * it) the page reads as a form or a table. Measured on the automatic layout's readings of the real dev
 * documents (BENCHMARKS.md): CSF pages, scanned or photographed, 0.39–0.76 (the pages under 0.45 hold
 * only the obligations table and the footer, which read the same either way); notarial prose pages of
 * two notaries 0.00–0.38, the highest a page holding a shareholders' table; forms annexed to a deed
 * (permits, fee receipts) 0.45–0.76. The median line length does not separate them: a CSF's activity
 * table reads as rows of 72 characters, like a deed's prose.
 */
const FORM_COLUMN_SHARE = 0.45;
/** A page of fewer lines (a cover, a signature, a blank back with specks) keeps the automatic layout. */
const FORM_MIN_LINES = 8;

/** Of a page's non-blank lines, the share that holds a column gap. */
export function columnLineShare(text: string): number {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return 0;
  return lines.filter((line) => line.trim().includes(COLUMN_SEPARATOR)).length / lines.length;
}

/**
 * Whether a page's text, rebuilt from word boxes, reads as a form or a table (labels and values, cells
 * side by side) rather than running prose: a page that does is read again as one column, which keeps
 * the short cells the automatic layout drops.
 */
export function readsAsForm(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  return lines >= FORM_MIN_LINES && columnLineShare(text) >= FORM_COLUMN_SHARE;
}
