/** The `tax`, `address` and `banking` groups of the details read-out. */
import { fold } from '../documents/text';
import type { SectionValues } from './sections';
import type { CrossCheck, Field } from './company';
import { isManual, pick, pickDoc, rank, text, type Doc, type ItemField } from './precedence';
import { checksOf, derived, sourced } from './sourced';

/**
 * The other documents' business-name checks against the CSF, seen from the CSF: the name each of them
 * printed and whether it matched.
 */
export function nameChecksAgainstCsf(docs: Doc[]): CrossCheck[] {
  return docs
    .filter((d) => d.type !== 'csf_mx')
    .flatMap((doc) =>
      checksOf(doc)
        .filter((c) => c.code === 'business_name_matches_csf')
        .filter((c) => c.cross_check === 'match' || c.cross_check === 'no_match')
        .map((c) => ({
          cross_check_value: c.field ? (doc.fields[c.field]?.value ?? null) : null,
          cross_check: c.cross_check as 'match' | 'no_match',
          item_type: doc.type,
        })),
    );
}

const ACTIVITY_KEYS = ['order', 'economic_activity', 'percentage', 'date'] as const;

/** Activities in force (no end date), in the four columns the read-out shows. */
const activities = (value: unknown) =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : [])
    .filter((a) => a && typeof a === 'object' && !a.end_date)
    .map((a) => Object.fromEntries(ACTIVITY_KEYS.map((k) => [k, a[k] ?? null])));

/** The CSF's QR against the SAT's validator: `valid`, `invalid`, or `not_found` (no QR read). */
function qrStatus(csf: Doc): 'valid' | 'invalid' | 'not_found' {
  const check = checksOf(csf).find((c) => c.code === 'qr_validation');
  if (!check) return 'not_found';
  return check.result === 'pass' ? 'valid' : 'invalid';
}

export function tax(docs: Doc[]): SectionValues<'tax', Field> {
  const ranked = rank.csf(docs);
  const field = (path: string) => sourced(pick(ranked, path));
  const csf = ranked[0] ?? null;
  const name = pick(ranked, 'tax.business_name');
  const qr = csf && qrStatus(csf);
  return {
    has_constancia: csf ? derived(csf, true) : { value: false, source: null, validations: [] },
    business_name: name && { ...sourced(name)!, validations: nameChecksAgainstCsf(docs) },
    business_type: field('tax.business_type'),
    business_tax_id: field('tax.business_tax_id'),
    business_main_activity: sourced(pick(ranked, 'tax.business_main_activity'), activities),
    business_fiscal_status: field('tax.business_fiscal_status'),
    qr_validation: qr && qr !== 'not_found' ? derived(csf, qr === 'valid', csf.fields['qr.url']) : null,
    business_regime: field('tax.business_regime'),
    additional_data: derived(csf, { qr_status: qr }),
  };
}

const ADDRESS_PARTS = {
  street_type: 'address.street_type',
  street_name: 'address.street_name',
  external_number: 'address.external_number',
  internal_number: 'address.internal_number',
  neighborhood: 'address.neighborhood',
  district: 'address.district',
  state: 'address.state',
  post_code: 'address.post_code',
};

/** How a value built from several fields was read: `manual` if an operator corrected any of them. */
const groupField = (doc: Doc, paths: string[]): ItemField | undefined =>
  paths.map((p) => doc.fields[p]).find(isManual) ?? paths.map((p) => doc.fields[p]).find((f) => f?.source);

/** Whether a proof of address names the fiscal address (same post code, street and number). */
function sameAddress(proof: Doc, csf: Doc): boolean {
  const printed = fold(text(proof, 'address.full') ?? '');
  const postCode = text(proof, 'address.post_code') ?? /\b\d{5}\b/.exec(printed)?.[0] ?? null;
  const street = text(csf, 'address.street_name');
  const number = text(csf, 'address.external_number');
  return (
    postCode === text(csf, 'address.post_code') &&
    (street === null || printed.includes(fold(street))) &&
    (number === null || new RegExp(`\\b${number.replace(/\W/g, '')}\\b`).test(printed))
  );
}

export function address(docs: Doc[]): SectionValues<'address', Field> {
  const ranked = rank.csf(docs);
  const paths = Object.values(ADDRESS_PARTS);
  const csf = pickDoc(ranked, paths);
  const parts = csf && Object.fromEntries(Object.entries(ADDRESS_PARTS).map(([k, p]) => [k, text(csf, p)]));
  const proof = pick(rank.proofOfAddress(docs), 'address.full');
  const fiscal = pick(ranked, 'address.full');
  return {
    business_fiscal_address: sourced(fiscal),
    business_fiscal_address_disaggregated: csf && derived(csf, parts, groupField(csf, paths)),
    business_comercial_address:
      proof && !(fiscal && sameAddress(proof.doc, fiscal.doc)) ? sourced(proof) : null,
  };
}

export function banking(docs: Doc[]): SectionValues<'banking', Field> {
  const ranked = rank.bank(docs);
  const field = (path: string) => sourced(pick(ranked, path));
  const account = pickDoc(ranked, ['account.rfc', 'account.clabe']);
  return {
    address: field('address.full'),
    entity_name: field('bank.name'),
    document_date: field('statement.date'),
    document_number: field('account.clabe') ?? field('account.number'),
    additional_data:
      account &&
      derived(
        account,
        { rfc: text(account, 'account.rfc'), clabe_number: text(account, 'account.clabe') },
        groupField(account, ['account.rfc', 'account.clabe']),
      ),
  };
}
