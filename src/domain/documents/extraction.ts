/**
 * The contract between reading a file, classifying it, extracting its fields and validating them.
 * Extractors are pure: text in, fields out, every field with the page and the text it came from.
 */
import type { ExtractableType } from '../shared/item-types';

// The list of extractable types lives with the other item types.
export { EXTRACTABLE_TYPES, type ExtractableType } from '../shared/item-types';

/** One word as OCR read it: its text and the engine's confidence in it, 0–100. */
export interface PageWord {
  text: string;
  confidence: number;
}

/** One page of text, from the PDF's text layer or from OCR. Pages are numbered from 1. */
export interface PageText {
  page: number;
  text: string;
  method: 'text_layer' | 'ocr';
  /** OCR mean confidence, 0–100; absent for a text layer. */
  confidence?: number;
  /** OCR pages only: the words of `text` in the same order, with their confidences. */
  words?: PageWord[];
}

/** What the reader learned from a file, the only input of classification and extraction. */
export interface DocumentText {
  pages: PageText[];
  /** Decoded QR codes, in page order. */
  qrCodes: { page: number; data: string }[];
  /** The PDF producer (a weak authenticity hint), null for images. */
  producer: string | null;
}

/** Where a value came from: its page and the text it was read from (a short excerpt, not the page). */
export interface FieldSource {
  page: number | null;
  text: string;
  /** How sure the reading itself is, 0–1, before any check (set by reconciliation, confidence.ts). */
  read_confidence?: number;
  /** What OCR read, when a value confirmed elsewhere (the QR, a check digit) was taken instead. */
  ocr_value?: unknown;
}

/**
 * A check made while reading, on the field it concerns (a QR that confirms the RFC, an MRZ against the
 * front of an ID, a value repaired by its check digit). It travels with the field, so it is checked
 * again with it and dropped when an operator corrects the field.
 */
export interface ReadCheck {
  code: string;
  result: 'pass' | 'fail' | 'warning';
  message: string;
  expected?: unknown;
  actual?: unknown;
}

export interface ExtractedField<T = unknown> {
  value: T;
  source: FieldSource;
  /** 0–1: how sure bvs is of the value (confidence.ts); set when the item is judged. */
  confidence?: number;
  /** Checks made while reading (see ReadCheck). */
  checks?: ReadCheck[];
}

/** Field path (dotted, documented per item type in the README) → field. */
export type Extraction = Record<string, ExtractedField>;

export interface ExtractorResult {
  fields: Extraction;
  /** Things a reviewer should know (a value that swallowed a label, a table that did not add up). */
  warnings: string[];
  /** Checks an extractor made itself (e.g. the INE's MRZ against its front), each on its field. */
  checks?: (ReadCheck & { field: string })[];
}

export type Extractor = (doc: DocumentText) => ExtractorResult;

export interface Classification {
  type: ExtractableType | 'unknown';
  /** Fingerprint score per candidate type, 0–1. */
  scores: Partial<Record<ExtractableType, number>>;
  /** The fingerprint phrases found for the chosen type. */
  matched: string[];
}
