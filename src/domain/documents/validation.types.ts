import type { ExtractedField } from './extraction';

/** One check on a document, as shown in `validation_result.checks` and on the field it concerns. */
export interface Check {
  code: string;
  result: 'pass' | 'fail' | 'warning' | 'not_applicable';
  message: string;
  field?: string;
  expected?: unknown;
  actual?: unknown;
  /** For cross-document checks (spec 2.6 `validations[]`). */
  cross_check?: 'match' | 'no_match' | 'no_csf' | 'not_found';
  cross_check_value?: unknown;
  item_type?: string;
  /**
   * A failure that needs a person rather than proves a defect (a required field missing or unsure, a
   * check on a value OCR was unsure of): the item ends `needs_review`, not `validation_failed`.
   */
  review?: boolean;
}

export interface RuleOutcome {
  id: string;
  validation_result: boolean | null;
  params?: Record<string, unknown>;
  error_message?: string;
}

export interface ValidationResult {
  passed: boolean;
  checks: Check[];
  item_type_validation_result: { item_type: string; validation_result: boolean }[];
  rules_validation_result: RuleOutcome[];
}

export type Fields = Record<string, ExtractedField & { validations?: unknown[] }>;

export interface ProcessedItem {
  itemId: number;
  itemType: string;
  fields: Fields;
  invalidated: boolean;
}

export interface Rule {
  id: string;
  error_message?: string;
  validation_rule?: string;
  params?: Record<string, unknown>;
}

export interface ValidationContext {
  taxId: string;
  keyPeople: { names: string }[];
  now: Date;
  ruleset: Rule[];
  /** The other processed document items of the verification. */
  others: ProcessedItem[];
  duplicateOfItemId: number | null;
  /** The types this item may be (its slot's allowed types or the client's hint); null if any. */
  expectedTypes: string[] | null;
  /** Below this confidence a required field, or a value a check failed on, goes to review. */
  reviewMinConfidence?: number;
}
