/**
 * The consolidated view of a verified company (spec 2.6–2.8, compat-notes 6.1): what every read-out,
 * the GraphQL `company` graph and the export variables are built from. Pure data, JSON-ready.
 */

/** Where a consolidated value came from (spec 2.6 `source`). */
export interface Source {
  item_id: number;
  item_type: string;
  /** Signed link to the item's original file (null when there is no file). */
  document_url: string | null;
  document_date: string | null;
  document_number: string | null;
  entity_name: string | null;
  extra_fields: Record<string, unknown> | null;
  /** `document`, `ocr` or `manual` (an operator's correction wins over everything). */
  information_source: string | null;
  /** When bvs read it (the item's completion time, ISO 8601). */
  source_date: string | null;
  subject_id: string | null;
}

/** A cross-document check shown beside a value (spec 2.6 `validations[]`). */
export interface CrossCheck {
  cross_check_value: unknown;
  cross_check: 'match' | 'no_match' | 'no_csf' | 'no_qr' | 'not_found';
  item_type: string | null;
  custom_message?: string | null;
}

export interface Sourced<T = unknown> {
  value: T;
  source: Source | null;
  validations: CrossCheck[];
}

/** A field that no document provided yet is null, never an error (spec 2.6). */
export type Field<T = unknown> = Sourced<T> | null;

export interface Details {
  verification: Record<string, unknown>;
  legal: Record<string, Field>;
  registration: Record<string, Field>;
  tax: Record<string, Field>;
  signatory_validation: Record<string, Field>;
  banking: Record<string, Field>;
  address: Record<string, Field>;
}

export interface Power {
  /** pleitos_y_cobranzas, actos_de_administracion, actos_de_dominio, titulos_de_credito, … */
  power_name: string;
  signature_type: 'individual' | 'joint' | null;
  has_limits: boolean;
  limits_description: string | null;
}

export interface Role {
  /** Stable string id within the verification, e.g. `r-<item>-<n>`. */
  id: string;
  role_name: string;
  group_name: 'board_members' | 'executives' | 'proxies' | 'auditors' | 'shareholders';
  event: 'addition' | 'mentioned' | 'renewal' | 'removal' | 'ratification';
  powers: Power[];
  /** `overall` summary as spec 2.7 shows it. */
  powers_summary: { overall: string } | null;
  source: Source | null;
}

export interface Person {
  /** Stable integer id within the verification (same person across documents → same id). */
  people_id: number;
  names: string;
  type: 'person' | 'business';
  id_number: string | null;
  id_type: 'curp' | 'rfc' | null;
  roles: Role[];
  /** Named in the verification's `key_people` at creation. */
  requested: boolean;
  identity: Record<string, unknown> | null;
}

export interface People {
  key_people: (Person & { role: string; powers: { overall: string } | null })[];
  full_list: { names: string; role: string; people_id: number }[];
  board_members: { name: string; event: string; role: string; people_id: number }[];
}

export interface Shareholder {
  name: string;
  share_percentage: number;
  shares: number | null;
  series: string | null;
  total_value: number | null;
  currency: string;
  people_id: number | null;
}

export interface Shareholders {
  shareholders: Shareholder[];
  capital: {
    total_value: number | null;
    fixed_value: number | null;
    variable_value: number | null;
    currency: string;
  } | null;
  source: (Source & { document: string }) | null;
  shareholders_unavailable_reason: 'pending_extraction' | null;
  validations: CrossCheck[];
}

export interface DocumentEntry {
  url: string | null;
  created_at: string;
  item_type: string;
  hash: string | null;
}

export interface SourceEntry {
  id: number;
  type: string;
  entity_name: string | null;
  document_number: string | null;
  document_date: string | null;
  original_file_url: string | null;
  user_event_completed_at: string | null;
  user_event_name: string | null;
  invalidated: boolean;
  item_status: string;
  item_internal_status: string | null;
  item_error: string | null;
  is_duplicate_item: boolean;
  validation_result: unknown;
  /** Field path → confidence (0–1) of each extracted field (src/domain/documents/confidence.ts). */
  field_confidences: Record<string, number>;
}

export interface Company {
  details: Details;
  people: People;
  shareholders: Shareholders;
  documents: { documents: DocumentEntry[] };
  sources: { sources: SourceEntry[] };
}
