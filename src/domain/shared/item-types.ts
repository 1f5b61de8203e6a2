/** Document types a requirement slot may allow (compat-notes 1.7, `AllowedItemType`). */
export const DOCUMENT_ITEM_TYPES = [
  'ac_mx',
  'aa_mx',
  'pw_mx',
  'fme_mx',
  'csf_mx',
  'person_id',
  'proof_address',
  'bank_statement',
  'designacion_responsable_cumplimiento_extractor',
  'registro_actividades_vulnerables_extractor',
  'trust_contract_fideicomiso_extractor',
  'union_documents_extractor',
  'financial_statements_any',
  'cc_co_ops',
  'camara_comercio_co_extractor',
  'property_deed',
  'lien_certificate',
  'property_tax_receipt',
  'payroll_receipt',
  'tax_payment_compliance',
  'rut_co',
] as const;

/** Processing modes that take a document and decide or check its type. */
export const DOCUMENT_MODES = ['generic', 'doc_validation'] as const;

/** Items that carry no uploaded file: forms, the UBO module and public-registry lookups. */
export const NON_DOCUMENT_ITEM_TYPES = [
  'forms',
  'ubos',
  'siger',
  'siger_shareholders',
  'public_sat_signatures',
  'curp_item',
  'rues',
  'public_rut_co',
  'public_address_cc_co',
] as const;

export type DocumentItemType = (typeof DOCUMENT_ITEM_TYPES)[number];

/** Document types bvs classifies documents into and extracts fields from: the one list of them. */
export const EXTRACTABLE_TYPES = [
  'csf_mx',
  'ac_mx',
  'aa_mx',
  'pw_mx',
  'bank_statement',
  'person_id',
  'proof_address',
] as const satisfies readonly DocumentItemType[];
export type ExtractableType = (typeof EXTRACTABLE_TYPES)[number];

const EXTRACTABLE: ReadonlySet<unknown> = new Set(EXTRACTABLE_TYPES);

/** Whether bvs extracts fields from documents of this type. */
export const isExtractable = (type: unknown): type is ExtractableType => EXTRACTABLE.has(type);

/** Every `type` a flow item or an item list may name. */
export const ITEM_TYPES = [...DOCUMENT_MODES, ...DOCUMENT_ITEM_TYPES, ...NON_DOCUMENT_ITEM_TYPES] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
