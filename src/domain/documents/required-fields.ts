/**
 * The fields without which a document proves nothing (README "Confidence and review"). Each entry is a
 * group of alternatives: the group is satisfied by any one of its paths found with enough confidence.
 */

import { isEmpty } from './confidence';
import type { Check, Fields } from './validation.types';

export const REQUIRED_FIELDS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  csf_mx: [
    ['tax.business_tax_id'],
    ['tax.business_name'],
    ['tax.regimes', 'tax.business_regime'],
    ['address.post_code'],
    ['tax.business_fiscal_status'],
    ['issued_at'],
  ],
  ac_mx: [['company.name'], ['deed.number'], ['deed.date'], ['notary.number', 'notary.name']],
  aa_mx: [['company.name'], ['assembly.date', 'deed.date']],
  pw_mx: [['deed.number'], ['deed.date'], ['notary.number', 'notary.name'], ['apoderados']],
  bank_statement: [['account.holder'], ['account.clabe'], ['statement.period_end', 'statement.date']],
  person_id: [['person.full_name'], ['person.curp', 'document.elector_key']],
  proof_address: [['holder.name', 'address.full'], ['address.post_code'], ['document.date']],
};

/** One path of a group, as the check reports it. */
interface Shortfall {
  field: string;
  reason: 'missing' | 'low_confidence';
  confidence?: number;
}

/**
 * `required_field`: one failing check per required group not satisfied (on the field: the one found
 * with too little confidence, else the group's first path), when a required group has no path found with confidence
 * at least `minConfidence` (fields carry their final confidence, confidence.ts). Such a failure sends the
 * item to review, never to a clean success.
 */
export function requiredFieldCheck(type: string, fields: Fields, minConfidence: number): Check[] {
  const groups = REQUIRED_FIELDS[type];
  if (!groups) return [];
  const short: Shortfall[] = [];
  for (const group of groups) {
    const found = group.map((path) => ({ path, field: fields[path] }));
    const sure = found.some(
      ({ field }) => field && !isEmpty(field.value) && (field.confidence ?? 1) >= minConfidence,
    );
    if (sure) continue;
    const best = found.find(({ field }) => field && !isEmpty(field.value));
    short.push(
      best
        ? { field: best.path, reason: 'low_confidence', confidence: best.field!.confidence ?? 0 }
        : { field: group[0]!, reason: 'missing' },
    );
  }
  if (short.length === 0)
    return [
      { code: 'required_field', result: 'pass', message: 'every required field was read with confidence' },
    ];
  return short.map((s) => ({
    code: 'required_field',
    field: s.field,
    result: 'fail',
    review: true,
    message:
      s.reason === 'missing'
        ? `needs review: the required field ${s.field} was not found`
        : `needs review: the required field ${s.field} was read with confidence ${s.confidence}, below ${minConfidence}`,
    expected: minConfidence,
    actual: s.reason === 'missing' ? null : s.confidence,
  }));
}
