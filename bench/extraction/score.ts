/**
 * How an extracted document is scored against its corpus entry's `expected` (bench/extraction/README.md):
 * pure functions, tested in test/bench-extraction-score.test.ts.
 */

export type Verdict = 'correct' | 'wrong' | 'missed' | 'spurious' | 'absent';

export interface FieldResult {
  path: string;
  expected: unknown;
  got: unknown;
  verdict: Verdict;
}

export interface Tally {
  correct: number;
  wrong: number;
  missed: number;
  spurious: number;
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Upper case, no accents, single spaces, no space before , . ; : ) or after (. Nothing else changes. */
export function normaliseText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

/** A figure as a document prints it: "$1,234.50", "1 234.50", "1234.5" → 1234.5; anything else → null. */
export function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const cleaned = v.replace(/[$\s,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/** Whether an extractor gave nothing for a field: absent, null, an empty string or an empty list. */
export const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Equality of two leaf values under the rules above; arrays of leaves compare as multisets. */
export function sameValue(expected: unknown, got: unknown): boolean {
  if (isEmpty(expected)) return isEmpty(got);
  if (isEmpty(got)) return false;
  if (typeof expected === 'number') {
    const n = asNumber(got);
    return n !== null && Math.abs(n - expected) < 0.005;
  }
  if (typeof expected === 'boolean') return got === expected;
  if (typeof expected === 'string') {
    if (typeof got === 'number') return normaliseText(expected) === String(got);
    return typeof got === 'string' && normaliseText(got) === normaliseText(expected);
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(got) || got.length !== expected.length) return false;
    const left = [...got];
    return expected.every((e) => {
      const at = left.findIndex((g) => sameValue(e, g));
      if (at < 0) return false;
      left.splice(at, 1);
      return true;
    });
  }
  return JSON.stringify(expected) === JSON.stringify(got);
}

function leaf(path: string, expected: unknown, got: unknown): FieldResult {
  const verdict: Verdict = isEmpty(expected)
    ? isEmpty(got)
      ? 'absent'
      : 'spurious'
    : isEmpty(got)
      ? 'missed'
      : sameValue(expected, got)
        ? 'correct'
        : 'wrong';
  return { path, expected, got, verdict };
}

/** How many of `e`'s keys `g` gets right: the affinity used to pair list elements. */
function agreement(e: Plain, g: unknown): number {
  if (!isPlain(g)) return 0;
  return Object.keys(e).filter((k) => !isEmpty(e[k]) && sameValue(e[k], g[k])).length;
}

/**
 * A list of records (shareholders, activities, apoderados …): each expected element is paired with
 * the unpaired extracted element that agrees with it on the most keys (order does not matter), then
 * compared key by key; an extracted element left unpaired counts as spurious on each key the expected
 * elements use.
 */
function records(path: string, expected: Plain[], got: unknown): FieldResult[] {
  const list = Array.isArray(got) ? got : [];
  const used = new Set<number>();
  const out: FieldResult[] = [];
  expected.forEach((e, i) => {
    let best = -1;
    let bestScore = 0;
    list.forEach((g, j) => {
      const s = used.has(j) ? 0 : agreement(e, g);
      if (s > bestScore) [best, bestScore] = [j, s];
    });
    if (best >= 0) used.add(best);
    const g = best >= 0 ? (list[best] as Plain) : {};
    for (const k of Object.keys(e)) out.push(leaf(`${path}[${i}].${k}`, e[k], g[k]));
  });
  const keys = [...new Set(expected.flatMap((e) => Object.keys(e)))];
  list.forEach((g, j) => {
    if (used.has(j)) return;
    for (const k of keys)
      if (isPlain(g) && !isEmpty(g[k]))
        out.push({ path: `${path}[+${j}].${k}`, expected: undefined, got: g[k], verdict: 'spurious' });
  });
  return out;
}

/** Scores every expected path of one document against the extracted values (path → value). */
export function scoreDocument(
  expected: Record<string, unknown>,
  got: Record<string, unknown>,
): FieldResult[] {
  return Object.entries(expected).flatMap(([path, e]) => {
    if (Array.isArray(e) && e.length > 0 && e.every(isPlain)) return records(path, e, got[path]);
    if (isPlain(e)) return records(path, [e], isPlain(got[path]) ? [got[path]] : []);
    return [leaf(path, e, got[path])];
  });
}

export function tally(results: FieldResult[]): Tally {
  const t: Tally = { correct: 0, wrong: 0, missed: 0, spurious: 0 };
  for (const r of results) if (r.verdict !== 'absent') t[r.verdict]++;
  return t;
}

export const addTally = (a: Tally, b: Tally): Tally => ({
  correct: a.correct + b.correct,
  wrong: a.wrong + b.wrong,
  missed: a.missed + b.missed,
  spurious: a.spurious + b.spurious,
});

/** Of the values the extractor gave for scored fields, the share that were right; null when it gave none. */
export const precision = (t: Tally): number | null => {
  const given = t.correct + t.wrong + t.spurious;
  return given ? t.correct / given : null;
};

/** Of the values the document holds, the share extracted right; null when nothing was expected. */
export const recall = (t: Tally): number | null => {
  const held = t.correct + t.wrong + t.missed;
  return held ? t.correct / held : null;
};
