/** The `details` read-out (spec 2.6, compat-notes 6.1): one group per section. */
import { fold } from '../documents/text';
import type { SectionValues } from './sections';
import type { Verification, VerificationItem } from '../verifications/verification';
import type { CrossCheck, Details, Field } from './company';
import { address, banking, nameChecksAgainstCsf, tax } from './details-tax';
import { pick, rank, text, usableDocs, type Doc, type Picked } from './precedence';
import { signatoryValidation } from './signatory';
import { derived, sourced } from './sourced';

export function details(verification: Verification, docs: Doc[]): Details {
  return {
    verification: verificationGroup(verification, docs),
    legal: legal(docs),
    registration: registration(docs),
    tax: tax(docs),
    signatory_validation: signatoryValidation(docs),
    banking: banking(docs),
    address: address(docs),
  };
}

/** The verification's `business_name` as the documents give it: the newest CSF's (corrections first). */
const csfNameOf = (docs: Doc[]): Picked | null => pick(rank.csf(docs), 'tax.business_name');

/** The company's legal name from its processed documents, or null (`Deps.companyName`). */
export function legalNameOf(items: VerificationItem[]): string | null {
  const value = csfNameOf(usableDocs(items, () => null))?.field.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function verificationGroup(v: Verification, docs: Doc[]): Record<string, unknown> {
  const csfName = csfNameOf(docs);
  const business_name: { value: unknown; validations: CrossCheck[] } = csfName
    ? { value: csfName.field.value, validations: nameChecksAgainstCsf(docs) }
    : { value: v.businessName, validations: [] };
  return {
    id: v.id,
    account_id: v.accountId,
    tag: v.tag,
    created_at: v.createdAt.toISOString(),
    comments_legal_review: [],
    business_name,
    flow_id: v.flowId,
    // Filled by the caller, which knows the public base URL and can sign the link.
    onboarding_url: null,
    documents_status: v.documentsStatus,
    created_by: v.createdBy,
    status: v.status,
    country: v.country,
    tax_id: v.taxId,
  };
}

function legal(docs: Doc[]): SectionValues<'legal', Field> {
  const ranked = rank.legal(docs);
  const purpose = pick(ranked, 'company.purpose');
  // The newest acta's own date: not a correction on an older acta (rule 2 is per document here).
  const latestDate = rank
    .corporate(docs)
    .map((d) => pick([d], 'deed.date'))
    .find((p) => p !== null);
  return {
    business_name: sourced(pick(ranked, 'company.name')),
    business_type: sourced(pick(ranked, 'company.type')),
    business_folio_number: sourced(pick(ranked, 'registration.folio_mercantil')),
    business_duration: sourced(pick(ranked, 'company.duration')),
    business_expiry_date: expiryDate(ranked),
    business_legal_address: sourced(pick(ranked, 'company.domicile')),
    business_creditor_ability: ability(purpose, CREDITOR),
    business_asset_pledging: ability(purpose, PLEDGING),
    business_guarantor_ability: ability(purpose, GUARANTOR),
    latest_acta_date: sourced(latestDate ?? null),
    corporate_purpose: purpose && sourced(purpose, (v) => ({ full_text: v, summary: summary(String(v)) })),
  };
}

/** The deed's date plus the company's duration in years; null for an indefinite duration. */
function expiryDate(ranked: Doc[]): Field<string> {
  const years = pick(ranked, 'company.duration_years');
  const signed = years && text(years.doc, 'deed.date');
  if (!years || !signed || typeof years.field.value !== 'number' || years.field.value <= 0) return null;
  const d = new Date(`${signed}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years.field.value);
  return derived(years.doc, d.toISOString().slice(0, 10), years.field);
}

const CREDITOR =
  /\b(?:OTORGAR|CONCEDER|DAR)(?: Y RECIBIR)?(?: TODA CLASE DE)? (?:PRESTAMOS|CREDITOS|FINANCIAMIENTOS?)\b|\bOTORGAMIENTO DE (?:PRESTAMOS|CREDITOS)\b/;
const PLEDGING =
  /\b(?:GRAVAR|PIGNORAR|HIPOTECAR|DAR EN (?:GARANTIA|PRENDA)|CONSTITUIR(?: TODA CLASE DE)? (?:PRENDAS?|HIPOTECAS?|GARANTIAS?)|OTORGAR(?: TODA CLASE DE)? GARANTIAS (?:REALES|PRENDARIAS|HIPOTECARIAS))\b/;
const GUARANTOR =
  /\b(?:AVALAR|AVALISTA|FIADORA?|OTORGAR FIANZAS?|OBLIGADA SOLIDARIA|OBLIGARSE SOLIDARIAMENTE|GARANTIZAR OBLIGACIONES DE TERCEROS)\b/;

/**
 * Whether the objeto allows it. The extractor keeps a summary of the objeto that ends in `…` when cut;
 * a cut text that does not say it cannot tell "no", so that is null.
 */
function ability(purpose: Picked | null, re: RegExp): Field<boolean> {
  const objeto = purpose?.field.value;
  if (!purpose || typeof objeto !== 'string') return null;
  if (re.test(fold(objeto))) return sourced(purpose, () => true);
  return objeto.trimEnd().endsWith('…') ? null : sourced(purpose, () => false);
}

/** The objeto's first item (`a) …` up to `b)`), else its first sentence. */
function summary(purpose: string): string {
  const first = purpose.split(/\s(?=b\)\s)/)[0] ?? purpose;
  if (first !== purpose) return first.trim();
  const sentence = /^.*?\.(?=\s|$)/.exec(purpose);
  return (sentence?.[0] ?? purpose).trim();
}

function registration(docs: Doc[]): SectionValues<'registration', Field> {
  // Constitution data only: an assembly's deed number or notary is not the constitution's.
  const ranked = rank.constitutive(docs);
  const field = (path: string) => sourced(pick(ranked, path));
  const acta = ranked[0] ?? null;
  return {
    has_constitutive: acta ? derived(acta, true) : { value: false, source: null, validations: [] },
    business_name: field('company.name'),
    acta_number: field('deed.number'),
    notary_number: field('notary.number'),
    notary_name: field('notary.name'),
    business_type: field('company.type'),
    folio_number: field('registration.folio_mercantil'),
    folio_date: field('registration.date'),
    folio_inscription_date: field('registration.date'),
    city: field('notary.city') ?? field('deed.place'),
    state: field('notary.entity'),
    registration_date: field('registration.date'),
  };
}
