/** The `signatory_validation` group: the newest ID document and whether its holder may sign. */
import { comparePersonNames } from '../mx/names';
import type { SectionValues } from './sections';
import type { Field } from './company';
import { pick, rank, type Doc } from './precedence';
import { checksOf, derived, sourced } from './sourced';

// Checked when the ID was processed (README "Checks"): the holder against key_people and the actas' apoderados.
const SIGNATORY_CHECKS = ['signatory_is_key_person', 'signatory_has_powers'];

interface Outcome {
  status: 'match' | 'no_match' | null;
  /** The name the holder matched: the key person or the apoderado. */
  value: string | null;
  comparison: 'strong_match' | 'weak_match' | 'no_match' | null;
}

function outcome(doc: Doc, fullName: string): Outcome {
  const checks = checksOf(doc).filter((c) => SIGNATORY_CHECKS.includes(c.code));
  const passed = SIGNATORY_CHECKS.map((code) =>
    checks.find((c) => c.code === code && c.result === 'pass'),
  ).find((c) => c !== undefined);
  if (passed) {
    const value = typeof passed.cross_check_value === 'string' ? passed.cross_check_value : null;
    const names = value ? comparePersonNames(fullName, value) : 'no_match';
    return {
      status: 'match',
      value,
      comparison: names === 'match' ? 'strong_match' : names === 'probable_match' ? 'weak_match' : null,
    };
  }
  if (checks.some((c) => c.result === 'fail'))
    return { status: 'no_match', value: null, comparison: 'no_match' };
  return { status: null, value: null, comparison: null };
}

export function signatoryValidation(docs: Doc[]): SectionValues<'signatory_validation', Field> {
  const ranked = rank.personId(docs);
  const field = (path: string) => sourced(pick(ranked, path));
  const name = pick(ranked, 'person.full_name');
  const doc = name?.doc ?? null;
  const result = doc && outcome(doc, String(name!.field.value));
  const nameField = name?.field;
  const completedAt = doc?.item.completedAt?.toISOString() ?? null;
  return {
    full_name: sourced(name),
    paternal_last_name: field('person.first_surname'),
    maternal_last_name: field('person.second_surname'),
    document_number: field('document.number'),
    validation_status: result?.status ? derived(doc, result.status, nameField) : null,
    validation_value: result?.value ? derived(doc, result.value, nameField) : null,
    validation_date: result?.status && completedAt ? derived(doc, completedAt, nameField) : null,
    name_comparison_result: result?.comparison ? derived(doc, result.comparison, nameField) : null,
    id_validation_provider: derived(doc, {
      provider_name: 'bvs',
      provider_id: doc?.item.id ?? null,
      provider_details_url: null,
    }),
  };
}
