import { compareBusinessNames } from '../mx/names';
import {
  ageCheck,
  bankChecks,
  csfChecks,
  nameAgainstCsf,
  personIdChecks,
  rfcChecks,
  shareholderChecks,
  str,
} from './checks';
import { DEFAULT_REVIEW_MIN_CONFIDENCE, fieldConfidence } from './confidence';
import { requiredFieldCheck } from './required-fields';

export type {
  Check,
  Fields,
  ProcessedItem,
  Rule,
  RuleOutcome,
  ValidationContext,
  ValidationResult,
} from './validation.types';
import type { Check, Fields, RuleOutcome, ValidationContext, ValidationResult } from './validation.types';

function rules(type: string, fields: Fields, ctx: ValidationContext, checks: Check[]): RuleOutcome[] {
  return ctx.ruleset.map((rule) => {
    const base = { id: rule.id, params: rule.params, error_message: rule.error_message };
    if (rule.id === 'vr_trebol_antiguedad') {
      const age = checks.find((c) => c.code === 'document_age');
      return { ...base, validation_result: age ? age.result === 'pass' : null };
    }
    if (rule.id === 'vr_trebol_vencimiento') {
      const inForce = checks.find((c) => c.code === 'id_in_force');
      return { ...base, validation_result: inForce ? inForce.result === 'pass' : null };
    }
    if (rule.id === 'vr_trebol_entidad') {
      const expected = String(rule.params?.entity_name ?? '');
      const actual = str(fields['bank.name']) ?? str(fields.issuer) ?? str(fields['notary.entity']);
      return {
        ...base,
        validation_result: actual ? compareBusinessNames(actual, expected) !== 'no_match' : false,
      };
    }
    // Free-text custom rules need a person: left for review (null), never passed silently.
    return { ...base, validation_result: null };
  });
}

/** Every check bvs runs on one extracted document, in the context of its verification. */
export function validateDocument(type: string, fields: Fields, ctx: ValidationContext): ValidationResult {
  const checks: Check[] = [
    ...readChecks(fields),
    ...(type === 'csf_mx'
      ? [...rfcChecks(fields, 'tax.business_tax_id', ctx.taxId), ...csfChecks(fields)]
      : []),
    ...(type === 'bank_statement'
      ? [...rfcChecks(fields, 'account.rfc', ctx.taxId), ...bankChecks(fields)]
      : []),
    ...(type === 'person_id' ? personIdChecks(fields, ctx) : []),
    ...(['ac_mx', 'aa_mx'].includes(type) ? shareholderChecks(fields) : []),
    ...ageCheck(type, fields, ctx),
    ...nameAgainstCsf(type, fields, ctx),
  ];
  if (ctx.duplicateOfItemId !== null) {
    checks.push({
      code: 'duplicate_document',
      result: 'fail',
      message: `the same file was uploaded for item ${ctx.duplicateOfItemId}`,
      actual: ctx.duplicateOfItemId,
    });
  }
  const minConfidence = ctx.reviewMinConfidence ?? DEFAULT_REVIEW_MIN_CONFIDENCE;
  for (const check of checks) {
    const read = check.field ? fields[check.field]?.source.read_confidence : undefined;
    if (check.result === 'fail' && read !== undefined && read < minConfidence) check.review = true;
  }
  checks.push(...requiredFieldCheck(type, withConfidence(fields, checks), minConfidence));
  const typeOk = ctx.expectedTypes === null || ctx.expectedTypes.includes(type);
  const outcomes = rules(type, fields, ctx, checks);
  return {
    passed:
      typeOk &&
      checks.every((c) => c.result !== 'fail') &&
      outcomes.every((r) => r.validation_result !== false),
    checks,
    item_type_validation_result: [{ item_type: type, validation_result: typeOk }],
    rules_validation_result: outcomes,
  };
}

/** The checks made while reading (a QR, a repaired check digit, an MRZ), from the fields that carry them. */
const readChecks = (fields: Fields): Check[] =>
  Object.entries(fields).flatMap(([path, f]) => (f.checks ?? []).map((c) => ({ ...c, field: path })));

/** Each field with its confidence given the checks (confidence.ts). */
function withConfidence(fields: Fields, checks: Check[]): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([path, f]) => [
      path,
      {
        ...f,
        confidence: fieldConfidence(
          f,
          checks.filter((c) => c.field === path),
        ),
      },
    ]),
  );
}

/** Whether a validation failed only on what a person must look at (`review` checks). */
export const needsReview = (result: ValidationResult): boolean =>
  result.checks.some((c) => c.result === 'fail' && c.review) &&
  !result.checks.some((c) => c.result === 'fail' && !c.review) &&
  result.item_type_validation_result.every((r) => r.validation_result) &&
  result.rules_validation_result.every((r) => r.validation_result !== false);

/** The checks and the confidence of each field, to show beside it (`fields[path].validations`). */
export function withFieldValidations(fields: Fields, result: ValidationResult): Fields {
  const out: Fields = {};
  for (const [path, field] of Object.entries(withConfidence(fields, result.checks))) {
    const own = result.checks
      .filter((c) => c.field === path)
      .map(({ code, result: r, cross_check, cross_check_value, item_type, review }) => ({
        code,
        result: r,
        ...(review && { review }),
        ...(cross_check && { cross_check, cross_check_value, item_type }),
      }));
    out[path] = { ...field, validations: own };
  }
  return out;
}
