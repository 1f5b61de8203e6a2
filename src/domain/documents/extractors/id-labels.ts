/**
 * Labels printed on IDs and bills, found in OCR text of photos: each word within a few edits (fastest-levenshtein),
 * a label still found when OCR lost one of its short words ("cue DE ELECTOR") or glued its value to the last word
 * ("REGISTRQOOB 01"). Offsets are in the text given, which is folded one character for one (context.ts).
 */

import { distance } from 'fastest-levenshtein';

export interface Token {
  text: string;
  start: number;
  end: number;
}

export interface Line {
  text: string;
  start: number;
  end: number;
  tokens: Token[];
}

export interface LabelHit {
  /** Index of the line in the list given. */
  line: number;
  start: number;
  /** Where the label ends and its value may start (inside a token when the value was glued to the label). */
  end: number;
  /** Share of the label's letters found, 0–1. */
  score: number;
}

/** Non-blank lines with their word tokens (letters and digits; `/`, `-`, `.` and `<` kept inside a word). */
export function linesOf(folded: string, from = 0, to = folded.length): Line[] {
  const lines: Line[] = [];
  const re = /[^\n]+/g;
  re.lastIndex = from;
  for (let m = re.exec(folded); m && m.index < to; m = re.exec(folded)) {
    const tokens = [...m[0].matchAll(/[A-Z0-9Ñ<][A-Z0-9Ñ/.<-]*/g)].map((t) => ({
      text: t[0].replace(/[.-]+$/, ''),
      start: m!.index + t.index,
      end: m!.index + t.index + t[0].replace(/[.-]+$/, '').length,
    }));
    if (tokens.length) lines.push({ text: m[0], start: m.index, end: m.index + m[0].length, tokens });
  }
  return lines;
}

/** Edits allowed for a label word of this length. */
const tolerance = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** How well a token reads as a label word: 1 exact, less with edits, 0 no match; `prefix` also accepts a glued value. */
function wordScore(word: string, token: string, prefix: boolean): { score: number; length: number } {
  const none = { score: 0, length: 0 };
  if (token === word) return { score: 1, length: token.length };
  const tol = tolerance(word);
  if (tol > 0 && Math.abs(token.length - word.length) <= tol) {
    const d = distance(word, token);
    if (d <= tol) return { score: 1 - d / word.length, length: token.length };
  }
  if (prefix && tol > 0 && token.length > word.length) {
    const head = token.slice(0, word.length);
    const d = distance(word, head);
    if (d <= tol) return { score: 1 - d / word.length, length: word.length };
  }
  return none;
}

/**
 * The label in a line: its words in order on consecutive tokens, at least 60 % of its letters found and one word of
 * four letters or more. `DE`/`EL` may be lost or misread; a missing word is skipped, never replaced by a token.
 */
export function findLabelInLine(line: Line, label: string, lineIndex = 0): LabelHit | null {
  const words = label.split(' ');
  const total = words.reduce((n, w) => n + w.length, 0);
  let best: LabelHit | null = null;
  for (let i = 0; i < line.tokens.length; i++) {
    let t = i;
    let found = 0;
    let long = false;
    let first: number | null = null;
    let end = 0;
    for (let k = 0; k < words.length && t < line.tokens.length; k++) {
      const word = words[k]!;
      const token = line.tokens[t]!;
      const { score, length } = wordScore(word, token.text, k === words.length - 1);
      if (score > 0) {
        found += score * word.length;
        if (word.length >= 4) long = true;
        first ??= token.start;
        end = token.start + length;
        t++;
      } else if (first === null && k > 0) {
        break;
      } else if (first !== null && Math.abs(token.text.length - word.length) <= 1) {
        // A short word misread beyond repair ("DE" as "PE"): its token is passed over, not counted.
        t++;
      }
    }
    const score = found / total;
    if (first !== null && long && score >= 0.6 && (!best || score > best.score))
      best = { line: lineIndex, start: first, end, score };
  }
  return best;
}

/** The first line (from `fromLine`) holding the label. */
export function findLabel(lines: Line[], label: string, fromLine = 0): LabelHit | null {
  for (let i = fromLine; i < lines.length; i++) {
    const hit = findLabelInLine(lines[i]!, label, i);
    if (hit) return hit;
  }
  return null;
}

/** Whether any of the labels is on the line. */
export const hasAnyLabel = (line: Line, labels: readonly string[]): boolean =>
  labels.some((label) => findLabelInLine(line, label) !== null);
