/**
 * How sure bvs is of each extracted field, 0–1 (README "Confidence"). The reading gives a first value
 * (1 for a text layer, a decoded QR or an operator's correction; for OCR, the engine's confidence in the
 * words the value was read from); checks that confirm the value raise it and checks that contradict it
 * lower it.
 */

import type { DocumentText, ExtractedField, PageText, PageWord } from './extraction';
import { fold } from './text';

/** Default: below this a required field is not taken on trust (REVIEW_MIN_CONFIDENCE). */
export const DEFAULT_REVIEW_MIN_CONFIDENCE = 0.6;

/** A value repaired by its check digit: likely right, but a person should be able to see it was repaired. */
export const REPAIRED_CONFIDENCE = 0.75;

/** A value no check could anchor whose reading a check contradicts. */
const CONTRADICTED = 0.3;

const round = (n: number): number => Math.round(Math.max(0, Math.min(1, n)) * 1000) / 1000;

const norm = (s: string): string => fold(s).replace(/[^0-9A-ZÑ]/g, '');

export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The strings inside a value (a list of regimes, a shareholder), as tokens to find among OCR words. */
function tokensOf(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\s+/).map(norm).filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(tokensOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(tokensOf);
  return [];
}

/** The OCR words of a page with their offsets in its text (words are in text order). */
function located(page: PageText): { word: PageWord; start: number; end: number }[] {
  const out: { word: PageWord; start: number; end: number }[] = [];
  let cursor = 0;
  for (const word of page.words ?? []) {
    const at = word.text ? page.text.indexOf(word.text, cursor) : -1;
    if (at < 0) continue;
    out.push({ word, start: at, end: at + word.text.length });
    cursor = at + word.text.length;
  }
  return out;
}

/** Where the field's excerpt (whitespace squashed) sits on the page; the whole page when it is not found. */
function span(page: PageText, excerpt: string): { start: number; end: number } {
  const escaped = excerpt
    .slice(0, 40)
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '\\s+');
  const m = escaped ? new RegExp(escaped).exec(page.text) : null;
  if (!m) return { start: 0, end: page.text.length };
  return { start: m.index, end: m.index + excerpt.length + 40 };
}

/**
 * The OCR engine's confidence in a value: the least confident of the words it was read from (one
 * misread character in one word is enough to make a value wrong), found among the page's words near the
 * field's excerpt. Without word confidences, the page's mean.
 */
function ocrConfidence(field: ExtractedField, page: PageText): number {
  const mean = page.confidence !== undefined ? page.confidence / 100 : 0.5;
  const words = located(page);
  if (words.length === 0) return mean;
  const { start, end } = span(page, field.source.text);
  const near = words.filter((w) => w.end > start && w.start < end);
  const pool = near.length > 0 ? near : words;
  const tokens = tokensOf(field.value);
  const matched = new Set<PageWord>();
  for (const token of tokens) {
    const hit =
      pool.find((w) => norm(w.word.text) === token) ??
      pool.find((w) => {
        const n = norm(w.word.text);
        return n.length >= 2 && token.length >= 2 && (n.includes(token) || token.includes(n));
      });
    if (hit) matched.add(hit.word);
  }
  // A value written differently from how it is printed (a date, an amount): the words of its excerpt.
  const used = matched.size > 0 ? [...matched] : near.map((w) => w.word);
  if (used.length === 0) return mean;
  return Math.min(...used.map((w) => w.confidence)) / 100;
}

/** The reading's own confidence in a field, before any check. */
export function readConfidence(field: ExtractedField, doc: DocumentText): number {
  if (isEmpty(field.value)) return 0;
  const { page: n, text } = field.source;
  const ocrPages = doc.pages.filter((p) => p.method === 'ocr');
  if (n === null) {
    // Derived from other fields (a taxpayer type from the RFC's length): as sure as the document.
    if (ocrPages.length === 0) return 1;
    return round(Math.min(...ocrPages.map((p) => (p.confidence ?? 50) / 100)));
  }
  const fromQr = text !== '' && doc.qrCodes.some((q) => q.page === n && q.data.startsWith(text.slice(0, 60)));
  if (fromQr) return 1;
  const page = doc.pages.find((p) => p.page === n);
  if (!page || page.method === 'text_layer') return 1;
  return round(ocrConfidence(field, page));
}

/** A check as it bears on the confidence of its field. */
interface CheckLike {
  code: string;
  result: string;
  field?: string;
}

/**
 * What each check says about the reading of its field. `strong`: an independent copy of the value
 * agrees (the QR, the cédula, the verification's tax id, the MRZ): the value is certain. `digit`: a
 * check digit or a second document agrees: most misreads are ruled out. Checks not listed (an age, a
 * status) say nothing about whether the value was read right.
 */
const EFFECTS: Readonly<Record<string, { pass?: 'strong' | 'digit'; fail?: 'contradict' }>> = {
  qr_matches: { pass: 'strong', fail: 'contradict' },
  rfc_consistent: { pass: 'strong', fail: 'contradict' },
  rfc_matches_verification: { pass: 'strong' },
  rfc_check_digit: { pass: 'digit', fail: 'contradict' },
  curp_check_digit: { pass: 'digit', fail: 'contradict' },
  clabe_check_digit: { pass: 'digit', fail: 'contradict' },
  clabe_bank_matches: { pass: 'digit', fail: 'contradict' },
  rfc_curp_dates_agree: { pass: 'digit', fail: 'contradict' },
  business_name_matches_csf: { pass: 'digit' },
  signatory_is_key_person: { pass: 'digit' },
  signatory_has_powers: { pass: 'digit' },
};

/**
 * A field's confidence once its checks are known: the reading's confidence, raised by confirmations,
 * lowered by contradictions, capped when the value was repaired rather than read. An operator's
 * correction is certain. Checks made while reading (`field.checks`) that are not listed above count as
 * a confirmation when they pass and a contradiction when they fail.
 */
export function fieldConfidence(field: ExtractedField, checks: CheckLike[]): number {
  if ((field.source as { information_source?: string }).information_source === 'manual') return 1;
  if (isEmpty(field.value)) return 0;
  let c = field.source.read_confidence ?? 1;
  const own = new Set((field.checks ?? []).map((k) => k.code));
  const effects = checks.map((k) => {
    const e =
      EFFECTS[k.code] ?? (own.has(k.code) ? { pass: 'strong' as const, fail: 'contradict' as const } : {});
    return k.result === 'pass' ? e.pass : k.result === 'fail' ? e.fail : undefined;
  });
  if (effects.includes('strong')) c = Math.max(c, 0.99);
  else if (effects.includes('digit')) c += (1 - c) * 0.5;
  if (effects.includes('contradict')) c = Math.min(c, CONTRADICTED);
  if (own.has('ocr_repaired')) c = Math.min(c, REPAIRED_CONFIDENCE);
  return round(c);
}

/** One field of an item as GraphQL shows it (`VerificationItem.fields`). */
export interface FieldView {
  path: string;
  value: unknown;
  confidence: number | null;
  page: number | null;
  sourceText: string | null;
  informationSource: string | null;
  ocrValue: unknown;
  validations: unknown[];
}

type StoredField = {
  value?: unknown;
  confidence?: unknown;
  validations?: unknown;
  source?: { page?: unknown; text?: unknown; information_source?: unknown; ocr_value?: unknown };
};

/** The fields of an item value, as stored by processing or an operator's correction. */
export function fieldViews(itemValue: Record<string, unknown>): FieldView[] {
  const fields = itemValue.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return [];
  return Object.entries(fields as Record<string, StoredField | null>).map(([path, f]) => ({
    path,
    value: f?.value ?? null,
    confidence: typeof f?.confidence === 'number' ? f.confidence : null,
    page: typeof f?.source?.page === 'number' ? f.source.page : null,
    sourceText: typeof f?.source?.text === 'string' ? f.source.text : null,
    informationSource: typeof f?.source?.information_source === 'string' ? f.source.information_source : null,
    ocrValue: f?.source?.ocr_value ?? null,
    validations: Array.isArray(f?.validations) ? f.validations : [],
  }));
}

/** Path → confidence of every field that has one (the sources read-out's `field_confidences`). */
export function fieldConfidences(itemValue: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    fieldViews(itemValue)
      .filter((f) => f.confidence !== null)
      .map((f) => [f.path, f.confidence!]),
  );
}

/** The fields a person must confirm: those of failing review checks (`required_field`, …). */
export function reviewFields(validationResult: unknown): string[] {
  const checks = (validationResult as { checks?: unknown } | null)?.checks;
  if (!Array.isArray(checks)) return [];
  const fields = (checks as { result?: unknown; review?: unknown; field?: unknown }[])
    .filter((c) => c?.result === 'fail' && c.review === true && typeof c.field === 'string')
    .map((c) => c.field as string);
  return [...new Set(fields)];
}
