/** Wrapping consolidated values with where they came from (spec 2.6 `{value, source, validations}`). */
import type { CrossCheck, Field, Source } from './company';
import { text, type Doc, type ItemField, type Picked } from './precedence';

const ACTAS = ['ac_mx', 'aa_mx', 'pw_mx'];

/** The document's own date: when it was issued, signed or cut. */
export function documentDate(doc: Doc): string | null {
  if (doc.type === 'csf_mx') return text(doc, 'issued_at');
  if (ACTAS.includes(doc.type)) return text(doc, 'deed.date');
  if (doc.type === 'bank_statement') return text(doc, 'statement.date');
  if (doc.type === 'proof_address') return text(doc, 'document.date');
  return null;
}

export function documentNumber(doc: Doc): string | null {
  if (doc.type === 'csf_mx') return text(doc, 'id_cif');
  if (ACTAS.includes(doc.type)) return text(doc, 'deed.number');
  if (doc.type === 'bank_statement') return text(doc, 'account.clabe') ?? text(doc, 'account.number');
  if (doc.type === 'person_id') return text(doc, 'document.number');
  if (doc.type === 'proof_address') return text(doc, 'document.service_number');
  return null;
}

export function entityName(doc: Doc): string | null {
  if (doc.type === 'csf_mx') return 'SAT';
  if (ACTAS.includes(doc.type)) return text(doc, 'notary.name');
  if (doc.type === 'bank_statement') return text(doc, 'bank.name');
  if (doc.type === 'person_id') return text(doc, 'document.id_type') === 'ine_mx' ? 'INE' : null;
  if (doc.type === 'proof_address') return text(doc, 'issuer');
  return null;
}

function extraFields(doc: Doc): Record<string, unknown> | null {
  if (ACTAS.includes(doc.type)) {
    return {
      folio_acta_number: text(doc, 'deed.number'),
      folio_number: text(doc, 'registration.folio_mercantil'),
      // The boleta prints one date: the folio's inscription.
      folio_date: text(doc, 'registration.date'),
      folio_inscription_date: text(doc, 'registration.date'),
      notary_number: text(doc, 'notary.number'),
      notary_name: text(doc, 'notary.name'),
      notary_city: text(doc, 'notary.city'),
      notary_state: text(doc, 'notary.entity'),
    };
  }
  if (doc.type === 'csf_mx') return { id_cif: text(doc, 'id_cif'), issue_place: text(doc, 'issue_place') };
  if (doc.type === 'bank_statement') {
    return {
      account_number: text(doc, 'account.number'),
      clabe: text(doc, 'account.clabe'),
      period_start: text(doc, 'statement.period_start'),
      period_end: text(doc, 'statement.period_end'),
    };
  }
  if (doc.type === 'person_id') return { curp: text(doc, 'person.curp') };
  return null;
}

/** The source of a value read from `doc`; `field` gives its information_source. */
export function sourceOf(doc: Doc, field?: ItemField): Source {
  return {
    item_id: doc.item.id,
    item_type: doc.type,
    document_url: doc.url,
    document_date: documentDate(doc),
    document_number: documentNumber(doc),
    entity_name: entityName(doc),
    extra_fields: extraFields(doc),
    information_source: field?.source?.information_source ?? null,
    source_date: doc.item.completedAt?.toISOString() ?? null,
    subject_id: null,
  };
}

const CROSS = new Set(['match', 'no_match', 'no_csf', 'no_qr', 'not_found']);

/** The field's own checks that compare it with another document or the request. */
export function crossChecks(field: ItemField | undefined): CrossCheck[] {
  return (field?.validations ?? []).flatMap((v) => {
    const c = v as { cross_check?: unknown; cross_check_value?: unknown; item_type?: unknown } | null;
    if (typeof c?.cross_check !== 'string' || !CROSS.has(c.cross_check)) return [];
    return [
      {
        cross_check_value: c.cross_check_value ?? null,
        cross_check: c.cross_check as CrossCheck['cross_check'],
        item_type: typeof c.item_type === 'string' ? c.item_type : null,
      },
    ];
  });
}

/** A picked field as it is shown: its value (or a value derived from it), source and cross-checks. */
export function sourced<T>(p: Picked | null, map?: (value: unknown) => T): Field<T> {
  if (!p) return null;
  return {
    value: map ? map(p.field.value) : (p.field.value as T),
    source: sourceOf(p.doc, p.field),
    validations: crossChecks(p.field),
  };
}

/** A value bvs built from a document (several of its fields, or none); `field` names how it was read. */
export const derived = <T>(
  doc: Doc | null,
  value: T,
  field?: ItemField,
  validations: CrossCheck[] = [],
): Field<T> => (doc ? { value, source: sourceOf(doc, field), validations } : null);

/** A check of the document's `validation_result`. */
export interface ItemCheck {
  code: string;
  result: string;
  field?: string;
  message?: string;
  actual?: unknown;
  cross_check?: string;
  cross_check_value?: unknown;
  item_type?: string;
}

export function checksOf(doc: Doc): ItemCheck[] {
  const checks = doc.item.validationResult?.checks;
  return Array.isArray(checks)
    ? checks.filter((c): c is ItemCheck => typeof (c as ItemCheck | null)?.code === 'string')
    : [];
}
